/** The header's casino links (issue 13): each leads to a casino page and is marked on the pages under it. */
import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

const item = (id: string) => NAV_ITEMS.find((i) => i.id === id)!;

describe('casino header links', () => {
  it('lead to the casino lobby, the live casino and the slots pages', () => {
    expect([item('casino').path, item('live-casino').path, item('slots').path]).toEqual(['casino-lobby', 'live-casino', 'slots']);
  });

  it('mark «Казино» on the lobby, providers, search, my-casino and casino bonus pages, not on live or slots', () => {
    for (const path of ['casino-lobby', 'providers/pixel-forge', 'casino-search', 'my-casino/favorites', 'casino/brand', 'bonus/casino/tournaments']) {
      expect(isNavItemActive(item('casino'), path), path).toBe(true);
    }
    expect(isNavItemActive(item('casino'), 'live-casino')).toBe(false);
    expect(isNavItemActive(item('live'), 'live-casino')).toBe(false);
    expect(isNavItemActive(item('slots'), 'slots/megaways')).toBe(true);
    expect(isNavItemActive(item('live-casino'), 'live-casino/game/131/live-roulette-neva')).toBe(true);
  });
});
