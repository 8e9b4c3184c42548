/**
 * Mines through the games API (issue 30): the catalogue's Mines games run the family; a demo and a real-money
 * round (the stake at the deal, one win at the settlement, the journaled wallet moving by exactly stake − win);
 * bad picks answer clear codes (400 off the board or a bad mine count, 409 a tile twice, cash out before a tile,
 * anything after the end); verify reproduces a round; a left round is closed by the sweep like Hi-Lo's.
 */
import { describe, expect, it } from 'vitest';
import { gameRouteCalls, type Play, type Round } from '../wallet/game-route-test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { leftDemoSession, sweepContext } from '../wallet/sweep-test-support.ts';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { findRound, findSession } from './game-store.ts';
import { minePositions, minesMultiplier } from './engines/mines.ts';
import { roundFloats } from './provably-fair.ts';
import { STEP_ROUND_IDLE_MS, sweepLeftStepRounds } from './step-rounds.ts';


let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { post, launchDemo, play, act, real } = gameRouteCalls(() => f);
const codeOf = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, (response.json() as { code: string }).code];

/**
 * Deals one-mine boards until the first tile opened is safe (a mine there has a 1/25 chance and settles the
 * round at once, so a few deals are enough): answers the open round with its safe tile.
 */
async function dealToSafeTile(sessionId: string, stake: number, headers: () => Record<string, string>): Promise<{ round: Round; spent: number; won: number }> {
  let spent = 0;
  for (let attempt = 0; attempt < 8; attempt++) {
    const dealt = f.t.json<Play>(await play(sessionId, { stake, choice: { mines: 1 } }, headers()));
    spent += stake;
    const opened = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-12' }, headers()));
    if (opened.round.status === 'open') return { round: opened.round, spent, won: 0 };
    expect(opened.round).toMatchObject({ status: 'settled', win: 0, outcome: { end: 'lost', hit: 12, minePositions: [12] } });
  }
  throw new Error('eight mines in a row under tile 12');
}

describe('catalogue: the Mines games run the mines family', () => {
  it.each(['mines', 'mines-x'])('%s → mines, listed RTP 99 is its paytable\'s', async (slug) => {
    const { game } = f.t.json<{ game: { engine: string; rtp: number } }>(await f.t.app.inject(`/casino-api/games/${slug}`));
    expect(game).toMatchObject({ engine: 'mines', rtp: 99 });
    const launched = await launchDemo(slug);
    expect(launched.paytable).toMatchObject({ engine: 'mines', rtp: 0.99, houseEdge: 0.01, tiles: 25, minMines: 1, maxMines: 24 });
    expect((launched.paytable['ladders'] as Array<{ mines: number; multipliers: number[] }>)[2]).toMatchObject({ mines: 3, multipliers: expect.arrayContaining([1.125, 1.2857]) });
  });
});

describe('mines rounds', () => {
  it('demo: the deal hides the mines, a safe tile climbs the ladder, cash out pays it; the fun balance moves by win − stake; verify replays the round', async () => {
    const { sessionId, balance } = await launchDemo('mines');
    const dealt = f.t.json<Play>(await play(sessionId, { stake: 100, choice: { mines: 3 } }));
    expect(dealt.round).toMatchObject({ status: 'open', stake: 100, serverSeed: null, picks: { actions: [{ action: 'mines-3' }] } });
    expect(dealt.round.state).toEqual({ mines: 3, revealed: [], multiplier: 1, next: 1.125, over: false, end: null });
    expect(dealt.session.balance).toBe(balance - 100);
    let after = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-7' }));
    if (after.round.status === 'open') {
      expect(after.round.state).toMatchObject({ revealed: [7], multiplier: 1.125 });
      expect(JSON.stringify(after.round.state)).not.toContain('minePositions');
      after = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' }));
      expect(after.round).toMatchObject({ status: 'settled', win: 112.5, outcome: { end: 'cashed-out', multiplier: 1.125 } });
    } else expect(after.round).toMatchObject({ status: 'settled', win: 0, outcome: { end: 'lost', hit: 7 } });
    expect(after.session.balance).toBe(balance - 100 + after.round.win);
    const { round } = after;
    const verified = await post('/casino-api/games/verify', {
      engine: 'mines', game: 'mines', serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce, choice: round.picks,
    });
    expect(f.t.json(verified)).toEqual({ seedMatchesHash: true, outcome: round.outcome });
    // The board is the floats' shuffle: anyone can recompute the mines from the revealed seed.
    const floats = roundFloats({ serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce }, 24);
    expect(round.outcome!['minePositions']).toEqual(minePositions(floats, 3));
  });

  it('real money: the stake at the deal, one win at the settlement, the account moves by exactly stake − win; a repeated key does not act twice', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'mines-x');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const { round, spent } = await dealToSafeTile(sessionId, 50, real);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - spent * 100);
    const again = await play(sessionId, { stake: 50, choice: { mines: 1 } }, real());
    expect(codeOf(again)).toEqual([409, 'round_in_progress']);
    const key = real();
    const cashed = f.t.json<Play>(await act(sessionId, { roundId: round.roundId, action: 'cashout' }, key));
    const repeat = f.t.json<Play>(await act(sessionId, { roundId: round.roundId, action: 'cashout' }, key));
    expect(repeat.round).toEqual(cashed.round);
    // One mine, one safe tile: 0.99 × 25 / 24 = 1.03125 → 1.0312; 50.00 × 1.0312 = 51.56.
    expect(cashed.round).toMatchObject({ status: 'settled', win: 51.56, outcome: { end: 'cashed-out', multiplier: minesMultiplier(1, 1) } });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - spent * 100 + 5156);
  });

  it('bad picks: 400 for a bad mine count or a tile off the board, 409 for a tile twice, a cash out before any tile and a move after the end', async () => {
    const { sessionId, balance } = await launchDemo('mines');
    expect(codeOf(await play(sessionId, { stake: 100, choice: { mines: 25 } }))).toEqual([400, 'mines_count_invalid']);
    expect(codeOf(await play(sessionId, { stake: 100, choice: { mines: 0 } }))).toEqual([400, 'mines_count_invalid']);
    expect(codeOf(await play(sessionId, { stake: 100 }))).toEqual([400, 'mines_count_invalid']);
    expect(f.t.json<{ balance: number }>(await f.t.app.inject(`/casino-api/games/sessions/${sessionId}`)).balance).toBe(balance);
    const dealt = f.t.json<Play>(await play(sessionId, { stake: 100, choice: { mines: 1 } }));
    expect(codeOf(await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' }))).toEqual([409, 'mines_reveal_first']);
    for (const action of ['reveal-25', 'reveal--1', 'reveal-x', 'mines-24']) expect(codeOf(await act(sessionId, { roundId: dealt.round.roundId, action })), action).toEqual([400, 'mines_action_invalid']);
    expect(codeOf(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-3', hold: [1] }))).toEqual([400, 'mines_action_invalid']);
    const first = f.t.json<Play>(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-3' }));
    if (first.round.status === 'open') {
      expect(codeOf(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-3' }))).toEqual([409, 'mines_tile_revealed']);
      await act(sessionId, { roundId: dealt.round.roundId, action: 'cashout' });
    }
    expect(codeOf(await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-4' }))).toEqual([409, 'round_closed']);
    // The longest round (one mine, 24 tiles after the deal) verifies: its 25 actions fit the request.
    const settled = f.t.json<Play>(await f.t.app.inject(`/casino-api/games/sessions/${sessionId}/rounds/${dealt.round.roundId}`)).round;
    const everyTile = [{ action: 'mines-1' }, ...Array.from({ length: 24 }, (_, tile) => ({ action: `reveal-${tile}` }))];
    const long = await post('/casino-api/games/verify', {
      engine: 'mines', game: 'mines', serverSeed: settled.serverSeed, serverSeedHash: settled.serverSeedHash, clientSeed: settled.clientSeed, nonce: settled.nonce, choice: { actions: everyTile },
    });
    expect(long.statusCode).toBe(200);
    expect(f.t.json<{ outcome: { over: boolean; mines: number } }>(long).outcome).toMatchObject({ over: true, mines: 1 });
    const refused = await act(sessionId, { roundId: dealt.round.roundId, action: 'reveal-99' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('a mines round the player leaves (sweep)', () => {
  const sweep = sweepContext();

  it('is cashed out by the sweep after its wait at its multiplier (left before any tile: the stake back), never before', () => {
    const { ctx, clock } = sweep;
    const seeds = { serverSeed: 'left-mines-seed', clientSeed: 'left-client' };
    const left = leftDemoSession(sweep, { gameId: casinoCatalogue().find('mines')!.id, engine: 'mines', seeds, nextNonce: 3 });
    // Round 2 opened two tiles that are safe on its board (3 mines).
    const mines = minePositions(roundFloats({ ...seeds, nonce: 2 }, 24), 3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile)).slice(0, 2);
    const voidRound = left(1, [{ action: 'mines-3' }]);
    const openedRound = left(2, [{ action: 'mines-3' }, ...safe.map((tile) => ({ action: `reveal-${tile}` }))]);
    const dealtAt = findRound(ctx, 's1', voidRound)!.started_at_ms;
    clock.set(dealtAt + STEP_ROUND_IDLE_MS - 1000);
    expect(sweepLeftStepRounds(ctx)).toBe(0);
    clock.set(dealtAt + STEP_ROUND_IDLE_MS + 1000);
    expect(sweepLeftStepRounds(ctx)).toBe(2);
    expect(findRound(ctx, 's1', voidRound)).toMatchObject({ status: 'settled', win: 2000 });
    const expectedWin = Math.floor(2000 * minesMultiplier(3, 2) + 1e-9);
    expect(expectedWin).toBe(2571);
    expect(findRound(ctx, 's1', openedRound)).toMatchObject({ status: 'settled', win: expectedWin });
    expect(findSession(ctx, 's1')!.demo_balance).toBe(2000 + expectedWin);
  });
});
