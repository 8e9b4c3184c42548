/**
 * Toto end to end (issue 15): the player fills a coupon with two double picks (4 variants, the stake ×4 shown
 * live), places it from their balance, the draw closes and its events end (the server clock moved, results
 * pinned by the betting test controls), the draw settles and the winnings reach the balance.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { resetBettingEachTest, setGame } from '../betting/betting-support.ts';

interface Draw { id: number; closesAt: number; events: Array<{ gameId: string; number: number }> }

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'e2e/artifacts/test-results';

resetBettingEachTest();

async function serverNow(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/test-api/state')).json()) as { now: number }).now;
}

async function mainBalance(request: APIRequestContext): Promise<number> {
  const { token } = ((await (await request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { data: { token: string } }).data;
  const answer = await request.get('/web-api/user/account-data', { headers: { authorization: `Bearer ${token}` } });
  const data = (await answer.json()) as { all_accounts: Array<{ type: number; money: number }> };
  return data.all_accounts.find((a) => a.type === 0)!.money;
}

test('two double picks make 4 variants; the coupon is placed, the draw settles and the winnings reach the balance', async ({ page }) => {
  await signInViaApi(page);
  // The current draw, unless it closes within 10 minutes (then the next one, which is open too).
  let draw = ((await (await page.request.get('/toto-api/draws/current')).json()) as { draw: Draw }).draw;
  let section = 'draw';
  if (draw.closesAt * 1000 - (await serverNow(page.request)) < 10 * 60_000) {
    draw = ((await (await page.request.get('/toto-api/draws/next')).json()) as { draw: Draw }).draw;
    section = 'next';
  }
  await page.goto(`/ru/toto/${section}`);
  const view = page.getByTestId('toto-draw');
  await expect(view).toHaveAttribute('data-draw-id', String(draw.id));
  await expect(page.getByRole('heading', { name: 'Тотализатор', exact: true })).toBeVisible();
  const balanceBefore = await mainBalance(page.request);

  // An empty coupon has no variant and nothing to stake yet.
  await expect(view.getByTestId('toto-variants')).toHaveText('0');
  await expect(view.getByTestId('toto-total')).toHaveText('0 ₽');
  await expect(view.getByTestId('toto-place')).toBeDisabled();
  for (let n = 1; n <= 15; n++) await view.getByTestId(`toto-pick-${n}-1`).click();
  await expect(view.getByTestId('toto-variants')).toHaveText('1');
  await expect(view.getByTestId('toto-total')).toHaveText('10 ₽');
  await view.getByTestId('toto-pick-1-X').click();
  await expect(view.getByTestId('toto-variants')).toHaveText('2');
  await view.getByTestId('toto-pick-2-X').click();
  await expect(view.getByTestId('toto-variants')).toHaveText('4');
  await expect(view.getByTestId('toto-total')).toHaveText('40 ₽');
  await page.screenshot({ path: `${SHOTS}/toto-draw-4-variants.png`, fullPage: true });

  await view.getByTestId('toto-place').click();
  await expect(view.getByTestId('toto-message')).toContainText('принят');
  const couponId = (await view.getByTestId('toto-message').textContent())!.match(/№ (\d+)/)![1]!;
  expect(await mainBalance(page.request)).toBeCloseTo(balanceBefore - 40, 2);

  await page.goto('/ru/toto/coupons');
  const row = page.getByTestId(`toto-coupon-${couponId}`);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row).toContainText('1X 1X 1 1');

  // Every event ends 1:0 (home win), then the clock passes the draw's close: 1 variant has 15 correct.
  for (const event of draw.events) await setGame(page.request, { gameId: event.gameId, finishedScore: [1, 0] });
  await page.request.post('/test-api/clock', { data: { advanceMs: draw.closesAt * 1000 - (await serverNow(page.request)) + 5000 } });

  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'won', { timeout: 20_000 });
  // The only coupon of the draw: the guaranteed prize fund (100 000 RUB) is all its variants'.
  await expect(row.getByTestId('toto-coupon-payout')).toHaveText(/100\s000\s₽/);
  expect(await mainBalance(page.request)).toBeCloseTo(balanceBefore - 40 + 100_000, 2);
  await expect(page.getByTestId('balance')).toHaveText(/109\s960/);

  await page.goto('/ru/toto/nonimees');
  await expect(page.getByTestId('toto-winners')).toContainText(`№ ${couponId}`);
  await page.goto('/ru/toto/draws');
  await expect(page.getByTestId(`toto-archive-${draw.id}`)).toContainText('1 1 1 1 1 1 1 1 1 1 1 1 1 1 1');
  await page.screenshot({ path: `${SHOTS}/toto-past-draws.png`, fullPage: true });
});
