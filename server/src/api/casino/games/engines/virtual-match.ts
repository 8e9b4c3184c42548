/**
 * Virtual football (issue 30): a 90-minute match simulated minute by minute from the round's fair floats.
 * In minute m the float m decides: under `home` the home side scores, under `home + away` the away side, else
 * nothing happens. The game's parameters are the two sides' per-minute scoring chances (strengths by the
 * game), so the exact 1X2 probabilities come from the same model (a walk over the goal difference, 90
 * steps), and the odds are those probabilities less the margin (virtual-odds.ts). The player backs home,
 * draw or away; the match's events are part of the outcome, so the game page replays them minute by minute
 * and verify reproduces the whole match from the seeds.
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { declaredRtp, priced } from './virtual-odds.ts';

export const MATCH_MINUTES = 90;
export const MATCH_PICKS = ['home', 'draw', 'away'] as const;
export type MatchPick = (typeof MATCH_PICKS)[number];
/** Goals a match has on average (both sides): the sides share it by strength. */
const GOALS_PER_MATCH = 2.7;

export interface MatchGoal {
  minute: number;
  side: 'home' | 'away';
}

export interface MatchOutcome {
  goals: MatchGoal[];
  score: [number, number];
  result: MatchPick;
  pick: MatchPick;
  odds: number;
  multiplier: number;
}

const ratesOf = (params: FamilyParams) => ({ home: Number(params['home']), away: Number(params['away']) });

/** The exact probabilities of home win, draw and away win under the per-minute model. */
export function matchProbabilities(home: number, away: number): Record<MatchPick, number> {
  // dist[d + MATCH_MINUTES] = P(home goals − away goals = d) after the minutes so far.
  let dist = new Float64Array(2 * MATCH_MINUTES + 1);
  dist[MATCH_MINUTES] = 1;
  for (let minute = 0; minute < MATCH_MINUTES; minute++) {
    const next = new Float64Array(dist.length);
    for (let i = 0; i < dist.length; i++) {
      const p = dist[i]!;
      if (p === 0) continue;
      next[i + 1]! += p * home;
      next[i - 1]! += p * away;
      next[i]! += p * (1 - home - away);
    }
    dist = next;
  }
  let win = 0;
  let loss = 0;
  for (let i = 0; i < dist.length; i++) {
    if (i > MATCH_MINUTES) win += dist[i]!;
    else if (i < MATCH_MINUTES) loss += dist[i]!;
  }
  return { home: win, draw: dist[MATCH_MINUTES]!, away: loss };
}

/** Prices by the sides' rates: the walk runs once per game, not once per round. */
const PRICES = new Map<string, ReturnType<typeof priced<MatchPick>>>();

export function matchPrices(params: FamilyParams) {
  const { home, away } = ratesOf(params);
  const key = `${home}:${away}`;
  let prices = PRICES.get(key);
  if (!prices) {
    const p = matchProbabilities(home, away);
    prices = priced(MATCH_PICKS.map((pick) => [pick, p[pick]] as const));
    PRICES.set(key, prices);
  }
  return prices;
}

export function matchOutcome(floats: readonly number[], params: FamilyParams, pick: MatchPick): MatchOutcome {
  const { home, away } = ratesOf(params);
  const goals: MatchGoal[] = [];
  for (let minute = 0; minute < MATCH_MINUTES; minute++) {
    const u = floats[minute] ?? 1;
    if (u < home) goals.push({ minute: minute + 1, side: 'home' });
    else if (u < home + away) goals.push({ minute: minute + 1, side: 'away' });
  }
  const score: [number, number] = [goals.filter((g) => g.side === 'home').length, goals.filter((g) => g.side === 'away').length];
  const result: MatchPick = score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : 'draw';
  const odds = matchPrices(params).find((p) => p.pick === pick)!.odds;
  return { goals, score, result, pick, odds, multiplier: result === pick ? odds : 0 };
}

export interface MatchChoice {
  pick: MatchPick;
}

export const matchFamily: EngineFamily<MatchChoice, MatchOutcome> = {
  floats: () => MATCH_MINUTES,
  outcome: (floats, params, choice) => matchOutcome(floats, params, choice.pick),
  paytable(params) {
    const picks = matchPrices(params);
    return { rtp: declaredRtp(picks), minutes: MATCH_MINUTES, home: Number(params['home']), away: Number(params['away']), picks };
  },
  choiceProblem: (choice) => ((MATCH_PICKS as readonly unknown[]).includes((choice as Partial<MatchChoice> | null)?.pick) ? null : 'virtual_pick_invalid'),
  // The home side's share of the goals by the game (35 %–65 %, so some games have a clear favourite).
  paramsOf: (game) => {
    const share = 0.35 + ((game.id * 7) % 31) / 100;
    const perMinute = GOALS_PER_MATCH / MATCH_MINUTES;
    return { home: Math.round(perMinute * share * 1e6) / 1e6, away: Math.round(perMinute * (1 - share) * 1e6) / 1e6 };
  },
};
