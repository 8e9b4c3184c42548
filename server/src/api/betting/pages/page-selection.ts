/**
 * The betting page types of spec §2 (bets-on-your, top-game, marble, cyber), each with its own selection
 * from the catalogue. The rules are documented in ../README.md ("Page types"); the stake-based ones read
 * the coupons table (open and pending coupons only: the money riding on a game now).
 */
import type Database from 'better-sqlite3';
import type { BettingPageType, PageSelection } from '@arena/domain';
import { convertAmount } from '../../currencies/rates.ts';
import { toMajor } from '../../shared/money.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import type { CatalogueService, GameView, Section } from '../catalogue/catalogue-service.ts';
import { scheduledGame, type ScheduledGame } from '../catalogue/schedule.ts';
import type { SportDef } from '../catalogue/sports-data.ts';

/** The page types and the answer are wire contracts (@arena/contracts betting.ts). */
type PageType = BettingPageType;

/** How many games a page type lists. */
export const PAGE_SIZE = 20;

/** Esports disciplines of the catalogue: the sport `esports` and any sport slugged esports-* or cyber-*. */
export const isEsportsSport = (sport: SportDef) => /^(esports|cyber)(-|$)/.test(sport.slug);


interface StakeRow {
  game_id: number;
  /** Minor units of the coupon's account currency. */
  amount_minor: number;
  currency_id: number;
}

/** Roubles of open stakes per game (a coupon's whole stake counts on each of its games: it rides on each). */
export function stakesByGame(db: Database.Database): Map<number, number> {
  const rows = db
    .prepare<[], StakeRow>(
      `SELECT cb.game_id AS game_id, c.amount_minor AS amount_minor, a.currency_id AS currency_id
       FROM coupon_bets cb JOIN coupons c ON c.id = cb.coupon_id JOIN accounts a ON a.id = c.account_id
       WHERE c.status IN ('open', 'pending') AND cb.result = 'open' AND cb.game_id > 0`,
    )
    .all();
  const out = new Map<number, number>();
  for (const row of rows) {
    const rub = convertAmount(toMajor(row.amount_minor, currencyPrecision(row.currency_id)), currencyById(row.currency_id)?.iso ?? 'RUB', 'RUB') ?? 0;
    out.set(row.game_id, (out.get(row.game_id) ?? 0) + rub);
  }
  return out;
}

/** Teams (as `champId|name`: one name can play in two sports) of the games the player bet on, newest 200 games. */
export function playerTeams(db: Database.Database, userId: number): Set<string> {
  const rows = db
    .prepare<[number], { game_id: number }>(
      `SELECT DISTINCT cb.game_id AS game_id FROM coupon_bets cb JOIN coupons c ON c.id = cb.coupon_id
       WHERE c.user_id = ? AND cb.game_id > 0 ORDER BY cb.id DESC LIMIT 200`,
    )
    .all(userId);
  const teams = new Set<string>();
  for (const { game_id } of rows) {
    const game = scheduledGame(game_id);
    teams.add(teamKey(game.champ.id, game.home)).add(teamKey(game.champ.id, game.away));
  }
  return teams;
}

const teamKey = (champId: number, team: string) => `${champId}|${team}`;

/** |P(home) − P(away)| from the winner market's prices: 0 is a coin flip. */
export function winnerGap(game: GameView): number {
  const winner = game.markets.find((m) => m.typeId === 1);
  const home = winner?.outcomes[0]?.coef;
  const away = winner?.outcomes.at(-1)?.coef;
  if (!home || !away) return Number.POSITIVE_INFINITY;
  return Math.abs(1 / home - 1 / away);
}

/** A sport (slug) or championship the page's URL narrows to: applied before the selection is cut to size. */
export interface PageScope {
  sport?: string;
  champId?: number;
}

export function selectPage(
  pageType: PageType,
  section: Section,
  catalogue: CatalogueService,
  db: Database.Database,
  userId: number | null,
  lang: string,
  scope: PageScope = {},
): PageSelection {
  // Narrowed first (issue 31: /top-game/line/football once crowned a futsal match, from the whole line's
  // top ten, then listed no events because none of those ten was football).
  const inScope = (g: ScheduledGame) => (!scope.sport || g.sport.slug === scope.sport) && (scope.champId === undefined || g.champ.id === scope.champId);
  const scheduled = () => catalogue.ids(section).map(scheduledGame).filter(inScope);
  const views = () => scheduled().map((g) => catalogue.view(g, lang, false));
  switch (pageType) {
    case 'top-game': {
      const stakes = stakesByGame(db);
      const staked = views()
        .filter((g) => (stakes.get(Number(g.id)) ?? 0) > 0)
        .sort((a, b) => stakes.get(Number(b.id))! - stakes.get(Number(a.id))! || a.startTime - b.startTime)
        .slice(0, PAGE_SIZE);
      if (staked.length > 0) return { pageType, games: staked, stakes: Object.fromEntries(staked.map((g) => [g.id, Math.round(stakes.get(Number(g.id))! * 100) / 100])) };
      return { pageType, games: views().filter((g) => g.isTopChamp).slice(0, PAGE_SIZE), fallback: 'no_stakes' };
    }
    case 'marble':
      return { pageType, games: views().filter((g) => Number.isFinite(winnerGap(g))).sort((a, b) => winnerGap(a) - winnerGap(b) || a.startTime - b.startTime).slice(0, PAGE_SIZE) };
    case 'cyber':
      return { pageType, games: scheduled().filter((g) => isEsportsSport(g.sport)).slice(0, PAGE_SIZE * 2).map((g) => catalogue.view(g, lang, false)) };
    case 'bets-on-your': {
      if (userId === null) return { pageType, games: [], fallback: 'sign_in' };
      const teams = playerTeams(db, userId);
      const games = scheduled()
        .filter((g) => teams.has(teamKey(g.champ.id, g.home)) || teams.has(teamKey(g.champ.id, g.away)))
        .slice(0, PAGE_SIZE * 2)
        .map((g) => catalogue.view(g, lang, false));
      return teams.size === 0 ? { pageType, games: [], fallback: 'no_history' } : { pageType, games };
    }
  }
}
