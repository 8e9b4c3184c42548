/** The /casino-api/ catalogue calls over Fastify inject(): paging, sort, search, detail, favourites, recent. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CasinoGame, CasinoGamePage, CasinoLobby, CasinoProvider, CasinoSearchAnswer } from '@arena/domain';
import { bearer, buildTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

const get = async <T,>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  return { status: response.statusCode, body: t.json<T>(response) };
};

describe('lists', () => {
  it('pages a category without overlap or gaps, and says when there is more', async () => {
    const first = await get<CasinoGamePage>('/casino-api/games?category=slots&pageSize=50&page=1');
    const third = await get<CasinoGamePage>('/casino-api/games?category=slots&pageSize=50&page=3');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(121);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(third.body.games).toHaveLength(21);
    expect(third.body.hasMore).toBe(false);
    const all = await get<CasinoGamePage>('/casino-api/games?category=slots&pageSize=100&page=1');
    const second = await get<CasinoGamePage>('/casino-api/games?category=slots&pageSize=50&page=2');
    const joined = [...first.body.games, ...second.body.games, ...third.body.games].map((g) => g.id);
    expect(new Set(joined).size).toBe(121);
    expect(joined.slice(0, 100)).toEqual(all.body.games.map((g) => g.id));
    expect(first.body.games.every((g) => g.category === 'slots')).toBe(true);
  });

  it.each([
    ['popular', (a: CasinoGame, b: CasinoGame) => a.popularity >= b.popularity],
    ['new', (a: CasinoGame, b: CasinoGame) => a.releasedAt >= b.releasedAt],
    ['rtp', (a: CasinoGame, b: CasinoGame) => a.rtp >= b.rtp],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const { body } = await get<CasinoGamePage>(`/casino-api/games?sort=${sort}&pageSize=100`);
    for (let i = 1; i < body.games.length; i++) expect(inOrder(body.games[i - 1]!, body.games[i]!)).toBe(true);
  });

  it.each([
    ['ru', 'ru'],
    ['en', 'en'],
    ['ua', 'uk'],
    ['kz', 'kk'],
    ['ar', 'ar'],
  ] as const)('sorts by the name the %s page shows, in its alphabet', async (language, tag) => {
    const response = await t.app.inject({ url: '/casino-api/games?category=slots&sort=name&pageSize=100', headers: { 'x-language': language } });
    expect(response.headers['vary']).toContain('X-Language');
    const names = t.json<CasinoGamePage>(response).games.map((g) => g.name[language]);
    expect(names).toEqual([...names].sort(new Intl.Collator(tag).compare));
  });

  it('filters by subcategory, tag and provider', async () => {
    const megaways = await get<CasinoGamePage>('/casino-api/games?category=slots&subcategory=megaways&pageSize=100');
    expect(megaways.body.total).toBeGreaterThan(0);
    expect(megaways.body.games.every((g) => g.subcategory === 'megaways')).toBe(true);
    const jackpots = await get<CasinoGamePage>('/casino-api/games?tag=jackpot&pageSize=100');
    expect(jackpots.body.games.every((g) => g.tags.includes('jackpot'))).toBe(true);
    const owl = await get<CasinoGamePage>('/casino-api/games?provider=crimson-owl&pageSize=100');
    expect(owl.body.total).toBeGreaterThan(0);
    expect(owl.body.games.every((g) => g.provider === 'crimson-owl')).toBe(true);
    const several = await get<CasinoGamePage>('/casino-api/games?category=skill-games,scratchcards&pageSize=100');
    expect(new Set(several.body.games.map((g) => g.category))).toEqual(new Set(['skill-games', 'scratchcards']));
  });

  it('answers 404 with a code for an unknown category or provider', async () => {
    const category = await get<{ code: string; message: string }>('/casino-api/games?category=roulette-royale', { 'accept-language': 'ru' });
    expect(category.status).toBe(404);
    expect(category.body.code).toBe('category_not_found');
    const provider = await get<{ code: string }>('/casino-api/games?provider=nobody');
    expect(provider).toMatchObject({ status: 404, body: { code: 'provider_not_found' } });
    expect(await get('/casino-api/providers/nobody')).toMatchObject({ status: 404, body: { code: 'provider_not_found' } });
  });
});

describe('lobby, categories and providers', () => {
  it('has the popular, new and jackpot sections and one per category, each non-empty', async () => {
    const { body } = await get<CasinoLobby>('/casino-api/lobby');
    const ids = body.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['popular', 'new', 'jackpots', 'category:slots', 'category:live-casino', 'category:keno']));
    for (const section of body.sections) expect(section.games.length, section.id).toBeGreaterThan(0);
    expect(body.sections.find((s) => s.id === 'new')!.games.every((g) => g.tags.includes('new'))).toBe(true);
  });

  it('counts the games of every provider', async () => {
    const { body } = await get<{ providers: CasinoProvider[] }>('/casino-api/providers');
    expect(body.providers.length).toBeGreaterThanOrEqual(12);
    const total = body.providers.reduce((sum, p) => sum + p.gameCount, 0);
    expect(total).toBe((await get<CasinoGamePage>('/casino-api/games')).body.total);
    const one = await get<{ provider: CasinoProvider }>('/casino-api/providers/starlit-live');
    expect(one.body.provider.categories).toContain('live-casino');
  });
});

describe('game detail', () => {
  it('finds a game by id and by slug', async () => {
    const bySlug = await get<{ game: CasinoGame }>('/casino-api/games/rocket-crash');
    expect(bySlug.body.game).toMatchObject({ id: 2, engine: 'crash', category: 'crash-games' });
    const byId = await get<{ game: CasinoGame }>('/casino-api/games/2');
    expect(byId.body.game.slug).toBe('rocket-crash');
  });

  it('answers 404 game_not_found for an unknown id or slug', async () => {
    expect(await get('/casino-api/games/999999')).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
    expect(await get('/casino-api/games/no-such-game')).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
  });
});

describe('search', () => {
  it('finds a game by a misspelt name', async () => {
    const { body } = await get<CasinoSearchAnswer>(`/casino-api/search?q=${encodeURIComponent('Rocet Crash')}`);
    expect(body.games[0]?.slug).toBe('rocket-crash');
  });

  it('finds a Russian name typed with the English layout', async () => {
    const { body } = await get<CasinoSearchAnswer>('/casino-api/search?q=hfrtnf');
    expect(body.games.map((g) => g.slug)).toContain('rocket-crash');
  });

  it('finds a game by its Kazakh or Ukrainian name, and answers every name in all six languages', async () => {
    const kazakh = await get<CasinoSearchAnswer>(`/casino-api/search?q=${encodeURIComponent('Зымыран')}`, { 'x-language': 'kz' });
    expect(kazakh.body.games[0]).toMatchObject({
      slug: 'rocket-crash',
      name: { ru: 'Ракета', en: 'Rocket Crash', ua: 'Ракета', kz: 'Зымыран', az: 'Raket', ar: 'الصاروخ' },
    });
    const ukrainian = await get<CasinoSearchAnswer>(`/casino-api/search?q=${encodeURIComponent('Щасливе кено')}`, { 'x-language': 'ua' });
    expect(ukrainian.body.games[0]?.slug).toBe('lucky-keno');
    expect(ukrainian.body.games[0]?.name.ua).toBe('Щасливе кено');
  });

  it('limits the answer but reports the full count', async () => {
    const { body } = await get<CasinoSearchAnswer>('/casino-api/search?q=roulette&limit=2');
    expect(body.games).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
  });

  it('refuses an empty query', async () => {
    expect((await get('/casino-api/search?q=')).status).toBe(400);
  });
});

describe('favourites and recently played', () => {
  it('need a signed-in player', async () => {
    expect((await get('/casino-api/favourites')).status).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/casino-api/favourites/rocket-crash' })).statusCode).toBe(401);
    expect((await get('/casino-api/recent')).status).toBe(401);
  });

  it('are kept per player: add (twice is once), list newest first, remove', async () => {
    const demo = bearer(await t.login('demo', 'Demo1234!'));
    const other = bearer(await t.login('banned', 'Banned1234!'));
    const put = (game: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/casino-api/favourites/${game}`, headers });
    expect((await put('rocket-crash', demo)).statusCode).toBe(200);
    await put('rocket-crash', demo);
    const added = t.json<{ favourite: boolean; games: CasinoGame[] }>(await put('1', demo));
    expect(added.favourite).toBe(true);
    expect(added.games.map((g) => g.slug)).toEqual(['fruit-fiesta-5', 'rocket-crash']);
    await put('lucky-keno', other);

    expect((await get<{ games: CasinoGame[] }>('/casino-api/favourites', demo)).body.games.map((g) => g.slug)).toEqual(['fruit-fiesta-5', 'rocket-crash']);
    expect((await get<{ games: CasinoGame[] }>('/casino-api/favourites', other)).body.games.map((g) => g.slug)).toEqual(['lucky-keno']);

    const removed = await t.app.inject({ method: 'DELETE', url: '/casino-api/favourites/rocket-crash', headers: demo });
    expect(t.json(removed)).toMatchObject({ favourite: false });
    expect((await get<{ games: CasinoGame[] }>('/casino-api/favourites', demo)).body.games.map((g) => g.slug)).toEqual(['fruit-fiesta-5']);
    expect((await get<{ games: CasinoGame[] }>('/casino-api/favourites', other)).body.games).toHaveLength(1);
  });

  it('refuses an unknown game with 404', async () => {
    const demo = bearer(await t.login('demo', 'Demo1234!'));
    const response = await t.app.inject({ method: 'PUT', url: '/casino-api/favourites/999999', headers: demo });
    expect(response.statusCode).toBe(404);
    expect(t.json(response)).toMatchObject({ code: 'game_not_found' });
  });

  it('lists no recently played games before the first launch', async () => {
    const demo = bearer(await t.login('demo', 'Demo1234!'));
    expect(t.json<{ games: CasinoGame[] }>(await t.app.inject({ url: '/casino-api/recent', headers: demo })).games).toEqual([]);
  });
});
