/**
 * Virtual tennis and basketball through the browser API (issue 30): the catalogue's games by name run their
 * own models, a round plays for demo and real money (the account moves by exactly stake − win), the outcome
 * is the sport's (sets and games, quarters), verify replays it from the revealed seed, a draw is a clear 400.
 * And the hunting games publish the forest scene (the same shooter as fishing).
 */
import { describe, expect, it } from 'vitest';
import { gameRouteCalls, type Play } from '../wallet/game-route-test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';

interface Pick { pick: string; odds: number }

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { launchDemo, play, real, verify } = gameRouteCalls(() => f);
const oddsOf = (paytable: Record<string, unknown>, pick: string) => (paytable['picks'] as Pick[]).find((p) => p.pick === pick)!.odds;

describe('virtual tennis', () => {
  it('demo: the match is played in sets and games, the total games market pays the published odds over the line', async () => {
    const { sessionId, game, paytable } = await launchDemo('virtual-tennis');
    expect(game.engine).toBe('virtual-tennis');
    expect((paytable['picks'] as Pick[]).map((p) => p.pick)).toEqual(['home', 'away', 'over', 'under']);
    const answer = await play(sessionId, { stake: 50, choice: { pick: 'over' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { round, session } = f.t.json<Play>(answer);
    const outcome = round.outcome as { sets: Array<[number, number]>; setsWon: [number, number]; games: unknown[]; totalGames: number; line: number; odds: number };
    expect(outcome.line).toBe(paytable['line']);
    expect(outcome.odds).toBe(oddsOf(paytable, 'over'));
    expect(Math.max(...outcome.setsWon)).toBe(2);
    expect(outcome.games).toHaveLength(outcome.totalGames);
    expect(outcome.sets.flat().reduce((a, b) => a + b, 0)).toBe(outcome.totalGames);
    expect(round.win).toBeCloseTo(outcome.totalGames > outcome.line ? Math.floor(50 * outcome.odds * 100) / 100 : 0, 6);
    expect(session.balance).toBeCloseTo(10_000 - 50 + round.win, 6);
  }, 30_000);

  it('real money: the account moves by exactly stake − win and verify replays the match from the seeds', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'virtual-tennis-express');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const { round } = f.t.json<Play>(await play(sessionId, { stake: 25, choice: { pick: 'home' } }, real()));
    expect(round).toMatchObject({ status: 'settled', stake: 25 });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 2500 + Math.round(round.win * 100));
    expect(f.t.json(await verify('virtual-tennis', 'virtual-tennis-express', round, { pick: 'home' }))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  }, 30_000);
});

describe('virtual basketball', () => {
  it('demo: four quarters (overtime when level), the winner pays the published odds', async () => {
    const { sessionId, game, paytable } = await launchDemo('virtual-basketball');
    expect(game.engine).toBe('virtual-basketball');
    const { round, session } = f.t.json<Play>(await play(sessionId, { stake: 10, choice: { pick: 'away' } }));
    const outcome = round.outcome as { periods: Array<[number, number]>; score: [number, number]; winner: string; odds: number };
    expect(outcome.periods.length).toBeGreaterThanOrEqual(4);
    expect(outcome.score[0]).not.toBe(outcome.score[1]);
    expect(outcome.odds).toBe(oddsOf(paytable, 'away'));
    expect(round.win).toBeCloseTo(outcome.winner === 'away' ? Math.floor(10 * outcome.odds * 100) / 100 : 0, 6);
    expect(session.balance).toBeCloseTo(10_000 - 10 + round.win, 6);
  }, 30_000);

  it('real money: the account moves by exactly stake − win and verify replays the game from the seeds', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'virtual-basketball');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const { round } = f.t.json<Play>(await play(sessionId, { stake: 40, choice: { pick: 'under' } }, real()));
    expect(round).toMatchObject({ status: 'settled', stake: 40 });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 4000 + Math.round(round.win * 100));
    expect(f.t.json(await verify('virtual-basketball', 'virtual-basketball', round, { pick: 'under' }))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  }, 30_000);

  it.each([['virtual-basketball', 'draw'], ['virtual-tennis', 'draw'], ['virtual-tennis', undefined]])('%s pick %s → 400 virtual_market_invalid', async (slug, pick) => {
    const { sessionId } = await launchDemo(slug);
    const answer = await play(sessionId, { stake: 10, choice: pick ? { pick } : {} });
    expect(answer.statusCode).toBe(400);
    expect(f.t.json<{ code: string; message: string }>(answer)).toMatchObject({ code: 'virtual_market_invalid', message: expect.stringMatching(/.{10}/) });
  }, 30_000);
});

describe('hunting games shoot in the forest', () => {
  it.each([['duck-hunter', 'forest'], ['safari-hunt-deluxe', 'forest'], ['ocean-king', 'sea'], ['golden-carp', 'sea']])('%s → scene %s (same fishing shooter)', async (slug, scene) => {
    const { game, paytable } = await launchDemo(slug);
    expect(game.engine).toBe('fishing');
    expect(paytable['scene']).toBe(scene);
  }, 30_000);
});
