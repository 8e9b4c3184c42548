/**
 * Helpers of the casino games journeys: a fresh backend per test, the header balance as a number, limits via the
 * API, and the steps every game's journey shares (a settled round's result, its verification, a real-money round).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies, resetBackend } from '../shell/shell-helpers.ts';

/**
 * Every casino journey starts on a fresh backend with the cookie notice accepted, and leaves the backend as it
 * found it: limits set, money played and the server clock moved by one test never reach the worker's next.
 */
export function freshBackendPerTest(): void {
  test.beforeEach(async ({ page }) => {
    await resetBackend(page.request);
    await acceptCookies(page);
  });
  test.afterEach(async ({ page }) => {
    await resetBackend(page.request);
  });
}

const LIMITS_BASE = '/limit-service-api/api/external/web/v3';

/** The header's balance ("RUB 9,990.50" on /en/ pages) as a number of major units. */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

export async function bearerOf(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/web-api/user/gettoken?force_refresh=true');
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

export async function setLimit(request: APIRequestContext, limitType: number, limitValue: number): Promise<void> {
  const answer = await request.post(`${LIMITS_BASE}/limit`, {
    headers: { Authorization: `Bearer ${await bearerOf(request)}`, 'X-Language': 'en' },
    data: { limitType, limitValue },
  });
  expect(answer.ok()).toBe(true);
}

/** Opens a game page and waits until its session is launched (the stage shows). */
export async function openGame(page: Page, path: string) {
  await page.goto(path);
  const stage = page.getByTestId('game-stage');
  await expect(stage).toBeVisible();
  return stage;
}

/** Switches the open game to real money and waits for the real session. */
export async function switchToReal(page: Page) {
  await page.getByTestId('game-mode-real').click();
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
}

/** The stake and win of the round the page shows, once one has settled (a multi-step game's end). */
export async function settledResult(page: Page): Promise<{ stake: number; win: number }> {
  const result = page.getByTestId('game-result');
  await expect(result).not.toHaveAttribute('data-round', '');
  return { stake: Number(await result.getAttribute('data-stake')), win: Number(await result.getAttribute('data-win')) };
}

/** The fun-money balance the game page shows, in major units. */
export async function demoBalance(page: Page): Promise<number> {
  return Number((await page.getByTestId('game-balance').getAttribute('data-balance')) ?? '');
}

/** Opens the provably-fair panel and has the server verify the latest round from its revealed seed. */
export async function verifyLastRound(page: Page): Promise<void> {
  await page.getByTestId('fair-panel').locator('summary').click();
  await page.getByTestId('fair-round').first().getByTestId('fair-verify').click();
  await expect(page.getByTestId('fair-verdict').first()).toHaveAttribute('data-verdict', 'ok');
}

/**
 * The real-money step of the game journeys (the player already signed in): opens the game at `path`, switches it
 * to real money, plays one round with `play`, and expects the header balance to move by exactly stake − win.
 */
export async function playForRealMoney(page: Page, path: string, play: (page: Page) => Promise<{ stake: number; win: number }>): Promise<void> {
  await openGame(page, path);
  await switchToReal(page);
  const before = await headerBalance(page);
  const { stake, win } = await play(page);
  // The header learns the new balance from the wallet a moment after the round: polled, not read once.
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - stake + win, 2);
}

/** Plays one round and answers its stake and win as the page shows them. */
export async function playRound(page: Page): Promise<{ stake: number; win: number }> {
  const result = page.getByTestId('game-result');
  const before = await result.getAttribute('data-round');
  await page.getByTestId('game-play').click();
  await expect(result).not.toHaveAttribute('data-round', before ?? '');
  await expect(result).not.toHaveAttribute('data-round', '');
  return { stake: Number(await result.getAttribute('data-stake')), win: Number(await result.getAttribute('data-win')) };
}

/** The first game the catalogue lists for a query (`category=bingo`, `category=slots&subcategory=megaways`…). */
export async function firstListedGame<Listed extends { slug: string; engine: string } = { slug: string; engine: string; name: string }>(page: Page, query: string): Promise<Listed> {
  const answer = await page.request.get(`/casino-api/games?${query}&pageSize=1`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { games: Listed[] }).games[0]!;
}
