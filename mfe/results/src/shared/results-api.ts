/** The results backend's answers (server/src/api/results/README.md) and the calls this app makes, over @arena/http. */
import { http } from '@arena/http';
import { resultsChampsAnswer, resultsGamesAnswer, resultsLiveAnswer, resultsResultsAnswer, resultsStandingsAnswer, resultsTeamsAnswer } from '@arena/contracts/answer-checks';

export type { FormLetter, GameResult, DayResults, ChampInfo, StandingRow, Standings, TeamPage, GameStatistics, SportChamps } from '@arena/domain';

export interface DayQuery {
  date?: string | undefined;
  sportId?: number | undefined;
  champId?: number | undefined;
  team?: string | undefined;
}

const opts = (signal?: AbortSignal) => (signal ? { signal, cache: 'no-store' as const } : { cache: 'no-store' as const });
const seg = encodeURIComponent;

export const resultsApi = {
  day: (query: DayQuery, signal?: AbortSignal) => http.get<unknown>('/results-api/results', { query: { ...query }, ...opts(signal) }).then(resultsResultsAnswer),
  live: (sportId: number | undefined, signal?: AbortSignal) =>
    http.get<unknown>('/results-api/live', { query: { sportId }, ...opts(signal) }).then(resultsLiveAnswer).then((a) => a.games),
  champs: (signal?: AbortSignal) => http.get<unknown>('/results-api/champs', opts(signal)).then(resultsChampsAnswer).then((a) => a.sports),
  standings: (champId: string, signal?: AbortSignal) => http.get<unknown>(`/results-api/standings/${seg(champId)}`, opts(signal)).then(resultsStandingsAnswer),
  team: (champId: string, team: string, signal?: AbortSignal) => http.get<unknown>(`/results-api/teams/${seg(champId)}/${seg(team)}`, opts(signal)).then(resultsTeamsAnswer),
  game: (gameId: string, signal?: AbortSignal) => http.get<unknown>(`/results-api/games/${seg(gameId)}`, opts(signal)).then(resultsGamesAnswer),
};
