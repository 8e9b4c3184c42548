/**
 * The games' browser API: demo for visitors, real mode on the wallet (the account moves by exactly
 * stake − win), provably-fair commitments and verify, keno and crash rounds, the provider-down fault
 * (retryable, no money twice), unknown games, and the session limit ending real play.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { b64, bearer, idempotencyKey } from '../../test-support.ts';
import { HOUR_MS, limitsClient, startAtSiteMorning } from '../../limits/limits-test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { hashServerSeed } from './provably-fair.ts';
import { msToReach } from './crash-engine.ts';

interface Round { roundId: number; status: string; stake: number; win: number; nonce: number; clientSeed: string; serverSeedHash: string; serverSeed: string | null; outcome: Record<string, unknown> | null; picks: number[] }
interface Play { round: Round; session: { balance: number; nextServerSeedHash: string; nextNonce: number; clientSeed: string } }

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
const launchDemo = async (game: string) => f.t.json<{ sessionId: string; balance: number; nextServerSeedHash: string; clientSeed: string; paytable: { rtp: number } }>(await post(`/casino-api/games/${game}/launch`, { mode: 'demo' }));
const realHeaders = (key = randomUUID()) => ({ ...bearer(f.token), ...idempotencyKey(key) });

describe('launch', () => {
  it('a visitor launches any catalogue game in demo; unknown games are 404; real needs a signed-in player', async () => {
    const demo = await launchDemo('fruit-fiesta-5');
    expect(demo.balance).toBe(10_000);
    expect(demo.paytable.rtp).toBeCloseTo(0.9608, 3);
    expect(f.t.json(await post('/casino-api/games/no-such-game/launch', { mode: 'demo' }))).toMatchObject({ code: 'game_not_found' });
    expect((await post('/casino-api/games/fruit-fiesta-5/launch', { mode: 'real' })).statusCode).toBe(401);
    expect((await post('/casino-api/games/northern-lynx/launch', { mode: 'real' }, bearer(f.token))).statusCode).toBe(200);
    expect((await post('/casino-api/games/northern-lynx/launch', { mode: 'demo' })).statusCode).toBe(200);
    expect(f.t.json(await f.t.app.inject('/casino-api/games/lucky-keno/paytable'))).toMatchObject({ paytable: { engine: 'keno', maxPicks: 10 } });
  });

  it('names the game in the page language, and in English for a language the site does not write', async () => {
    const launched = async (language: string) =>
      f.t.json<{ game: { name: string } }>(await post('/casino-api/games/rocket-crash/launch', { mode: 'demo' }, { 'x-language': language })).game.name;
    expect(await launched('ru')).toBe('Ракета');
    expect(await launched('kz')).toBe('Зымыран');
    expect(await launched('ar')).toBe('الصاروخ');
    expect(await launched('de')).toBe('Rocket Crash');
  });

  it('launching records the game as recently played', async () => {
    const recent = f.t.json<{ games: Array<{ slug: string }> }>(await f.t.app.inject({ url: '/casino-api/recent', headers: bearer(f.token) }));
    expect(recent.games[0]?.slug).toBe('fruit-fiesta-5');
  });
});

describe('demo rounds', () => {
  it('a demo spin moves fun money by win − stake, and the same key answers the same round', async () => {
    const demo = await launchDemo('fruit-fiesta-5');
    const key = randomUUID();
    const spin = await post(`/casino-api/games/sessions/${demo.sessionId}/spin`, { stake: 10 }, idempotencyKey(key));
    expect(spin.statusCode).toBe(200);
    const played = f.t.json<Play>(spin);
    expect(played.session.balance).toBeCloseTo(10_000 - 10 + played.round.win, 6);
    const again = f.t.json<Play>(await post(`/casino-api/games/sessions/${demo.sessionId}/spin`, { stake: 10 }, idempotencyKey(key)));
    expect(again.round.roundId).toBe(played.round.roundId);
    expect(again.session.balance).toBe(played.session.balance);
  });

  it('a generated classic slot spins its reels for fun money', async () => {
    // Classic slots play the Fruit Fiesta 5 lines; video slots play ways or hold and win (slot-routes.test.ts).
    const demo = await launchDemo('sweet-fruits');
    const played = f.t.json<Play>(await post(`/casino-api/games/sessions/${demo.sessionId}/spin`, { stake: 20 }, idempotencyKey()));
    expect(played.round.outcome).toMatchObject({ engine: 'slot' });
  });
});

describe('real rounds on the wallet', () => {
  it('a real spin changes the account by exactly stake − win (minor units) and the history lists it', async () => {
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const played = f.t.json<Play>(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 12.34 }, realHeaders()));
    expect(played.round.stake).toBe(12.34);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 1234 + Math.round(played.round.win * 100));
    const history = f.t.json<{ rounds: Round[] }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${f.sessionId}/history`, headers: bearer(f.token) }));
    expect(history.rounds[0]?.roundId).toBe(played.round.roundId);
  });

  it('real play needs the Idempotency-Key, the stake range and the session\'s own player', async () => {
    expect((await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, bearer(f.token))).statusCode).toBe(400);
    expect(f.t.json(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 1 }, realHeaders()))).toMatchObject({ code: 'stake_out_of_range', message: 'The stake must be between 10 and 10000 RUB' });
    expect(f.t.json(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10.001 }, realHeaders()))).toMatchObject({ code: 'amount_invalid' });
    expect((await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, idempotencyKey())).statusCode).toBe(404);
  });

  it('provably fair: the hash shown before the round is the revealed seed\'s, and verify recomputes the round', async () => {
    const before = f.t.json<{ nextServerSeedHash: string; clientSeed: string; nextNonce: number }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${f.sessionId}`, headers: bearer(f.token) }));
    const { round, session } = f.t.json<Play>(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders()));
    expect(round.serverSeedHash).toBe(before.nextServerSeedHash);
    expect(hashServerSeed(round.serverSeed!)).toBe(before.nextServerSeedHash);
    expect(round.nonce).toBe(before.nextNonce);
    expect(session.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    const verified = f.t.json<{ seedMatchesHash: boolean; outcome: unknown }>(
      await post('/casino-api/games/verify', { engine: 'slot', serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce }),
    );
    expect(verified.seedMatchesHash).toBe(true);
    expect(verified.outcome).toEqual(round.outcome);
  });

  it('the player\'s client seed is used from the next round', async () => {
    await post(`/casino-api/games/sessions/${f.sessionId}/client-seed`, { clientSeed: 'my-lucky-seed' }, bearer(f.token));
    const { round } = f.t.json<Play>(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders()));
    expect(round.clientSeed).toBe('my-lucky-seed');
  });

  it('keno: picks up to 10 of 80, 20 drawn, paid by the table', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'lucky-keno');
    expect(f.t.json(await post(`/casino-api/games/sessions/${sessionId}/keno-draw`, { stake: 10, picks: [1, 1] }, realHeaders()))).toMatchObject({ code: 'picks_duplicate' });
    const { round } = f.t.json<Play>(await post(`/casino-api/games/sessions/${sessionId}/keno-draw`, { stake: 10, picks: [5, 17, 33, 42, 80] }, realHeaders()));
    const outcome = round.outcome as { keno: { drawn: number[]; hits: number[]; multiplier: number } };
    expect(outcome.keno.drawn).toHaveLength(20);
    expect(outcome.keno.hits).toEqual(outcome.keno.drawn.filter((n) => [5, 17, 33, 42, 80].includes(n)));
    expect(round.win).toBeCloseTo(10 * outcome.keno.multiplier, 6);
  });

  it('crash: a cash-out before the crash pays the multiplier shown; after it the stake is lost', async () => {
    // The multiplier grows with the clock: frozen, only advance() moves it (a slow machine added 0.01× per ~20 ms).
    f.t.clock.freeze();
    const { sessionId } = await launchReal(f.t, f.token, 'rocket-crash');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    // Play until one round survives to 1.5×, checking each settlement against its revealed crash point.
    for (let i = 0; i < 20; i++) {
      const { round } = f.t.json<Play>(await post(`/casino-api/games/sessions/${sessionId}/crash-bet`, { stake: 10 }, realHeaders()));
      expect(round.status).toBe('open');
      expect(round.serverSeed).toBeNull();
      f.t.clock.advance(msToReach(1.5));
      const cashed = f.t.json<Play>(await post(`/casino-api/games/sessions/${sessionId}/cash-out`, { roundId: round.roundId }, bearer(f.token))).round;
      const crashPoint = (cashed.outcome as { crashPoint: number }).crashPoint;
      expect(cashed.status).toBe('settled');
      expect(cashed.win).toBe(crashPoint > 1.5 ? 15 : 0);
      const again = f.t.json<Play>(await post(`/casino-api/games/sessions/${sessionId}/cash-out`, { roundId: round.roundId }, bearer(f.token))).round;
      expect(again.win).toBe(cashed.win);
    }
    const rounds = f.t.json<{ rounds: Round[] }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/history`, headers: bearer(f.token) })).rounds;
    const net = rounds.reduce((sum, r) => sum + Math.round(r.win * 100) - Math.round(r.stake * 100), 0);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening + net);
  });
});

describe('provider down', () => {
  it('answers 503 retryable; the retry with the same key resumes the round and takes the stake once', async () => {
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    await post('/test-api/casino/provider', { down: true, count: 1 });
    const key = randomUUID();
    const failed = await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders(key));
    expect(failed.statusCode).toBe(503);
    expect(f.t.json(failed)).toMatchObject({ code: 'provider_unavailable', retryable: true });
    const retried = f.t.json<Play>(await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders(key)));
    expect(retried.round.status).toBe('settled');
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 1000 + Math.round(retried.round.win * 100));
  });

  it('a round nobody resumed is rolled back at the next launch (the stake comes back)', async () => {
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    await post('/test-api/casino/provider', { down: true });
    expect((await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders())).statusCode).toBe(503);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 1000);
    await post('/test-api/casino/provider', { down: false });
    await launchReal(f.t, f.token);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening);
  });
});

describe('session limit', () => {
  it('once the session limit is used up, the next spin is refused (403 session_limit_reached) and the session ends', async () => {
    startAtSiteMorning(f.t);
    const login = await f.t.app.inject({
      method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await f.t.fingerprint(), 'x-language': 'en' },
      payload: { login: b64('demo'), password: b64('Demo1234!') },
    });
    const ua = login.cookies.find((cookie) => cookie.name === 'ua')!.value;
    f.token = f.t.json<{ token: string }>(login).token;
    f.sessionId = (await launchReal(f.t, f.token)).sessionId;
    await limitsClient(f.t, f.token).set(31, 1);
    expect((await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders())).statusCode).toBe(200);
    f.t.clock.advance(HOUR_MS + 60_000);
    // A fresh token of the same session (tokens live 10 minutes), as the browser's gettoken does.
    f.token = f.t.json<{ data: { token: string } }>(await f.t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', cookies: { ua } })).data.token;
    const ended = await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders());
    expect(ended.statusCode).toBe(403);
    expect(f.t.json(ended)).toMatchObject({ code: 'session_limit_reached', message: 'Your session time for today is used up. Please visit tomorrow' });
    expect((await post(`/casino-api/games/sessions/${f.sessionId}/spin`, { stake: 10 }, realHeaders())).statusCode).toBe(401);
  });
});
