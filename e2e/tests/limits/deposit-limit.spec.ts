import { expect, test } from '../../support/fixtures.ts';
import { HOUR_MS, bearerOf, freshPlayer, moveServerClock, openLimits, setMoneyLimit } from './limits-support.ts';

test('daily deposit limit: lower applies at once, raise waits 24 h (cancel works), then approve; deposits above it are refused', async ({ page }) => {
  await freshPlayer(page);
  await openLimits(page);
  const value = page.getByTestId('limit-value-20');

  await setMoneyLimit(page, 20, 1000);
  await expect(value).toHaveText('1,000 RUB');
  await setMoneyLimit(page, 20, 500);
  await expect(value).toHaveText('500 RUB');
  await expect(page.getByTestId('limits-pending-deposit')).toHaveCount(0);

  // A looser limit waits: the notice tells the hours left (rounded up) and can be cancelled.
  await setMoneyLimit(page, 20, 2000);
  const notice = page.getByTestId('limits-pending-deposit');
  await expect(notice).toContainText('The new limit takes effect in 24 h');
  await expect(value).toHaveText('500 RUB');
  await page.getByTestId('limits-cancel-pending').click();
  await expect(page.getByTestId('limits-action-message')).toContainText('The limit change has been cancelled');
  await expect(notice).toHaveCount(0);
  await expect(value).toHaveText('500 RUB');

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
  await expect(value).toHaveText('2,000 RUB');
  await expect(notice).toHaveCount(0);

  // Enforcement: a deposit above what is left is refused with the message.
  const headers = { Authorization: `Bearer ${await bearerOf(page.request)}`, 'X-Language': 'en' };
  const accounts = (await (await page.request.get('/web-api/user/account-data', { headers })).json()) as { all_accounts: Array<{ id: number; type: number }> };
  const accountId = accounts.all_accounts.find((a) => a.type === 0)!.id;
  expect((await page.request.post('/payments-api/deposit', { headers, data: { accountId, amount: 1500 } })).status()).toBe(200);
  const refused = await page.request.post('/payments-api/deposit', { headers, data: { accountId, amount: 600 } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'deposit_limit_exceeded', message: 'The amount exceeds your deposit limit: 500 RUB left' });
  await page.reload();
  await expect(page.getByTestId('limit-balance-20')).toHaveText('Left: 500 RUB');
});
