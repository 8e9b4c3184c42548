/**
 * Tournament views and leaderboards from real-mode rounds (table casino_rounds, mode 'real', not rolled
 * back, in the tournament's games and period). Stakes of every currency count in roubles at the rate table;
 * a currency without a rate is left out (a leaderboard is a display, never a refusal).
 */
import type { ApiContext } from '../../shared/context.ts';
import { textIn } from '../../../platform/messages.ts';
import { toMajor } from '../../shared/money.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import { convertAmount } from '../../currencies/rates.ts';
import { findPlayableGame } from '../games/game-catalogue.ts';
import { periodAt, TOURNAMENTS, type TournamentDef } from './tournament-data.ts';

export const LEADERBOARD_SIZE = 20;

const cents = (n: number) => Math.round(n * 100) / 100;

export function tournamentView(def: TournamentDef, nowMs: number, lang: string) {
  const { start, end } = periodAt(def.period, nowMs);
  return {
    id: def.id,
    name: textIn(def.name, lang),
    description: textIn(def.description, lang),
    period: def.period,
    games: def.games.map((slug) => {
      const game = findPlayableGame(slug);
      return { slug, id: game?.id ?? 0, name: game ? textIn(game.name, lang) : slug };
    }),
    startsAt: Math.floor(start / 1000),
    endsAt: Math.floor(end / 1000),
    prizePool: def.prizePoolRub,
    currency: 'RUB',
    prizes: def.prizeShares.map((share) => cents(def.prizePoolRub * share)),
  };
}

/** "d***7": enough for a player to find themselves, not enough to identify anyone. */
const maskLogin = (login: string, userId: number) => `${login.slice(0, 1)}***${userId % 100}`;

export interface LeaderboardRow {
  place: number;
  userId: number;
  player: string;
  score: number;
  prize: number;
}

export function leaderboard(ctx: ApiContext, def: TournamentDef, nowMs: number): LeaderboardRow[] {
  const { start, end } = periodAt(def.period, nowMs);
  const gameIds = def.games.map((slug) => findPlayableGame(slug)?.id).filter((id): id is number => id !== undefined);
  if (gameIds.length === 0) return [];
  const rows = ctx.database.db
    .prepare(
      `SELECT user_id, currency_id, SUM(stake) AS stakes FROM casino_rounds
       WHERE mode = 'real' AND status <> 'rolled_back' AND user_id IS NOT NULL AND created_at >= ? AND created_at < ?
       AND game_id IN (${gameIds.map(() => '?').join(',')}) GROUP BY user_id, currency_id`,
    )
    .all(Math.floor(start / 1000), Math.floor(end / 1000), ...gameIds) as Array<{ user_id: number; currency_id: number; stakes: number }>;
  const scores = new Map<number, number>();
  for (const row of rows) {
    const iso = currencyById(row.currency_id)?.iso ?? '';
    const rub = convertAmount(toMajor(row.stakes, currencyPrecision(row.currency_id)), iso, 'RUB');
    if (rub === null) continue;
    scores.set(row.user_id, (scores.get(row.user_id) ?? 0) + rub);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([userId, score], index) => ({
      place: index + 1,
      userId,
      player: maskLogin(ctx.repos.users.byId(userId)?.login ?? '?', userId),
      score: cents(score),
      prize: cents(def.prizePoolRub * (def.prizeShares[index] ?? 0)),
    }));
}

export const findTournament = (id: string) => TOURNAMENTS.find((t) => t.id === id);
