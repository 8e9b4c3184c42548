/**
 * The rolling schedule: one game starts every SLOT_MS, forever. Slot k's game (id k) is a pure function of
 * k, so the catalogue needs no storage, every server agrees on it, and moving the server clock moves
 * games from line to live to finished exactly as real time would.
 */
import { createRandom, hashSeed, pick } from './prng.ts';
import { SPORTS, durationMinutes, type ChampDef, type SportDef } from './sports-data.ts';
import { isVirtualId, virtualGame } from './virtual-schedule.ts';
import { goalMatch, hasOvertime, longestMinutes } from './goal-match.ts';

/** 150 s between kick-offs keeps 20–40 games live at any moment with these sports' durations. */
export const SLOT_MS = 150_000;
/** How far ahead the line reaches. */
export const LINE_HORIZON_MS = 8 * 3600_000;

export interface ScheduledGame {
  id: number;
  sport: SportDef;
  champ: ChampDef;
  home: string;
  away: string;
  /** Strengths scale the sport's scoring rate (home, away). */
  strength: readonly [number, number];
  startMs: number;
  durationSeconds: number;
}

const TOTAL_WEIGHT = SPORTS.reduce((sum, s) => sum + s.weight, 0);

function sportFor(r: number): SportDef {
  let left = r * TOTAL_WEIGHT;
  for (const sport of SPORTS) {
    left -= sport.weight;
    if (left < 0) return sport;
  }
  return SPORTS[SPORTS.length - 1]!;
}

/**
 * Scoring-rate multipliers of home and away. Favourites must look like favourites without making
 * high-scoring games foregone conclusions, so the spread shrinks with the square root of the points a
 * team scores in a game (football keeps ±40 %, handball about ±15 %, basketball about ±8 %); home teams get a small edge.
 */
export function teamStrengths(sport: SportDef, homeDraw: number, awayDraw: number): readonly [number, number] {
  const pointsPerTeam = sport.rate * sport.points * durationMinutes(sport);
  const spread = Math.min(0.4, 0.8 / Math.sqrt(Math.max(pointsPerTeam, 1)));
  return [1.04 + spread * (homeDraw * 2 - 1), 1 + spread * (awayDraw * 2 - 1)];
}

export function scheduledGame(id: number): ScheduledGame {
  // Virtual sports (cyber/virtual) have their own id range and clock: virtual-schedule.ts.
  if (isVirtualId(id)) return virtualGame(id);
  const random = createRandom(hashSeed('game', id));
  const sport = sportFor(random());
  const champ = pick(sport.champs, random());
  const homeIndex = Math.floor(random() * champ.teams.length);
  const awayIndex = (homeIndex + 1 + Math.floor(random() * (champ.teams.length - 1))) % champ.teams.length;
  const strength = teamStrengths(sport, random(), random());
  // A level game runs into overtime, so its length is its simulated one (goal-match.ts).
  const durationSeconds = hasOvertime(sport) ? goalMatch({ id, sport, strength }).durationSeconds : durationMinutes(sport) * 60;
  return {
    id,
    sport,
    champ,
    home: champ.teams[homeIndex]!,
    away: champ.teams[awayIndex]!,
    strength,
    startMs: id * SLOT_MS,
    durationSeconds,
  };
}

/** Ids of games that have started but not yet run their full time at nowMs. */
export function liveGameIds(nowMs: number): number[] {
  const current = Math.floor(nowMs / SLOT_MS);
  const longest = Math.max(...SPORTS.map(longestMinutes)) * 60_000;
  const ids: number[] = [];
  for (let id = current; id >= Math.floor((nowMs - longest) / SLOT_MS); id--) {
    const game = scheduledGame(id);
    if (game.startMs <= nowMs && nowMs < game.startMs + game.durationSeconds * 1000) ids.push(id);
  }
  return ids;
}

/** Ids of games that start after nowMs, within the line horizon, soonest first. */
export function lineGameIds(nowMs: number): number[] {
  const first = Math.floor(nowMs / SLOT_MS) + 1;
  const last = Math.floor((nowMs + LINE_HORIZON_MS) / SLOT_MS);
  const ids: number[] = [];
  for (let id = first; id <= last; id++) ids.push(id);
  return ids;
}
