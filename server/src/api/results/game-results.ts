/**
 * Results of the simulated catalogue. The schedule is a pure function of the game id and the clock
 * (betting/catalogue/schedule.ts), so a game that finished days ago is recomputed exactly, not stored:
 * history survives restarts and test-clock jumps for free. Only a test control's forced finish lives in
 * memory (the catalogue's overrides), and it wins over the simulation.
 */
import { momentAt, type Score } from '../betting/catalogue/game-model.ts';
import { LINE_HORIZON_MS, scheduledGame, SLOT_MS, type ScheduledGame } from '../betting/catalogue/schedule.ts';
import { slugify, type CatalogueService } from '../betting/catalogue/catalogue-service.ts';
import type { GameResult } from '@arena/domain';
import { champName, sportName, teamName } from '../betting/catalogue/catalogue-names.ts';
import { periodShape } from '../betting/catalogue/sports-data.ts';

export const DAY_MS = 86_400_000;
/** How far back results, team pages and head-to-head look (the results calendar's first day). */
export const RESULTS_HISTORY_DAYS = 30;

/** A game as the results calls answer it (the wire contract lives in @arena/domain). */
export type { GameResult };

/** Natural (unforced) final moments never change, so they are memoized; the cap bounds memory. */
const FINAL_CACHE_LIMIT = 50_000;
type TieBreaks = Array<[number, number] | null>;
const finalCache = new Map<number, { score: Score; periods: Array<[number, number]>; tieBreaks: TieBreaks; period: number }>();

/**
 * Score of every period up to `nowMs` as the sport writes them: goals per period, or each set's points
 * (tennis: games) for a set sport, the one in play last.
 */
export function periodScores(game: ScheduledGame, nowMs: number): Array<[number, number]> {
  return momentAt(game, nowMs).periods ?? [];
}

function naturalFinal(game: ScheduledGame) {
  let entry = finalCache.get(game.id);
  if (!entry) {
    const end = game.startMs + game.durationSeconds * 1000;
    const final = momentAt(game, end);
    entry = { score: final.score, periods: final.periods ?? [], tieBreaks: final.tieBreaks ?? [], period: final.period };
    if (finalCache.size >= FINAL_CACHE_LIMIT) finalCache.clear();
    finalCache.set(game.id, entry);
  }
  return entry;
}

/** Slots are pure functions of their id: a 30-day scan reuses them instead of re-deriving ~17 000 games. */
const slotCache = new Map<number, ScheduledGame>();
export function cachedGame(id: number): ScheduledGame {
  let game = slotCache.get(id);
  if (!game) {
    game = scheduledGame(id);
    if (slotCache.size >= FINAL_CACHE_LIMIT) slotCache.clear();
    slotCache.set(id, game);
  }
  return game;
}

export const endMs = (game: ScheduledGame) => game.startMs + game.durationSeconds * 1000;

/** Whether the game is over at nowMs (its full time has run, or a test control finished it). */
export function isFinishedAt(catalogue: CatalogueService, game: ScheduledGame, nowMs: number): boolean {
  return endMs(game) <= nowMs || catalogue.forcedFinish(game.id) !== null;
}

export function gameResult(catalogue: CatalogueService, game: ScheduledGame, nowMs: number, lang: string): GameResult {
  const forced = catalogue.forcedFinish(game.id);
  let statusId: number;
  let score: Score;
  let periods: Array<[number, number]>;
  let tieBreaks: TieBreaks = [];
  let secondsOfPlay: number;
  let period: number;
  if (forced) {
    const moment = momentAt(game, nowMs);
    ({ secondsOfPlay, period } = moment);
    statusId = 4;
    score = forced;
    periods = [];
  } else if (endMs(game) <= nowMs) {
    const final = naturalFinal(game);
    statusId = 4;
    score = final.score;
    periods = final.periods;
    tieBreaks = final.tieBreaks;
    secondsOfPlay = game.durationSeconds;
    // The last period played: a set sport's match ends in its third, fourth or fifth set.
    period = final.period;
  } else {
    const moment = catalogue.moment(game);
    ({ statusId, score, secondsOfPlay, period } = moment);
    periods = statusId === 0 ? [] : periodScores(game, nowMs);
    tieBreaks = statusId === 0 ? [] : (momentAt(game, nowMs).tieBreaks ?? []);
  }
  return {
    id: String(game.id),
    sportId: game.sport.id,
    sportName: sportName(game.sport, lang),
    sportSlug: game.sport.slug,
    champId: game.champ.id,
    champName: champName(game.champ, lang),
    opponents: [teamName(game.home, lang), teamName(game.away, lang)],
    teamSlugs: [slugify(game.home), slugify(game.away)],
    startTime: Math.floor(game.startMs / 1000),
    statusId,
    isLive: statusId === 2 || statusId === 3,
    isFinished: statusId === 4,
    secondsOfPlay,
    period,
    score: [score[0], score[1]],
    ...periodShape(game.sport),
    periods,
    // Tennis sets decided by a tie-break carry its points (7:6(5)); other sports send none.
    ...(tieBreaks.some((tb) => tb !== null) ? { tieBreaks } : {}),
  };
}

/**
 * Games that kicked off in [fromMs, toMs) and are over at nowMs, newest kick-off first. Games of the line
 * (not started yet) count only when a test control forced them over, so the scan reaches the horizon.
 */
export function finishedGamesBetween(catalogue: CatalogueService, fromMs: number, toMs: number, nowMs: number): ScheduledGame[] {
  const out: ScheduledGame[] = [];
  const last = Math.ceil(Math.min(toMs, nowMs + LINE_HORIZON_MS) / SLOT_MS) - 1;
  for (let id = last; id * SLOT_MS >= fromMs; id--) {
    const game = cachedGame(id);
    if (game.startMs < toMs && isFinishedAt(catalogue, game, nowMs)) out.push(game);
  }
  return out;
}
