/**
 * Issue 17 item 6, as a player meets it: a settled bet reaches the header and the slip without a reload;
 * the account chosen in the slip stays chosen after a bet (and is the player's active account).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { gamePath, games, setGame, winnerOutcome } from '../betting/betting-support.ts';
import { acceptCookies, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await request.delete('/test-api/betting/overrides');
  await acceptCookies(page);
});
test.afterEach(async ({ request }) => {
  await request.delete('/test-api/betting/overrides');
  await resetBackend(request);
});

/** Money as text without its group separators (ru groups with narrow no-break spaces). */
const squeezed = (text: string | null) => (text ?? '').replace(/\s/g, '');

/** The newest live game, its winner "1" priced at 2 and kept open, in the slip of its own page. */
async function liveBetInSlip(page: Page) {
  const live = (await games(page.request, 'section=live')).sort((x, y) => x.secondsOfPlay - y.secondsOfPlay)[0]!;
  const outcome = winnerOutcome(live);
  await setGame(page.request, { gameId: live.id, isBlocked: false, coefs: { [outcome.id]: 2 } });
  await page.goto(gamePath(live));
  await expect(page.getByTestId(`odds-${outcome.id}`)).toHaveAttribute('data-coef', '2');
  await page.getByTestId(`odds-${outcome.id}`).click();
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-coef-${outcome.id}`)).toHaveText('2.00');
  return { live, outcome, panel };
}

test('a bet that settles reaches the header and slip balance without a reload', async ({ page }) => {
  await signInViaApi(page);
  const { live, panel } = await liveBetInSlip(page);
  const headerBalance = page.getByTestId('player-actions').getByTestId('balance');
  await expect.poll(async () => squeezed(await headerBalance.textContent())).toBe('10000₽');
  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('№');
  await expect.poll(async () => squeezed(await headerBalance.textContent())).toBe('9900₽');

  // The game ends 2:0 and the backend settles: 100 at 2.00 pays 200. No reload, no navigation.
  await setGame(page.request, { gameId: live.id, finishedScore: [2, 0] });
  const settled = await page.request.post('/test-api/betting/settle');
  expect(((await settled.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => squeezed(await headerBalance.textContent()), { timeout: 25_000 }).toBe('10100₽');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('10 100,00 ₽');
});

test('the USD account chosen in the slip stays chosen after a bet and is the active account everywhere', async ({ page }) => {
  await signInViaApi(page);
  const { panel } = await liveBetInSlip(page);
  const select = panel.getByTestId('coupon-account');
  const usdId = await select.locator('option', { hasText: 'USD' }).getAttribute('value');
  expect(usdId).toBeTruthy();
  await select.selectOption(usdId!);
  await expect(panel.getByTestId('coupon-balance')).toHaveText('150,00 $');
  // Spec §4: selecting an account makes it the active one — the header follows the slip.
  const headerBalance = page.getByTestId('player-actions').getByTestId('balance');
  await expect.poll(async () => squeezed(await headerBalance.textContent())).toBe('150$');

  await panel.getByTestId('coupon-amount').fill('10');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('№');
  // The reload after the bet shows the stake gone from USD and USD still chosen (not RUB again).
  await expect(panel.getByTestId('coupon-balance')).toHaveText('140,00 $');
  await expect(select).toHaveValue(usdId!);
  await expect.poll(async () => squeezed(await headerBalance.textContent())).toBe('140$');

  // The server knows the choice too: a reload starts on USD.
  await page.reload();
  await expect(page.getByTestId('player-actions').getByTestId('balance')).toBeVisible();
  await expect.poll(async () => squeezed(await page.getByTestId('player-actions').getByTestId('balance').textContent())).toBe('140$');
});
