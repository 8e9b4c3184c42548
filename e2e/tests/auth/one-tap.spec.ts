/**
 * One-tap with the arena-demo provider: knowing an identity is not enough — its window asks for a
 * player's own password before the provider hands over a credential (issue 16, finding 1).
 */
import { expect, test } from '../../support/fixtures.ts';
import { DEMO, resetBackend } from './auth-helpers.ts';

test('one-tap social sign-in from the home page: prompt → demo provider password → redirect → signed in', async ({ page, request }) => {
  await resetBackend(request);
  await page.goto('/en/');
  const prompt = page.getByTestId('one-tap-prompt');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button').last().click();

  const provider = page.getByTestId('demo-provider-dialog');
  await expect(provider).toBeVisible({ timeout: 15_000 });
  await provider.getByLabel('Login or e-mail').fill(DEMO.login);
  await provider.locator('input[name="demo-password"]').fill('not-the-password');
  await provider.getByRole('button', { name: 'Continue' }).click();
  // A wrong password gets no credential: the window stays with the message, nothing is signed in.
  await expect(provider.getByTestId('form-message')).toContainText('Wrong login or password');
  await expect(page.getByTestId('balance')).toHaveCount(0);

  await provider.locator('input[name="demo-password"]').fill(DEMO.password);
  await provider.getByRole('button', { name: 'Continue' }).click();
  // The credential is posted as multipart; its redirectUrl is followed as a full-page navigation.
  await expect(page).not.toHaveURL(/auth_token=/, { timeout: 15_000 });
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
});
