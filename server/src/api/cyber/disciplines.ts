/**
 * Cyber disciplines as data: real esports are championships of the catalogue's esports sport (maps are the
 * periods, rounds or kills the points); virtual disciplines are the virtual sports of virtual-schedule.ts.
 * Stream pages show the matches in play of both.
 */
import type { CyberType } from '@arena/domain';
import type { ScheduledGame } from '../betting/catalogue/schedule.ts';
import type { Localized } from '../../platform/messages.ts';

export type { CyberType };
export const CYBER_TYPES: readonly CyberType[] = ['real', 'virtual', 'stream'];

export interface Discipline {
  slug: string;
  kind: 'real' | 'virtual';
  name: Localized;
  sportId: number;
  champIds: readonly number[];
  /** What a period is called (map, half, quarter) and what the score counts. */
  period: Localized;
  points: Localized;
}

/** The catalogue's esports sport (sports-data.ts). */
export const ESPORTS_SPORT_ID = 8;

const MAP: Localized = { ru: 'Карта', en: 'Map', ua: 'Карта', kz: 'Карта', az: 'Xəritə', ar: 'الخريطة' };
const ROUNDS: Localized = { ru: 'раунды', en: 'rounds', ua: 'раунди', kz: 'раундтар', az: 'raundlar', ar: 'الجولات' };
const KILLS: Localized = { ru: 'убийства', en: 'kills', ua: 'вбивства', kz: 'өлтірулер', az: 'öldürmələr', ar: 'عمليات القتل' };
/** An esports title is its own name in every language. */
const title = (name: string): Localized => ({ ru: name, en: name, ua: name, kz: name, az: name, ar: name });

export const DISCIPLINES: readonly Discipline[] = [
  { slug: 'cs2', kind: 'real', name: title('Counter-Strike 2'), sportId: ESPORTS_SPORT_ID, champIds: [801], period: MAP, points: ROUNDS },
  { slug: 'dota2', kind: 'real', name: title('Dota 2'), sportId: ESPORTS_SPORT_ID, champIds: [802], period: MAP, points: KILLS },
  { slug: 'lol', kind: 'real', name: title('League of Legends'), sportId: ESPORTS_SPORT_ID, champIds: [803], period: MAP, points: KILLS },
  { slug: 'valorant', kind: 'real', name: title('Valorant'), sportId: ESPORTS_SPORT_ID, champIds: [804], period: MAP, points: ROUNDS },
  {
    slug: 'virtual-football', kind: 'virtual', sportId: 81, champIds: [8101],
    name: { ru: 'Виртуальный футбол', en: 'Virtual football', ua: 'Віртуальний футбол', kz: 'Виртуалды футбол', az: 'Virtual futbol', ar: 'كرة القدم الافتراضية' },
    period: { ru: 'Тайм', en: 'Half', ua: 'Тайм', kz: 'Тайм', az: 'Hissə', ar: 'الشوط' },
    points: { ru: 'голы', en: 'goals', ua: 'голи', kz: 'голдар', az: 'qollar', ar: 'الأهداف' },
  },
  { slug: 'virtual-cs2', kind: 'virtual', name: { ru: 'Виртуальный CS2', en: 'Virtual CS2', ua: 'Віртуальний CS2', kz: 'Виртуалды CS2', az: 'Virtual CS2', ar: 'CS2 الافتراضية' }, sportId: 82, champIds: [8201], period: MAP, points: ROUNDS },
  {
    slug: 'virtual-basketball', kind: 'virtual', sportId: 83, champIds: [8301],
    name: { ru: 'Виртуальный баскетбол', en: 'Virtual basketball', ua: 'Віртуальний баскетбол', kz: 'Виртуалды баскетбол', az: 'Virtual basketbol', ar: 'كرة السلة الافتراضية' },
    period: { ru: 'Четверть', en: 'Quarter', ua: 'Чверть', kz: 'Ширек', az: 'Çərək', ar: 'الربع' },
    points: { ru: 'очки', en: 'points', ua: 'очки', kz: 'ұпайлар', az: 'xallar', ar: 'النقاط' },
  },
];

export const disciplinesOf = (type: CyberType) => DISCIPLINES.filter((d) => type === 'stream' || d.kind === type);

export const disciplineOfGame = (game: ScheduledGame): Discipline | undefined =>
  DISCIPLINES.find((d) => d.sportId === game.sport.id && d.champIds.includes(game.champ.id));
