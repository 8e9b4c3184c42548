import type { ScoringKind } from '../contracts/betting.ts';

/** What a game says about its periods (the catalogue and the results send it). */
export interface PeriodShape {
  scoring?: ScoringKind | undefined;
  /** Regular periods; the ones after them are overtime. */
  regularPeriods?: number | undefined;
  /** The period that is a shootout when it is played (hockey), else null. */
  shootoutPeriod?: number | null | undefined;
}

/** A dictionary key and its number: "Set 3", "Period 2", "Overtime", "Overtime 2", "Shootout". */
export interface PeriodName {
  key: 'set_n' | 'period_n' | 'overtime' | 'overtime_n' | 'shootout';
  n: number;
}

/**
 * The name of a game's period (1-based) as the sport writes it: a set sport's periods are sets; a goal
 * sport's periods after the regular ones are overtimes, and the shootout is named as one. The results
 * and betting apps both write periods with it.
 */
export function periodName(game: PeriodShape, period: number): PeriodName {
  if (game.scoring === 'sets' || game.scoring === 'tennis') return { key: 'set_n', n: period };
  const regular = game.regularPeriods ?? Number.POSITIVE_INFINITY;
  if (period <= regular) return { key: 'period_n', n: period };
  if (game.shootoutPeriod === period) return { key: 'shootout', n: period };
  const overtime = period - regular;
  return overtime === 1 ? { key: 'overtime', n: 1 } : { key: 'overtime_n', n: overtime };
}

/** Whether the sport's clock means anything to a player: a set sport shows the set in play instead. */
export const showsMatchClock = (game: PeriodShape) => game.scoring !== 'sets' && game.scoring !== 'tennis';
