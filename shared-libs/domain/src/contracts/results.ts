/** Wire contract of the results backend (server/src/api/results/README.md): results, standings, team pages, game statistics. */
import type { BettingGame, ScoringKind } from './betting.ts';

export type FormLetter = 'W' | 'D' | 'L';

/** A game as the results list shows it: the betting game's identity, clock and score, without its markets. */
export interface GameResult
  extends Pick<BettingGame, 'id' | 'sportId' | 'sportName' | 'sportSlug' | 'champId' | 'champName' | 'opponents' | 'teamSlugs' | 'startTime' | 'statusId' | 'isLive' | 'isFinished' | 'secondsOfPlay' | 'period' | 'score'> {
  scoring: ScoringKind;
  regularPeriods: number;
  shootoutPeriod: number | null;
  /**
   * Score of each period played so far (empty when a test control forced the final score): a set sport's
   * sets as points (tennis: games), the set in play last.
   */
  periods: Array<[number, number]>;
  /** Per period, a tennis tie-break's points where one decided the set, else null (domain setScoreText). */
  tieBreaks?: Array<[number, number] | null>;
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
