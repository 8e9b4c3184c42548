import { expect, test } from '../../support/fixtures.ts';
import { HOUR_MS, bearerOf, freshPlayer, moveServerClock, openLimits, setMoneyLimit } from './limits-support.ts';
import { SANDBOX_CARDS, payWithCard } from '../payments/sandbox-support.ts';

test('daily deposit limit: lower applies at once, raise waits 24 h (cancel works), then approve; deposits above it are refused', async ({ page }) => {
  await freshPlayer(page);
  await openLimits(page);
  const value = page.getByTestId('limit-value-20');

  await setMoneyLimit(page, 20, 1000);
  await expect(value).toHaveText('RUB 1,000');
  await setMoneyLimit(page, 20, 500);
  await expect(value).toHaveText('RUB 500');
  await expect(page.getByTestId('limits-pending-deposit')).toHaveCount(0);

  // A looser limit waits: the notice tells the hours left (rounded up) and can be cancelled.
  await setMoneyLimit(page, 20, 2000);
  const notice = page.getByTestId('limits-pending-deposit');
  await expect(notice).toContainText('The new limit takes effect in 24 h');
  await expect(value).toHaveText('RUB 500');
  await page.getByTestId('limits-cancel-pending').click();
  await expect(page.getByTestId('limits-action-message')).toContainText('The limit change has been cancelled');
  await expect(notice).toHaveCount(0);
  await expect(value).toHaveText('RUB 500');

  await setMoneyLimit(page, 20, 2000);
  await expect(notice).toBeVisible();
  await moveServerClock(page.request, 10 * HOUR_MS);
  await page.reload();
  await expect(notice).toContainText('in 14 h');
  await expect(page.getByTestId('limits-approve')).toHaveCount(0);

  await moveServerClock(page.request, 14 * HOUR_MS + 60_000);
  await page.reload();
  await page.getByTestId('limits-approve').click();
  await expect(page.getByTestId('limits-action-message')).toContainText('The limit has been confirmed');
  await expect(value).toHaveText('RUB 2,000');
  await expect(notice).toHaveCount(0);

  // Enforcement through the deposit screen: 1,500 of the 2,000 goes in through the payment sandbox
  // (the header balance follows), then 600 is refused with what is left before any payment page opens.
  await page.goto('/en/office/recharge');
  await expect(page.getByTestId('recharge-page')).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText(/10.000/);
  const amount = page.getByTestId('recharge-amount');
  await amount.fill('1500');
  await page.getByTestId('recharge-submit').click();
  await payWithCard(page, SANDBOX_CARDS.approve);
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'success');
  await page.goto('/en/office/recharge');
  await expect(balance).toContainText(/11.500/);

  await amount.fill('600');
  await page.getByTestId('recharge-submit').click();
  const refused = page.getByTestId('recharge-refused');
  await expect(refused).toHaveAttribute('data-code', 'deposit_limit_exceeded');
  await expect(refused).toContainText('Deposit limit exceeded');
  await expect(refused).toContainText('The amount exceeds your deposit limit: RUB\u00a0500 left');
  await expect(page.getByTestId('recharge-limit-left')).toContainText('500');
  await expect(balance).toContainText(/11.500/);

  // The API refuses the same (not only the screen).
  const headers = { Authorization: `Bearer ${await bearerOf(page.request)}`, 'X-Language': 'en' };
  const accounts = (await (await page.request.get('/web-api/user/account-data', { headers })).json()) as { all_accounts: Array<{ id: number; type: number }> };
  const accountId = accounts.all_accounts.find((a) => a.type === 0)!.id;
  // Deposits require an Idempotency-Key (issue 16): one per attempt.
  const viaApi = await page.request.post('/payments-api/deposit', { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: { accountId, amount: 600 } });
  expect(viaApi.status()).toBe(403);
  expect(await viaApi.json()).toMatchObject({ code: 'deposit_limit_exceeded', message: 'The amount exceeds your deposit limit: RUB\u00a0500 left' });
  await openLimits(page);
  await expect(page.getByTestId('limit-balance-20')).toHaveText('Left: RUB 500');
});

test('a time-out is a break: choosing it warns, saving it signs the player out everywhere, login is refused until it ends', async ({ page }) => {
  await freshPlayer(page);
  const oldBearer = await bearerOf(page.request);
  await openLimits(page);
  const select = page.getByTestId('limit-field-33').locator('select');
  await select.selectOption('1');
  // Said before saving: the player is signed out, not silently logged off.
  await expect(page.getByTestId('limits-time-out-warning')).toContainText('you will be signed out on every device');
  await page.getByTestId('limit-save-33').click();

  // The page signs out at once and leaves the office (login required).
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'));
  await expect(page.getByTestId('player-actions')).toHaveCount(0);
  // The session is over on the server: the old token deposits nothing and the office is out of reach.
  const deposit = await page.request.post('/payments-api/deposit', {
    headers: { Authorization: `Bearer ${oldBearer}`, 'Idempotency-Key': crypto.randomUUID() }, data: { accountId: 1, amount: 100 },
  });
  expect(deposit.status()).toBe(401);
  await page.goto('/en/office/responsible');
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'));
  await expect(page.getByTestId('limits-page')).toHaveCount(0);

  // Login is refused with the end of the time-out...
  const logIn = async () => {
    await page.goto('/en/user/login');
    await expect(page.getByTestId('login-view')).toBeVisible();
    await page.getByLabel('Login or e-mail').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  };
  await logIn();
  await expect(page.getByText('You are taking a time-out until')).toBeVisible();
  await expect(page.getByTestId('player-actions')).toHaveCount(0);

  // ...and works again once it has ended.
  await moveServerClock(page.request, 24 * HOUR_MS + 60_000);
  await logIn();
  await expect(page.getByTestId('player-actions')).toBeVisible();
});
