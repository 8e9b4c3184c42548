/** Helpers of the betting journeys: catalogue look-ups, login through the backend API, test controls. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

export interface ApiGame {
  id: string;
  sportSlug: string;
  champId: number;
  startTime: number;
  secondsOfPlay: number;
  isLive: boolean;
  /** How the sport scores (@arena/domain ScoringKind): goals, sets or tennis. */
  scoring?: 'goals' | 'sets' | 'tennis';
  markets: Array<{ id: string; typeId: number; group: string; outcomes: Array<{ id: string; coef: number }> }>;
}

export async function games(request: APIRequestContext, query: string): Promise<ApiGame[]> {
  const response = await request.get(`/betting-api/games?${query}`);
  return ((await response.json()) as { games: ApiGame[] }).games;
}

export async function game(request: APIRequestContext, id: string): Promise<ApiGame> {
  return ((await (await request.get(`/betting-api/games/${id}`)).json()) as { game: ApiGame }).game;
}

export const gamePath = (g: ApiGame) => `/ru/${g.isLive ? 'live' : 'line'}/${g.sportSlug}/${g.champId}/${g.id}`;
export const winnerOutcome = (g: ApiGame) => g.markets.find((m) => m.typeId === 1)!.outcomes[0]!;

/**
 * Adds an outcome to the coupon by its odds button and waits until the coupon has it. A click on painted
 * markup before the app has hydrated is held and replayed by the page (early-clicks.js); a navigation
 * right after the click would unload the page before the replay, so a journey that moves on waits first.
 */
export async function pickOdds(scope: Page | Locator, outcomeId: string): Promise<void> {
  const button = scope.getByTestId(`odds-${outcomeId}`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Logs the demo player in through the backend (server/README.md credentials); the ua cookie lands in the page's context. */
export async function loginAsDemo(page: Page): Promise<void> {
  const fp = ((await (await page.request.post('/fingerprint-api/issue', { data: { data: { userAgent: 'e2e' } } })).json()) as { token: string }).token;
  const response = await page.request.post('/auth-api/login', {
    headers: { 'x-fingerprint': fp },
    data: { login: b64('demo'), password: b64('Demo1234!') },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

export async function setGame(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post('/test-api/betting/game', { data: body });
  if (!response.ok()) throw new Error(`test control failed: ${response.status()} ${await response.text()}`);
}

/** A game that starts at least `minutes` from now, so it stays in the line while a journey runs. */
export const startsAfter = (minutes: number) => (g: ApiGame) => g.startTime * 1000 > Date.now() + minutes * 60_000;

/** Every betting journey starts and ends on the seed with no pinned games (test controls). */
export function resetBettingEachTest(): void {
  test.beforeEach(async ({ request }) => {
    await request.post('/test-api/reset');
    await request.delete('/test-api/betting/overrides');
  });
  test.afterEach(async ({ request }) => {
    await request.delete('/test-api/betting/overrides');
    await request.post('/test-api/reset');
  });
}
