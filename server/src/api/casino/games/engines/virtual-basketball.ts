/**
 * Virtual basketball (issue 30): four quarters of QUARTER_POSSESSIONS possessions a side, home and away
 * alternating; possession i reads float i and scores 3, 2, 1 (free throws) or 0 points against the side's
 * published chances (the game's parameters). Tied after the fourth quarter: overtimes of OVERTIME_POSSESSIONS a
 * side, at most MAX_OVERTIMES; still tied after the last, one float settles it at the exact chance of winning
 * an endless run of overtimes, w / (w + l) (w, l: home out- or underscoring one overtime), and the winner's last
 * free throw is the extra point — so there is no draw and a round reads a bounded number of floats.
 * Markets: the winner (overtime included) and the total points of regulation time over/under the line.
 * The exact chances come from convolving the possession-score distribution (basketball-chances.ts).
 */
import { MAX_OVERTIMES, OVERTIME_POSSESSIONS, QUARTER_POSSESSIONS, QUARTERS, basketballChances, pointsOf, possessionChances } from './basketball-chances.ts';
import type { EngineFamily, FamilyParams } from './family.ts';
import { type HeadToHeadPick, HEAD_TO_HEAD_PICKS, headToHeadChoiceProblem, settleHeadToHead } from './virtual-head-to-head.ts';
import { declaredRtp, priced } from './virtual-odds.ts';

export const BASKETBALL_FLOATS = 2 * (QUARTERS * QUARTER_POSSESSIONS + MAX_OVERTIMES * OVERTIME_POSSESSIONS) + 1;

export interface Basket {
  /** 1–4 the quarters, 5 on the overtimes. */
  period: number;
  side: 'home' | 'away';
  points: number;
}

export interface BasketballOutcome {
  baskets: Basket[];
  /** Points per period, [home, away]. */
  periods: Array<[number, number]>;
  score: [number, number];
  regulationTotal: number;
  /** True when the last overtime ended level and the final free throw settled it. */
  decidedAtLine: boolean;
  line: number;
  winner: 'home' | 'away';
  pick: HeadToHeadPick;
  odds: number;
  multiplier: number;
}

export function playBasketball(floats: readonly number[], params: FamilyParams) {
  const chances = { home: possessionChances(params, 'home'), away: possessionChances(params, 'away') };
  let at = 0;
  const baskets: Basket[] = [];
  const periods: Array<[number, number]> = [];
  const score: [number, number] = [0, 0];
  const playPeriod = (possessions: number) => {
    const period: [number, number] = [0, 0];
    for (let i = 0; i < 2 * possessions; i++) {
      const side = i % 2 === 0 ? 'home' : 'away';
      const points = pointsOf(floats[at++] ?? 1, chances[side]);
      if (points === 0) continue;
      period[side === 'home' ? 0 : 1] += points;
      baskets.push({ period: periods.length + 1, side, points });
    }
    periods.push(period);
    score[0] += period[0];
    score[1] += period[1];
  };
  for (let q = 0; q < QUARTERS; q++) playPeriod(QUARTER_POSSESSIONS);
  const regulationTotal = score[0] + score[1];
  while (score[0] === score[1] && periods.length < QUARTERS + MAX_OVERTIMES) playPeriod(OVERTIME_POSSESSIONS);
  let decidedAtLine = false;
  if (score[0] === score[1]) {
    // The last float, past every possession's (the float budget keeps it apart from them).
    const homeWins = (floats[BASKETBALL_FLOATS - 1] ?? 1) < basketballChances(params).overtimeHomeWins;
    const side = homeWins ? 'home' : 'away';
    score[homeWins ? 0 : 1] += 1;
    periods.at(-1)![homeWins ? 0 : 1] += 1;
    baskets.push({ period: periods.length, side, points: 1 });
    decidedAtLine = true;
  }
  const winner: 'home' | 'away' = score[0] > score[1] ? 'home' : 'away';
  return { baskets, periods, score, regulationTotal, decidedAtLine, winner };
}

const PRICES = new Map<string, { line: number; picks: ReturnType<typeof priced<HeadToHeadPick>> }>();

export function basketballPrices(params: FamilyParams) {
  const key = JSON.stringify(params);
  let prices = PRICES.get(key);
  if (!prices) {
    const exact = basketballChances(params);
    prices = { line: exact.line, picks: priced(HEAD_TO_HEAD_PICKS.map((pick) => [pick, exact.chances[pick]] as const)) };
    PRICES.set(key, prices);
  }
  return prices;
}

export function basketballOutcome(floats: readonly number[], params: FamilyParams, pick: HeadToHeadPick): BasketballOutcome {
  const game = playBasketball(floats, params);
  const { line, picks } = basketballPrices(params);
  return { ...game, line, ...settleHeadToHead(picks, pick, game.winner, game.regulationTotal, line) };
}

export const basketballFamily: EngineFamily<{ pick: HeadToHeadPick }, BasketballOutcome> = {
  floats: () => BASKETBALL_FLOATS,
  outcome: (floats, params, choice) => basketballOutcome(floats, params, choice.pick),
  paytable(params) {
    const { line, picks } = basketballPrices(params);
    return {
      rtp: declaredRtp(picks), quarters: QUARTERS, possessions: QUARTER_POSSESSIONS, overtimePossessions: OVERTIME_POSSESSIONS,
      home: possessionChances(params, 'home'), away: possessionChances(params, 'away'), line, picks,
    };
  },
  choiceProblem: headToHeadChoiceProblem,
  // A side's shooting by the game: threes 10–13 %, twos 38–44 %, free throws 8 % of possessions (~1.1 points each).
  paramsOf: (game) => {
    const side = (k: number) => ({ three: (10 + (k % 4)) / 100, two: (38 + ((k * 3) % 7)) / 100 });
    const home = side(game.id * 7);
    const away = side(game.id * 13 + 1);
    return { home3: home.three, home2: home.two, home1: 0.08, away3: away.three, away2: away.two, away1: 0.08 };
  },
};
