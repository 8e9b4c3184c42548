/** The fishing shooter's and the virtual sports' shapes in the games' browser API: the server's schemas (@arena/contracts casino-arcade.ts). */
import type { FishingOpenTable, FishingOutcome as SettledFishing, FishingPaytable, MatchPaytable, MatchPick, RacePaytable } from '@arena/domain';

export type { FishKind, MatchOutcome, MatchPick, RaceOutcome, RunnerKind } from '@arena/domain';
export const ARCADE_ENGINES = ['fishing', 'virtual-match', 'virtual-race'] as const;
export type ArcadeEngine = (typeof ARCADE_ENGINES)[number];

/** A priced pick of a virtual event: the match's 1X2 or a race's runner. */
export type PricedPick<Pick> = Omit<MatchPaytable['picks'][number], 'pick'> & { pick: Pick };

/** The choice of these families: fishing's stake per shot (the deal), the match's 1X2 pick, the race's runner. */
export interface ArcadeChoice { shotStake?: number; pick?: MatchPick; runner?: number }

/** A fishing round: the shots so far (open) or all of them (settled); multiplier is the return ÷ the round's price. */
export type FishingOutcome = FishingOpenTable | SettledFishing;
export type ArcadePaytable = FishingPaytable | MatchPaytable | RacePaytable;

/** The play call's body: fishing buys its shots (the stake field is the stake per shot), the others back a pick. */
export function arcadeBody(engine: string, stake: number, choice: ArcadeChoice): { stake?: number; choice?: ArcadeChoice } | null {
  switch (engine) {
    case 'fishing': return { choice: { shotStake: stake } };
    case 'virtual-match': return { stake, choice: { pick: choice.pick ?? 'home' } };
    case 'virtual-race': return { stake, choice: { runner: choice.runner ?? 1 } };
    default: return null;
  }
}
