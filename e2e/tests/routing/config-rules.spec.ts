/**
 * Issue 17 item 11: the config-driven routing rules, each journey flipping the site config through the
 * test controls (PATCH /test-api/config) before its first page load:
 *  - spec §2: paybills needs its route flag (80);
 *  - spec §6: a protected page sends a visitor to login (route 72) or home, and opens the login block;
 *  - spec §2/§4/§5: with registration disallowed no registration entry is offered; on the registration
 *    page the registration opening is skipped (no modal over the page).
 */
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies, modalOf, patchSiteConfig, resetBackend, visitorHeader } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await acceptCookies(page);
});

test.describe('config-driven rules (item 11)', () => {
  // Each journey patches before its first page load: the browser keeps the config for its max-age.
  test('route flag 80 off (shipped config): paybills is a 404', async ({ page }) => {
    await page.goto('/ru/paybills');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByTestId('paybills-page')).toHaveCount(0);
  });

  test('route flag 80 on: the paybills page renders its content', async ({ page, request }) => {
    await patchSiteConfig(request, { routes: { availability: { '47': true, '72': true, '80': true, '81': true } } });
    await page.goto('/ru/paybills');
    await expect(page.getByTestId('paybills-page')).toBeVisible();
    await expect(page.getByTestId('paybills-page').getByRole('heading', { level: 1 })).toHaveText('Оплата счетов');
    await expect(page.getByTestId('paybills-recharge')).toHaveText('Пополнить счёт');
  });

  test('route 72 off: a protected page goes home and the login block opens', async ({ page, request }) => {
    await patchSiteConfig(request, { routes: { availability: { '47': true, '72': false, '80': false, '81': true } } });
    await page.goto('/ru/office/history');
    await expect(page).toHaveURL(/\/ru\/\?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory$/);
    await expect(modalOf(page, 'login').getByTestId('login-view')).toBeVisible();
  });

  test('route 72 off: signing in through that login block returns to the protected page', async ({ page, request }) => {
    await patchSiteConfig(request, { routes: { availability: { '47': true, '72': false, '80': false, '81': true } } });
    await page.goto('/en/office/history');
    const login = modalOf(page, 'login');
    await expect(login.getByTestId('login-view')).toBeVisible();
    await login.getByLabel('Login or e-mail').fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await login.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('player-actions')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
  });

  test('route 72 on: the login page itself is the login block (no extra modal over it)', async ({ page }) => {
    await page.goto('/ru/office/history');
    await expect(page).toHaveURL(/\/ru\/user\/login\?openLogin=1/);
    await expect(page.getByTestId('login-view')).toHaveCount(1);
    await expect(modalOf(page, 'login')).toHaveCount(0);
  });

  test('registration disallowed: no header registration button and no registration widget', async ({ page, request }) => {
    await patchSiteConfig(request, { auth: { registrationAllowed: false } });
    await page.goto('/ru/');
    const actions = await visitorHeader(page);
    await expect(actions.getByRole('button', { name: 'Вход' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Регистрация' })).toHaveCount(0);
    await expect(page.getByTestId('registration-widget')).toHaveCount(0);
    await expect(page.getByText('Регистрация сейчас недоступна')).toHaveCount(0);
  });

  test('registration allowed: the header button and the widget are offered', async ({ page }) => {
    await page.goto('/ru/');
    const actions = await visitorHeader(page);
    await expect(actions.getByRole('button', { name: 'Регистрация' })).toBeVisible();
    await expect(page.getByTestId('registration-widget')).toBeVisible();
  });

  test('on the registration page the header registration button opens no modal over it', async ({ page }) => {
    await page.goto('/ru/registration/phone');
    const actions = await visitorHeader(page);
    await actions.getByRole('button', { name: 'Регистрация' }).click();
    // Settled: a click opens its modal in its own handler (bus and modal stack are synchronous), so once the
    // login modal of the next click shows, a registration modal of the first would show beside it.
    await actions.getByRole('button', { name: 'Вход' }).click();
    await expect(modalOf(page, 'login')).toBeVisible();
    await expect(modalOf(page, 'registration')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ru\/registration\/phone$/);
  });
});
