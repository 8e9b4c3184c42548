/**
 * Blackjack and video poker through the browser API (issue 30): a multi-step round in demo and for real money
 * (the account moves only at the deal, on a double or split, and at the settlement, each a journaled wallet call),
 * one Idempotency-Key per action (a repeat does not act twice), bad bodies as 400/409 with a message, a round
 * the player leaves finished and paid at the next launch or by the sweep, and verify reproducing a round.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey } from '../../test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { gameRouteCalls, type Play, type Round } from '../wallet/game-route-test-support.ts';
import { leftDemoSession, sweepContext } from '../wallet/sweep-test-support.ts';
import { outcomeOf } from './engines.ts';
import { findRound, findSession } from './game-store.ts';
import { STEP_ROUND_IDLE_MS, sweepLeftStepRounds } from './step-rounds.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { launchDemo, play, act, verify } = gameRouteCalls(() => f);
const deal = (sessionId: string, stake: number, headers: Record<string, string> = idempotencyKey()) => play(sessionId, { stake }, headers);

/** Deals demo rounds until one stays open for the player (a blackjack on either side settles at the deal). */
async function openDemoRound(sessionId: string): Promise<Play> {
  for (;;) {
    const played = f.t.json<Play>(await deal(sessionId, 20));
    if (played.round.status === 'open') return played;
  }
}

describe('catalogue: blackjack and video poker games run their own families', () => {
  it.each([
    ['classic-blackjack', 'blackjack'], ['solo-blackjack', 'blackjack'], ['jacks-or-better', 'video-poker'], ['deuces-wild-turbo', 'video-poker'],
  ])('%s → %s, the catalogue and the paytable declare RTP 99.54', async (slug, engine) => {
    const { game } = f.t.json<{ game: { engine: string; rtp: number } }>(await f.t.app.inject(`/casino-api/games/${slug}`));
    expect(game).toMatchObject({ engine, rtp: 99.54 });
    expect((await launchDemo(slug)).paytable.rtp).toBe(0.9954);
  });
});

describe('blackjack rounds', () => {
  it('demo: the deal shows the player\'s cards and only the dealer\'s up card; standing settles it and reveals the seed', async () => {
    const { sessionId } = await launchDemo('classic-blackjack');
    const opened = await openDemoRound(sessionId);
    expect(opened.round.state).toMatchObject({ active: 0, over: false });
    expect((opened.round.state!['dealer'] as unknown[]).length).toBe(1);
    expect(opened.round.serverSeed).toBeNull();
    const stood = f.t.json<Play>(await act(sessionId, { roundId: opened.round.roundId, action: 'stand' }));
    expect(stood.round).toMatchObject({ status: 'settled', state: null, picks: { actions: [{ action: 'stand' }] } });
    expect((stood.round.outcome!['dealer'] as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(stood.session.balance).toBeCloseTo(opened.session.balance + stood.round.win, 6);
  });

  it('demo: an action key sent twice acts once; a new deal while a hand is open is 409; an act on a settled round is 409', async () => {
    const { sessionId } = await launchDemo('classic-blackjack');
    const opened = await openDemoRound(sessionId);
    expect((await deal(sessionId, 20)).statusCode).toBe(409);
    // A repeated deal key answers its open round: no second round, no second stake.
    const table = await launchDemo('classic-blackjack');
    let dealKey: Record<string, string>;
    let dealt: Play;
    do dealt = f.t.json<Play>(await deal(table.sessionId, 20, (dealKey = idempotencyKey())));
    while (dealt.round.status !== 'open');
    const repeated = f.t.json<Play>(await deal(table.sessionId, 20, dealKey));
    expect([repeated.round.roundId, repeated.session.balance]).toEqual([dealt.round.roundId, dealt.session.balance]);
    const key = idempotencyKey(randomUUID());
    const first = f.t.json<Play>(await act(sessionId, { roundId: opened.round.roundId, action: 'hit' }, key));
    const again = f.t.json<Play>(await act(sessionId, { roundId: opened.round.roundId, action: 'hit' }, key));
    expect(again.round.picks).toEqual(first.round.picks);
    expect((again.round.picks as { actions: unknown[] }).actions).toHaveLength(1);
    if (first.round.status === 'open') await act(sessionId, { roundId: opened.round.roundId, action: 'stand' });
    const late = await act(sessionId, { roundId: opened.round.roundId, action: 'stand' });
    expect([late.statusCode, f.t.json<{ code: string }>(late).code]).toEqual([409, 'round_closed']);
  });

  it('real money: a double takes a second stake through the wallet, the account moves by exactly stakes − win, and verify reproduces the round', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'classic-blackjack');
    const auth = () => ({ ...bearer(f.token), ...idempotencyKey(randomUUID()) });
    let opened: Play;
    let dealKey: Record<string, string>;
    do opened = f.t.json<Play>(await deal(sessionId, 20, (dealKey = auth())));
    while (opened.round.status !== 'open');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const doubled = f.t.json<Play>(await act(sessionId, { roundId: opened.round.roundId, action: 'double' }, auth()));
    expect(doubled.round).toMatchObject({ status: 'settled', stake: 40 });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2000 + Math.round(doubled.round.win * 100));
    // The deal's key again (a late retry) answers the same round and moves nothing.
    const again = await deal(sessionId, 20, dealKey);
    expect(f.t.json<Play>(again).round.roundId).toBe(opened.round.roundId);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2000 + Math.round(doubled.round.win * 100));
    const { round } = doubled;
    const verified = f.t.json(await verify('blackjack', 'classic-blackjack', round, round.picks));
    expect(verified).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it('real money: a hand the player leaves keeps its stake and is stood and paid at the next launch', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'classic-blackjack');
    let opened: Play;
    do opened = f.t.json<Play>(await deal(sessionId, 20, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    while (opened.round.status !== 'open');
    const afterDeal = await balanceMinor(f.t, f.token, f.accountId);
    await launchReal(f.t, f.token, 'jacks-or-better');
    const history = f.t.json<{ rounds: Round[] }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/history`, headers: bearer(f.token) }));
    const left = history.rounds.find((r) => r.roundId === opened.round.roundId)!;
    expect(left).toMatchObject({ status: 'settled', picks: { actions: [{ action: 'stand' }] } });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(afterDeal + Math.round(left.win * 100));
  });

  it.each([
    [{ action: 'surrender' }, 400, 'blackjack_action_invalid'],
    [{ action: 'draw', hold: [1] }, 400, 'blackjack_action_invalid'],
    [{ action: '' }, 400, null],
    [{ action: 'hit', hold: 'all' }, 400, null],
  ])('bad action %j → %i %s, never 500', async (body, status, code) => {
    const { sessionId } = await launchDemo('classic-blackjack');
    const opened = await openDemoRound(sessionId);
    const answer = await act(sessionId, { roundId: opened.round.roundId, ...body });
    expect(answer.statusCode).toBe(status);
    const refusal = f.t.json<{ code: string; message: string }>(answer);
    if (code) expect(refusal.code).toBe(code);
    expect(refusal.message.length).toBeGreaterThan(5);
  });

  it('a split of a non-pair is 409 with its message; an unknown round is 404; act on a one-call game is 400', async () => {
    const { sessionId } = await launchDemo('classic-blackjack');
    let opened: Play;
    let cards: Array<{ rank: number }>;
    do {
      if ((opened = await openDemoRound(sessionId)).round.state) cards = (opened.round.state!['hands'] as Array<{ cards: Array<{ rank: number }> }>)[0]!.cards;
      if (Math.min(cards![0]!.rank, 10) === Math.min(cards![1]!.rank, 10)) await act(sessionId, { roundId: opened.round.roundId, action: 'stand' });
    } while (Math.min(cards![0]!.rank, 10) === Math.min(cards![1]!.rank, 10));
    const split = await act(sessionId, { roundId: opened.round.roundId, action: 'split' });
    expect([split.statusCode, f.t.json<{ code: string }>(split).code]).toEqual([409, 'blackjack_split_not_allowed']);
    expect((await act(sessionId, { roundId: 999_999, action: 'stand' })).statusCode).toBe(404);
    const dice = await launchDemo('dice-duel');
    expect(f.t.json<{ code: string }>(await act(dice.sessionId, { roundId: 1, action: 'stand' })).code).toBe('wrong_engine');
  });
});

describe('video poker rounds', () => {
  it('demo: deal five, hold two, draw; the final hand pays by the 9/6 table; verify reproduces it', async () => {
    const { sessionId } = await launchDemo('jacks-or-better');
    const dealt = f.t.json<Play>(await deal(sessionId, 20));
    expect(dealt.round.status).toBe('open');
    expect((dealt.round.state!['dealt'] as unknown[]).length).toBe(5);
    const drawn = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'draw', hold: [0, 3] }));
    const outcome = drawn.round.outcome!;
    expect(outcome['dealt']).toEqual(dealt.round.state!['dealt']);
    expect((outcome['final'] as unknown[])[0]).toEqual((outcome['dealt'] as unknown[])[0]);
    expect(drawn.round.win).toBeCloseTo(20 * (outcome['multiplier'] as number), 6);
    const { round } = drawn;
    const verified = f.t.json(await verify('video-poker', 'jacks-or-better', round, round.picks));
    expect(verified).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it('real money: stake at the deal, the win at the draw, nothing else', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'jacks-or-better');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const dealt = f.t.json<Play>(await deal(sessionId, 20, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2000);
    const drawn = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'draw', hold: [] }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2000 + Math.round(drawn.round.win * 100));
    expect((await act(sessionId, { roundId: dealt.round.roundId, action: 'draw', hold: [] }, bearer(f.token))).statusCode).toBe(400);
  });

  it.each([
    [{ action: 'draw', hold: [5] }, 400, 'poker_hold_invalid'],
    [{ action: 'draw', hold: [-1, 2] }, 400, 'poker_hold_invalid'],
    [{ action: 'draw', hold: [2, 2] }, 400, 'poker_hold_invalid'],
    [{ action: 'hit' }, 400, 'poker_action_invalid'],
  ])('bad action %j → %i %s', async (body, status, code) => {
    const { sessionId } = await launchDemo('jacks-or-better');
    const dealt = f.t.json<Play>(await deal(sessionId, 20));
    const answer = await act(sessionId, { roundId: dealt.round.roundId, ...body });
    expect([answer.statusCode, f.t.json<{ code: string }>(answer).code]).toEqual([status, code]);
    expect(f.t.json<{ message: string }>(answer).message.length).toBeGreaterThan(5);
  });
});

describe('a dealt round the player leaves (sweep)', () => {
  const sweep = sweepContext();

  it('a video-poker deal nobody draws keeps its stake and is kept as dealt and paid by the sweep after its wait, not before', () => {
    const { ctx, clock } = sweep;
    const seeds = { serverSeed: 'left-hand-seed', clientSeed: 'left-client', nonce: 1 };
    const leave = leftDemoSession(sweep, { gameId: 263, engine: 'video-poker', seeds, nextNonce: 1 });
    const id = leave(1, []);
    // The test clock keeps running in real time: a second's margin either side of the wait.
    const dealtAt = findRound(ctx, 's1', id)!.started_at_ms;
    clock.set(dealtAt + STEP_ROUND_IDLE_MS - 1000);
    expect(sweepLeftStepRounds(ctx)).toBe(0);
    clock.set(dealtAt + STEP_ROUND_IDLE_MS);
    expect(sweepLeftStepRounds(ctx)).toBe(1);
    const round = findRound(ctx, 's1', id)!;
    const expected = outcomeOf('video-poker', seeds, { choice: { actions: [{ action: 'draw', hold: [0, 1, 2, 3, 4] }] }, params: {} }) as unknown as { multiplier: number; final: unknown; dealt: unknown };
    expect(expected.final).toEqual(expected.dealt);
    expect(round).toMatchObject({ status: 'settled', win: 2000 * expected.multiplier });
    expect(findSession(ctx, 's1')!.demo_balance).toBe(2000 * expected.multiplier);
  });
});
