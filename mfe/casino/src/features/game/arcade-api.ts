/** The fishing shooter's and the virtual sports' shapes in the games' browser API: the server's schemas (@arena/contracts casino-arcade.ts, casino-head-to-head.ts). */
import type { BasketballPaytable, FishingOpenTable, FishingOutcome as SettledFishing, FishingPaytable, HeadToHeadPick, MatchPaytable, MatchPick, RacePaytable, TennisPaytable } from '@arena/domain';

export type { BasketballOutcome, FishKind, HeadToHeadPick, MatchOutcome, MatchPick, RaceOutcome, RunnerKind, TennisOutcome } from '@arena/domain';
export const ARCADE_ENGINES = ['fishing', 'virtual-match', 'virtual-race', 'virtual-tennis', 'virtual-basketball'] as const;
export type ArcadeEngine = (typeof ARCADE_ENGINES)[number];
/** Tennis's and basketball's markets: no draw; the winner or the total over/under the line. */
const HEAD_TO_HEAD_PICKS: readonly string[] = ['home', 'away', 'over', 'under'];

/** A priced pick of a virtual event: the match's 1X2, a race's runner, a head-to-head market. */
export type PricedPick<Pick> = Omit<MatchPaytable['picks'][number], 'pick'> & { pick: Pick };

/** The page's pick: football's 1X2 or a head-to-head market (each game offers its own). */
export type VirtualPick = MatchPick | HeadToHeadPick;

/** The choice of these families: fishing's stake per shot (the deal), the virtual sports' pick, the race's runner. */
export interface ArcadeChoice { shotStake?: number; pick?: VirtualPick; runner?: number }

/** A fishing round: the shots so far (open) or all of them (settled); multiplier is the return ÷ the round's price. */
export type FishingOutcome = FishingOpenTable | SettledFishing;
export type ArcadePaytable = FishingPaytable | MatchPaytable | RacePaytable | TennisPaytable | BasketballPaytable;

/** The play call's body: fishing buys its shots (the stake field is the stake per shot), the others back a pick. */
export function arcadeBody(engine: string, stake: number, choice: ArcadeChoice): { stake?: number; choice?: ArcadeChoice } | null {
  switch (engine) {
    case 'fishing': return { choice: { shotStake: stake } };
    case 'virtual-match': return { stake, choice: { pick: choice.pick ?? 'home' } };
    case 'virtual-race': return { stake, choice: { runner: choice.runner ?? 1 } };
    case 'virtual-tennis':
    case 'virtual-basketball':
      // A pick left over from football (the draw) is not a market here: back the home side.
      return { stake, choice: { pick: choice.pick && HEAD_TO_HEAD_PICKS.includes(choice.pick) ? choice.pick : 'home' } };
    default: return null;
  }
}
