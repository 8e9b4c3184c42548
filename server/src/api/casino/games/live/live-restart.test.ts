/**
 * Live tables survive a restart (issue 30): a server stopped in the middle of a table round, and a new one started
 * on the same database, settles that round by its committed seed when its betting window had closed, or refunds
 * every bet of it (journaled, in the history) when the window was still open. Exactly once: a second restart moves
 * no money. Demo and real money alike; the balance equals the journal; verify reproduces the settled round.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../../platform/clock.ts';
import { openDatabase } from '../../../db/connection.ts';
import { reconcileBalances } from '../../../db/reconcile.ts';
import { accountIdOf, bearer, buildTestApi, idempotencyKey, type TestApi } from '../../../test-support.ts';
import { balanceMinor, launchReal, TEST_SECRET } from '../../wallet/wallet-test-support.ts';

interface Round { roundId: number; status: string; stake: number; win: number; nonce: number; clientSeed: string; serverSeedHash: string; serverSeed: string | null; outcome: Record<string, unknown> | null }
interface Table {
  phase: string;
  round: { number: number; serverSeedHash: string; closesAt: number; drawsAt: number; endsAt: number; serverSeed: string | null };
  recent: Array<{ label: string }>;
}

const TABLE = 'live-roulette-neva';
/** Three server starts on one database file take a few seconds on a busy machine. */
const RESTARTS_MS = 30_000;
const red = { choice: { bets: [{ type: 'red', amount: 100 }] } };
const dirs: string[] = [];
const apps: TestApi[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file holding the seeded image (seeding a file afresh hashes every seeded password: seconds). */
function seededFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arena-live-'));
  dirs.push(dir);
  const file = join(dir, 'arena.db');
  const image = openDatabase(':memory:', new AdjustableClock());
  writeFileSync(file, image.db.serialize());
  image.close();
  return file;
}

/** One server process on the database file; `at` sets its clock before it is ready (before its start's recovery runs). */
async function start(file: string, at?: number): Promise<TestApi> {
  const t = await buildTestApi({ ARENA_DB: file, ARENA_SECRET: TEST_SECRET }, async (_app, _env, clock) => {
    if (at !== undefined) clock.set(at);
  });
  apps.push(t);
  return t;
}

/** Stops a server the way a restart does: its tables stop, nothing is settled on the way out. */
async function stop(t: TestApi): Promise<void> {
  apps.splice(apps.indexOf(t), 1);
  await t.app.close();
}

const post = (t: TestApi, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
const table = async (t: TestApi) => t.json<Table>(await t.app.inject(`/casino-api/live/${TABLE}`));
const roundOf = async (t: TestApi, sessionId: string, roundId: number, headers: Record<string, string> = {}) =>
  t.json<{ round: Round; session: { balance: number } }>(await t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/rounds/${roundId}`, headers: { 'x-language': 'en', ...headers } }));
const historyOf = async (t: TestApi, sessionId: string, headers: Record<string, string> = {}) =>
  t.json<{ rounds: Round[] }>(await t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/history`, headers: { 'x-language': 'en', ...headers } })).rounds;

/** What the database holds of the money: whether every balance equals its journal, and the house wallet's moves per kind. */
function ledgerOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const moves = db.prepare('SELECT kind, COUNT(*) AS n, SUM(amount) AS amount FROM casino_wallet_tx GROUP BY kind ORDER BY kind').all();
    return { differences: reconcileBalances(db), moves };
  } finally {
    db.close();
  }
}

interface Placed {
  file: string;
  opened: Table;
  demo: { sessionId: string; roundId: number };
  real: { sessionId: string; roundId: number; token: string; accountId: number; opening: number };
}

/** A server with a demo and a real-money bet on red in the table's first round, then stopped mid-window. */
async function betThenStop(): Promise<Placed> {
  const file = seededFile();
  const t = await start(file);
  const token = await t.login('demo', 'Demo1234!');
  const accountId = await accountIdOf(t, token);
  const { sessionId: realSession } = await launchReal(t, token, TABLE);
  const opening = await balanceMinor(t, token, accountId);
  const demoSession = t.json<{ sessionId: string }>(await post(t, `/casino-api/games/${TABLE}/launch`, { mode: 'demo' })).sessionId;
  const opened = await table(t);
  expect(opened.phase).toBe('betting');
  const demoBet = t.json<{ round: Round }>(await post(t, `/casino-api/live/sessions/${demoSession}/bet`, red, idempotencyKey()));
  const realBet = t.json<{ round: Round }>(await post(t, `/casino-api/live/sessions/${realSession}/bet`, red, { ...bearer(token), ...idempotencyKey(randomUUID()) }));
  expect(await balanceMinor(t, token, accountId)).toBe(opening - 10_000);
  await stop(t);
  return {
    file, opened,
    demo: { sessionId: demoSession, roundId: demoBet.round.roundId },
    real: { sessionId: realSession, roundId: realBet.round.roundId, token, accountId, opening },
  };
}

describe('Rule: a live round interrupted by a restart is settled by its committed seed if its window had closed, else refunded', () => {
  it('window still open at the restart: every bet is refunded once (journaled, in the history), and a second restart moves nothing', async () => {
    const placed = await betThenStop();
    const t = await start(placed.file, placed.opened.round.closesAt - 5_000);
    const demo = await roundOf(t, placed.demo.sessionId, placed.demo.roundId);
    expect(demo.round).toMatchObject({ status: 'rolled_back', win: 0 });
    expect(demo.session.balance).toBe(10_000);
    const real = await roundOf(t, placed.real.sessionId, placed.real.roundId, bearer(placed.real.token));
    expect(real.round.status).toBe('rolled_back');
    expect(await balanceMinor(t, placed.real.token, placed.real.accountId)).toBe(placed.real.opening);
    expect((await historyOf(t, placed.real.sessionId, bearer(placed.real.token))).map((r) => [r.roundId, r.status])).toEqual([[placed.real.roundId, 'rolled_back']]);
    // The table goes on with the next round number (a round number is the nonce: never reused) under a new seed.
    const next = await table(t);
    expect(next.round.number).toBe(placed.opened.round.number + 1);
    expect(next.round.serverSeedHash).not.toBe(placed.opened.round.serverSeedHash);
    await stop(t);

    const first = ledgerOf(placed.file);
    expect(first.differences).toEqual([]);
    expect(first.moves).toEqual([{ kind: 'bet', n: 1, amount: 10_000 }, { kind: 'rollback', n: 1, amount: 10_000 }]);

    const again = await start(placed.file, placed.opened.round.endsAt + 60_000);
    expect((await roundOf(again, placed.demo.sessionId, placed.demo.roundId)).session.balance).toBe(10_000);
    expect(await balanceMinor(again, placed.real.token, placed.real.accountId)).toBe(placed.real.opening);
    await stop(again);
    expect(ledgerOf(placed.file)).toEqual(first);
  }, RESTARTS_MS);

  it('window closed before the restart: every bet is settled once by the committed seed, verify reproduces it, the strip shows it', async () => {
    const placed = await betThenStop();
    const t = await start(placed.file, placed.opened.round.closesAt + 1_000);
    const demo = await roundOf(t, placed.demo.sessionId, placed.demo.roundId);
    const real = await roundOf(t, placed.real.sessionId, placed.real.roundId, bearer(placed.real.token));
    for (const settled of [demo.round, real.round]) {
      expect(settled).toMatchObject({ status: 'settled', serverSeedHash: placed.opened.round.serverSeedHash, nonce: placed.opened.round.number });
      expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
    const pocket = demo.round.outcome!['pocket'];
    expect(real.round.outcome!['pocket']).toBe(pocket);
    expect(demo.session.balance).toBeCloseTo(10_000 - 100 + demo.round.win, 6);
    const realWin = Math.round(real.round.win * 100);
    expect(await balanceMinor(t, placed.real.token, placed.real.accountId)).toBe(placed.real.opening - 10_000 + realWin);
    const seeds = { engine: 'roulette', game: TABLE, serverSeed: real.round.serverSeed, serverSeedHash: placed.opened.round.serverSeedHash, clientSeed: real.round.clientSeed, nonce: real.round.nonce };
    expect(t.json(await post(t, '/casino-api/games/verify', { ...seeds, choice: red.choice }))).toEqual({ seedMatchesHash: true, outcome: real.round.outcome });
    expect((await table(t)).recent[0]!.label).toBe(String(pocket));
    await stop(t);

    const first = ledgerOf(placed.file);
    expect(first.differences).toEqual([]);
    // A lost bet's win is journaled too, of 0.
    expect(first.moves).toEqual([{ kind: 'bet', n: 1, amount: 10_000 }, { kind: 'win', n: 1, amount: realWin }]);
    const again = await start(placed.file, placed.opened.round.endsAt + 60_000);
    expect((await roundOf(again, placed.demo.sessionId, placed.demo.roundId)).session.balance).toBe(demo.session.balance);
    await stop(again);
    expect(ledgerOf(placed.file)).toEqual(first);
  }, RESTARTS_MS);
});

describe('a live bet is the table round\'s, not the launch tidy-up\'s', () => {
  it('launching again mid-round leaves the open live bet open with its seed hidden; the draw settles it', async () => {
    const t = await start(seededFile());
    const token = await t.login('demo', 'Demo1234!');
    const { sessionId } = await launchReal(t, token, TABLE);
    const opened = await table(t);
    const placed = t.json<{ round: Round }>(await post(t, `/casino-api/live/sessions/${sessionId}/bet`, red, { ...bearer(token), ...idempotencyKey(randomUUID()) }));
    expect((await launchReal(t, token, TABLE)).response.statusCode).toBe(200);
    const during = (await roundOf(t, sessionId, placed.round.roundId, bearer(token))).round;
    expect([during.status, during.serverSeed]).toEqual(['open', null]);
    t.clock.advance(opened.round.drawsAt - t.clock.now() + 1);
    await table(t);
    expect((await roundOf(t, sessionId, placed.round.roundId, bearer(token))).round.status).toBe('settled');
  });
});
