/**
 * The four engines behind the catalogue's games, one entry point per job: the outcome of a round from its
 * seed pair (the same function the verify call runs), and the published paytable the game page shows.
 */
import type { CasinoEngine } from '@arena/domain';
import { CRASH_GROWTH, CRASH_HOUSE_EDGE, CRASH_MAX_MULTIPLIER, CRASH_RTP, crashPointOf } from './crash-engine.ts';
import { DEMO_WHEEL, demoOutcome, demoWheelRtp, type DemoOutcome } from './demo-engine.ts';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS, kenoOutcome, kenoRtp, type KenoOutcome } from './keno-engine.ts';
import { roundFloats, seedMatchesHash, type SeedPair } from './provably-fair.ts';
import { slotOutcome, type SlotOutcome } from './slot-engine.ts';
import { LINE_PAYS, PAYLINES, REEL_STRIPS, SCATTER_PAYS, SLOT_SYMBOLS } from './slot-paytable.ts';
import { exactSlotRtp } from './slot-rtp.ts';

/** The engines are the catalogue contract's (a game's `engine` field names the one that runs it). */
export type EngineName = CasinoEngine;

export type RoundOutcome =
  | { engine: 'slot'; slot: SlotOutcome; multiplier: number }
  | { engine: 'keno'; keno: KenoOutcome; picks: number[]; multiplier: number }
  | { engine: 'crash'; crashPoint: number }
  | { engine: 'generic-demo'; demo: DemoOutcome; multiplier: number };

/** Floats each engine reads from the stream. */
const FLOATS: Record<EngineName, number> = { slot: 5, keno: KENO_DRAWN, crash: 1, 'generic-demo': 1 };

/** The outcome of one round: a pure function of the engine, the seed pair and (keno) the picks. */
export function outcomeOf(engine: EngineName, seeds: SeedPair, picks: readonly number[] = []): RoundOutcome {
  const floats = roundFloats(seeds, FLOATS[engine]);
  switch (engine) {
    case 'slot': {
      const slot = slotOutcome(floats);
      return { engine, slot, multiplier: slot.multiplier };
    }
    case 'keno': {
      const keno = kenoOutcome(picks, floats);
      return { engine, keno, picks: [...picks], multiplier: keno.multiplier };
    }
    case 'crash':
      return { engine, crashPoint: crashPointOf(floats[0]!) };
    case 'generic-demo': {
      const demo = demoOutcome(floats);
      return { engine, demo, multiplier: demo.multiplier };
    }
  }
}

export interface VerifyInput extends SeedPair {
  engine: EngineName;
  serverSeedHash: string;
  picks?: number[];
}

/** What anyone can check after a round: the seed is the one committed to, and the outcome it gives. */
export function verifyRound(input: VerifyInput): { seedMatchesHash: boolean; outcome: RoundOutcome } {
  return { seedMatchesHash: seedMatchesHash(input.serverSeed, input.serverSeedHash), outcome: outcomeOf(input.engine, input, input.picks ?? []) };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
let slotRtpCache: number | null = null;

/** The published paytable of an engine (served by the API, shown in the game). */
export function paytableOf(engine: EngineName) {
  switch (engine) {
    case 'slot':
      slotRtpCache ??= round4(exactSlotRtp().total);
      return {
        engine,
        rtp: slotRtpCache,
        symbols: [...SLOT_SYMBOLS],
        linePays: Object.entries(LINE_PAYS).map(([symbol, pays]) => ({ symbol: SLOT_SYMBOLS[Number(symbol)]!, pays: [...pays] })),
        scatterPays: [...SCATTER_PAYS],
        paylines: PAYLINES.map((line) => [...line]),
        reelStrips: REEL_STRIPS.map((strip) => Array.from(strip, (s) => SLOT_SYMBOLS[s]!)),
      };
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
    case 'generic-demo':
      return { engine, rtp: round4(demoWheelRtp()), wheel: [...DEMO_WHEEL] };
  }
}
