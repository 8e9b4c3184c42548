/** The engine families of the house games as data: engine name → family (one file each in this folder). */
import { baccaratFamily } from './baccarat.ts';
import { diceFamily } from './dice.ts';
import type { EngineFamily } from './family.ts';
import { plinkoFamily } from './plinko.ts';
import { rouletteFamily } from './roulette.ts';
import { scratchFamily } from './scratch.ts';
import { wheelFamily } from './wheel.ts';
import { blackjackFamily } from './blackjack.ts';
import { videoPokerFamily } from './video-poker.ts';
import { slotWaysFamily } from './slot-ways.ts';
import { slotHoldFamily } from './slot-hold.ts';
import { bingoFamily } from './bingo.ts';
import { lotteryFamily } from './lottery.ts';
import { hiloFamily } from './hilo.ts';
import { fishingFamily } from './fishing.ts';
import { matchFamily } from './virtual-match.ts';
import { raceFamily } from './virtual-race.ts';
import { tennisFamily } from './virtual-tennis.ts';
import { basketballFamily } from './virtual-basketball.ts';
import { liveBlackjackFamily } from './live-blackjack.ts';
import { minesFamily } from './mines.ts';

export const FAMILIES = {
  roulette: rouletteFamily,
  dice: diceFamily,
  plinko: plinkoFamily,
  scratch: scratchFamily,
  wheel: wheelFamily,
  baccarat: baccaratFamily,
  blackjack: blackjackFamily,
  'video-poker': videoPokerFamily,
  'slot-ways': slotWaysFamily,
  'slot-hold': slotHoldFamily,
  bingo: bingoFamily,
  lottery: lotteryFamily,
  hilo: hiloFamily,
  fishing: fishingFamily,
  'virtual-match': matchFamily,
  'virtual-race': raceFamily,
  'virtual-tennis': tennisFamily,
  'virtual-basketball': basketballFamily,
  'live-blackjack': liveBlackjackFamily,
  mines: minesFamily,
} as const satisfies Record<string, EngineFamily<never, { multiplier: number }>>;

export type FamilyName = keyof typeof FAMILIES;
export const FAMILY_NAMES = Object.keys(FAMILIES) as FamilyName[];

export const isFamily = (engine: string): engine is FamilyName => engine in FAMILIES;

/** The family as the round service uses it (choice unchecked here: `choiceProblem` runs first). */
export const familyOf = (engine: FamilyName): EngineFamily<unknown, { multiplier: number }> => FAMILIES[engine] as EngineFamily<unknown, { multiplier: number }>;

/** A multi-step family's rules (blackjack, video poker), or null for one-call families. */
export const stepsOf = (engine: string) => (isFamily(engine) ? (familyOf(engine).steps ?? null) : null);
