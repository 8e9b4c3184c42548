/**
 * Markets of a game and their prices at a moment, and how each outcome settles on a final score.
 * Ids are stable strings `<gameId>-<market>-<outcome>` so a coupon can name an outcome across reloads.
 */
import type { BettingMarket, BettingOutcome, MarketGroup, OutcomeResult } from '@arena/domain';
import { randomOf } from './prng.ts';
import { expectationAt, lines, normalCdf, NOT_STARTED, type GameMoment, type Score } from './game-model.ts';
import { setScoreDistribution } from './set-match.ts';
import { setsToWin, type SetRule } from './scoring-rules.ts';
import type { ScheduledGame } from './schedule.ts';
import { handicapName, MARKET_NAMES, OUTCOME_NAMES, overName, setTotalName, totalName, underName } from './market-names.ts';
import { textIn, type Localized } from '../../../platform/messages.ts';

export type { MarketGroup, OutcomeResult };
export type OutcomeView = BettingOutcome;
export type MarketView = BettingMarket;

export interface OutcomeDef {
  key: string;
  name: Localized;
  probability: number;
  settle(score: Score): OutcomeResult;
}

export interface MarketDef {
  key: string;
  typeId: number;
  group: MarketGroup;
  name: Localized;
  outcomes: OutcomeDef[];
}

const MARGIN = 1.07;
/** Live prices are re-quoted every tick; line prices only move by test control. */
export const LIVE_TICK_MS = 4000;

const result = (won: boolean, push = false): OutcomeResult => (push ? 'void' : won ? 'win' : 'lose');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * What prices need of a game at a moment: the chance that home − away (and home + away) ends above a
 * line, on the sport's own units (goals, points; sets for a set sport), and the lines offered.
 */
interface ScoreOdds {
  diffAbove(x: number): number;
  totalAbove(x: number): number;
  totalLines: number[];
  handicap: number;
  /** Odd/even of the total: a bet on goals or points, meaningless on sets. */
  hasOddEven: boolean;
}

function goalOdds(game: ScheduledGame, moment: GameMoment): ScoreOdds {
  const { diff, total, sigma } = expectationAt(game, moment);
  const line = lines(game);
  const step = game.sport.totalStep;
  return {
    diffAbove: (x) => 1 - normalCdf((x - diff) / sigma),
    totalAbove: (x) => 1 - normalCdf((x - total) / sigma),
    totalLines: [line.total - step, line.total, line.total + step].filter((v) => v > 0),
    handicap: line.handicap,
    hasOddEven: true,
  };
}

/** A set sport: exact chances from the distribution of the final score in sets; lines on sets. */
function setOdds(game: ScheduledGame, rule: SetRule, moment: GameMoment): ScoreOdds {
  const final = [...setScoreDistribution(game, rule, moment)].map(([key, p]) => ({ sets: key.split(':').map(Number) as [number, number], p }));
  const chance = (test: (h: number, a: number) => boolean) => final.reduce((sum, f) => sum + (test(f.sets[0], f.sets[1]) ? f.p : 0), 0);
  const need = setsToWin(rule);
  // The handicap line is the pre-match one in play too (the favourite gives 1.5 sets).
  const preMatch = [...setScoreDistribution(game, rule, NOT_STARTED)].reduce((sum, [key, p]) => sum + (Number(key.split(':')[0]) === need ? p : 0), 0);
  // Sets played run from `need` to `bestOf`: every line between them (best of five: 3.5 and 4.5).
  const totalLines = [...Array(rule.bestOf - need).keys()].map((k) => need + k + 0.5);
  return {
    diffAbove: (x) => chance((h, a) => h - a > x),
    totalAbove: (x) => chance((h, a) => h + a > x),
    totalLines,
    handicap: preMatch >= 0.5 ? -1.5 : 1.5,
    hasOddEven: false,
  };
}

/** The game's markets at a moment: their names (every interface language), outcomes and how each settles. */
export function marketDefs(game: ScheduledGame, moment: GameMoment): MarketDef[] {
  const rule = game.sport.scoring;
  const odds = rule.kind === 'goals' ? goalOdds(game, moment) : setOdds(game, rule, moment);
  const above = odds.diffAbove;
  // A set sport's lines count sets, and their names say so.
  const onSets = rule.kind !== 'goals';
  const defs: MarketDef[] = [];
  // A set sport has no draw, whatever the data says: someone wins the deciding set.
  if (game.sport.hasDraw && rule.kind === 'goals') {
    const p1 = above(0.5);
    const p2 = 1 - above(-0.5);
    const px = Math.max(0.01, 1 - p1 - p2);
    defs.push({
      key: 'w', typeId: 1, group: 'main', name: MARKET_NAMES.matchResult,
      outcomes: [
        { key: '1', name: OUTCOME_NAMES.home, probability: p1, settle: ([h, a]) => result(h > a) },
        { key: 'x', name: OUTCOME_NAMES.draw, probability: px, settle: ([h, a]) => result(h === a) },
        { key: '2', name: OUTCOME_NAMES.away, probability: p2, settle: ([h, a]) => result(a > h) },
      ],
    });
    defs.push({
      key: 'dc', typeId: 2, group: 'main', name: MARKET_NAMES.doubleChance,
      outcomes: [
        { key: '1x', name: OUTCOME_NAMES.homeOrDraw, probability: p1 + px, settle: ([h, a]) => result(h >= a) },
        { key: '12', name: OUTCOME_NAMES.homeOrAway, probability: p1 + p2, settle: ([h, a]) => result(h !== a) },
        { key: 'x2', name: OUTCOME_NAMES.drawOrAway, probability: px + p2, settle: ([h, a]) => result(a >= h) },
      ],
    });
  } else {
    const p1 = above(0);
    defs.push({
      key: 'w', typeId: 1, group: 'main', name: MARKET_NAMES.winner,
      outcomes: [
        { key: '1', name: OUTCOME_NAMES.home, probability: p1, settle: ([h, a]) => result(h > a, h === a) },
        { key: '2', name: OUTCOME_NAMES.away, probability: 1 - p1, settle: ([h, a]) => result(a > h, h === a) },
      ],
    });
  }
  for (const value of odds.totalLines) {
    const over = odds.totalAbove(value);
    defs.push({
      key: `t${value}`, typeId: 3, group: 'totals', name: onSets ? setTotalName(value) : totalName(value),
      outcomes: [
        { key: 'o', name: overName(value), probability: over, settle: ([h, a]) => result(h + a > value, h + a === value) },
        { key: 'u', name: underName(value), probability: 1 - over, settle: ([h, a]) => result(h + a < value, h + a === value) },
      ],
    });
  }
  const hv = odds.handicap;
  const homeCovers = above(-hv);
  defs.push({
    key: 'h', typeId: 4, group: 'handicaps', name: onSets ? MARKET_NAMES.setHandicap : MARKET_NAMES.handicap,
    outcomes: [
      { key: '1', name: handicapName(1, signed(hv)), probability: homeCovers, settle: ([h, a]) => result(h + hv > a, h + hv === a) },
      { key: '2', name: handicapName(2, signed(-hv)), probability: 1 - homeCovers, settle: ([h, a]) => result(a - hv > h, h + hv === a) },
    ],
  });
  if (odds.hasOddEven) {
    defs.push({
      key: 'oe', typeId: 5, group: 'other', name: MARKET_NAMES.oddEven,
      outcomes: [
        { key: 'odd', name: OUTCOME_NAMES.odd, probability: 0.5, settle: ([h, a]) => result((h + a) % 2 === 1) },
        { key: 'even', name: OUTCOME_NAMES.even, probability: 0.5, settle: ([h, a]) => result((h + a) % 2 === 0) },
      ],
    });
  }
  return defs;
}

export function priceOf(probability: number): number {
  const coef = 1 / (Math.max(0.001, probability) * MARGIN);
  return Math.round(Math.min(41, Math.max(1.01, coef)) * 100) / 100;
}

export interface QuoteOverrides {
  coefs?: Readonly<Record<string, number>>;
  blockedMarketIds?: readonly string[];
  /** true blocks every market; false keeps them open whatever the simulation says (tests need stable prices). */
  isBlocked?: boolean | null;
}

/** The markets as a player sees them at nowMs. */
export function quoteMarkets(game: ScheduledGame, moment: GameMoment, nowMs: number, lang: string, overrides: QuoteOverrides = {}): MarketView[] {
  const isLive = moment.statusId === 2 || moment.statusId === 3;
  const tick = Math.floor(nowMs / LIVE_TICK_MS);
  // Low-scoring sports suspend betting for a moment after a score, as real books do.
  // A set sport's match score moves only when a set ends: books suspend between sets too.
  const suspendsOnScore = game.sport.scoring.kind !== 'goals' || game.sport.rate * game.sport.points < 0.2;
  const recentScore = isLive && suspendsOnScore && moment.lastScoreAt !== null && moment.secondsOfPlay - moment.lastScoreAt < 20;
  const tickSuspends = isLive && randomOf('suspend', game.id, tick) < 0.04;
  return marketDefs(game, moment).map((def) => {
    const id = `${game.id}-${def.key}`;
    const simulated = overrides.isBlocked !== false && (recentScore || (tickSuspends && def.key === 'w'));
    // A set sport's market can be decided before the end (over 3.5 sets once the fourth starts): no bets on it.
    // A sport betting on regular time has nothing left to bet on in overtime.
    const decided = (game.sport.hasDraw && moment.regular !== undefined) || (game.sport.scoring.kind !== 'goals' && def.outcomes.some((o) => o.probability > 0.9999 || o.probability < 0.0001));
    const isBlocked = moment.statusId === 4 || overrides.isBlocked === true || simulated || decided || (overrides.blockedMarketIds ?? []).includes(id);
    return {
      id,
      typeId: def.typeId,
      group: def.group,
      name: textIn(def.name, lang),
      isBlocked,
      outcomes: def.outcomes.map((o) => {
        const outcomeId = `${id}-${o.key}`;
        // Each price is re-quoted every fourth tick, staggered per outcome, so the board moves a few at a time.
        const phase = Math.floor(randomOf('phase', outcomeId) * 4);
        const noise = isLive ? 1 + 0.05 * (randomOf('noise', outcomeId, Math.floor((tick + phase) / 4)) - 0.5) : 1;
        const forced = overrides.coefs?.[outcomeId];
        return { id: outcomeId, name: textIn(o.name, lang), coef: forced ?? priceOf(o.probability / noise) };
      }),
    };
  });
}

/**
 * The score a game's bets settle on: the final one, except that a sport with a draw bets on regular time
 * (a hockey game level after 60 minutes settles 1X2 as a draw, whatever the overtime or shootout gives).
 */
export function settlingScore(game: ScheduledGame, moment: Pick<GameMoment, 'score' | 'regular'>): Score {
  return game.sport.hasDraw ? (moment.regular ?? moment.score) : moment.score;
}

/** How an outcome settles on a final score (settlingScore); null when the id names no outcome of this game. */
export function settleOutcome(game: ScheduledGame, outcomeId: string, finalScore: Score): OutcomeResult | null {
  for (const def of marketDefs(game, NOT_STARTED)) {
    for (const o of def.outcomes) if (`${game.id}-${def.key}-${o.key}` === outcomeId) return o.settle(finalScore);
  }
  return null;
}
