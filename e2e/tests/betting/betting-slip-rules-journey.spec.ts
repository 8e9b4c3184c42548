/**
 * Issue 17 items 1 and 4 in the browser: the slip's limits are the backend's for the selected account's
 * currency (USD 0.2 – 100, singles per bet), singles results name the event and outcome, and dependent
 * selections (two outcomes of one game) are marked at once with express and system not offered.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { game, gamePath, games, winnerOutcome, startsAfter, pickOdds } from './betting-support.ts';

const notSoon = startsAfter(20);
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'e2e/artifacts/test-results';

test.beforeEach(async ({ request }) => {
  await request.post('/test-api/reset');
});
test.afterEach(async ({ request }) => {
  await request.post('/test-api/reset');
});

test('with the USD account chosen in the slip the USD limits apply: 5 USD is fine, 150 USD is over the max', async ({ page }) => {
  await signInViaApi(page);
  const line = (await games(page.request, 'section=line&limit=60')).filter(notSoon);
  const [a, b] = line;
  await page.goto(gamePath(a!));
  await page.getByTestId(`odds-${winnerOutcome(a!).id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('10 000,00 ₽');
  await expect(panel.getByTestId('coupon-limits')).toHaveText(/Мин\. 10\s₽ · Макс\. 5\s000\s₽/);

  const usdId = await panel.locator('[data-testid="coupon-account"] option', { hasText: 'USD' }).first().getAttribute('value');
  await panel.getByTestId('coupon-account').selectOption(usdId!);
  await expect(panel.getByTestId('coupon-limits')).toHaveText('Мин. 0,20 $ · Макс. 100 $');
  await panel.getByTestId('coupon-amount').fill('5');
  await expect(panel.getByTestId('coupon-amount-problem')).toHaveCount(0);
  await panel.getByTestId('coupon-amount').fill('150');
  await expect(panel.getByTestId('coupon-amount-problem')).toHaveText('Максимальная сумма 100 $');
  await panel.getByTestId('coupon-amount').fill('5');
  await panel.screenshot({ path: `${SHOTS}/slip-usd-limits.png` });
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Купон №');

  // Singles on the RUB account: the single's limits per bet; each result line names event and outcome.
  const rubId = await panel.locator('[data-testid="coupon-account"] option', { hasText: 'RUB' }).first().getAttribute('value');
  await panel.getByTestId('coupon-account').selectOption(rubId!);
  await pickOdds(page, winnerOutcome(a!).id);
  await page.goto(gamePath(b!));
  await page.getByTestId(`odds-${winnerOutcome(b!).id}`).click();
  await panel.getByTestId('coupon-type-10001').click();
  await expect(panel.getByTestId('coupon-limits')).toHaveText(/Мин\. 10\s₽ · Макс\. 5\s000\s₽/);
  await panel.getByTestId('coupon-amount').fill('5');
  await expect(panel.getByTestId('coupon-amount-problem')).toHaveText('Минимальная сумма 10 ₽');
  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-place').click();
  const first = panel.getByTestId(`coupon-single-${winnerOutcome(a!).id}`);
  await expect(first).toContainText('принята, купон №');
  await expect(first).not.toContainText(winnerOutcome(a!).id);
  await expect(first).toContainText(' – ');
});

test('two outcomes of one game are marked as dependent at once; express and system are not offered', async ({ page }) => {
  await signInViaApi(page);
  const target = (await games(page.request, 'section=line&limit=60')).filter(notSoon)[0]!;
  const full = await game(page.request, target.id);
  const winner = winnerOutcome(full);
  const otherMarket = full.markets.find((m) => m.typeId !== 1 && m.outcomes.length > 0)!;
  const second = otherMarket.outcomes[otherMarket.outcomes.length - 1]!;
  await page.goto(gamePath(target));
  await page.getByTestId(`odds-${winner.id}`).click();
  await page.getByTestId(`odds-${second.id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-depend-${winner.id}`)).toHaveText('Одно событие');
  await expect(panel.getByTestId(`coupon-depend-${second.id}`)).toBeVisible();
  await expect(panel.getByTestId('coupon-dependent-hint')).toBeVisible();
  await expect(panel.getByTestId('coupon-type-1')).toBeDisabled();
  await expect(panel.getByTestId('coupon-type-2')).toBeDisabled();
  await expect(panel.getByTestId('coupon-type-10001')).toHaveAttribute('aria-selected', 'true');
  // Not priced as an express of their product.
  await expect(panel.getByTestId('coupon-total-coef')).not.toHaveText((winner.coef * second.coef).toFixed(2));
  await panel.screenshot({ path: `${SHOTS}/slip-dependent.png` });

  // A selection of another game keeps them dependent; removing one makes an express possible again.
  await panel.getByTestId(`coupon-remove-${second.id}`).click();
  await expect(panel.getByTestId(`coupon-depend-${winner.id}`)).toHaveCount(0);
  await expect(panel.getByTestId('coupon-dependent-hint')).toHaveCount(0);
});
