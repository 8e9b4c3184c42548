/** Club and player names in the page language (issue 31, item 3): the name table and every API that shows a team. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test-support.ts';
import { teamName } from './catalogue-names.ts';
import { SPORTS } from './sports-data.ts';
import { NAMED_TEAMS } from './team-names.ts';

const LATIN = /[A-Za-z]/;
/** Names a Russian page must never show: a club written in Latin although Russian has its own form. */
const hasRussianForm = (name: string) => teamName(name, 'ru') !== name;
const CATALOGUE_TEAMS = new Set(SPORTS.flatMap((s) => s.champs.flatMap((c) => c.teams)));
/** Esports teams keep their brands in every language, as their fans and media write them. */
const BRANDED = new Set(SPORTS.filter((s) => s.slug === 'esports').flatMap((s) => s.champs.flatMap((c) => c.teams)));

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => t.app.close());

describe('team names in the page language (issue 31, item 3)', () => {
  it('Russian names for Russian clubs and foreign ones as Russian media write them; ua, kz, az, ar where they have their own', () => {
    expect(teamName('Spartak Moscow', 'ru')).toBe('Спартак Москва');
    expect(teamName('CSKA Moscow', 'ru')).toBe('ЦСКА');
    expect(teamName('Zenit', 'ru')).toBe('Зенит');
    expect(teamName('Lokomotiv Moscow', 'ru')).toBe('Локомотив Москва');
    expect(teamName('Dynamo Moscow', 'ru')).toBe('Динамо Москва');
    expect(teamName('Krasnodar', 'ru')).toBe('Краснодар');
    expect(teamName('Real Madrid', 'ru')).toBe('Реал Мадрид');
    expect(teamName('Bayern Munich', 'ru')).toBe('Бавария');
    expect(teamName('J. Sinner', 'ru')).toBe('Я. Синнер');
    expect(teamName('Bayern Munich', 'ua')).toBe('Баварія');
    expect(teamName('Spartak Moscow', 'kz')).toBe('Спартак Мәскеу');
    expect(teamName('Spartak Moscow', 'az')).toBe('Spartak Moskva');
    expect(teamName('Real Madrid', 'ar')).toBe('ريال مدريد');
  });

  it('a language without a form of its own reads the club\'s own name; English reads it as written', () => {
    expect(teamName('Real Madrid', 'az')).toBe('Real Madrid');
    expect(teamName('SKA', 'ar')).toBe('SKA');
    expect(teamName('Arsenal', 'en')).toBe('Arsenal');
    expect(teamName('NAVI', 'ru')).toBe('NAVI');
    expect(teamName('Arsenal', 'de')).toBe('Arsenal');
  });

  it('the table names catalogue teams only, and every team outside esports has a Russian, Ukrainian and Kazakh form', () => {
    expect(NAMED_TEAMS.filter((name) => !CATALOGUE_TEAMS.has(name))).toEqual([]);
    const missing = [...CATALOGUE_TEAMS].filter((name) => !BRANDED.has(name)).flatMap((name) => ['ru', 'ua', 'kz'].filter((lang) => LATIN.test(teamName(name, lang))).map((lang) => `${name} ${lang}`));
    expect(missing).toEqual([]);
  });

  it('a Russian player\'s /ru/ line and live show no Latin name where a Russian one exists', async () => {
    for (const section of ['line', 'live']) {
      const response = await t.app.inject({ url: `/betting-api/games?section=${section}&limit=500`, headers: { 'x-language': 'ru' } });
      const games = t.json<{ games: Array<{ opponents: [string, string]; teamSlugs: [string, string] }> }>(response).games;
      expect(games.length).toBeGreaterThan(10);
      const latin = games.flatMap((g) => g.opponents).filter((name) => CATALOGUE_TEAMS.has(name) && hasRussianForm(name));
      expect(latin).toEqual([]);
      // Slugs stay the clubs' own, so team links work in every language.
      for (const game of games) for (const slug of game.teamSlugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('a team page is headed by the team in the page language; an unknown slug is a 404', async () => {
    const ru = await t.app.inject({ url: '/betting-api/teams/spartak-moscow', headers: { 'x-language': 'ru' } });
    expect(t.json<{ team: { name: string } }>(ru).team.name).toBe('Спартак Москва');
    const ua = await t.app.inject({ url: '/betting-api/teams/bayern-munich', headers: { 'x-language': 'ua' } });
    expect(t.json<{ team: { name: string } }>(ua).team.name).toBe('Баварія');
    expect((await t.app.inject({ url: '/betting-api/teams/no-such-club' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/betting-api/teams/BAD_slug' })).statusCode).toBe(400);
  });

  it('results, standings and team statistics on /ru/ use the Russian names; search finds a club by either name', async () => {
    t.clock.set(Date.parse('2026-11-20T09:00:00Z'));
    const day = '2026-11-19';
    const dayOf = async (lang: string, team = '') =>
      t.json<{ games: Array<{ id: string; opponents: [string, string] }> }>(await t.app.inject({ url: `/results-api/results?date=${day}${team ? `&team=${encodeURIComponent(team)}` : ''}`, headers: { 'x-language': lang } })).games;
    const results = await dayOf('ru');
    expect(results.length).toBeGreaterThan(10);
    expect(results.flatMap((g) => g.opponents).filter((name) => CATALOGUE_TEAMS.has(name) && hasRussianForm(name))).toEqual([]);
    // A club that played that day, searched by its Russian name and by its own: the same games.
    const own = (await dayOf('en')).flatMap((g) => g.opponents).find(hasRussianForm)!;
    const byRussian = await dayOf('ru', teamName(own, 'ru'));
    expect(byRussian.length).toBeGreaterThan(0);
    expect(byRussian.map((g) => g.id)).toEqual((await dayOf('ru', own)).map((g) => g.id));
    for (const game of byRussian) expect(game.opponents.some((name) => name.includes(teamName(own, 'ru')))).toBe(true);
    const table = t.json<{ rows: Array<{ team: string; teamSlug: string }> }>(await t.app.inject({ url: '/results-api/standings/105', headers: { 'x-language': 'ru' } }));
    expect(table.rows.find((r) => r.teamSlug === 'spartak-moscow')?.team).toBe('Спартак Москва');
    const team = t.json<{ team: string; row: { team: string } | null; opponents: Array<{ team: string }> }>(await t.app.inject({ url: '/results-api/teams/105/spartak-moscow', headers: { 'x-language': 'ru' } }));
    expect(team.team).toBe('Спартак Москва');
    expect(team.row?.team).toBe('Спартак Москва');
    expect(team.opponents.map((o) => o.team)).toContain('ЦСКА');
  });
});
