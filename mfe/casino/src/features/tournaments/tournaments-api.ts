/** Casino tournaments (server/src/api/casino/README.md): the list and one tournament with its leaderboard. */
import type { TournamentBoardAnswer, TournamentLeaderboardRow } from '@arena/domain';
import { http } from '@arena/http';
import { casinoTournamentsAnswer, casinoTournamentsOfIdAnswer } from '@arena/contracts/answer-checks';

/** The wire types (@arena/contracts casino-catalogue.ts through @arena/domain) under this app's names. */
export type { Tournament } from '@arena/domain';
export type LeaderboardRow = TournamentLeaderboardRow;
export type TournamentBoard = TournamentBoardAnswer;

export const tournamentsApi = {
  list: (signal?: AbortSignal) => http.get<unknown>('/casino-api/tournaments', { signal, cache: 'no-store' }).then(casinoTournamentsAnswer).then((a) => a.tournaments),
  board: (id: string, signal?: AbortSignal) => http.get<unknown>(`/casino-api/tournaments/${encodeURIComponent(id)}`, { signal, cache: 'no-store' }).then(casinoTournamentsOfIdAnswer),
};

/** Which bonus/casino page a route shows (React-free, unit-tested). */
export type BonusPageSpec = { kind: 'promotions' } | { kind: 'tournaments' } | { kind: 'tournament'; id: string } | { kind: 'not-found' };

export function bonusPageOf(routeId: string, params: Readonly<Record<string, string | undefined>>): BonusPageSpec {
  const id = params['id'] ?? '';
  if (routeId === 'bonus-casino') return { kind: 'promotions' };
  if (routeId === 'bonus-casino-tournaments') return { kind: 'tournaments' };
  // A promotion and a casino bonus item are the tournaments (the casino's promotions); ids are slugs.
  if (routeId === 'bonus-casino-tournament' || routeId === 'bonus-casino-promotion' || routeId === 'bonus-casino-item') {
    return /^[a-z0-9-]{1,64}$/.test(id) ? { kind: 'tournament', id } : { kind: 'not-found' };
  }
  return { kind: 'not-found' };
}
