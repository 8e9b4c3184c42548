/**
 * The slip beyond placing: live prices followed in the slip (flash, policy at placement), exact
 * coefficient and drop-on-score-change refusals, a VIP bet sent for approval, promo codes.
 * Each journey starts and ends from the seed (the demo balance is shared by every spec of a worker).
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { gamePath, games, setGame, winnerOutcome, startsAfter, resetBettingEachTest, pickOdds } from './betting-support.ts';

const notSoon = startsAfter(20);
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'e2e/artifacts/test-results';

resetBettingEachTest();

/**
 * A live game just started, its winner priced at 2 and kept open, with the player on its page. A goal
 * sport: the journeys force scores like 7:7, which a set sport cannot reach (its match would be decided
 * and its markets suspended, as the set rules price it).
 */
async function openLive(page: import('@playwright/test').Page) {
  const live = (await games(page.request, 'section=live')).filter((g) => g.scoring === 'goals').sort((x, y) => x.secondsOfPlay - y.secondsOfPlay)[0]!;
  const outcome = winnerOutcome(live);
  await setGame(page.request, { gameId: live.id, isBlocked: false, coefs: { [outcome.id]: 2 } });
  await page.goto(gamePath(live));
  await expect(page.getByTestId(`odds-${outcome.id}`)).toHaveAttribute('data-coef', '2');
  await page.getByTestId(`odds-${outcome.id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.00');
  await panel.getByTestId('coupon-amount').fill('100');
  return { live, outcome, panel };
}

test('a live price change flashes in the slip and the odds-change policy applies at placement', async ({ page }) => {
  // Issue 28: the page's one live-odds client carries the game page's game and the slip's in ONE stream.
  const liveStreams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/betting-api/live/feed')) liveStreams.push(request.url());
  });
  await signInViaApi(page);
  const { live, outcome, panel } = await openLive(page);
  const coef = panel.getByTestId(`coupon-coef-${outcome.id}`);

  await setGame(page.request, { gameId: live.id, coefs: { [outcome.id]: 2.6 } });
  // The page's stream re-prices the slip: it flashes up, keeping the price the player took beside it.
  await expect(coef).toHaveAttribute('data-flash', 'up');
  await expect(coef).toHaveText('2.60');
  await expect(panel.getByTestId(`coupon-was-${outcome.id}`)).toHaveText('2.00');
  // The game page and the slip watch the same game: one live stream request for both, not one each.
  expect(liveStreams).toHaveLength(1);
  expect(new URL(liveStreams[0]!).searchParams.get('ids')).toBe(String(live.id));
  await panel.screenshot({ path: `${SHOTS}/slip-live-odds-up.png` });

  // Policy 0 refuses the move it has seen, naming it; accepting takes the new price.
  await panel.getByTestId('coupon-policy').selectOption('0');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-error')).toHaveAttribute('data-code', 'odds_changed');
  await expect(panel.getByTestId('coupon-error')).toContainText('2.00 → 2.60');
  await panel.getByTestId('coupon-accept-odds').click();
  await expect(panel.getByTestId(`coupon-was-${outcome.id}`)).toHaveCount(0);

  // A drop flashes down; policy 1 refuses it, policy 2 places at the current price.
  await setGame(page.request, { gameId: live.id, coefs: { [outcome.id]: 2.3 } });
  await expect(coef).toHaveAttribute('data-flash', 'down');
  await expect(coef).toHaveText('2.30');
  await panel.getByTestId('coupon-policy').selectOption('1');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-error')).toContainText('2.60 → 2.30');
  await panel.getByTestId('coupon-policy').selectOption('2');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Купон №');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('9 900,00 ₽');
});

// Cyber pages carry the slip without the betting app (casino pages have no slip: issue 31 item 9).
test('on a cyber page, without the betting app, a live price change and a suspension reach the slip from the stream (no poll)', async ({ page }) => {
  const snapshotPolls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/betting-api/live/snapshot')) snapshotPolls.push(request.url());
  });
  await signInViaApi(page);
  const { live, outcome } = await openLive(page);
  await page.goto('/ru/cyber/real');
  await expect(page.getByTestId('app-cyber')).toBeVisible();
  await expect(page.getByTestId('app-betting')).toHaveCount(0);
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.00');

  await setGame(page.request, { gameId: live.id, coefs: { [outcome.id]: 2.6 } });
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.60');
  await setGame(page.request, { gameId: live.id, isBlocked: true });
  await expect(panel.getByTestId(`coupon-blocked-${outcome.id}`)).toBeVisible();
  expect(snapshotPolls).toEqual([]);
});

test('a suspended market is marked in the slip and placing waits for it', async ({ page }) => {
  await signInViaApi(page);
  const { live, outcome, panel } = await openLive(page);
  await setGame(page.request, { gameId: live.id, isBlocked: true });
  await expect(panel.getByTestId(`coupon-blocked-${outcome.id}`)).toBeVisible();
  await expect(panel.getByTestId('coupon-place')).toBeDisabled();
  await setGame(page.request, { gameId: live.id, isBlocked: false });
  await expect(panel.getByTestId('coupon-place')).toBeEnabled();
});

test('exact coefficient and drop-on-score-change refuse the bet with the reason', async ({ page }) => {
  await signInViaApi(page);
  const { live, outcome, panel } = await openLive(page);

  // Exact odds pin 2.00: a move, even a higher one under "accept any change", is refused.
  await panel.getByTestId('coupon-exact-toggle').check();
  await expect(panel.getByTestId('coupon-exact-coef')).toHaveValue('2');
  await setGame(page.request, { gameId: live.id, coefs: { [outcome.id]: 2.2 } });
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.20');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-error')).toHaveAttribute('data-code', 'odds_changed');
  await expect(panel.getByTestId('coupon-error')).toContainText('2.00 → 2.20');
  // Clearing the exact odds (falsy) resets it; the price goes back and the bet is free of it.
  await panel.getByTestId('coupon-exact-toggle').uncheck();
  await panel.getByTestId('coupon-accept-odds').click();

  // Drop on score change: the score moves after the selection, the server drops the bet.
  await panel.getByTestId('coupon-drop-on-score').check();
  await setGame(page.request, { gameId: live.id, score: [7, 7] });
  await expect(panel.getByTestId(`coupon-score-${outcome.id}`)).toHaveText('7:7');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-error')).toHaveAttribute('data-code', 'score_changed');
  await expect(panel.getByTestId('coupon-error')).toContainText('Счёт изменился');
  await panel.screenshot({ path: `${SHOTS}/slip-score-changed.png` });
});

test('a VIP express above the max is sent for approval and shows as pending in the history', async ({ page }) => {
  await signInViaApi(page);
  const line = (await games(page.request, 'section=line&limit=60')).filter(notSoon);
  const [a, b] = [line[0]!, line[1]!];
  await page.goto('/ru/line');
  await page.goto(gamePath(a));
  await pickOdds(page, winnerOutcome(a).id);
  await page.goto(gamePath(b));
  await page.getByTestId(`odds-${winnerOutcome(b).id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId('coupon-type-1')).toHaveAttribute('aria-selected', 'true');
  await panel.getByTestId('coupon-vip').check();
  await panel.getByTestId('coupon-amount').fill('6000');
  await expect(panel.getByTestId('coupon-vip-note')).toBeVisible();
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('отправлена на согласование');
  const id = (await panel.getByTestId('coupon-result').textContent())!.match(/№(\d+)/)![1]!;
  await expect(panel.getByTestId('coupon-balance')).toHaveText('4 000,00 ₽');
  await page.goto('/ru/office/history');
  await expect(page.getByTestId(`history-coupon-${id}`).getByTestId('history-status')).toHaveText('Ждёт подтверждения');
});

test('an unknown promo code is refused; the demo code is accepted on an express', async ({ page }) => {
  await signInViaApi(page);
  const line = (await games(page.request, 'section=line&limit=60')).filter(notSoon);
  const [a, b] = [line[2]!, line[3]!];
  await page.goto(gamePath(a));
  await pickOdds(page, winnerOutcome(a).id);
  await page.goto(gamePath(b));
  await page.getByTestId(`odds-${winnerOutcome(b).id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-promo').fill('NOPE');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-error')).toHaveAttribute('data-code', 'promo_unknown');
  await expect(panel.getByTestId('coupon-error')).toContainText('Такого промокода нет');
  await panel.getByTestId('coupon-promo').fill('EXPRESS10');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Купон №');
  // Singles take no promo code: the field is disabled with the reason.
  await pickOdds(page, winnerOutcome(b).id);
  await page.goto(gamePath(a));
  await page.getByTestId(`odds-${winnerOutcome(a).id}`).click();
  await panel.getByTestId('coupon-type-10001').click();
  await expect(panel.getByTestId('coupon-promo')).toBeDisabled();
  await expect(panel.getByTestId('coupon-promo-reason')).toBeVisible();
});
