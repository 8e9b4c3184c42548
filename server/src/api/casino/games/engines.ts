/**
 * The engines behind the catalogue's games, one entry point per job: the outcome of a round from its seed pair
 * (the same function the verify call runs), and the published paytable the game page shows. Slot, crash and
 * keno have their own modules here; every other family is an entry of the registry (engines/registry.ts).
 */
import type { CasinoEngine, CasinoGame, CasinoPaytable, FamilyOutcome, FamilyPaytable, RoundOutcome as WireRoundOutcome } from '@arena/domain';
import { CRASH_GROWTH, CRASH_HOUSE_EDGE, CRASH_MAX_MULTIPLIER, CRASH_RTP, crashPointOf } from './crash-engine.ts';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS, kenoOutcome, kenoRtp } from './keno-engine.ts';
import { roundFloats, seedMatchesHash, type SeedPair } from './provably-fair.ts';
import { classicSlotOf, slotOutcome } from './slot-engine.ts';
import { CLASSIC_VOLATILITIES, PAYLINES, SLOT_SYMBOLS } from './slot-paytable.ts';
import type { FamilyParams } from './engines/family.ts';
import { familyOf, isFamily } from './engines/registry.ts';

/** The engines are the catalogue contract's (a game's `engine` field names the one that runs it). */
export type EngineName = CasinoEngine;

/** The outcome of a round (the wire shape of @arena/contracts casino-rounds.ts: one entry per family there). */
export type RoundOutcome = WireRoundOutcome;

/** What a round was played with: keno picks, or a family's choice and the game's parameters. */
export interface RoundInput {
  picks?: readonly number[];
  choice?: unknown;
  params?: FamilyParams;
}

/** The game's parameters for its engine (a classic slot's volatility picks its table; none for crash and keno). */
export const paramsOfGame = (game: Pick<CasinoGame, 'id' | 'volatility' | 'subcategory' | 'engine'>): FamilyParams =>
  isFamily(game.engine) ? familyOf(game.engine).paramsOf(game) : game.engine === 'slot' ? { volatility: game.volatility } : {};

/** The outcome of one round: a pure function of the engine, the seed pair and what the round was played with. */
export function outcomeOf(engine: EngineName, seeds: SeedPair, input: RoundInput = {}): RoundOutcome {
  if (isFamily(engine)) {
    const family = familyOf(engine);
    const params = input.params ?? {};
    // The registry types families loosely; family-contracts.test.ts holds each family's outcome and paytable to the contract.
    return { ...family.outcome(roundFloats(seeds, family.floats(params)), params, input.choice ?? null), engine } as FamilyOutcome;
  }
  switch (engine) {
    case 'slot': {
      // Without a game (older verify calls) the medium table: Fruit Fiesta 5's, the one every classic round used before issue 30.
      const slot = slotOutcome(roundFloats(seeds, 5), input.params?.['volatility'] ?? 'medium');
      return { engine, slot, multiplier: slot.multiplier };
    }
    case 'keno': {
      const picks = input.picks ?? [];
      const keno = kenoOutcome(picks, roundFloats(seeds, KENO_DRAWN));
      return { engine, keno, picks: [...picks], multiplier: keno.multiplier };
    }
    case 'crash':
      return { engine, crashPoint: crashPointOf(roundFloats(seeds, 1)[0]!) };
  }
}

export interface VerifyInput extends SeedPair, RoundInput {
  engine: EngineName;
  serverSeedHash: string;
}

/** What anyone can check after a round: the seed is the one committed to, and the outcome it gives. */
export function verifyRound(input: VerifyInput): { seedMatchesHash: boolean; outcome: RoundOutcome } {
  return { seedMatchesHash: seedMatchesHash(input.serverSeed, input.serverSeedHash), outcome: outcomeOf(input.engine, input, input) };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
/** The published paytable of an engine for a game's parameters (served by the API, shown in the game). */
export function paytableOf(engine: EngineName, params: FamilyParams = {}): CasinoPaytable {
  if (isFamily(engine)) return { engine, ...familyOf(engine).paytable(params) } as FamilyPaytable;
  switch (engine) {
    case 'slot': {
      const { table, strips } = classicSlotOf(params['volatility']);
      return {
        engine,
        rtp: table.rtp,
        volatility: CLASSIC_VOLATILITIES.find((v) => v === params['volatility']) ?? 'medium',
        symbols: [...SLOT_SYMBOLS],
        linePays: Object.entries(table.linePays).map(([symbol, pays]) => ({ symbol: SLOT_SYMBOLS[Number(symbol)]!, pays: [...pays] })),
        scatterPays: [...table.scatterPays],
        paylines: PAYLINES.map((line) => [...line]),
        reelStrips: strips.map((strip) => Array.from(strip, (s) => SLOT_SYMBOLS[s]!)),
      };
    }
    case 'keno':
      return {
        engine,
        rtp: round4(kenoRtp(KENO_MAX_PICKS)),
        numbers: KENO_NUMBERS,
        drawn: KENO_DRAWN,
        maxPicks: KENO_MAX_PICKS,
        pays: Object.entries(KENO_PAYS).map(([picks, pays]) => ({ picks: Number(picks), pays: [...pays], rtp: round4(kenoRtp(Number(picks))) })),
      };
    case 'crash':
      return { engine, rtp: CRASH_RTP, houseEdge: CRASH_HOUSE_EDGE, growthPerSecond: CRASH_GROWTH, maxMultiplier: CRASH_MAX_MULTIPLIER };
  }
}

/** A game's published paytable (its engine with its own parameters). */
export const paytableOfGame = (game: Pick<CasinoGame, 'id' | 'volatility' | 'subcategory' | 'engine'>) => paytableOf(game.engine, paramsOfGame(game));
