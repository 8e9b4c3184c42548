/**
 * What the cyber pages read: matches of a type (real esports from the catalogue, virtual matches, or the
 * ones in play for stream pages), by discipline and championship, and one match with its per-map scores
 * and the timeline of scoring events the stream page's tracker animates. Bets go through the betting
 * coupon: the outcomes are the catalogue's own.
 */
import type { CyberGame } from '@arena/domain';
import type { CatalogueService } from '../betting/catalogue/catalogue-service.ts';
import { scoringEvents } from '../betting/catalogue/game-model.ts';
import { scheduledGame, type ScheduledGame } from '../betting/catalogue/schedule.ts';
import { SPORTS } from '../betting/catalogue/sports-data.ts';
import { liveVirtualIds, recentVirtualIds, upcomingVirtualIds, VIRTUAL_SPORTS } from '../betting/catalogue/virtual-schedule.ts';
import { disciplineOfGame, disciplinesOf, ESPORTS_SPORT_ID, type CyberType, type Discipline } from './disciplines.ts';
import { champName } from '../betting/catalogue/catalogue-names.ts';
import { textIn } from '../../platform/messages.ts';

/** How long finished virtual matches stay on the virtual page's results strip. */
const VIRTUAL_RESULTS_MS = 15 * 60_000;

export function disciplineView(d: Discipline, lang: string, games: readonly ScheduledGame[], isLive: (g: ScheduledGame) => boolean) {
  const own = games.filter((g) => disciplineOfGame(g) === d);
  return {
    slug: d.slug, kind: d.kind, name: textIn(d.name, lang), periodName: textIn(d.period, lang), pointsName: textIn(d.points, lang),
    live: own.filter(isLive).length, total: own.length,
  };
}

export class CyberService {
  constructor(private readonly catalogue: CatalogueService, private readonly now: () => number) {}

  /** The matches a type lists now: in play first, then upcoming (real: the esports line). */
  games(type: CyberType): ScheduledGame[] {
    const real = (section: 'live' | 'line') => this.catalogue.ids(section).map(scheduledGame).filter((g) => g.sport.id === ESPORTS_SPORT_ID);
    const virtualLive = liveVirtualIds(this.now()).map(scheduledGame);
    if (type === 'real') return [...real('live'), ...real('line')];
    if (type === 'virtual') return [...virtualLive, ...upcomingVirtualIds(this.now()).map(scheduledGame)];
    return [...real('live'), ...virtualLive];
  }

  isLive = (game: ScheduledGame) => {
    const status = this.catalogue.moment(game).statusId;
    return status === 2 || status === 3;
  };

  view(game: ScheduledGame, lang: string, full: boolean): CyberGame {
    const discipline = disciplineOfGame(game);
    return { ...this.catalogue.view(game, lang, full), discipline: discipline?.slug ?? '', kind: discipline?.kind ?? 'real' };
  }

  disciplines(type: CyberType, lang: string) {
    const games = this.games(type);
    return disciplinesOf(type).map((d) => disciplineView(d, lang, games, this.isLive));
  }

  discipline(type: CyberType, slug: string): Discipline | undefined {
    return disciplinesOf(type).find((d) => d.slug === slug);
  }

  list(type: CyberType, lang: string, discipline?: Discipline, champId?: number): CyberGame[] {
    return this.games(type)
      .filter((g) => (!discipline || disciplineOfGame(g) === discipline) && (champId === undefined || g.champ.id === champId))
      .map((g) => this.view(g, lang, false));
  }

  champs(type: CyberType, discipline: Discipline, lang: string) {
    const games = this.games(type);
    return discipline.champIds.map((id) => {
      const own = games.filter((g) => g.champ.id === id);
      const champ = own[0]?.champ ?? referenceChamp(id);
      const name = champ ? champName(champ, lang) : '';
      return { id, name, discipline: discipline.slug, count: own.length, live: own.filter(this.isLive).length };
    });
  }

  /** Virtual matches that ended in the last quarter of an hour, with their final scores. */
  virtualResults(lang: string, discipline?: Discipline): CyberGame[] {
    return recentVirtualIds(this.now(), VIRTUAL_RESULTS_MS)
      .map(scheduledGame)
      .filter((g) => !discipline || disciplineOfGame(g) === discipline)
      .map((g) => this.view(g, lang, false));
  }

  /** One match of the type with every market, its scores per period and its scoring timeline so far. */
  detail(type: CyberType, id: number, lang: string) {
    const game = this.catalogue.scheduled(id);
    const discipline = game ? disciplineOfGame(game) : undefined;
    if (!game || !discipline || (type !== 'stream' && discipline.kind !== type)) return null;
    const moment = this.catalogue.moment(game);
    const timeline = scoringEvents(game, moment.secondsOfPlay);
    const periodSeconds = game.sport.periodMinutes * 60;
    const periods = Array.from({ length: game.sport.periods }, () => [0, 0] as [number, number]);
    for (const e of timeline) periods[Math.min(game.sport.periods - 1, Math.floor(e.second / periodSeconds))]![e.team] += e.points;
    return {
      game: this.view(game, lang, true),
      discipline: { slug: discipline.slug, name: textIn(discipline.name, lang), periodName: textIn(discipline.period, lang), pointsName: textIn(discipline.points, lang) },
      durationSeconds: game.durationSeconds,
      periodSeconds,
      periods: moment.period > 0 ? periods.slice(0, moment.period) : [],
      timeline,
    };
  }
}

/** A championship from the reference data (when none of its matches is listed right now). */
function referenceChamp(id: number) {
  return [...SPORTS, ...VIRTUAL_SPORTS].flatMap((s) => s.champs).find((c) => c.id === id);
}
