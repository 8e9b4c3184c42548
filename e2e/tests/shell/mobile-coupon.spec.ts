import { expect, test } from '../../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

test('on a phone the coupon button counts selections and opens the coupon as a sheet; Escape closes it', async ({ page }) => {
  await page.goto('/ru/');
  // A first visit answers the cookie banner first (it sits over the bottom of the screen).
  await page.getByTestId('cookie-consent').getByRole('button').last().click();
  const button = page.getByTestId('mobile-coupon-button');
  await expect(button).toBeVisible();
  await expect(page.getByTestId('coupon-panel')).not.toBeInViewport();
  // The first visible one: a game whose main odds are suspended still has enabled odds in columns a phone hides.
  await page.locator('.bt-game .bt-odds:not(:disabled):visible').first().click();
  await expect(button).toContainText('1');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('coupon-panel')).toBeInViewport();
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('coupon-panel')).not.toBeInViewport();
});

test('on a desktop the coupon stays in its column and the mobile button is hidden', async ({ browser, arena }) => {
  const context = await browser.newContext({ baseURL: arena.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/ru/');
  await expect(page.getByTestId('coupon-panel')).toBeVisible();
  await expect(page.getByTestId('mobile-coupon-button')).toBeHidden();
  await context.close();
});
