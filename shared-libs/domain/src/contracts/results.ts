/** Wire contract of the results backend (server/src/api/results/README.md): results, standings, team pages, game statistics. */

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
  /** Unix seconds of the kick-off. */
  startTime: number;
  /** 0 not started, 2/3 in play, 4 finished (spec §4). */
  statusId: number;
  isLive: boolean;
  isFinished: boolean;
  secondsOfPlay: number;
  period: number;
  score: [number, number];
  /** Score of each period played so far (empty when a test control forced the final score). */
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
