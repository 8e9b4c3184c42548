/**
 * Issue 17 item 13 (page types): platform_type=mobile forces the mobile layout (spec §2) for the tab;
 * the hidden policy logo follows the geo country (X-Geo-Country, config core.policyLogoCountries);
 * every page has a meaningful document title, not just "Arena".
 */
import { expect, test } from '../../support/fixtures.ts';

test('platform_type=mobile forces the mobile layout on a desktop-sized window, also on the next pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru/line');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // Desktop by default: no mobile coupon button.
  await expect(page.getByTestId('mobile-coupon-button')).toBeHidden();

  await page.goto('/ru/line?platform_type=mobile');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  await expect(page.getByTestId('mobile-coupon-button')).toBeVisible();
  // The coupon column follows the content instead of standing beside it.
  const main = await page.locator('#arena-main').boundingBox();
  const right = await page.locator('.arena-right').boundingBox();
  expect(right!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);

  // The next page of the tab has no parameter and stays mobile (a betting page: the coupon button stands
  // only where betting is the page's subject, issue 31 item 9).
  await page.goto('/ru/live');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  await expect(page.getByTestId('mobile-coupon-button')).toBeVisible();
});

test('the hidden policy logo is rendered for a configured geo country (kz) and not for another (de)', async ({ browser, arena }) => {
  for (const [country, expected] of [['kz', 1], ['de', 0]] as const) {
    const context = await browser.newContext({ baseURL: arena.url, extraHTTPHeaders: { 'X-Geo-Country': country } });
    const page = await context.newPage();
    const geoAnswer = page.waitForResponse((r) => r.url().includes('/web-api/policy/geo'));
    await page.goto('/ru/');
    expect(await (await geoAnswer).json()).toEqual({ country });
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('policy-logo')).toHaveCount(expected);
    if (expected) await expect(page.getByTestId('policy-logo')).toHaveAttribute('data-country', country);
    await context.close();
  }
});

test('every page gets a meaningful title: its SEO title, else its dictionary title, with the site name', async ({ page }) => {
  await page.goto('/ru/results');
  await expect(page).toHaveTitle('Результаты — Arena');
  await page.goto('/en/slots');
  await expect(page).toHaveTitle('Slots — Arena');
  // The SEO service's own title still wins where it has one.
  await page.goto('/ru/about');
  await expect(page).toHaveTitle('О нас — Arena');
  await page.goto('/ru/');
  await expect(page).toHaveTitle('Arena — ставки на спорт и казино');
});

test('a forced mobile platform shows no coupon button on a block page (empty layout)', async ({ page }) => {
  await page.goto('/ru/line?platform_type=mobile');
  await expect(page.getByTestId('mobile-coupon-button')).toBeVisible();
  await page.setExtraHTTPHeaders({ 'X-Geo-Country': 'ua' });
  await page.goto('/ru/');
  await expect(page).toHaveURL(/\/ru\/block-ua$/);
  await expect(page.getByTestId('block-page')).toBeVisible();
  await expect(page.getByTestId('mobile-coupon-button')).toBeHidden();
});
