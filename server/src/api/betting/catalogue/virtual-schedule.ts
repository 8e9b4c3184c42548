/**
 * Virtual sports (issue 15, cyber/virtual): simulated matches in their own id range, one every
 * VIRTUAL_SLOT_MS, the disciplines taking turns, each match 3 minutes of play. Like the real schedule a
 * match is a pure function of its id, so the same game model prices and scores it, the coupon places and
 * settles bets on it, and moving the server clock plays it out.
 */
import { createRandom, hashSeed } from './prng.ts';
import type { ScheduledGame } from './schedule.ts';
import type { ChampDef, SportDef } from './sports-data.ts';
import type { Localized } from '../../../platform/messages.ts';

/** Virtual ids start here (12 digits, far above the real schedule's ids). */
export const VIRTUAL_BASE = 100_000_000_000;
/** A new virtual match every minute; with three disciplines, each discipline every 3 minutes. */
export const VIRTUAL_SLOT_MS = 60_000;
/** How far ahead virtual matches are listed and taken bets on. */
export const VIRTUAL_HORIZON_MS = 15 * 60_000;

const champ = (id: number, name: Localized, teams: string): ChampDef => ({ id, name, isTop: false, teams: teams.split('|') });

/** Accelerated sports: two 90-second halves (football, CS2), four 45-second quarters (basketball). */
export const VIRTUAL_SPORTS: readonly SportDef[] = [
  {
    id: 81, slug: 'virtual-football',
    name: { ru: 'Виртуальный футбол', en: 'Virtual football', ua: 'Віртуальний футбол', kz: 'Виртуалды футбол', az: 'Virtual futbol', ar: 'كرة القدم الافتراضية' },
    hasDraw: true, periods: 2, periodMinutes: 1.5,
    rate: 0.45, points: 1, weight: 1, totalStep: 1, scoring: { kind: 'goals' },
    champs: [
      champ(8101, { ru: 'FIFA. Виртуальный Премьер-кубок', en: 'FIFA. Virtual Premier Cup', ua: 'FIFA. Віртуальний Прем’єр-кубок', kz: 'FIFA. Виртуалды Премьер-кубок', az: 'FIFA. Virtual Premyer Kuboku', ar: 'FIFA. كأس البريمير الافتراضية' },
        'Red Lions|Blue Eagles|Black Wolves|White Sharks|Golden Bears|Green Falcons|Silver Foxes|Iron Bulls'),
    ],
  },
  {
    id: 82, slug: 'virtual-cs2',
    name: { ru: 'Виртуальный CS2', en: 'Virtual CS2', ua: 'Віртуальний CS2', kz: 'Виртуалды CS2', az: 'Virtual CS2', ar: 'CS2 الافتراضي' },
    hasDraw: false, periods: 2, periodMinutes: 1.5,
    rate: 2.6, points: 1, weight: 1, totalStep: 2, scoring: { kind: 'goals' },
    champs: [
      champ(8201, { ru: 'CS2. Виртуальный Мастерс', en: 'CS2. Virtual Masters', ua: 'CS2. Віртуальний Мастерс', kz: 'CS2. Виртуалды Мастерс', az: 'CS2. Virtual Masters', ar: 'CS2. بطولة الماسترز الافتراضية' },
        'Bot Alpha|Bot Bravo|Bot Charlie|Bot Delta|Bot Echo|Bot Foxtrot'),
    ],
  },
  {
    id: 83, slug: 'virtual-basketball',
    name: { ru: 'Виртуальный баскетбол', en: 'Virtual basketball', ua: 'Віртуальний баскетбол', kz: 'Виртуалды баскетбол', az: 'Virtual basketbol', ar: 'كرة السلة الافتراضية' },
    hasDraw: false, periods: 4, periodMinutes: 0.75,
    rate: 7, points: 2, weight: 1, totalStep: 5, scoring: { kind: 'goals' },
    champs: [
      champ(8301, { ru: 'NBA 2K. Виртуальная лига', en: 'NBA 2K. Virtual League', ua: 'NBA 2K. Віртуальна ліга', kz: 'NBA 2K. Виртуалды лига', az: 'NBA 2K. Virtual Liqa', ar: 'NBA 2K. الدوري الافتراضي' },
        'Neon Knights|Cyber Hawks|Pixel Giants|Turbo Stars|Vector Kings|Quantum Bulls'),
    ],
  },
];

export const isVirtualId = (id: number) => id >= VIRTUAL_BASE;

/** The virtual match that kicks off in the slot holding ms (or at ms, on a slot boundary). */
export const virtualIdAt = (ms: number) => VIRTUAL_BASE + Math.floor(ms / VIRTUAL_SLOT_MS);

export const virtualDurationSeconds = (sport: SportDef) => Math.round(sport.periods * sport.periodMinutes * 60);

export function virtualGame(id: number): ScheduledGame {
  const slot = id - VIRTUAL_BASE;
  const sport = VIRTUAL_SPORTS[slot % VIRTUAL_SPORTS.length]!;
  const champDef = sport.champs[0]!;
  const random = createRandom(hashSeed('virtual', id));
  const home = Math.floor(random() * champDef.teams.length);
  const away = (home + 1 + Math.floor(random() * (champDef.teams.length - 1))) % champDef.teams.length;
  // Even teams with a small home edge: virtual matches should stay open to the end.
  const strength: readonly [number, number] = [0.9 + random() * 0.3, 0.85 + random() * 0.3];
  return {
    id, sport, champ: champDef, home: champDef.teams[home]!, away: champDef.teams[away]!, strength,
    startMs: slot * VIRTUAL_SLOT_MS, durationSeconds: virtualDurationSeconds(sport),
  };
}

/** Virtual matches in play at nowMs, latest kick-off first. */
export function liveVirtualIds(nowMs: number): number[] {
  const longest = Math.max(...VIRTUAL_SPORTS.map(virtualDurationSeconds)) * 1000;
  const ids: number[] = [];
  for (let id = virtualIdAt(nowMs); id >= virtualIdAt(nowMs - longest); id--) {
    const game = virtualGame(id);
    if (game.startMs <= nowMs && nowMs < game.startMs + game.durationSeconds * 1000) ids.push(id);
  }
  return ids;
}

/** Virtual matches starting after nowMs within the horizon, soonest first. */
export function upcomingVirtualIds(nowMs: number): number[] {
  const ids: number[] = [];
  for (let id = virtualIdAt(nowMs) + 1; id <= virtualIdAt(nowMs + VIRTUAL_HORIZON_MS); id++) ids.push(id);
  return ids;
}

/** Virtual matches finished within the last `windowMs`, latest first (the virtual results strip). */
export function recentVirtualIds(nowMs: number, windowMs: number): number[] {
  const ids: number[] = [];
  for (let id = virtualIdAt(nowMs); id >= virtualIdAt(nowMs - windowMs); id--) {
    const game = virtualGame(id);
    if (game.startMs + game.durationSeconds * 1000 <= nowMs) ids.push(id);
  }
  return ids;
}
