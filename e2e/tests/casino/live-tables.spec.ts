/**
 * Live tables (issue 30): a live roulette round is shared — two browsers at the same table see the same clock
 * (round number and closing time), the same result and each other's bets; bets are settled by that one draw in
 * fun money and, signed in, in real money (the header balance moves by exactly stake − win); the played round
 * verifies from the revealed seed; the baccarat, money-wheel and shared-hand blackjack tables play their own rounds.
 * The test controls set the timings and, once the bets are in, move the server clock to the window's close:
 * the round then closes, draws and settles as its time comes (no journey waits out a window in real time).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';
import { freshBackendPerTest, headerBalance, switchToReal, firstListedGame } from './casino-games-support.ts';

const TABLE = 'live-roulette-neva';
/**
 * A window long enough for two browsers to open the table and bet in it on a loaded machine: the journey ends it
 * itself once its bets are in (endWindow), so its length costs nothing.
 */
const TIMING = { bettingMs: 30_000, drawingMs: 1200, resultMs: 2500 };

freshBackendPerTest();
test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/test-api/casino/live-timing', { data: TIMING })).ok()).toBe(true);
});

async function openTable(page: Page, slug: string) {
  await page.goto(`/en/games/${slug}`);
  const table = page.getByTestId('live-table');
  await expect(table).toBeVisible();
  return table;
}

/** Waits for a betting window with at least `needMs` left and answers its round number and closing time. */
async function openWindow(page: Page, needMs = 5000): Promise<{ round: string; closesAt: string }> {
  const table = page.getByTestId('live-table');
  await expect(async () => {
    expect(await table.getAttribute('data-phase')).toBe('betting');
    expect(Number(await table.getAttribute('data-closes-at')) - Date.now()).toBeGreaterThan(needMs);
  }).toPass({ timeout: 30_000, intervals: [200] });
  return { round: (await table.getAttribute('data-round'))!, closesAt: (await table.getAttribute('data-closes-at'))! };
}

/**
 * Time passes to the close of the window (the server clock, a test control): the table closes the round at
 * its next tick and draws it drawingMs later, as it would at the real close. The bets are in before this.
 */
async function endWindow(page: Page, closesAt: string): Promise<void> {
  const { now } = (await (await page.request.get('/test-api/state')).json()) as { now: number };
  const left = Number(closesAt) - now;
  if (left > 0) expect((await page.request.post('/test-api/clock', { data: { advanceMs: left } })).ok()).toBe(true);
}

/** Waits for the result of `round` and answers the player's stake and win in it as the page shows them. */
async function resultOf(page: Page, round: string) {
  const mine = page.getByTestId('live-my-result');
  await expect(mine).toHaveAttribute('data-round', round, { timeout: 20_000 });
  return { stake: Number(await mine.getAttribute('data-stake')), win: Number(await mine.getAttribute('data-win')) };
}

test('a live roulette round is shared: two browsers see the same clock, each other\'s bets and the same result', async ({ page, browser, arena }) => {
  const otherContext = await browser.newContext({ baseURL: arena.url });
  try {
    const other = await otherContext.newPage();
    await acceptCookies(other);
    const [tableA, tableB] = [await openTable(page, TABLE), await openTable(other, TABLE)];
    const { round, closesAt } = await openWindow(page);
    // The same clock: the same round closing at the same server instant in both browsers.
    await expect(tableB).toHaveAttribute('data-round', round);
    await expect(tableB).toHaveAttribute('data-closes-at', closesAt);
    await expect(page.getByTestId('live-dealer')).toBeVisible();

    await page.getByTestId('roulette-spot-red:').click();
    await page.getByTestId('live-bet').click();
    await expect(tableB).toHaveAttribute('data-bets', '1');
    await other.getByTestId('roulette-spot-straight:17').click();
    await other.getByTestId('live-bet').click();
    // Each sees the other's bet: two bets from two players, one of them marked as the viewer's own.
    for (const [p, t] of [[page, tableA], [other, tableB]] as const) {
      await expect(t).toHaveAttribute('data-bets', '2');
      await expect(t).toHaveAttribute('data-players', '2');
      await expect(p.getByTestId('live-bets').locator('li')).toHaveCount(2);
      await expect(p.getByTestId('live-bets').locator('li.is-mine')).toHaveCount(1);
    }

    await endWindow(page, closesAt);
    const [a, b] = await Promise.all([resultOf(page, round), resultOf(other, round)]);
    await expect(tableA).toHaveAttribute('data-round', round);
    const pocket = await tableA.getAttribute('data-result');
    expect(pocket).toMatch(/^\d{1,2}$/);
    await expect(tableB).toHaveAttribute('data-result', pocket!);
    expect(a.stake).toBeGreaterThan(0);
    expect(b.win).toBe(pocket === '17' ? b.stake * 36 : 0);
    const balanceA = Number(await page.getByTestId('live-balance').getAttribute('data-balance'));
    expect(balanceA).toBeCloseTo(10_000 - a.stake + a.win, 6);
    await expect(page.getByTestId('live-recent').locator('li').first()).toHaveText(pocket!);

    await page.getByTestId('fair-panel').locator('summary').click();
    await page.getByTestId('fair-round').first().getByTestId('fair-verify').click();
    await expect(page.getByTestId('fair-verdict').first()).toHaveAttribute('data-verdict', 'ok');
  } finally {
    await otherContext.close();
  }
});

test('the demo player bets at the live roulette table for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  await openTable(page, TABLE);
  await switchToReal(page);
  const { round, closesAt } = await openWindow(page);
  const before = await headerBalance(page);
  await page.getByTestId('roulette-spot-black:').click();
  await page.getByTestId('live-bet').click();
  await expect(page.getByTestId('live-table')).toHaveAttribute('data-bets', '1');
  await endWindow(page, closesAt);
  const { stake, win } = await resultOf(page, round);
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - stake + win, 2);
});

for (const [slug, pick] of [['live-baccarat-neva', 'baccarat-side-player'], ['money-wheel-neva', 'wheel-mark-5'], ['live-blackjack-neva', null]] as const) {
  test(`the ${slug} table plays a shared round for fun money`, async ({ page }) => {
    const table = await openTable(page, slug);
    const { round, closesAt } = await openWindow(page);
    // Live blackjack has nothing to choose: every bet backs the shared hand.
    if (pick) await page.getByTestId(pick).click();
    await page.getByTestId('live-bet').click();
    await expect(table).toHaveAttribute('data-bets', '1');
    await endWindow(page, closesAt);
    const { stake, win } = await resultOf(page, round);
    expect(stake).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('live-balance').getAttribute('data-balance'))).toBeCloseTo(10_000 - stake + win, 6);
    await expect(page.getByTestId('live-recent').locator('li')).not.toHaveCount(0);
  });
}

test('the live casino\'s first game opens as a live table and plays a shared round for fun money', async ({ page }) => {
  const first = await firstListedGame(page, 'category=live-casino');
  const table = await openTable(page, first.slug);
  await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', first.engine);
  const { round, closesAt } = await openWindow(page);
  // The board's first choice of the family: a chip on red, the player's side, the mark 1.
  const pick = { roulette: 'roulette-spot-red:', baccarat: 'baccarat-side-player', wheel: 'wheel-mark-1' }[first.engine] ?? '';
  await page.getByTestId(pick).click();
  await page.getByTestId('live-bet').click();
  await expect(table).toHaveAttribute('data-bets', '1');
  await endWindow(page, closesAt);
  const { stake } = await resultOf(page, round);
  expect(stake).toBeGreaterThan(0);
});
