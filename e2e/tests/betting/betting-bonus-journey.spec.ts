/**
 * Bonus bets end to end (spec §4, §9): three line selections at 1.1 or more → the slip offers the auto bonus
 * bet → accepting adds the catalogue's bonus selection at bonusBetCoef(3) = 1.03 → the express is placed
 * with it → the history shows it. Starts and ends from the seed like the other betting journeys.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { games, setGame, winnerOutcome, startsAfter, resetBettingEachTest } from './betting-support.ts';

const notSoon = startsAfter(20);
const BONUS_OUTCOME = '0-bonus-acca';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'e2e/artifacts/test-results';

resetBettingEachTest();

test('three selections at 1.1 or more: the slip offers the bonus bet, adds it at 1.03, places the express, history shows it', async ({ page }) => {
  await signInViaApi(page);
  // Three top line games from the home page, their winners pinned so the thresholds are exact.
  const picked = (await games(page.request, 'section=line&top=true&limit=15')).filter(notSoon).slice(0, 3);
  expect(picked).toHaveLength(3);
  const coefs = [1.5, 1.6, 1.7];
  const outcomes = picked.map((g) => winnerOutcome(g).id);
  for (const [i, g] of picked.entries()) await setGame(page.request, { gameId: g.id, isBlocked: false, coefs: { [outcomes[i]!]: coefs[i] } });

  await page.goto('/ru/');
  const homeLine = page.getByTestId('home-line');
  const panel = page.getByTestId('coupon-panel');
  // The catalogue's bonus selection is on the home page too.
  await expect(page.getByTestId('home-bonus').getByTestId(`odds-${BONUS_OUTCOME}`)).toBeVisible();

  await homeLine.getByTestId(`odds-${outcomes[0]}`).click();
  await homeLine.getByTestId(`odds-${outcomes[1]}`).click();
  // Two bets are not enough for the offer.
  await expect(panel.getByTestId('coupon-panel-count')).toHaveText('2');
  await expect(panel.getByTestId('coupon-auto-bonus')).toHaveCount(0);
  await homeLine.getByTestId(`odds-${outcomes[2]}`).click();
  await expect(panel.getByTestId('coupon-type-1')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('coupon-auto-bonus')).toContainText('×1.03');

  await panel.getByTestId('coupon-auto-bonus-accept').click();
  await expect(panel.getByTestId(`coupon-bet-${BONUS_OUTCOME}`)).toBeVisible();
  await expect(panel.getByTestId(`coupon-coef-${BONUS_OUTCOME}`)).toHaveText('1.03');
  await expect(panel.getByTestId('coupon-panel-count')).toHaveText('4');
  await expect(panel.getByTestId('coupon-auto-bonus')).toHaveCount(0);
  await expect(page.getByTestId('home-bonus').getByTestId(`odds-${BONUS_OUTCOME}`)).toHaveAttribute('aria-pressed', 'true');
  await panel.screenshot({ path: `${SHOTS}/slip-bonus-bet.png` });

  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Купон №');
  const couponId = (await panel.getByTestId('coupon-result').textContent())!.match(/№(\d+)/)![1]!;
  await expect(panel.getByTestId('coupon-balance')).toHaveText('9 900,00 ₽');

  await page.goto('/ru/office/history');
  const row = page.getByTestId('bet-history').getByTestId(`history-coupon-${couponId}`);
  await expect(row).toContainText('Экспресс');
  await expect(row).toContainText('Бонус за экспресс @ 1.03');
  // 1.5 × 1.6 × 1.7 × 1.03
  await expect(row).toContainText('4.202');
});
