/** Market and outcome names in the six interface languages (issue 20). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES, type Localized } from '../../../platform/messages.ts';
import { buildTestApi, type TestApi } from '../../test-support.ts';
import { BONUS_NAMES } from './bonus-market.ts';
import type { GameMoment } from './game-model.ts';
import { marketDefs } from './markets.ts';
import { scheduledGame, type ScheduledGame } from './schedule.ts';
import { SPORTS } from './sports-data.ts';
import { VIRTUAL_BASE, VIRTUAL_SPORTS, virtualGame } from './virtual-schedule.ts';

const START: GameMoment = { secondsOfPlay: 0, score: [0, 0], statusId: 0, period: 0, lastScoreAt: null };

/** One scheduled game of every sport, real and virtual, so every sport's totals and handicap lines are named. */
function oneGamePerSport(): ScheduledGame[] {
  const games = new Map<number, ScheduledGame>();
  for (let id = 11_000_000; games.size < SPORTS.length && id < 11_010_000; id++) {
    const game = scheduledGame(id);
    if (!games.has(game.sport.id)) games.set(game.sport.id, game);
  }
  for (let k = 0; k < VIRTUAL_SPORTS.length; k++) {
    const game = virtualGame(VIRTUAL_BASE + k);
    games.set(game.sport.id, game);
  }
  return [...games.values()];
}

const missingLanguages = (name: Localized) => TEXT_LANGUAGES.filter((lang) => !name[lang]?.trim());

describe('market and outcome names', () => {
  it('market and outcome names exist in every interface language', () => {
    const games = oneGamePerSport();
    expect(games.map((g) => g.sport.id).sort((a, b) => a - b)).toEqual([...SPORTS, ...VIRTUAL_SPORTS].map((s) => s.id).sort((a, b) => a - b));
    const missing: string[] = [];
    for (const game of games) {
      for (const market of marketDefs(game, START)) {
        for (const lang of missingLanguages(market.name)) missing.push(`${game.sport.slug} market ${market.key} ${lang}`);
        for (const outcome of market.outcomes) {
          for (const lang of missingLanguages(outcome.name)) missing.push(`${game.sport.slug} outcome ${market.key}-${outcome.key} ${lang}`);
        }
      }
    }
    for (const [key, name] of Object.entries(BONUS_NAMES)) for (const lang of missingLanguages(name)) missing.push(`bonus ${key} ${lang}`);
    expect(missing).toEqual([]);
  });

  it('names built from a line keep its number in every language, with Latin digits', () => {
    for (const game of oneGamePerSport()) {
      for (const market of marketDefs(game, START)) {
        const line = /^t(\d+(?:\.\d+)?)$/.exec(market.key)?.[1];
        for (const lang of TEXT_LANGUAGES) {
          if (line) expect(market.name[lang], `${market.key} ${lang}`).toContain(line);
          for (const outcome of market.outcomes) {
            const number = /[+-]?\d+(?:\.\d+)?(?=\)?$)/.exec(outcome.name.en)?.[0];
            if (number && market.key !== 'w' && market.key !== 'dc') expect(outcome.name[lang], `${market.key}-${outcome.key} ${lang}`).toContain(number);
          }
        }
      }
    }
  });
});

describe('a game answer in the page language', () => {
  let t: TestApi;
  beforeEach(async () => {
    t = await buildTestApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  type Game = { markets: Array<{ id: string; name: string; outcomes: Array<{ id: string; name: string }> }> };
  const gameIn = async (id: string, language: string) =>
    t.json<{ game: Game }>(await t.app.inject({ url: `/betting-api/games/${id}`, headers: { 'x-language': language } })).game;

  it('a Ukrainian page reads Ukrainian market and outcome names; Russian and English keep theirs', async () => {
    const list = t.json<{ games: Array<{ id: string }> }>(await t.app.inject({ url: '/betting-api/games?section=line&sportId=1&limit=1', headers: { 'x-language': 'ua' } }));
    const id = list.games[0]!.id;
    const ua = await gameIn(id, 'ua');
    const market = (key: string) => ua.markets.find((m) => m.id === `${id}-${key}`)!;
    expect(market('w').name).toBe('Результат матчу');
    expect(market('w').outcomes.map((o) => o.name)).toEqual(['П1', 'Х', 'П2']);
    expect(market('dc').name).toBe('Подвійний шанс');
    expect(market('h').name).toBe('Фора');
    expect(market('h').outcomes[0]!.name).toMatch(/^Фора 1 \([+-]?\d+(\.\d+)?\)$/);
    expect(market('oe').outcomes.map((o) => o.name)).toEqual(['Непарне', 'Парне']);
    expect(ua.markets.find((m) => m.id.includes('-t'))!.outcomes[0]!.name).toMatch(/^Більше \d/);
    expect((await gameIn(id, 'ru')).markets[0]!.name).toBe('Исход матча');
    expect((await gameIn(id, 'en')).markets[0]!.name).toBe('Match result');
  });

  it('the bonus selection reads in the page language too', async () => {
    const bonus = async (language: string) =>
      t.json<{ bonus: { sportName: string; market: Game['markets'][number] } }>(await t.app.inject({ url: '/betting-api/bonus', headers: { 'x-language': language } })).bonus;
    expect((await bonus('ua')).market.name).toBe('Бонус до експресу');
    expect((await bonus('az')).market.outcomes[0]!.name).toBe('Ekspress üçün bonus');
    expect((await bonus('ar')).sportName).toBe('مكافأة');
  });
});
