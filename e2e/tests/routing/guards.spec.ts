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

test('a visitor on block-appeal-history is sent to login, and signing in as the banned player returns there (issue 31, item 7; spec §6)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() })));
  await page.goto('/ru/block-appeal-history');
  await expect(page).toHaveURL(/\/ru\/user\/login\?openLogin=1&returnUrl=%2Fru%2Fblock-appeal-history$/);
  await page.getByLabel('Логин или e-mail').fill('banned');
  await page.getByLabel('Пароль', { exact: true }).fill('Banned1234!');
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page).toHaveURL(/\/ru\/block-appeal-history$/);
  await expect(page.locator('#arena-root')).toHaveAttribute('data-layout', 'blocked');
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
