import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('a visitor on a protected route is sent to login with a return URL; once signed in, the return URL opens', async ({ page, mountedApps }) => {
  await page.goto('/ru/office/history');
  await expect(page).toHaveURL(/\/ru\/user\/login\?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory$/);
  await expect.poll(mountedApps).toEqual(['@arena/auth']);
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl')!;
  await signInViaApi(page);
  await page.goto(returnUrl);
  await expect(page).toHaveURL(/\/ru\/office\/history$/);
  await expect.poll(mountedApps).toEqual(['@arena/office']);
});

test('a signed-in player opening a visitors-only page (login) goes to the account home', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/user/login');
  await expect(page).toHaveURL(/\/ru\/office\/account$/);
});

test('a banned player reaches only ban-accessible routes; others lead to the blocked page', async ({ page, mountedApps }) => {
  await signInViaApi(page, 'banned');
  await page.goto('/ru/about');
  await expect(page).toHaveURL(/\/ru\/about$/);
  await expect.poll(mountedApps).toEqual(['@arena/info']);
  await page.goto('/ru/office/history');
  await expect(page).toHaveURL(/\/ru\/block-appeal-history$/);
  await expect(page.locator('#arena-root')).toHaveAttribute('data-layout', 'blocked');
});

test('a geo-blocked visitor (country ua) lands on the block-ua page in the empty layout', async ({ browser, arena }) => {
  const context = await browser.newContext({ baseURL: arena.url, extraHTTPHeaders: { 'X-Geo-Country': 'ua' } });
  const page = await context.newPage();
  await page.goto('/ru/');
  await expect(page).toHaveURL(/\/ru\/block-ua$/);
  await expect(page.locator('#arena-root')).toHaveAttribute('data-layout', 'empty');
  await context.close();
});
