/**
 * What the results and statistics calls answer, from the simulated schedule at the server clock:
 * results of a site calendar day, live results, championship standings, team pages, head-to-head and
 * one game's statistics. Site days follow the site config's core.timeZone (hours from UTC).
 */
import { LINE_HORIZON_MS, liveGameIds, scheduledGame, SLOT_MS, type ScheduledGame } from '../betting/catalogue/schedule.ts';
import { slugify, type CatalogueService } from '../betting/catalogue/catalogue-service.ts';
import { SPORTS, type ChampDef, type SportDef } from '../betting/catalogue/sports-data.ts';
import { DAY_MS, finishedGamesBetween, gameResult, RESULTS_HISTORY_DAYS, type GameResult } from './game-results.ts';
import type { GameStatistics, StandingRow as DomainStandingRow } from '@arena/domain';
import { computeStandings, POINTS_BY_RULE, teamForm, type FinishedGame } from './standings.ts';
import { champName, sportName, teamName } from '../betting/catalogue/catalogue-names.ts';

/** The standings season: the current site day and the six before it (moves only at site midnight). */
export const SEASON_DAYS = 7;
/** Games shown on a team page and in head-to-head. */
export const RECENT_LIMIT = 10;

export interface ResultsFilter {
  sportId?: number | undefined;
  champId?: number | undefined;
  /** Free text matched against both teams' names, case-insensitive. */
  team?: string | undefined;
}

export interface ChampRef {
  champ: ChampDef;
  sport: SportDef;
}

export function findChamp(champId: number): ChampRef | null {
  for (const sport of SPORTS) {
    const champ = sport.champs.find((c) => c.id === champId);
    if (champ) return { champ, sport };
  }
  return null;
}

export class ResultsService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly now: () => number,
    private readonly timeZoneHours: () => number,
  ) {}

  /** Start (epoch ms) of the site day containing `ms`. */
  dayStart(ms: number): number {
    const offset = this.timeZoneHours() * 3_600_000;
    return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
  }

  /** The site calendar date (YYYY-MM-DD) of `ms`. */
  dateOf(ms: number): string {
    return new Date(this.dayStart(ms) + this.timeZoneHours() * 3_600_000).toISOString().slice(0, 10);
  }

  /** Start of the site day written as YYYY-MM-DD. */
  startOfDate(date: string): number {
    return Date.parse(`${date}T00:00:00Z`) - this.timeZoneHours() * 3_600_000;
  }

  /** The calendar's bounds: today and the first day results still cover. */
  calendar(): { today: string; first: string } {
    const today = this.dayStart(this.now());
    return { today: this.dateOf(today), first: this.dateOf(today - (RESULTS_HISTORY_DAYS - 1) * DAY_MS) };
  }

  dayResults(date: string, filter: ResultsFilter, lang: string) {
    const from = this.startOfDate(date);
    const all = finishedGamesBetween(this.catalogue, from, from + DAY_MS, this.now());
    const needle = filter.team?.trim().toLowerCase() ?? '';
    // A player searches in the page language ("Спартак") or as the club writes itself ("Spartak").
    const named = (team: string) => team.toLowerCase().includes(needle) || teamName(team, lang).toLowerCase().includes(needle);
    const byTeam = all.filter((g) => !needle || named(g.home) || named(g.away));
    const games = byTeam
      .filter((g) => filter.sportId === undefined || g.sport.id === filter.sportId)
      .filter((g) => filter.champId === undefined || g.champ.id === filter.champId)
      .map((g) => gameResult(this.catalogue, g, this.now(), lang));
    return { date, games, sports: sportCounts(byTeam, lang), champs: champCounts(byTeam.filter((g) => filter.sportId === undefined || g.sport.id === filter.sportId), lang) };
  }

  liveResults(sportId: number | undefined, lang: string): GameResult[] {
    return liveGameIds(this.now())
      .map(scheduledGame)
      .filter((g) => this.catalogue.forcedFinish(g.id) === null && (sportId === undefined || g.sport.id === sportId))
      .map((g) => gameResult(this.catalogue, g, this.now(), lang));
  }

  /** Finished games of a championship since `from`, as the standings maths reads them. */
  private champGames(champId: number, fromMs: number): ScheduledGame[] {
    return finishedGamesBetween(this.catalogue, fromMs, this.now() + LINE_HORIZON_MS, this.now()).filter((g) => g.champ.id === champId);
  }

  private asFinished(games: readonly ScheduledGame[], lang: string): Array<FinishedGame & { result: GameResult }> {
    return games.map((g) => {
      const result = gameResult(this.catalogue, g, this.now(), lang);
      return { startTime: result.startTime, home: g.home, away: g.away, score: result.score, result };
    });
  }

  seasonStart(): number {
    return this.dayStart(this.now()) - (SEASON_DAYS - 1) * DAY_MS;
  }

  standings(ref: ChampRef, lang: string): { from: number; rows: DomainStandingRow[] } {
    const from = this.seasonStart();
    const games = this.asFinished(this.champGames(ref.champ.id, from), lang);
    const rule = ref.sport.hasDraw ? POINTS_BY_RULE.withDraw : POINTS_BY_RULE.noDraw;
    // Rows are computed on the clubs' own names (the keys); the table shows them in the page language.
    const rows = computeStandings(games, rule, ref.champ.teams).map((r) => ({ ...r, team: teamName(r.team, lang), teamSlug: slugify(r.team) }));
    return { from: Math.floor(from / 1000), rows };
  }

  private historyStart(): number {
    return this.dayStart(this.now()) - (RESULTS_HISTORY_DAYS - 1) * DAY_MS;
  }

  /** A team of a championship: its standings row, latest results, next games and head-to-head summary. */
  team(ref: ChampRef, team: string, lang: string) {
    const history = this.asFinished(this.champGames(ref.champ.id, this.historyStart()), lang);
    const own = history.filter((g) => g.home === team || g.away === team);
    const standings = this.standings(ref, lang);
    const upcoming: GameResult[] = [];
    const now = this.now();
    // The team's games still to finish (in play, then the line up to its horizon), soonest first.
    const last = Math.floor((now + LINE_HORIZON_MS) / SLOT_MS);
    for (let id = Math.min(...liveGameIds(now), Math.floor(now / SLOT_MS) + 1); upcoming.length < 5 && id <= last; id++) {
      const g = scheduledGame(id);
      if (g.champ.id === ref.champ.id && (g.home === team || g.away === team) && this.catalogue.forcedFinish(id) === null && g.startMs + g.durationSeconds * 1000 > now) {
        upcoming.push(gameResult(this.catalogue, g, now, lang));
      }
    }
    const opponents = ref.champ.teams
      .filter((t) => t !== team)
      .map((t) => {
        const met = own.filter((g) => g.home === t || g.away === t);
        const form = teamForm(met, team, RECENT_LIMIT);
        return { team: teamName(t, lang), teamSlug: slugify(t), played: met.length, won: form.filter((f) => f === 'W').length, drawn: form.filter((f) => f === 'D').length, lost: form.filter((f) => f === 'L').length };
      });
    return {
      row: standings.rows.find((r) => r.teamSlug === slugify(team)) ?? null,
      form: teamForm(own, team, RECENT_LIMIT),
      recent: own.slice(0, RECENT_LIMIT).map((g) => g.result),
      upcoming,
      opponents,
    };
  }

  /** The latest meetings of two teams of a championship (either at home), newest first. */
  headToHead(ref: ChampRef, a: string, b: string, lang: string): GameResult[] {
    return this.champGames(ref.champ.id, this.historyStart())
      .filter((g) => (g.home === a && g.away === b) || (g.home === b && g.away === a))
      .slice(0, RECENT_LIMIT)
      .map((g) => gameResult(this.catalogue, g, this.now(), lang));
  }

  /** One game's statistics: its result so far, both teams' form and rows, and their latest meetings. */
  gameStatistics(game: ScheduledGame, lang: string): Omit<GameStatistics, 'champ'> {
    const ref = { champ: game.champ, sport: game.sport };
    const history = this.asFinished(this.champGames(ref.champ.id, this.historyStart()), lang).filter((g) => g.result.id !== String(game.id));
    const standings = this.standings(ref, lang);
    return {
      game: gameResult(this.catalogue, game, this.now(), lang),
      form: [teamForm(history, game.home), teamForm(history, game.away)],
      rows: [standings.rows.find((r) => r.teamSlug === slugify(game.home)) ?? null, standings.rows.find((r) => r.teamSlug === slugify(game.away)) ?? null],
      headToHead: history
        .filter((g) => (g.home === game.home && g.away === game.away) || (g.home === game.away && g.away === game.home))
        .slice(0, 5)
        .map((g) => g.result),
    };
  }
}

function sportCounts(games: readonly ScheduledGame[], lang: string) {
  return SPORTS.map((s) => ({ id: s.id, slug: s.slug, name: sportName(s, lang), count: games.filter((g) => g.sport.id === s.id).length })).filter((s) => s.count > 0);
}

function champCounts(games: readonly ScheduledGame[], lang: string) {
  const counts = new Map<number, { id: number; sportId: number; name: string; count: number }>();
  for (const g of games) {
    const entry = counts.get(g.champ.id) ?? { id: g.champ.id, sportId: g.sport.id, name: champName(g.champ, lang), count: 0 };
    entry.count += 1;
    counts.set(g.champ.id, entry);
  }
  return [...counts.values()].sort((a, b) => a.sportId - b.sportId || a.id - b.id);
}
