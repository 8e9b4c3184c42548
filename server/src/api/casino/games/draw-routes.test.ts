/**
 * Bingo, lottery draws and Hi-Lo through the browser API (issue 30): the catalogue maps its bingo, TV lottery
 * and skill games to them, each plays in demo and for real money (the account moves by exactly stake − win,
 * journaled, one Idempotency-Key per call), bad choices are a clear 400, a Hi-Lo round steps like blackjack
 * (money only at the deal and the settlement; a left round is closed by the sweep) and verify reproduces rounds.
 */
import { describe, expect, it } from 'vitest';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { gameRouteCalls, type Play } from '../wallet/game-route-test-support.ts';
import { leftDemoSession, sweepContext } from '../wallet/sweep-test-support.ts';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { outcomeOf } from './engines.ts';
import { findRound, findSession } from './game-store.ts';
import { STEP_ROUND_IDLE_MS, sweepLeftStepRounds } from './step-rounds.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { launchDemo, play, act, real, verify } = gameRouteCalls(() => f);


describe('catalogue: bingo, TV lotteries and skill games run their own families', () => {
  it.each([
    ['bingo-75-neva', 'bingo', 96.18, { balls: 75 }], ['bingo-90-neva', 'bingo', 94.64, { balls: 90 }], ['speed-bingo-volga', 'bingo', 96.18, { balls: 75 }],
    ['lucky-six', 'lottery', 89.6, { format: '6/49', pick: 6, of: 49 }], ['5-of-36-tv', 'lottery', 90.02, { format: '5/36', pick: 5, of: 36 }],
    ['backgammon', 'hilo', 99, { houseEdge: 0.01 }], ['hi-lo', 'hilo', 99, { houseEdge: 0.01 }],
  ] as const)('%s → %s, listed RTP %s is its paytable\'s', async (slug, engine, rtp, paytable) => {
    const { game } = f.t.json<{ game: { engine: string; rtp: number } }>(await f.t.app.inject(`/casino-api/games/${slug}`));
    expect(game).toMatchObject({ engine, rtp });
    expect((await launchDemo(slug)).paytable).toMatchObject({ engine, rtp: expect.closeTo(rtp / 100, 9), ...paytable });
  });
});

describe('bingo and lottery rounds', () => {
  it('bingo in demo: 3 cards at 20 each take 60, every card plays to its full house, the balance moves by win − 60', async () => {
    const demo = await launchDemo('bingo-90-neva');
    const played = f.t.json<Play>(await play(demo.sessionId, { stake: 20, choice: { cards: 3 } }));
    expect(played.round).toMatchObject({ status: 'settled', stake: 60, picks: { cards: 3 } });
    const outcome = played.round.outcome as { cards: Array<{ patterns: Array<{ pattern: string; at: number }> }>; drawn: number[]; multiplier: number };
    expect(outcome.cards).toHaveLength(3);
    expect(outcome.cards[0]!.patterns.map((p) => p.pattern)).toEqual(['line', 'two-lines', 'full-house']);
    expect(played.round.win).toBeCloseTo(Math.floor(6000 * outcome.multiplier + 1e-9) / 100, 6);
    expect(played.session.balance).toBeCloseTo(demo.balance - 60 + played.round.win, 6);
  });

  it('bingo for real money: the account moves by exactly stake × cards − win; verify reproduces the round with its game', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'bingo-75-neva');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const { round } = f.t.json<Play>(await play(sessionId, { stake: 12.5, choice: { cards: 2 } }, real()));
    expect(round.stake).toBe(25);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2500 + Math.round(round.win * 100));
    expect(f.t.json(await verify('bingo', 'bingo-75-neva', round, { cards: 2 }))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it('a lottery ticket for real money: the draw, the matches and the prize; verify reproduces it', async () => {
    const { sessionId } = await launchReal(f.t, f.token, '5-of-36');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const choice = { numbers: [3, 9, 14, 27, 36] };
    const { round } = f.t.json<Play>(await play(sessionId, { stake: 50, choice }, real()));
    expect(round.outcome).toMatchObject({ engine: 'lottery', format: '5/36', numbers: [3, 9, 14, 27, 36] });
    expect((round.outcome!['drawn'] as number[]).length).toBe(5);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 5000 + Math.round(round.win * 100));
    expect(f.t.json(await verify('lottery', '5-of-36', round, choice))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it.each([
    ['bingo-75-neva', { stake: 10, choice: { cards: 5 } }, 'bingo_cards_invalid'],
    ['bingo-75-neva', { stake: 10 }, 'bingo_cards_invalid'],
    ['bingo-75-neva', { choice: { cards: 2 } }, 'amount_invalid'],
    ['5-of-36', { stake: 50, choice: { numbers: [1, 2, 3, 4, 5, 6] } }, 'lottery_numbers_invalid'],
    ['5-of-36', { stake: 50, choice: { numbers: [1, 2, 3, 4, 40] } }, 'lottery_numbers_invalid'],
    ['lucky-six', { stake: 50, choice: { numbers: [1, 1, 2, 3, 4, 5] } }, 'lottery_numbers_invalid'],
    ['lucky-six', { stake: 50 }, 'lottery_numbers_invalid'],
  ] as const)('%s %j → 400 %s with a message', async (slug, body, code) => {
    const answer = await play((await launchDemo(slug)).sessionId, body);
    expect(answer.statusCode).toBe(400);
    const refusal = f.t.json<{ code: string; message: string }>(answer);
    expect(refusal.code).toBe(code);
    expect(refusal.message.length).toBeGreaterThan(5);
  });
});

describe('hi-lo rounds (multi-step)', () => {
  it('demo: the deal shows one card and both guesses; cash out needs a guess (409); a guess wins or loses; verify replays the actions', async () => {
    const { sessionId, balance } = await launchDemo('backgammon');
    const dealt = f.t.json<Play>(await play(sessionId, { stake: 100 }));
    expect(dealt.round).toMatchObject({ status: 'open', stake: 100, serverSeed: null });
    expect(dealt.session.balance).toBe(balance - 100);
    const state = dealt.round.state as { cards: Array<{ rank: number }>; next: Array<{ guess: string; chance: number }> };
    expect(state.cards).toHaveLength(1);
    const early = await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' });
    expect([early.statusCode, f.t.json<{ code: string }>(early).code]).toEqual([409, 'hilo_guess_first']);
    expect((await act(sessionId, { roundId: dealt.round.roundId, action: 'fold' })).statusCode).toBe(400);
    // The likelier side, then cash out if it won.
    const guess = state.next[0]!.chance >= state.next[1]!.chance ? state.next[0]!.guess : state.next[1]!.guess;
    let after = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: guess }));
    if (after.round.status === 'open') after = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' }));
    expect(after.round.status).toBe('settled');
    expect(after.session.balance).toBeCloseTo(balance - 100 + after.round.win, 6);
    const actions = (after.round.picks as { actions: unknown[] }).actions;
    expect(f.t.json(await verify('hilo', 'backgammon', after.round, { actions }))).toEqual({ seedMatchesHash: true, outcome: after.round.outcome });
  });

  it('real money: the stake at the deal and one win at the settlement; the same action key does not act twice; a new deal while open is 409', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'checkers');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const dealt = f.t.json<Play>(await play(sessionId, { stake: 100 }, real()));
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 10_000);
    const again = await play(sessionId, { stake: 100 }, real());
    expect([again.statusCode, f.t.json<{ code: string }>(again).code]).toEqual([409, 'round_in_progress']);
    const key = real();
    const state = dealt.round.state as { next: Array<{ guess: string; chance: number }> };
    const guess = state.next[0]!.chance >= state.next[1]!.chance ? state.next[0]!.guess : state.next[1]!.guess;
    const first = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: guess }, key));
    const repeat = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: guess }, key));
    expect((repeat.round.picks as { actions: unknown[] }).actions).toHaveLength(1);
    expect(repeat.round.status).toBe(first.round.status);
    const settled = first.round.status === 'open' ? f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' }, real())).round : first.round;
    expect(settled.status).toBe('settled');
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 10_000 + Math.round(settled.win * 100));
  });
});

describe('a hi-lo round the player leaves (sweep)', () => {
  const sweep = sweepContext();

  it('is cashed out by the sweep after its wait (a round left before any guess gets its stake back), never before', () => {
    const { ctx, clock } = sweep;
    const seeds = { serverSeed: 'left-hilo-seed', clientSeed: 'left-client', nonce: 1 };
    const left = leftDemoSession(sweep, { gameId: casinoCatalogue().find('backgammon')!.id, engine: 'hilo', seeds, nextNonce: 2 });
    // Round 2 guessed "lower" on its first card only when it wins (a lost guess would have settled at once).
    const first = (outcomeOf('hilo', { ...seeds, nonce: 2 }, { choice: { actions: [] }, params: {} }) as unknown as { cards: Array<{ rank: number }> }).cards[0]!.rank;
    const guess = first >= 7 ? 'lower' : 'higher';
    const guessed = outcomeOf('hilo', { ...seeds, nonce: 2 }, { choice: { actions: [{ action: guess }, { action: 'cashout' }] }, params: {} }) as unknown as { multiplier: number };
    const voidRound = left(1, []);
    const guessedRound = left(2, guessed.multiplier > 0 ? [{ action: guess }] : []);
    const dealtAt = findRound(ctx, 's1', voidRound)!.started_at_ms;
    clock.set(dealtAt + STEP_ROUND_IDLE_MS - 1000);
    expect(sweepLeftStepRounds(ctx)).toBe(0);
    clock.set(dealtAt + STEP_ROUND_IDLE_MS + 1000);
    expect(sweepLeftStepRounds(ctx)).toBe(2);
    expect(findRound(ctx, 's1', voidRound)).toMatchObject({ status: 'settled', win: 2000 });
    const expectedWin = guessed.multiplier > 0 ? Math.floor(2000 * guessed.multiplier + 1e-9) : 2000;
    expect(findRound(ctx, 's1', guessedRound)).toMatchObject({ status: 'settled', win: expectedWin });
    expect(findSession(ctx, 's1')!.demo_balance).toBe(2000 + expectedWin);
  });
});
