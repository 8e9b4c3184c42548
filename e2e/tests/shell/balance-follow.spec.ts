/**
 * Issue 17 item 6, as a player meets it: a settled bet reaches the header and the slip without a reload;
 * the account chosen in the slip stays chosen after a bet (and is the player's active account).
 *
 * Issue 26, the page's one server-state cache: the accounts a signed-in page was drawn with are the office's
 * balances too (drawn on the server, not asked for again); a bet from the slip redraws the header and the
 * slip from one reload; and a settled bet the header's balance follow finds redraws the office's table,
 * which used to keep the balance of its own first load.
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

const ACCOUNT_CALLS = /^\/(web-api\/user\/account-data|office-api\/v2\/accounts)$/;

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

/** Counts the page's account-data requests from now on. */
function countAccountCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => void (ACCOUNT_CALLS.test(new URL(request.url()).pathname) && (count += 1)));
  return () => count;
}

test("the office's balances are the page's accounts: drawn on the server, not asked again, and they follow a bet and its settlement", async ({ page, mountedApps }) => {
  await signInViaApi(page);
  // The raw page carries the balances table, drawn from the accounts the host found for the header.
  const html = await (await page.request.get('/ru/office/account')).text();
  expect(html).toMatch(/data-testid="account-balance-\d+"[^]*?10[\s\u202f\u00a0]?000/);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const accountCalls = countAccountCalls(page);
  await page.goto('/ru/office/account');
  await expect.poll(mountedApps).toContain('@arena/office');
  // Hydrated (the server-paint marks are gone): by then the header, the slip and the office have all read the accounts.
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  // The main account (RUB) is the table's first row.
  const main = page.getByTestId('account-balances').locator('tr').first();
  await expect.poll(async () => squeezed(await main.textContent())).toContain('10000,00₽');
  expect(accountCalls(), 'one answer for the header, the slip and the office: the one the page brought').toBe(0);
  expect(errors).toEqual([]);

  // A bet from the slip (on a live game's page: the slip stands beside betting pages) moves money: one reload
  // of the page's accounts entry, and the header and the slip both show it.
  const { live, panel } = await liveBetInSlip(page);
  const header = page.getByTestId('player-actions').getByTestId('balance');
  // The tab reads as hidden while the requests are counted: the header's 10 s balance poll asks nothing then,
  // so the count is the bet's alone (balance-follow.ts).
  await setTabVisible(page, false);
  const beforeBet = accountCalls();
  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('№');
  await expect.poll(async () => squeezed(await header.textContent())).toBe('9900₽');
  await expect(panel.getByTestId('coupon-balance')).toHaveText('9 900,00 ₽');
  expect(accountCalls() - beforeBet, 'the header and the slip shared one reload').toBe(1);

  // Back in the office, the table shows the same answer. Then the game ends and the backend settles the bet;
  // the header's balance follow re-reads the accounts (coming back to the tab does it at once), and the
  // office's table follows with it: it loads nothing itself.
  await navigate(page, '/ru/office/account');
  await expect.poll(async () => squeezed(await main.textContent())).toContain('9900,00₽');
  await setGame(page.request, { gameId: live.id, finishedScore: [2, 0] });
  const settled = await page.request.post('/test-api/betting/settle');
  expect(((await settled.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(1);
  await setTabVisible(page, true);
  await expect.poll(async () => squeezed(await main.textContent())).toContain('10100,00₽');
  await expect.poll(async () => squeezed(await header.textContent())).toBe('10100₽');
  expect(errors).toEqual([]);
});

/** single-spa's own navigation: the page (and its cache) stays, the apps change. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { System: { import(s: string): Promise<{ navigateToUrl(u: string): void }> } }).System.import('single-spa').then((s) => s.navigateToUrl(to)), path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** What the page reads as its tab's visibility; coming back to the tab fires visibilitychange, as a browser does. */
async function setTabVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}
