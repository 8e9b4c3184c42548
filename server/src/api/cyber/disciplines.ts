/**
 * Cyber disciplines as data: real esports are championships of the catalogue's esports sport (maps are the
 * periods, rounds or kills the points); virtual disciplines are the virtual sports of virtual-schedule.ts.
 * Stream pages show the matches in play of both.
 */
import type { ScheduledGame } from '../betting/catalogue/schedule.ts';

export type CyberType = 'real' | 'virtual' | 'stream';
export const CYBER_TYPES: readonly CyberType[] = ['real', 'virtual', 'stream'];

type Text = { ru: string; en: string };

export interface Discipline {
  slug: string;
  kind: 'real' | 'virtual';
  name: Text;
  sportId: number;
  champIds: readonly number[];
  /** What a period is called (map, half, quarter) and what the score counts. */
  period: Text;
  points: Text;
}

/** The catalogue's esports sport (sports-data.ts). */
export const ESPORTS_SPORT_ID = 8;

const MAP = { ru: 'Карта', en: 'Map' };
const ROUNDS = { ru: 'раунды', en: 'rounds' };
const KILLS = { ru: 'убийства', en: 'kills' };

export const DISCIPLINES: readonly Discipline[] = [
  { slug: 'cs2', kind: 'real', name: { ru: 'Counter-Strike 2', en: 'Counter-Strike 2' }, sportId: ESPORTS_SPORT_ID, champIds: [801], period: MAP, points: ROUNDS },
  { slug: 'dota2', kind: 'real', name: { ru: 'Dota 2', en: 'Dota 2' }, sportId: ESPORTS_SPORT_ID, champIds: [802], period: MAP, points: KILLS },
  { slug: 'lol', kind: 'real', name: { ru: 'League of Legends', en: 'League of Legends' }, sportId: ESPORTS_SPORT_ID, champIds: [803], period: MAP, points: KILLS },
  { slug: 'valorant', kind: 'real', name: { ru: 'Valorant', en: 'Valorant' }, sportId: ESPORTS_SPORT_ID, champIds: [804], period: MAP, points: ROUNDS },
  {
    slug: 'virtual-football', kind: 'virtual', name: { ru: 'Виртуальный футбол', en: 'Virtual football' }, sportId: 81, champIds: [8101],
    period: { ru: 'Тайм', en: 'Half' }, points: { ru: 'голы', en: 'goals' },
  },
  { slug: 'virtual-cs2', kind: 'virtual', name: { ru: 'Виртуальный CS2', en: 'Virtual CS2' }, sportId: 82, champIds: [8201], period: MAP, points: ROUNDS },
  {
    slug: 'virtual-basketball', kind: 'virtual', name: { ru: 'Виртуальный баскетбол', en: 'Virtual basketball' }, sportId: 83, champIds: [8301],
    period: { ru: 'Четверть', en: 'Quarter' }, points: { ru: 'очки', en: 'points' },
  },
];

export const disciplinesOf = (type: CyberType) => DISCIPLINES.filter((d) => type === 'stream' || d.kind === type);

export const disciplineOfGame = (game: ScheduledGame): Discipline | undefined =>
  DISCIPLINES.find((d) => d.sportId === game.sport.id && d.champIds.includes(game.champ.id));
