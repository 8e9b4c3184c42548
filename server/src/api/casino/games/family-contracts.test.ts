/**
 * Every engine family is in the shared contracts (issue 27, "schemas once"): its name is a CasinoEngine, its
 * published paytable fits CasinoPaytable, and the play call's choice takes its fields. A family added to the
 * registry without its entries in @arena/contracts (casino-rounds.ts, casino-games.ts) fails here by name,
 * before a route answers it with a 500 (the serialiser knows no such shape).
 */
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CasinoEngine, CasinoPaytable, FamilyChoice, PlayRequest, RoundOutcome } from '@arena/contracts';
import type { CasinoGame } from '@arena/domain';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { outcomeOf, paramsOfGame, paytableOfGame } from './engines.ts';
import { FAMILY_NAMES } from './engines/registry.ts';

/** One catalogue game per engine (the paytable depends on the game's parameters, so every game of it is checked). */
function gamesByEngine(): Map<string, CasinoGame[]> {
  const byEngine = new Map<string, CasinoGame[]>();
  for (let page = 1, more = true; more; page++) {
    const answer = casinoCatalogue().list({}, { page, pageSize: 100 });
    for (const game of answer.games) byEngine.set(game.engine, [...(byEngine.get(game.engine) ?? []), game]);
    more = answer.hasMore;
  }
  return byEngine;
}

/** A choice each family accepts (families that need none take null). */
const SAMPLE_CHOICES: Record<string, unknown> = {
  roulette: { bets: [{ type: 'red', amount: 10 }] },
  dice: { target: 50 },
  wheel: { mark: 3 },
  baccarat: { side: 'banker' },
  blackjack: { actions: [{ action: 'stand' }] },
  'video-poker': { actions: [{ action: 'draw', hold: [0, 1] }] },
};

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'contract-check', nonce: 1 };

describe('engine families in @arena/contracts', () => {
  it('every family of the registry is a CasinoEngine', () => {
    expect(FAMILY_NAMES.filter((name) => !Value.Check(CasinoEngine, name))).toEqual([]);
  });

  it("every catalogue game's paytable fits CasinoPaytable", () => {
    const misfits = [...gamesByEngine()].flatMap(([engine, games]) => games.filter((game) => !Value.Check(CasinoPaytable, paytableOfGame(game))).map((game) => `${engine}: ${game.slug}`));
    expect(misfits).toEqual([]);
  });

  it("every family's settled outcome fits RoundOutcome, and its sample choice fits the play call", () => {
    const misfits: string[] = [];
    for (const [engine, games] of gamesByEngine()) {
      const game = games[0]!;
      const choice = SAMPLE_CHOICES[engine] ?? null;
      const input = engine === 'keno' ? { picks: [1, 2, 3] } : { choice, params: paramsOfGame(game) };
      if (!Value.Check(RoundOutcome, outcomeOf(game.engine, seeds, input))) misfits.push(`${engine}: outcome`);
      if (choice !== null && !Value.Check(PlayRequest, { stake: 10, choice })) misfits.push(`${engine}: choice`);
    }
    expect(misfits).toEqual([]);
  });

  it('the choice refuses a field no family takes', () => {
    expect(Value.Check(FamilyChoice, { target: 50 })).toBe(true);
    expect(Value.Check(FamilyChoice, { target: 50, jackpot: true })).toBe(false);
  });
});
