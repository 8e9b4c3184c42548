/** Results and statistics calls over inject(): by date, sport and team; history after the clock moves. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { SLOT_MS } from '../betting/catalogue/schedule.ts';
import type { GameResult } from './game-results.ts';

interface DayAnswer {
  date: string;
  today: string;
  first: string;
  games: GameResult[];
  sports: Array<{ id: number; count: number }>;
  champs: Array<{ id: number; count: number }>;
}

interface Row {
  team: string;
  teamSlug: string;
  played: number;
  points: number;
  form: string[];
}

/** 12:00 at the site (UTC+3) on 2026-11-20: far from midnight, so "today" is stable while a test runs. */
const NOON = Date.parse('2026-11-20T09:00:00Z');
let t: TestApi;

beforeEach(async () => {
  t = await buildTestApi();
  t.clock.set(NOON);
});
afterEach(async () => t.app.close());

const day = async (query: string) => {
  const response = await t.app.inject({ url: `/results-api/results?${query}` });
  return { status: response.statusCode, body: t.json<DayAnswer & { code?: string; message?: string }>(response) };
};

describe('results of a calendar day', () => {
  it('lists only finished games that kicked off that site day, newest first, with per-period scores adding up to the final (set sports: sets won)', async () => {
    const { status, body } = await day('date=2026-11-20');
    expect(status).toBe(200);
    expect(body.today).toBe('2026-11-20');
    expect(body.games.length).toBeGreaterThan(100);
    const dayStart = Date.parse('2026-11-19T21:00:00Z') / 1000;
    for (const game of body.games) {
      expect(game.isFinished).toBe(true);
      expect(game.startTime).toBeGreaterThanOrEqual(dayStart);
      expect(game.startTime * 1000).toBeLessThan(NOON);
      // Goals add up period by period; a set sport's score counts the sets each side won.
      const sum = game.scoring === 'goals'
        ? game.periods.reduce((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0])
        : [game.periods.filter((p) => p[0] > p[1]).length, game.periods.filter((p) => p[1] > p[0]).length];
      expect(sum).toEqual(game.score);
    }
    const starts = body.games.map((g) => g.startTime);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });

  it('a tennis set decided by a tie-break carries its points, so the results write 7:6(5) (issue 31, tennis tie-break points)', async () => {
    const { body } = await day('date=2026-11-20');
    const tennis = body.games.filter((g) => g.scoring === 'tennis');
    const withTieBreak = tennis.filter((g) => g.periods.some(([a, b]) => a + b === 13));
    expect(withTieBreak.length).toBeGreaterThan(0);
    for (const game of withTieBreak) {
      expect(game.tieBreaks).toHaveLength(game.periods.length);
      game.periods.forEach(([a, b], i) => expect(game.tieBreaks![i] !== null).toBe(a + b === 13));
    }
    // Other sports send none.
    expect(body.games.filter((g) => g.scoring !== 'tennis').every((g) => g.tieBreaks === undefined)).toBe(true);
  });

  it('filters by sport and championship; the sport counts add up to the whole day', async () => {
    const all = (await day('date=2026-11-19')).body;
    expect(all.sports.reduce((sum, s) => sum + s.count, 0)).toBe(all.games.length);
    const football = (await day('date=2026-11-19&sportId=1')).body;
    expect(football.games.length).toBe(all.sports.find((s) => s.id === 1)!.count);
    expect(football.games.every((g) => g.sportId === 1)).toBe(true);
    const premier = (await day('date=2026-11-19&sportId=1&champId=101')).body;
    expect(premier.games.length).toBeGreaterThan(0);
    expect(premier.games.every((g) => g.champId === 101)).toBe(true);
  });

  it('searches by team, case-insensitively, on either side (the answer names it in the page language, ru by default)', async () => {
    const { body } = await day('date=2026-11-19&team=arsenal');
    expect(body.games.length).toBeGreaterThan(0);
    expect(body.games.every((g) => g.opponents.includes('Арсенал'))).toBe(true);
  });

  it('keeps history: three days later the same day lists the same games with the same scores', async () => {
    const before = (await day('date=2026-11-20')).body.games;
    t.clock.advance(3 * 86_400_000);
    const after = await day('date=2026-11-20');
    expect(after.body.today).toBe('2026-11-23');
    // The afternoon of the 20th has finished meanwhile: the earlier games are still there, unchanged.
    const sameIds = after.body.games.filter((g) => before.some((b) => b.id === g.id));
    expect(sameIds.map((g) => [g.id, g.score])).toEqual(before.map((g) => [g.id, g.score]));
    expect(after.body.games.length).toBeGreaterThan(before.length);
  });

  it('refuses dates outside the calendar with a clear message', async () => {
    const future = await day('date=2026-11-21');
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'date_out_of_range', first: '2026-10-22', today: '2026-11-20' });
    expect((await day('date=2026-10-21')).status).toBe(400);
    expect((await day('date=2026-10-22')).status).toBe(200);
    expect((await day('date=2026-02-31')).body.code).toBe('date_invalid');
    expect((await day('date=yesterday')).status).toBe(400);
  });
});

describe('live results', () => {
  it('lists games in play with the periods so far; a game forced over leaves live and joins the results', async () => {
    const live = t.json<{ games: GameResult[] }>(await t.app.inject({ url: '/results-api/live' })).games;
    expect(live.length).toBeGreaterThan(5);
    expect(live.every((g) => g.isLive && g.periods.length === g.period)).toBe(true);
    const target = live[0]!;
    await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: target.id, finishedScore: [7, 6] } });
    const after = t.json<{ games: GameResult[] }>(await t.app.inject({ url: '/results-api/live' })).games;
    expect(after.some((g) => g.id === target.id)).toBe(false);
    const today = (await day('date=2026-11-20')).body.games;
    expect(today.find((g) => g.id === target.id)).toMatchObject({ isFinished: true, score: [7, 6] });
  });
});

describe('standings and team statistics', () => {
  const table = async (champId: number) => t.json<{ rows: Row[]; from: number }>(await t.app.inject({ url: `/results-api/standings/${champId}` }));

  it('has a row per team; every finished game of the season counts once for each side', async () => {
    const { rows, from } = await table(101);
    expect(rows).toHaveLength(10);
    expect(from).toBe(Date.parse('2026-11-13T21:00:00Z') / 1000);
    let games = 0;
    for (const date of ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      games += (await day(`date=${date}&champId=101`)).body.games.length;
    }
    expect(rows.reduce((sum, r) => sum + r.played, 0)).toBe(games * 2);
  });

  it('a game that finishes changes the table: both teams play one more game', async () => {
    // The next game of champ 101 to kick off: move the clock into it, then force it over.
    const firstLine = Math.floor(NOON / SLOT_MS) + 1;
    const before = await table(101);
    const line = t.json<{ games: Array<{ id: string; champId: number; opponents: string[] }> }>(
      await t.app.inject({ url: '/betting-api/games?section=line&champId=101&limit=1' }),
    ).games[0]!;
    expect(Number(line.id)).toBeGreaterThanOrEqual(firstLine);
    await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: line.id, finishedScore: [2, 0] } });
    const after = await table(101);
    const played = (rows: Row[], team: string) => rows.find((r) => r.team === team)!.played;
    expect(played(after.rows, line.opponents[0]!)).toBe(played(before.rows, line.opponents[0]!) + 1);
    expect(played(after.rows, line.opponents[1]!)).toBe(played(before.rows, line.opponents[1]!) + 1);
    expect(after.rows.find((r) => r.team === line.opponents[0])!.form[0]).toBe('W');
  });

  it('team pages, head-to-head and game statistics; unknown ids are 404 with a code', async () => {
    const team = t.json<{ team: string; form: string[]; recent: GameResult[]; upcoming: GameResult[] }>(await t.app.inject({ url: '/results-api/teams/101/arsenal' }));
    expect(team.team).toBe('Арсенал');
    expect(team.recent.length).toBeGreaterThan(0);
    expect(team.recent.every((g) => g.opponents.includes('Арсенал') && g.isFinished)).toBe(true);
    expect(team.form.length).toBe(Math.min(10, team.recent.length));
    const h2h = t.json<{ games: GameResult[] }>(await t.app.inject({ url: '/results-api/h2h/101/arsenal/chelsea' }));
    expect(h2h.games.every((g) => g.opponents.includes('Арсенал') && g.opponents.includes('Челси'))).toBe(true);
    const stats = t.json<{ game: GameResult; headToHead: GameResult[] }>(await t.app.inject({ url: `/results-api/games/${team.recent[0]!.id}` }));
    expect(stats.game.id).toBe(team.recent[0]!.id);
    expect(stats.headToHead.every((g) => g.opponents.includes(stats.game.opponents[0]) && g.opponents.includes(stats.game.opponents[1]))).toBe(true);
    expect(t.json(await t.app.inject({ url: '/results-api/standings/999' }))).toMatchObject({ code: 'champ_not_found' });
    expect((await t.app.inject({ url: '/results-api/teams/101/real-madrid' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/results-api/games/1' })).statusCode).toBe(404);
  });
});
