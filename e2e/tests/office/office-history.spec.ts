/** Issue 14: the bet history filters by period, status and type, pages by 10, shows each leg's result and links to print. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { games, startsAfter, winnerOutcome } from '../betting/betting-support.ts';
import { quietPage, resetBackend } from '../auth/auth-helpers.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function demoToken(request: APIRequestContext): Promise<string> {
  const fp = ((await (await request.post('/fingerprint-api/issue', { data: { data: { e2e: 'office-history' } } })).json()) as { token: string }).token;
  const login = await request.post('/auth-api/login', { headers: { 'x-fingerprint': fp }, data: { login: b64('demo'), password: b64('Demo1234!') } });
  return ((await login.json()) as { token: string }).token;
}

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});
test.afterEach(async ({ request }) => {
  await resetBackend(request);
});

test('the bet history filters by type and status, pages by 10, shows every leg and links to the printable coupon', async ({ page, request }) => {
  const token = await demoToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const data = (await (await request.get('/web-api/user/account-data', { headers })).json()) as { all_accounts: Array<{ id: number; type: number }> };
  const accountId = data.all_accounts.find((a) => a.type === 0)!.id;
  const line = (await games(request, 'section=line&limit=60')).filter(startsAfter(30));
  expect(line.length).toBeGreaterThanOrEqual(3);
  const place = async (typeId: number, picked: typeof line) => {
    const bets = picked.map((g) => ({ outcomeId: winnerOutcome(g).id, coef: winnerOutcome(g).coef }));
    const answer = await request.post('/betting-api/coupon/place', { headers: { ...headers, 'idempotency-key': randomUUID() }, data: { typeId, accountId, amount: 100, bets } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { couponId: string }).couponId;
  };
  // Singles may repeat a game (each is its own coupon); the express needs two different games.
  for (let i = 0; i < 11; i++) await place(0, [line[i % line.length]!]);
  const expressId = await place(1, [line[0]!, line[1]!]);

  await signInViaApi(page);
  await page.goto('/ru/office/history');
  const history = page.getByTestId('bet-history');
  await expect(history.locator('[data-testid^="history-coupon-"]')).toHaveCount(10);
  await expect(page.getByTestId('history-page')).toHaveText('Страница 1 из 2');
  await page.getByTestId('history-next').click();
  await expect(history.locator('[data-testid^="history-coupon-"]')).toHaveCount(2);

  await history.getByLabel('Тип').selectOption('1');
  const express = history.getByTestId(`history-coupon-${expressId}`);
  await expect(history.locator('[data-testid^="history-coupon-"]')).toHaveCount(1);
  await expect(express.getByTestId('history-leg')).toHaveCount(2);
  await expect(express.getByTestId('history-leg').first()).toContainText('не рассчитана');
  await expect(express.getByRole('link', { name: 'Печать' })).toHaveAttribute('href', `/ru/print-coupon/${expressId}`);

  await history.getByLabel('Статус').selectOption('won');
  await expect(page.getByTestId('history-none-match')).toHaveText('Нет ставок с такими условиями');
  await history.getByLabel('Статус').selectOption('open');
  await history.getByLabel('Период').selectOption('day');
  await expect(history.locator('[data-testid^="history-coupon-"]')).toHaveCount(1);
});
