/**
 * Fishing (arcade shooter, issue 30): the player buys a round of FISHING_SHOTS shots at a stake per shot and
 * shoots them one at a time at the fish swimming by. Each kind of fish pays its multiplier of the shot's stake
 * when hit and is hit with probability p = FISHING_RTP / multiplier, so every kind returns exactly the same
 * (96 %) and the aim is a matter of taste, not of skill. Shot i is hit when the round's fair float i is under
 * the kind's p. The browser only names the kind it aimed at (`shoot-<kind>`); the floats decide. The round
 * is a multi-step round (step-rounds.ts): the deal takes the whole price (shots × stake per shot), each shot is
 * an action with its own Idempotency-Key, and a round the player leaves is shot out at the smallest fish.
 */
import { shooterSceneOf, type ShooterScene } from '@arena/domain';
import type { EngineFamily, FamilyParams, StepAction, StepRules } from './family.ts';

export const FISHING_SHOTS = 10;
export const FISHING_RTP = 0.96;
export const FISH_KINDS = ['clownfish', 'pufferfish', 'turtle', 'shark', 'whale'] as const;
export type FishKind = (typeof FISH_KINDS)[number];
export type FishingTable = 'low' | 'medium' | 'high';

/** × the shot's stake per kind (FISH_KINDS order), per table (the game's volatility). */
export const FISH_PAYS: Readonly<Record<FishingTable, readonly number[]>> = {
  low: [2, 3, 5, 8, 12],
  medium: [2, 4, 8, 20, 40],
  high: [3, 8, 20, 60, 150],
};

const SHOOT = 'shoot-';
/** The kind a `shoot-<kind>` action aims at, or null when it names no fish. */
export const aimedKind = (action: StepAction): FishKind | null => {
  const kind = action.action.startsWith(SHOOT) ? action.action.slice(SHOOT.length) : '';
  return (FISH_KINDS as readonly string[]).includes(kind) && action.hold === undefined ? (kind as FishKind) : null;
};

/** The chance a shot at a fish paying `pays` hits: the same return for every kind. */
export const hitChance = (pays: number): number => FISHING_RTP / pays;

export interface FishingShot {
  kind: FishKind;
  hit: boolean;
  /** × the shot's stake this shot won (0 on a miss). */
  pays: number;
}

export interface FishingOutcome {
  shots: FishingShot[];
  shotsLeft: number;
  over: boolean;
  /** Total return ÷ the round's price (Σ pays of the hits ÷ shots). */
  multiplier: number;
}

const tableOf = (params: FamilyParams): FishingTable => (params['table'] as FishingTable | undefined) ?? 'medium';
/** The pictures only (@arena/domain shooterSceneOf: hunting games shoot game animals in a forest). */
const sceneOf = (params: FamilyParams): ShooterScene => (params['scene'] === 'forest' ? 'forest' : 'sea');

/** The round after these shots: shot i at kind k is a hit when float i < p(k). */
export function fishingOutcome(floats: readonly number[], table: FishingTable, actions: readonly StepAction[]): FishingOutcome {
  const shots = actions.slice(0, FISHING_SHOTS).map((action, i): FishingShot => {
    const kind = aimedKind(action) ?? 'clownfish';
    const pays = FISH_PAYS[table][FISH_KINDS.indexOf(kind)]!;
    const hit = (floats[i] ?? 1) < hitChance(pays);
    return { kind, hit, pays: hit ? pays : 0 };
  });
  const won = shots.reduce((sum, shot) => sum + shot.pays, 0);
  return { shots, shotsLeft: FISHING_SHOTS - shots.length, over: shots.length >= FISHING_SHOTS, multiplier: won / FISHING_SHOTS };
}

const steps: StepRules = {
  actionProblem: (action) => (aimedKind(action) ? null : 'fishing_target_invalid'),
  outOfTurn: (_floats, _params, actions) => (actions.length >= FISHING_SHOTS ? 'round_closed' : null),
  // The deal takes the whole round's price: a shot never takes more.
  stakeUnits: () => 1,
  finished: (_floats, _params, actions) => actions.length >= FISHING_SHOTS,
  // Shots already fired are settled facts; the floats of the shots to come stay secret.
  openView: (floats, params, actions) => fishingOutcome(floats, tableOf(params), actions),
  closingAction: { action: `${SHOOT}clownfish` },
};

export interface FishingChoice {
  /** The deal: the stake of one shot (major units); the round costs FISHING_SHOTS of them. */
  shotStake?: number;
  /** Verify: the shots the round was played with. */
  actions?: StepAction[];
}

export const fishingFamily: EngineFamily<FishingChoice, FishingOutcome> = {
  floats: () => FISHING_SHOTS,
  outcome: (floats, params, choice) => fishingOutcome(floats, tableOf(params), choice?.actions ?? []),
  paytable: (params) => ({
    rtp: FISHING_RTP,
    table: tableOf(params),
    scene: sceneOf(params),
    shots: FISHING_SHOTS,
    fish: FISH_KINDS.map((kind, i) => {
      const pays = FISH_PAYS[tableOf(params)][i]!;
      return { kind, pays, chance: hitChance(pays) };
    }),
  }),
  choiceProblem(choice) {
    const { shotStake, actions } = (choice ?? {}) as FishingChoice;
    if (actions !== undefined) return Array.isArray(actions) && actions.length <= FISHING_SHOTS && actions.every((a) => aimedKind(a)) ? null : 'fishing_target_invalid';
    return typeof shotStake === 'number' && Number.isFinite(shotStake) && shotStake > 0 ? null : 'fishing_shot_stake_invalid';
  },
  // The round's price is its shots: the stake is FISHING_SHOTS × the stake per shot, each on the currency's grid.
  amountsOf: (choice) => (choice.actions ? [] : Array.from({ length: FISHING_SHOTS }, () => choice.shotStake ?? Number.NaN)),
  paramsOf: (game) => ({ table: game.volatility, scene: shooterSceneOf(game.slug) }),
  steps,
};
