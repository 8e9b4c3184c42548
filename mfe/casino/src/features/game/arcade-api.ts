/** The fishing shooter's and the virtual sports' shapes in the games' browser API (server games/engines, issue 30). */
export const ARCADE_ENGINES = ['fishing', 'virtual-match', 'virtual-race'] as const;
export type ArcadeEngine = (typeof ARCADE_ENGINES)[number];

export type FishKind = 'clownfish' | 'pufferfish' | 'turtle' | 'shark' | 'whale';
export type MatchPick = 'home' | 'draw' | 'away';
export type RunnerKind = 'horse' | 'dog' | 'car';

export interface PricedPick<Pick> { pick: Pick; probability: number; odds: number; rtp: number }

export type ArcadePaytable =
  | { engine: 'fishing'; rtp: number; shots: number; fish: Array<{ kind: FishKind; pays: number; chance: number }> }
  | { engine: 'virtual-match'; rtp: number; minutes: number; picks: Array<PricedPick<MatchPick>> }
  | { engine: 'virtual-race'; rtp: number; runners: number; runnerKind: RunnerKind; checkpoints: number; picks: Array<PricedPick<number>> };

/** The choice of these families: fishing's stake per shot (the deal), the match's 1X2 pick, the race's runner. */
export interface ArcadeChoice { shotStake?: number; pick?: MatchPick; runner?: number }

export interface FishingShot { kind: FishKind; hit: boolean; pays: number }
/** A fishing round: the shots so far (open) or all of them (settled); multiplier is the return ÷ the round's price. */
export interface FishingOutcome { engine?: 'fishing'; shots: FishingShot[]; shotsLeft: number; over: boolean; multiplier: number }
export interface MatchOutcome { engine: 'virtual-match'; goals: Array<{ minute: number; side: 'home' | 'away' }>; score: [number, number]; result: MatchPick; pick: MatchPick; odds: number; multiplier: number }
export interface RaceOutcome { engine: 'virtual-race'; order: number[]; positions: number[][]; winner: number; runner: number; odds: number; multiplier: number }
export type ArcadeOutcome = (FishingOutcome & { engine: 'fishing' }) | MatchOutcome | RaceOutcome;

/** The play call's body: fishing buys its shots (the stake field is the stake per shot), the others back a pick. */
export function arcadeBody(engine: string, stake: number, choice: ArcadeChoice): { stake?: number; choice?: ArcadeChoice } | null {
  switch (engine) {
    case 'fishing': return { choice: { shotStake: stake } };
    case 'virtual-match': return { stake, choice: { pick: choice.pick ?? 'home' } };
    case 'virtual-race': return { stake, choice: { runner: choice.runner ?? 1 } };
    default: return null;
  }
}
