import { expect, test } from '../../support/fixtures.ts';

test('one-tap social sign-in from the home page: prompt → provider credential → redirect → signed in', async ({ page }) => {
  await page.goto('/ru/');
  const prompt = page.getByTestId('one-tap-prompt');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button').last().click();
  // The credential is posted as multipart; its redirectUrl is followed as a full-page navigation.
  await expect(page).not.toHaveURL(/auth_token=/, { timeout: 15_000 });
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
});
