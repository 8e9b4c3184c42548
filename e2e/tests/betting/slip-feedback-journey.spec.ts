/**
 * Issue 17 items 2, 3 and 14, as a player meets them: a promo code answers before placement (the bonus in
 * the possible win, or the refusal), the first one-click bet goes through at the currency's initial
 * amount, and the line list behind the slip follows an odds change the slip shows.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { gamePath, games, setGame, winnerOutcome, startsAfter, resetBettingEachTest, pickOdds } from './betting-support.ts';

const notSoon = startsAfter(20);

resetBettingEachTest();

test('a promo code shows its bonus or its refusal while typing, before any placement', async ({ page }) => {
  await signInViaApi(page);
  const line = (await games(page.request, 'section=line&limit=60')).filter(notSoon);
  const [a, b] = [line[4]!, line[5]!];
  // A 2-leg express at 2 × 5.5: 100 staked wins 1 100, with EXPRESS10 (+10 %) 1 210.
  await setGame(page.request, { gameId: a.id, coefs: { [winnerOutcome(a).id]: 2 } });
  await setGame(page.request, { gameId: b.id, coefs: { [winnerOutcome(b).id]: 5.5 } });
  await page.goto(gamePath(a));
  await pickOdds(page, winnerOutcome(a).id);
  await page.goto(gamePath(b));
  await page.getByTestId(`odds-${winnerOutcome(b).id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId('coupon-type-1')).toHaveAttribute('aria-selected', 'true');
  await panel.getByTestId('coupon-amount').fill('100');
  const win = panel.getByTestId('coupon-possible-win');
  await expect(win).toHaveText(/^1\s100\s₽$/);
  const balance = await panel.getByTestId('coupon-balance').textContent();

  await panel.getByTestId('coupon-promo').fill('EXPRESS10');
  const status = panel.getByTestId('coupon-promo-status');
  await expect(status).toHaveAttribute('data-state', 'valid');
  await expect(status).toHaveText('Промокод EXPRESS10: +10 % к выигрышу');
  await expect(win).toHaveText(/^1\s210\s₽ \(с промокодом \+10 %\)$/);

  // A wrong code is refused at once, with the reason, and the possible win loses the bonus.
  await panel.getByTestId('coupon-promo').fill('NOPE');
  await panel.getByTestId('coupon-promo-apply').click();
  await expect(status).toHaveAttribute('data-code', 'promo_unknown');
  await expect(status).toHaveText('Такого промокода нет');
  await expect(win).toHaveText(/^1\s100\s₽$/);
  // Nothing was placed to learn it.
  await expect(panel.getByTestId('coupon-balance')).toHaveText(balance!);
  await expect(panel.getByTestId('coupon-result')).toHaveCount(0);
});

test('the first one-click bet goes through at the currency initial amount (RUB 150)', async ({ page }) => {
  await signInViaApi(page);
  const game = (await games(page.request, 'section=line&limit=60')).filter(notSoon)[6]!;
  await page.goto(gamePath(game));
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('10 000,00 ₽');
  await panel.getByTestId('coupon-one-click').getByRole('checkbox').check();
  // The very first click, with no amount ever typed, is a bet (it used to be refused: "Укажите сумму ставки").
  await page.getByTestId(`odds-${winnerOutcome(game).id}`).click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Ставка в один клик принята, купон №');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('9 850,00 ₽');
  await expect(panel.getByTestId('coupon-one-click-amount')).toHaveValue('150');
  await panel.getByTestId('coupon-one-click').getByRole('checkbox').uncheck();
});

test('after an odds change the line list behind the slip shows the new price', async ({ page }) => {
  const listed = (await games(page.request, 'section=line&limit=80')).filter(notSoon);
  const game = listed[0]!;
  const outcome = winnerOutcome(game);
  await setGame(page.request, { gameId: game.id, coefs: { [outcome.id]: 2 } });
  await page.goto('/ru/line');
  const button = page.getByTestId(`odds-${outcome.id}`).first();
  await expect(button).toHaveAttribute('data-coef', '2');
  await button.click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.00');

  await setGame(page.request, { gameId: game.id, coefs: { [outcome.id]: 2.75 } });
  // The slip sees the change (its poll of the line game) and so does the list behind it.
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.75', { timeout: 15_000 });
  await expect(button).toHaveAttribute('data-coef', '2.75', { timeout: 15_000 });
});
