import { expect, test } from '../../support/fixtures.ts';

test('clicking an odds button in the betting app increments the coupon count in the shell (shared bus)', async ({ page }) => {
  await page.goto('/ru/');
  const count = page.getByTestId('coupon-count');
  await expect(count).toHaveText('0');
  const odds = page.locator('[data-testid^="odds-"]');
  // The simulated schedule moves games between line and live, so the list can reorder between clicks:
  // assert on the buttons clicked (by their outcome id), not on positions.
  const first = (await odds.nth(0).getAttribute('data-testid'))!;
  await page.getByTestId(first).click();
  await expect(count).toHaveText('1');
  const second = (await odds.nth(3).getAttribute('data-testid'))!;
  await page.getByTestId(second).click();
  await expect(count).toHaveText('2');
  await expect(page.getByTestId(first)).toHaveAttribute('aria-pressed', 'true');
});
