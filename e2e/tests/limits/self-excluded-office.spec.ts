/**
 * Issue 32, finding 7 in the browser: a self-excluded player signs in with the login form (it used to be
 * refused, trapping the balance for the whole exclusion) and withdraws; other pages send them to the
 * withdrawal, and a deposit is refused by the server.
 */
import { expect, test } from '../../support/fixtures.ts';
import { DEMO, expectSignedIn, openLoginPage } from '../auth/auth-helpers.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';
import { bearerOf, freshPlayer } from './limits-support.ts';

const LIMITS_BASE = '/limit-service-api/api/external/web/v3';

test('a self-excluded player signs in and withdraws; a deposit is refused', async ({ page }) => {
  await acceptCookies(page);
  await freshPlayer(page);
  const excluded = await page.request.post(`${LIMITS_BASE}/limit`, {
    headers: { Authorization: `Bearer ${await bearerOf(page.request)}` },
    data: { limitType: 30, limitValue: 30 },
  });
  expect(excluded.ok()).toBe(true);

  // Setting it signed the player out everywhere; the login form lets them back in, to the restricted office.
  await openLoginPage(page);
  await page.getByLabel('Login or e-mail').fill(DEMO.login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);

  // The browser keeps to the restricted office: the betting line sends them to the withdrawal.
  await page.goto('/en/line');
  await expect(page).toHaveURL(/\/en\/office\/deduce$/);
  await expect(page.getByTestId('deduce-page')).toBeVisible();
  // The line the server painted before the redirect is gone, not left under the withdrawal.
  await expect(page.getByTestId('app-betting')).toHaveCount(0);
  const quickpay = page.getByTestId('deduce-system-quickpay').locator('input');
  await quickpay.focus();
  await page.keyboard.press('Space');
  await expect(quickpay).toBeChecked();
  await page.getByTestId('deduce-amount').fill('1000');
  await page.getByTestId('deduce-submit').click();
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('onpay-title')).toHaveText('Withdrawal request accepted');

  const token = await bearerOf(page.request);
  const accounts = (await (await page.request.get('/web-api/user/account-data', { headers: { Authorization: `Bearer ${token}` } })).json()) as { accounts?: Array<{ id: number }> };
  const deposit = await page.request.post('/payments-api/deposits', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID(), 'X-Language': 'en' },
    data: { accountId: accounts.accounts?.[0]?.id ?? 1, systemId: 'card-pay', amount: 1000 },
  });
  expect(deposit.status()).toBe(403);
  expect(await deposit.json()).toMatchObject({ code: 'self_excluded' });
});
