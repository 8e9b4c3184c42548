/**
 * Issue 17 item 7, as a player meets it: accepting new terms shows the player in the header at once,
 * with no visitor buttons, quick-login prompt or registration widget left until a navigation.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { acceptCookies, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await acceptCookies(page);
});
test.afterEach(async ({ request }) => {
  await resetBackend(request);
});

test('after accepting new terms the header shows the player at once, without visitor prompts', async ({ page, request }) => {
  await signInViaApi(page, 'terms');
  await page.goto('/en/');
  // The session restore meets 451: the page goes to confirm-terms.
  await expect(page.getByTestId('confirm-terms')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/confirm-terms/);
  // Waiting on the terms, the player is not addressed as a visitor (issue 31, item 4): the shell is up
  // (the header's navigation is there), and neither the visitor's buttons nor the new-player prompts are.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Live', exact: true })).toBeVisible();
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
  await expect(page.getByTestId('registration-widget')).toHaveCount(0);
  await expect(page.getByTestId('one-tap-prompt')).toHaveCount(0);
  await page.getByTestId('terms-accept').click();
  await expect(page).toHaveURL(/\/en\/?$/);
  // No navigation or reload in between: the shell learned about the player from the acceptance.
  await expect(page.getByTestId('player-actions')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
  await expect(page.getByTestId('registration-widget')).toHaveCount(0);
  await expect(page.getByTestId('one-tap-prompt')).toHaveCount(0);

  // A new version later (bumped while the player is on the site): accepting again keeps the player shown.
  await request.post('/test-api/terms/bump');
  await page.reload();
  await expect(page.getByTestId('confirm-terms')).toBeVisible();
  await page.getByTestId('terms-accept').click();
  await expect(page.getByTestId('player-actions')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
});
