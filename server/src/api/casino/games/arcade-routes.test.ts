/**
 * Fishing and virtual sports through the browser API (issue 30): the catalogue's games run their families,
 * a round plays in demo and for real money (the account moves by exactly price − win, journaled, keyed),
 * bad choices are a clear 400 with their code, and verify reproduces a played round from its revealed seed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey } from '../../test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { gameRouteCalls, type Play } from '../wallet/game-route-test-support.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { launchDemo, play, act, verify } = gameRouteCalls(() => f);


describe('catalogue: fishing and virtual sports games run their own families', () => {
  it.each([
    ['ocean-king', 'fishing'], ['duck-hunter', 'fishing'], ['virtual-football-league', 'virtual-match'], ['virtual-tennis', 'virtual-tennis'],
    ['virtual-basketball-express', 'virtual-basketball'],
    ['horse-racing', 'virtual-race'], ['greyhound-racing-express', 'virtual-race'],
  ])('%s → %s, the catalogue lists the RTP its paytable declares', async (slug, engine) => {
    const { game } = f.t.json<{ game: { engine: string; rtp: number } }>(await f.t.app.inject(`/casino-api/games/${slug}`));
    expect(game.engine).toBe(engine);
    const { paytable } = await launchDemo(slug);
    expect(game.rtp).toBe(Math.round((paytable['rtp'] as number) * 10_000) / 100);
    // The file's first request builds the catalogue: on a loaded machine that alone can pass the default 10 s.
  }, 30_000);
});

describe('fishing rounds', () => {
  it('demo: the deal takes ten shots\' price, each shot is an action, the tenth settles the round and verify replays it', async () => {
    const { sessionId } = await launchDemo('ocean-king');
    const dealt = f.t.json<Play>(await play(sessionId, { choice: { shotStake: 2 } }));
    expect(dealt.round).toMatchObject({ status: 'open', stake: 20, serverSeed: null });
    expect(dealt.round.state).toMatchObject({ shots: [], shotsLeft: 10, over: false });
    expect(dealt.session.balance).toBe(10_000 - 20);
    const aims = ['clownfish', 'shark', 'whale', 'turtle', 'pufferfish', 'clownfish', 'clownfish', 'shark', 'turtle', 'whale'];
    let last = dealt;
    for (const [i, kind] of aims.entries()) {
      last = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: `shoot-${kind}` }));
      if (i < 9) expect(last.round.state).toMatchObject({ shotsLeft: 9 - i });
    }
    expect(last.round.status).toBe('settled');
    const shots = last.round.outcome!['shots'] as Array<{ kind: string; pays: number }>;
    expect(shots.map((s) => s.kind)).toEqual(aims);
    expect(last.round.win).toBeCloseTo(shots.reduce((sum, s) => sum + 2 * s.pays, 0), 6);
    expect(last.session.balance).toBeCloseTo(10_000 - 20 + last.round.win, 6);
    const verified = f.t.json<{ seedMatchesHash: boolean; outcome: unknown }>(await verify('fishing', 'ocean-king', last.round, last.round.picks));
    expect(verified).toEqual({ seedMatchesHash: true, outcome: last.round.outcome });
  });

  it('real money: the price is taken once at the deal, a repeated shot key does not shoot twice', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'fishing-frenzy');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const dealt = f.t.json<Play>(await play(sessionId, { choice: { shotStake: 1.5 } }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(dealt.round.stake).toBe(15);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 1500);
    const key = { ...bearer(f.token), ...idempotencyKey(randomUUID()) };
    await act(sessionId, { roundId: dealt.round.roundId, action: 'shoot-turtle' }, key);
    const again = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'shoot-turtle' }, key));
    expect(again.round.state).toMatchObject({ shotsLeft: 9 });
    let last = again;
    for (let i = 0; i < 9; i++) last = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'shoot-clownfish' }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(last.round.status).toBe('settled');
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 1500 + Math.round(last.round.win * 100));
    const over = await act(sessionId, { roundId: dealt.round.roundId, action: 'shoot-clownfish' }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) });
    expect([over.statusCode, f.t.json<{ code: string }>(over).code]).toEqual([409, 'round_closed']);
  });
});

describe('virtual sports rounds', () => {
  it('demo match: the outcome carries the minute-by-minute goals and pays the published odds of the pick', async () => {
    const { sessionId, paytable } = await launchDemo('virtual-football-league');
    const { round, session } = f.t.json<Play>(await play(sessionId, { stake: 10, choice: { pick: 'draw' } }));
    const outcome = round.outcome as { goals: Array<{ minute: number; side: string }>; score: [number, number]; result: string; odds: number };
    const draw = (paytable['picks'] as Array<{ pick: string; odds: number }>).find((p) => p.pick === 'draw')!;
    expect(outcome.odds).toBe(draw.odds);
    expect(outcome.score[0] + outcome.score[1]).toBe(outcome.goals.length);
    expect(round.win).toBeCloseTo(outcome.result === 'draw' ? Math.floor(10 * draw.odds * 100) / 100 : 0, 6);
    expect(session.balance).toBeCloseTo(10_000 - 10 + round.win, 6);
  });

  it('real race: the account moves by exactly stake − win and verify replays the race from the seeds', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'horse-racing');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const { round } = f.t.json<Play>(await play(sessionId, { stake: 60, choice: { runner: 2 } }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(round).toMatchObject({ status: 'settled', stake: 60 });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 6000 + Math.round(round.win * 100));
    expect(f.t.json(await verify('virtual-race', 'horse-racing', round, { runner: 2 }))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });
});

describe('bad choices are a clear 400 with their code', () => {
  it.each([
    ['ocean-king', { choice: { shotStake: 0.001 } }, 'amount_invalid'],
    ['ocean-king', { stake: 10 }, 'fishing_shot_stake_invalid'],
    ['virtual-football-league', { stake: 10, choice: { pick: 'over' } }, 'virtual_pick_invalid'],
    ['virtual-football-league', { stake: 10 }, 'virtual_pick_invalid'],
    ['horse-racing', { stake: 10, choice: { runner: 7 } }, 'virtual_runner_invalid'],
  ] as const)('%s %j → 400 %s', async (slug, body, code) => {
    const { sessionId } = await launchDemo(slug);
    const answer = await play(sessionId, body);
    expect(answer.statusCode).toBe(400);
    expect(f.t.json<{ code: string; message: string }>(answer)).toMatchObject({ code, message: expect.stringMatching(/.{10}/) });
  });

  it('a shot at a fish the sea does not have → 400 fishing_target_invalid', async () => {
    const { sessionId } = await launchDemo('golden-carp');
    const dealt = f.t.json<Play>(await play(sessionId, { choice: { shotStake: 1 } }));
    const answer = await act(sessionId, { roundId: dealt.round.roundId, action: 'shoot-mermaid' });
    expect([answer.statusCode, f.t.json<{ code: string }>(answer).code]).toEqual([400, 'fishing_target_invalid']);
  });
});
