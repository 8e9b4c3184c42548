import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORY_SLUGS } from '@arena/domain';
import { gameHref, pageOf, SECTION_CATEGORIES } from './route-pages.ts';

describe('pageOf: casino route → page', () => {
  it('sends the lobby routes to the lobby', () => {
    for (const id of ['casino-lobby', 'games', 'allgamesentrance']) expect(pageOf(id, {}).kind).toBe('lobby');
  });

  it('lists every catalogue category on the route of the same name', () => {
    expect([...SECTION_CATEGORIES].sort()).toEqual([...CASINO_CATEGORY_SLUGS].sort());
    for (const category of SECTION_CATEGORIES) {
      expect(pageOf(category, {})).toMatchObject({ kind: 'list', category, filter: { category } });
    }
  });

  it('narrows slots/{subcategory} by tag or subcategory', () => {
    expect(pageOf('slots', { subcategory: 'jackpots' })).toMatchObject({ filter: { category: 'slots', tag: 'jackpot' } });
    expect(pageOf('slots', { subcategory: 'vulkan' })).toMatchObject({ filter: { category: 'slots', subcategory: 'vulkan' } });
  });

  it('narrows keno/{section} and poker/{game} to a subcategory, and refuses unknown values', () => {
    expect(pageOf('keno', { section: 'fast' })).toMatchObject({ filter: { category: 'keno', subcategory: 'fast' } });
    expect(pageOf('poker', { game: 'holdem' })).toMatchObject({ filter: { category: 'poker', subcategory: 'holdem' } });
    expect(pageOf('poker', { game: 'no-such' }).kind).toBe('not-found');
  });

  it('maps casino/brand to the house provider and an unknown section to not-found', () => {
    expect(pageOf('casino-section', { casinoSection: 'brand' })).toMatchObject({ filter: { provider: 'arena-originals' } });
    expect(pageOf('casino-section', { casinoSection: 'nope' }).kind).toBe('not-found');
  });

  it('sends game routes to the game page and unknown ids to not-found', () => {
    expect(pageOf('slots-game', { gameId: '1', gameName: 'fruit-fiesta-5' }).kind).toBe('game');
    expect(pageOf('live-casino-game', {}).kind).toBe('game');
    expect(pageOf('games-game', {}).kind).toBe('game');
    expect(pageOf('no-such-route', {}).kind).toBe('not-found');
  });

  it('sends bonus/casino and its promotions and tournaments to the bonus pages', () => {
    for (const id of ['bonus-casino', 'bonus-casino-promotion', 'bonus-casino-item', 'bonus-casino-tournaments', 'bonus-casino-tournament']) expect(pageOf(id, {}).kind).toBe('bonus');
  });

  it('knows providers, search, my-casino and thank-you', () => {
    expect(pageOf('provider', { provider: 'pixel-forge' })).toEqual({ kind: 'provider', provider: 'pixel-forge' });
    expect(pageOf('my-casino-favorites', {})).toEqual({ kind: 'my-casino', favouritesOnly: true });
    expect(pageOf('casino-search', {}).kind).toBe('search');
    expect(pageOf('thank-you', {}).kind).toBe('thank-you');
  });
});

describe('gameHref', () => {
  it('opens a game under its section: {section}/game/{gameId}/{gameName}', () => {
    expect(gameHref('ru', { id: 1, slug: 'fruit-fiesta-5', category: 'slots' })).toBe('/ru/slots/game/1/fruit-fiesta-5');
    expect(gameHref('en', { id: 2, slug: 'rocket-crash', category: 'crash-games' })).toBe('/en/crash-games/game/2/rocket-crash');
  });

  it('opens poker games (a section without game children) under games/{slug}', () => {
    expect(gameHref('ru', { id: 300, slug: 'omaha', category: 'poker' })).toBe('/ru/games/omaha');
  });
});
