/** Helpers of the results journeys: the results API, the server clock and placing a bet through the API. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test } from '../../support/fixtures.ts';

export interface ResultGame {
  id: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  champId: number;
  opponents: [string, string];
  teamSlugs: [string, string];
  startTime: number;
  isFinished: boolean;
  score: [number, number];
  scoring: 'goals' | 'sets' | 'tennis';
  period: number;
  periods: Array<[number, number]>;
  tieBreaks?: Array<[number, number] | null>;
}

export interface DayAnswer {
  today: string;
  games: ResultGame[];
  sports: Array<{ id: number; name: string; count: number }>;
}

export async function dayResults(request: APIRequestContext, query: string): Promise<DayAnswer> {
  const response = await request.get(`/results-api/results?${query}`);
  if (!response.ok()) throw new Error(`results failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as DayAnswer;
}

export async function liveResults(request: APIRequestContext): Promise<ResultGame[]> {
  return ((await (await request.get('/results-api/live')).json()) as { games: ResultGame[] }).games;
}

export async function moveClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post('/test-api/clock', { data: { advanceMs } });
  if (!response.ok()) throw new Error(`clock failed: ${response.status()}`);
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The demo player's bearer token and main account id, through the API only. */
export async function demoToken(request: APIRequestContext): Promise<{ token: string; accountId: number }> {
  const fp = ((await (await request.post('/fingerprint-api/issue', { data: { data: { e2e: 'results' } } })).json()) as { token: string }).token;
  const login = await request.post('/auth-api/login', { headers: { 'x-fingerprint': fp }, data: { login: b64('demo'), password: b64('Demo1234!') } });
  const { token } = (await login.json()) as { token: string };
  const data = (await (await request.get('/web-api/user/account-data', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    all_accounts: Array<{ id: number; type: number }>;
  };
  return { token, accountId: data.all_accounts.find((a) => a.type === 0)!.id };
}

/** A single on the game's first winner outcome, placed through the API. */
export async function placeSingle(request: APIRequestContext, auth: { token: string; accountId: number }, outcome: { id: string; coef: number }, amount: number): Promise<void> {
  const response = await request.post('/betting-api/coupon/place', {
    headers: { authorization: `Bearer ${auth.token}`, 'idempotency-key': randomUUID() },
    data: { typeId: 0, accountId: auth.accountId, amount, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
  });
  if (!response.ok()) throw new Error(`placement failed: ${response.status()} ${await response.text()}`);
}

/** Every results journey starts and ends on the seed, the real clock and no pinned games. */
export function resetResultsEachTest(): void {
  const reset = async (request: APIRequestContext) => {
    await request.post('/test-api/reset');
    await request.delete('/test-api/betting/overrides');
    await request.delete('/test-api/clock');
  };
  test.beforeEach(async ({ request }) => reset(request));
  test.afterEach(async ({ request }) => reset(request));
}
