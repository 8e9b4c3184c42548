/**
 * Issue 17 item 8, spec §2: user/forgotpassword → home with showForgotPasswordModal=1, and the home
 * page opens the forgot-password modal for a guest only: never for a signed-in player, never off home.
 */
import { expect, mountedAppsOf, test } from '../../support/fixtures.ts';
import { acceptCookies, loginDemo, modalOf, resetBackend, visitorHeader } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await acceptCookies(page);
});

test.describe('forgot password (item 8)', () => {
  test('user/forgotpassword lands on home with the flag and the forgot-password modal open', async ({ page }) => {
    await page.goto('/ru/user/forgotpassword');
    await expect(page).toHaveURL(/\/ru\/\?showForgotPasswordModal=1$/);
    await expect(modalOf(page, 'forgot-password')).toBeVisible();
    await expect(modalOf(page, 'forgot-password').getByTestId('recovery-view')).toBeVisible();
  });

  test('a signed-in player never gets the forgot-password modal', async ({ page }) => {
    await loginDemo(page);
    await page.goto('/ru/?showForgotPasswordModal=1');
    // Settled: the session restore has answered (the header shows the player it published, and every later
    // decision sees that player) and home is routed and mounted; a modal opened before that would still show.
    await expect(page.getByTestId('player-actions')).toBeVisible();
    await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/betting']);
    await expect(modalOf(page, 'forgot-password')).toHaveCount(0);
  });

  test('the flag opens nothing off the home page', async ({ page }) => {
    await page.goto('/ru/about?showForgotPasswordModal=1');
    await visitorHeader(page);
    // Settled: the page is routed and its app mounted (the root config opens route modals as it decides).
    await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/info']);
    await expect(modalOf(page, 'forgot-password')).toHaveCount(0);
  });
});
