/** Wire contract of the results backend (server/src/api/results/README.md): results, standings, team pages, game statistics; the schemas of @arena/contracts (results.ts). */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type FormLetter = Static<typeof Wire.FormLetter>;
/**
 * A game as the results list shows it: the betting game's identity, clock and score, without its markets;
 * `periods` the score of each period played so far (empty when a test control forced the final score).
 */
export type GameResult = Static<typeof Wire.GameResult>;
export type DayResults = Static<typeof Wire.DayResults>;
export type ChampInfo = Static<typeof Wire.ResultsChampInfo>;
export type StandingRow = Static<typeof Wire.StandingRow>;
export type Standings = Static<typeof Wire.Standings>;
export type TeamPage = Static<typeof Wire.TeamPage>;
export type HeadToHead = Static<typeof Wire.HeadToHead>;
export type GameStatistics = Static<typeof Wire.GameStatistics>;
export type SportChamps = Static<typeof Wire.SportChamps>;
