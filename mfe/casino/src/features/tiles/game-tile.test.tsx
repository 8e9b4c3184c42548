/** The game tile: artwork drawn only near the viewport, the name in the page's language, sign-in for visitors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { CasinoGame } from '@arena/domain';
import { dictionary, renderApp } from '@arena/testing';
import { GameTile } from './game-tile.tsx';

/** An IntersectionObserver the test drives: `reveal()` reports every observed element as visible. */
const observers: Array<{ callback: IntersectionObserverCallback; disconnect: () => void }> = [];
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', FakeObserver);
const reveal = () => act(() => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as never)));

const game: CasinoGame = {
  id: 2, slug: 'rocket-crash', name: { ru: 'Ракета', en: 'Rocket Crash', ua: 'Ракета', kz: 'Зымыран', az: 'Raket', ar: 'الصاروخ' }, provider: 'arena-originals', providerName: 'Arena Originals',
  category: 'crash-games', categoryId: 101, subcategory: 'crash', tags: ['new'], rtp: 99, volatility: 'high', bets: {}, demoAllowed: true,
  engine: 'crash', popularity: 9998, releasedAt: '2026-10-10', artwork: { palette: ['#000000', '#111111', '#ffffff'], motif: 'rocket', angle: 10 },
};

afterEach(() => {
  observers.length = 0;
});

describe('GameTile', () => {
  it('draws its artwork only once the tile comes near the viewport', async () => {
    const { container } = await renderApp(<ul><GameTile game={game} /></ul>, { language: 'ru' });
    expect(container.querySelector('svg.cs-art')).toBeNull();
    reveal();
    expect(container.querySelector('svg.cs-art')).not.toBeNull();
  });

  it('shows the name in the page language and links to the game route', async () => {
    const app = await renderApp(<ul><GameTile game={game} /></ul>, { language: 'ru' });
    // Named by what it shows, the game's name first (axe: the visible label is in the accessible name).
    const link = screen.getByRole('link', { name: /^Ракета/ });
    expect(link.getAttribute('href')).toBe('/ru/crash-games/game/2/rocket-crash');
    expect(screen.getByText(dictionary('ru', 'casino')!['badge_new']!)).toBeTruthy();
    fireEvent.click(link);
    expect(app.path()).toBe('/ru/crash-games/game/2/rocket-crash');
  });

  it.each([
    ['ua', 'Фруктова фієста 5'],
    ['kz', 'Жеміс фиестасы 5'],
    ['az', 'Meyvə fiestası 5'],
    ['ar', 'فييستا الفواكه 5'],
    ['en', 'Fruit Fiesta 5'],
    ['de', 'Fruit Fiesta 5'],
  ])('on a %s page shows the name in that language (a language the site does not write: English)', async (page, shown) => {
    const fiesta: CasinoGame = {
      ...game, id: 1, slug: 'fruit-fiesta-5', category: 'slots',
      name: { ru: 'Фруктовая фиеста 5', en: 'Fruit Fiesta 5', ua: 'Фруктова фієста 5', kz: 'Жеміс фиестасы 5', az: 'Meyvə fiestası 5', ar: 'فييستا الفواكه 5' },
    };
    await renderApp(<ul><GameTile game={fiesta} /></ul>, { language: page });
    expect(screen.getByRole('link', { name: new RegExp(`^${shown}`) }).getAttribute('href')).toBe(`/${page}/slots/game/1/fruit-fiesta-5`);
  });

  it('asks a visitor to sign in instead of adding a favourite', async () => {
    const app = await renderApp(<ul><GameTile game={game} /></ul>, { language: 'ru' });
    fireEvent.click(screen.getByTestId('favourite-toggle'));
    expect(app.emitted('modal:open')).toEqual([{ kind: 'login' }]);
  });
});
