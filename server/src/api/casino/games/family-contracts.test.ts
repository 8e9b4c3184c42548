/**
 * Every engine family is in the shared contracts (issue 27, "schemas once"): its name is a CasinoEngine, its
 * published paytable fits CasinoPaytable, and the play call's choice takes its fields. A family added to the
 * registry without its entries in @arena/contracts (casino-rounds.ts, casino-games.ts) fails here by name,
 * before a route answers it with a 500 (the serialiser knows no such shape). And nothing a family publishes
 * is left out of its schema: the answer's serialiser drops what the schema does not name, so the page would
 * silently lose it (Value.Clean drops the same).
 */
import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CasinoEngine, CasinoPaytable, FamilyChoice, OpenRoundState, PlayRequest, RoundOutcome } from '@arena/contracts';
import type { CasinoGame } from '@arena/domain';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { outcomeOf, paramsOfGame, paytableOfGame } from './engines.ts';
import type { FamilyParams } from './engines/family.ts';
import { FAMILY_NAMES, familyOf, isFamily, stepsOf } from './engines/registry.ts';
import { roundFloats } from './provably-fair.ts';

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

/** A choice each family accepts for a game's parameters (families that need none take null). */
const SAMPLE_CHOICES: Record<string, (params: FamilyParams) => unknown> = {
  roulette: () => ({ bets: [{ type: 'red', amount: 10 }] }),
  dice: () => ({ target: 50 }),
  wheel: () => ({ mark: 3 }),
  baccarat: () => ({ side: 'banker' }),
  blackjack: () => ({ actions: [{ action: 'stand' }] }),
  'video-poker': () => ({ actions: [{ action: 'draw', hold: [0, 1] }] }),
  bingo: () => ({ cards: 2 }),
  lottery: (params) => ({ numbers: params['format'] === '5/36' ? [3, 9, 17, 24, 36] : [1, 7, 13, 28, 41, 49] }),
  hilo: () => ({ actions: [{ action: 'higher' }, { action: 'lower' }] }),
  fishing: () => ({ actions: [{ action: 'shoot-clownfish' }, { action: 'shoot-whale' }] }),
  'virtual-match': () => ({ pick: 'draw' }),
  'virtual-race': () => ({ runner: 2 }),
  'virtual-tennis': () => ({ pick: 'over' }),
  'virtual-basketball': () => ({ pick: 'away' }),
  mines: () => ({ actions: [{ action: 'mines-3' }, { action: 'reveal-0' }, { action: 'reveal-12' }] }),
};
const choiceOf = (engine: string, params: FamilyParams) => SAMPLE_CHOICES[engine]?.(params) ?? null;
/** Whether the schema leaves out part of the value (what it does not name, the serialiser drops). */
const drops = (schema: TSchema, value: unknown) => JSON.stringify(Value.Clean(schema, structuredClone(value))) !== JSON.stringify(value);

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
      const choice = choiceOf(engine, paramsOfGame(game));
      const input = engine === 'keno' ? { picks: [1, 2, 3] } : { choice, params: paramsOfGame(game) };
      if (!Value.Check(RoundOutcome, outcomeOf(game.engine, seeds, input))) misfits.push(`${engine}: outcome`);
      if (choice !== null && !Value.Check(PlayRequest, { stake: 10, choice })) misfits.push(`${engine}: choice`);
      // The sample is one the family itself plays (no schema-only choice).
      if (isFamily(engine) && familyOf(engine).choiceProblem(choice, paramsOfGame(game)) !== null) misfits.push(`${engine}: sample refused`);
    }
    expect(misfits).toEqual([]);
  });

  it('the contracts name everything a family publishes: its paytable, its outcome and an open round\'s table', () => {
    const lost: string[] = [];
    for (const [engine, games] of gamesByEngine()) {
      const game = games[0]!;
      const params = paramsOfGame(game);
      const input = engine === 'keno' ? { picks: [1, 2, 3] } : { choice: choiceOf(engine, params), params };
      if (drops(CasinoPaytable, paytableOfGame(game))) lost.push(`${engine}: paytable`);
      if (drops(RoundOutcome, outcomeOf(game.engine, seeds, input))) lost.push(`${engine}: outcome`);
      const steps = stepsOf(engine);
      if (steps && isFamily(engine)) {
        const floats = roundFloats(seeds, familyOf(engine).floats(params));
        const open = steps.openView(floats, params, []);
        if (!Value.Check(OpenRoundState, open)) lost.push(`${engine}: open table misfits`);
        if (drops(OpenRoundState, open)) lost.push(`${engine}: open table`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('the choice refuses a field no family takes', () => {
    expect(Value.Check(FamilyChoice, { target: 50 })).toBe(true);
    expect(Value.Check(FamilyChoice, { target: 50, jackpot: true })).toBe(false);
  });
});
