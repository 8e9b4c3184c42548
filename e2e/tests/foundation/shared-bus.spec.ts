import { expect, test } from '../../support/fixtures.ts';

test('clicking an odds button in the betting app increments the coupon count in the shell (shared bus)', async ({ page }) => {
  await page.goto('/ru/');
  const count = page.getByTestId('coupon-count');
  await expect(count).toHaveText('0');
  const odds = page.locator('[data-testid^="odds-"]');
  await odds.nth(0).click();
  await expect(count).toHaveText('1');
  await odds.nth(3).click();
  await expect(count).toHaveText('2');
  await expect(odds.nth(0)).toHaveAttribute('aria-pressed', 'true');
});
