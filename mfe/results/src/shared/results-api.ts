/** The results backend's answers (server/src/api/results/README.md) and the calls this app makes, over @arena/http. */
import { http } from '@arena/http';

export type FormLetter = 'W' | 'D' | 'L';

export interface GameResult {
  id: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  champId: number;
  champName: string;
  opponents: [string, string];
  teamSlugs: [string, string];
  startTime: number;
  statusId: number;
  isLive: boolean;
  isFinished: boolean;
  secondsOfPlay: number;
  period: number;
  score: [number, number];
  periods: Array<[number, number]>;
}

export interface DayResults {
  date: string;
  today: string;
  first: string;
  games: GameResult[];
  sports: Array<{ id: number; slug: string; name: string; count: number }>;
  champs: Array<{ id: number; sportId: number; name: string; count: number }>;
}

export interface ChampInfo {
  id: number;
  name: string;
  sportId: number;
  sportSlug: string;
  sportName: string;
  hasDraw: boolean;
  teams: string[];
}

export interface StandingRow {
  position: number;
  team: string;
  teamSlug: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  diff: number;
  points: number;
  form: FormLetter[];
}

export interface Standings {
  champ: ChampInfo;
  from: number;
  seasonDays: number;
  rows: StandingRow[];
}

export interface TeamPage {
  champ: ChampInfo;
  team: string;
  teamSlug: string;
  row: StandingRow | null;
  form: FormLetter[];
  recent: GameResult[];
  upcoming: GameResult[];
  opponents: Array<{ team: string; teamSlug: string; played: number; won: number; drawn: number; lost: number }>;
}

export interface GameStatistics {
  champ: ChampInfo;
  game: GameResult;
  form: [FormLetter[], FormLetter[]];
  rows: [StandingRow | null, StandingRow | null];
  headToHead: GameResult[];
}

export interface SportChamps {
  id: number;
  slug: string;
  name: string;
  champs: Array<{ id: number; name: string; isTop: boolean }>;
}

export interface DayQuery {
  date?: string | undefined;
  sportId?: number | undefined;
  champId?: number | undefined;
  team?: string | undefined;
}

const opts = (signal?: AbortSignal) => (signal ? { signal, cache: 'no-store' as const } : { cache: 'no-store' as const });
const seg = encodeURIComponent;

export const resultsApi = {
  day: (query: DayQuery, signal?: AbortSignal) => http.get<DayResults>('/results-api/results', { query: { ...query }, ...opts(signal) }),
  live: (sportId: number | undefined, signal?: AbortSignal) =>
    http.get<{ games: GameResult[] }>('/results-api/live', { query: { sportId }, ...opts(signal) }).then((a) => a.games),
  champs: (signal?: AbortSignal) => http.get<{ sports: SportChamps[] }>('/results-api/champs', opts(signal)).then((a) => a.sports),
  standings: (champId: string, signal?: AbortSignal) => http.get<Standings>(`/results-api/standings/${seg(champId)}`, opts(signal)),
  team: (champId: string, team: string, signal?: AbortSignal) => http.get<TeamPage>(`/results-api/teams/${seg(champId)}/${seg(team)}`, opts(signal)),
  game: (gameId: string, signal?: AbortSignal) => http.get<GameStatistics>(`/results-api/games/${seg(gameId)}`, opts(signal)),
};
