/**
 * Casino tournaments, as data. Each runs in repeating periods on the server clock (UTC days, ISO weeks,
 * calendar months); the score is the sum of a player's real-money stakes in the tournament's games during
 * the period (rolled-back rounds do not count), in roubles at the rate table. Prizes are shares of the pool.
 */
export type TournamentPeriod = 'day' | 'week' | 'month';

export interface TournamentDef {
  id: string;
  name: { ru: string; en: string };
  description: { ru: string; en: string };
  /** Catalogue slugs of the games whose stakes count. */
  games: readonly string[];
  period: TournamentPeriod;
  /** Prize pool in RUB and the share of each place, best first. */
  prizePoolRub: number;
  prizeShares: readonly number[];
}

export const TOURNAMENTS: readonly TournamentDef[] = [
  {
    id: 'fruit-fiesta-sprint',
    name: { ru: 'Фруктовый спринт', en: 'Fruit Fiesta Sprint' },
    description: {
      ru: 'Неделя ставок в «Фруктовой фиесте 5»: чем больше сумма ваших ставок на деньги, тем выше место. Призы получают пять лучших.',
      en: 'A week of spins in Fruit Fiesta 5: the more you stake for real money, the higher you climb. The top five share the prizes.',
    },
    games: ['fruit-fiesta-5'],
    period: 'week',
    prizePoolRub: 100_000,
    prizeShares: [0.4, 0.25, 0.15, 0.1, 0.1],
  },
  {
    id: 'rocket-rally',
    name: { ru: 'Ракетное ралли', en: 'Rocket Rally' },
    description: {
      ru: 'Ежедневный турнир в «Ракете»: сумма ставок на деньги за день определяет место. Три призовых места.',
      en: 'A daily Rocket Crash race: your real-money stakes of the day decide your place. Three places win.',
    },
    games: ['rocket-crash'],
    period: 'day',
    prizePoolRub: 20_000,
    prizeShares: [0.5, 0.3, 0.2],
  },
  {
    id: 'originals-cup',
    name: { ru: 'Кубок Arena Originals', en: 'Arena Originals Cup' },
    description: {
      ru: 'Месячный турнир по всем играм Arena Originals: слот, ракета и кено. Десять призовых мест.',
      en: 'A monthly cup across every Arena Originals game: the slot, the rocket and keno. Ten places win.',
    },
    games: ['fruit-fiesta-5', 'rocket-crash', 'lucky-keno'],
    period: 'month',
    prizePoolRub: 500_000,
    prizeShares: [0.3, 0.2, 0.12, 0.09, 0.07, 0.06, 0.05, 0.04, 0.04, 0.03],
  },
];

/** The period containing `nowMs` (UTC): [start, end) in ms. */
export function periodAt(period: TournamentPeriod, nowMs: number): { start: number; end: number } {
  const now = new Date(nowMs);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return { start: day, end: day + 86_400_000 };
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * 86_400_000;
    return { start, end: start + 7 * 86_400_000 };
  }
  return { start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) };
}
