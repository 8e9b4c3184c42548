/**
 * A goal sport's match as the simulation plays it: seeded scoring events per team and minute through the
 * regular periods, then, where the sport has them and the score is level, overtime periods (hockey: five
 * minutes of sudden death, then a shootout; basketball: five-minute overtimes; baseball: extra innings).
 * The whole match is known from the seed, so a game's length (regular time plus the overtime it needs)
 * is fixed when it is scheduled, and the score at any second is a pure function of (game, clock).
 */
import { randomOf } from './prng.ts';
import type { ScheduledGame } from './schedule.ts';
import type { SportDef } from './sports-data.ts';

export interface GoalEvent {
  second: number;
  team: 0 | 1;
  points: number;
}

export interface GoalMatch {
  /** Every scoring event in order; a shootout's winner scores one goal at its end, as the final score writes it. */
  events: GoalEvent[];
  /** The second each period ends (regular periods, then overtimes, then the shootout). */
  periodEnds: number[];
  /** End of regular time: a sport with a draw bets on it (markets.ts). */
  regularSeconds: number;
  durationSeconds: number;
}

/** A shootout's length on the clock. */
export const SHOOTOUT_SECONDS = 120;

type GameSeed = Pick<ScheduledGame, 'id' | 'sport' | 'strength'>;

function eventsInMinute(game: GameSeed, team: 0 | 1, minute: number): { count: number; second: number } {
  const rate = game.sport.rate * game.strength[team];
  const whole = Math.floor(rate);
  const count = whole + (randomOf('score', game.id, team, minute) < rate - whole ? 1 : 0);
  return { count, second: Math.floor(randomOf('second', game.id, team, minute) * 60) };
}

/** Events of minutes [from, to), in order. */
function eventsBetween(game: GameSeed, fromMinute: number, toMinute: number): GoalEvent[] {
  const out: GoalEvent[] = [];
  for (let minute = fromMinute; minute < toMinute; minute++) {
    for (const team of [0, 1] as const) {
      const { count, second } = eventsInMinute(game, team, minute);
      if (count > 0) out.push({ second: minute * 60 + second, team, points: count * game.sport.points });
    }
  }
  return out.sort((a, b) => a.second - b.second || a.team - b.team);
}

const totals = (events: readonly GoalEvent[]) => events.reduce<[number, number]>((sum, e) => ((sum[e.team] += e.points), sum), [0, 0]);

export function regularMinutes(sport: SportDef): number {
  return sport.periods * sport.periodMinutes;
}

/** The longest a game of the sport can run: every overtime and the shootout (the live list looks back this far). */
export function longestMinutes(sport: SportDef): number {
  const overtime = sport.scoring.kind === 'goals' ? sport.scoring.overtime : undefined;
  if (!overtime) return regularMinutes(sport);
  return regularMinutes(sport) + overtime.minutes * overtime.most + (overtime.shootout ? SHOOTOUT_SECONDS / 60 : 0);
}

const CACHE_LIMIT = 5000;
const cache = new Map<number, GoalMatch>();

export function goalMatch(game: GameSeed): GoalMatch {
  const cached = cache.get(game.id);
  if (cached) return cached;
  const regular = regularMinutes(game.sport);
  const regularSeconds = Math.round(regular * 60);
  const events = eventsBetween(game, 0, Math.ceil(regular)).filter((e) => e.second < regularSeconds);
  const periodEnds = [...Array(game.sport.periods).keys()].map((k) => Math.round((k + 1) * game.sport.periodMinutes * 60));
  let durationSeconds = regularSeconds;
  const overtime = game.sport.scoring.kind === 'goals' ? game.sport.scoring.overtime : undefined;
  for (let k = 0; overtime && k < overtime.most && totals(events)[0] === totals(events)[1]; k++) {
    const start = regular + k * overtime.minutes;
    const played = eventsBetween(game, start, start + overtime.minutes);
    // Sudden death: the first goal ends the game (and nothing after it counts).
    const counted = overtime.suddenDeath ? played.slice(0, 1) : played;
    events.push(...counted);
    durationSeconds = overtime.suddenDeath && counted[0] ? counted[0].second + 1 : (start + overtime.minutes) * 60;
    periodEnds.push(durationSeconds);
  }
  if (overtime && totals(events)[0] === totals(events)[1]) {
    // Still level: a shootout where the sport has one; otherwise the simulation's bound on overtimes is
    // reached and the last one's final play decides it. The stronger side wins it a little more often.
    const homeShare = game.strength[0] / (game.strength[0] + game.strength[1]);
    const team: 0 | 1 = randomOf('decider', game.id) < homeShare ? 0 : 1;
    if (overtime.shootout) {
      durationSeconds += SHOOTOUT_SECONDS;
      periodEnds.push(durationSeconds);
    }
    events.push({ second: durationSeconds - 1, team, points: overtime.shootout ? 1 : game.sport.points });
  }
  const match = { events, periodEnds, regularSeconds, durationSeconds };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(game.id, match);
  return match;
}

/** Whether the sport plays past regular time when level (so a game's length depends on its score). */
export const hasOvertime = (sport: SportDef) => sport.scoring.kind === 'goals' && sport.scoring.overtime !== undefined;
