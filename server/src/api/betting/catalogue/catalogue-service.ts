/**
 * The catalogue as the API sees it: the rolling schedule at the server clock, plus test-control overrides
 * (forced coefficients, blocked markets, a forced finish). Nothing here is stored; bets are.
 */
import type { BettingGame, BettingSection } from '@arena/domain';
import type { Clock } from '../../../platform/clock.ts';
import { momentAt, type GameMoment, type Score } from './game-model.ts';
import { quoteMarkets } from './markets.ts';
import { LINE_HORIZON_MS, lineGameIds, liveGameIds, scheduledGame, type ScheduledGame } from './schedule.ts';
import { periodShape, SPORTS } from './sports-data.ts';
import { champName, sportName, teamName } from './catalogue-names.ts';
import { startWindowOf, type StartWindow } from './start-windows.ts';

export type Section = BettingSection;

export interface GameOverride {
  coefs: Record<string, number>;
  blockedMarketIds: string[];
  /** null: as simulated; true: all blocked; false: none blocked by the simulation. */
  isBlocked: boolean | null;
  /** Forces the game over with this score (or the score at that moment). */
  finishedScore: Score | null;
  /** Forces the score of a game still in play (drop-on-score-change journeys). */
  score: Score | null;
}

export type GameView = BettingGame;

export interface ListFilter {
  sportId?: number;
  champId?: number;
  top?: boolean;
  team?: string;
  limit?: number;
  /** Only games starting in this line-menu window (start-windows.ts), days in the time zone `tzHours`. */
  window?: StartWindow;
  tzHours?: number;
}

export const slugify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Games older than this are no longer served (bets on them are settled long before). */
const PAST_LIMIT_MS = 24 * 3600_000;

export class CatalogueService {
  private readonly overrides = new Map<number, GameOverride>();

  constructor(private readonly clock: Clock) {}

  /** A game id the catalogue knows at this moment (past day to the line horizon), else null. */
  scheduled(id: number): ScheduledGame | null {
    const now = this.clock.now();
    if (!Number.isInteger(id) || id < 0) return null;
    // By kick-off time, not id × SLOT_MS: virtual sports (virtual-schedule.ts) run on their own clock.
    const game = scheduledGame(id);
    if (game.startMs < now - PAST_LIMIT_MS || game.startMs > now + LINE_HORIZON_MS) return null;
    return game;
  }

  moment(game: ScheduledGame): GameMoment {
    const moment = momentAt(game, this.clock.now());
    const entry = this.overrides.get(game.id);
    // A forced score is the whole story: no simulated regular-time score or set in play behind it.
    if (entry?.finishedScore) return { ...moment, statusId: 4, score: entry.finishedScore, regular: undefined, current: undefined };
    return entry?.score && moment.statusId !== 4 ? { ...moment, score: entry.score, regular: undefined } : moment;
  }

  /** The score a test control forced a game over with, or null (results and statistics read it). */
  forcedFinish(id: number): Score | null {
    return this.overrides.get(id)?.finishedScore ?? null;
  }

  override(id: number): GameOverride {
    let entry = this.overrides.get(id);
    if (!entry) {
      entry = { coefs: {}, blockedMarketIds: [], isBlocked: null, finishedScore: null, score: null };
      this.overrides.set(id, entry);
    }
    return entry;
  }

  clearOverrides(): void {
    this.overrides.clear();
  }

  view(game: ScheduledGame, lang: string, full: boolean): GameView {
    const moment = this.moment(game);
    const markets = quoteMarkets(game, moment, this.clock.now(), lang, this.overrides.get(game.id));
    const sportLabel = sportName(game.sport, lang);
    return {
      id: String(game.id),
      sportId: game.sport.id,
      sportName: sportLabel,
      sportSlug: game.sport.slug,
      champId: game.champ.id,
      champName: champName(game.champ, lang),
      isTopChamp: game.champ.isTop,
      opponents: [teamName(game.home, lang), teamName(game.away, lang)],
      teamSlugs: [slugify(game.home), slugify(game.away)],
      startTime: Math.floor(game.startMs / 1000),
      isLive: moment.statusId === 2 || moment.statusId === 3,
      isFinished: moment.statusId === 4,
      statusId: moment.statusId,
      secondsOfPlay: moment.secondsOfPlay,
      period: moment.period,
      score: [moment.score[0], moment.score[1]],
      ...periodShape(game.sport),
      // A set sport's full score is in sets ("3:1"), as the sport writes it.
      fullScore: `${moment.score[0]}:${moment.score[1]}`,
      // A set sport's sets as they stand, tie-breaks included (tennis writes 7:6(5)).
      ...(game.sport.scoring.kind !== 'goals' && moment.statusId !== 0 && moment.periods ? { periods: moment.periods, tieBreaks: moment.tieBreaks ?? [] } : {}),
      marketsCount: markets.length,
      // Lists carry the main markets only; the game page asks for everything.
      markets: full ? markets : markets.filter((m) => m.typeId === 1 || m.id === `${game.id}-h`),
    };
  }

  ids(section: Section): number[] {
    const now = this.clock.now();
    const ids = section === 'live' ? liveGameIds(now) : lineGameIds(now);
    // A game forced over by a test control leaves both sections.
    return ids.filter((id) => !this.overrides.get(id)?.finishedScore);
  }

  list(section: Section, filter: ListFilter, lang: string): GameView[] {
    const out: GameView[] = [];
    const window = filter.window ? startWindowOf(filter.window, this.clock.now(), filter.tzHours ?? 0) : null;
    for (const id of this.ids(section)) {
      const game = scheduledGame(id);
      if (window && (game.startMs < window.from || game.startMs >= window.to)) continue;
      if (filter.sportId !== undefined && game.sport.id !== filter.sportId) continue;
      if (filter.champId !== undefined && game.champ.id !== filter.champId) continue;
      if (filter.top && !game.champ.isTop) continue;
      if (filter.team && slugify(game.home) !== filter.team && slugify(game.away) !== filter.team) continue;
      out.push(this.view(game, lang, false));
      if (filter.limit !== undefined && out.length >= filter.limit) break;
    }
    return out;
  }

  sports(section: Section, lang: string) {
    const counts = new Map<number, number>();
    for (const id of this.ids(section)) {
      const sportId = scheduledGame(id).sport.id;
      counts.set(sportId, (counts.get(sportId) ?? 0) + 1);
    }
    return SPORTS.map((s) => ({ id: s.id, slug: s.slug, name: sportName(s, lang), count: counts.get(s.id) ?? 0 }));
  }

  champs(section: Section, sportId: number | undefined, lang = 'en') {
    const counts = new Map<number, number>();
    for (const id of this.ids(section)) {
      const game = scheduledGame(id);
      if (sportId === undefined || game.sport.id === sportId) counts.set(game.champ.id, (counts.get(game.champ.id) ?? 0) + 1);
    }
    return SPORTS.flatMap((s) =>
      s.champs.filter((c) => counts.has(c.id)).map((c) => ({ id: c.id, sportId: s.id, name: champName(c, lang), isTop: c.isTop, count: counts.get(c.id) ?? 0 })),
    );
  }
}
