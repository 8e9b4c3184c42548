/**
 * The virtual tennis and basketball views and the hunting scene (issue 30): the scoreboard shows the sport as it
 * scores (games per set, points per quarter and overtime), reduced motion shows the end at once, the hunting
 * games draw animals named in the page's language, and every new text is in all six dictionaries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import type { BasketballOutcome, TennisOutcome } from './arcade-api.ts';
import { FishingView } from './fishing-view.tsx';
import { VirtualBasketballView, periodsSoFar } from './virtual-basketball-view.tsx';
import { VirtualTennisView, setsSoFar } from './virtual-tennis-view.tsx';

const PICKS = [
  { pick: 'home' as const, probability: 0.6, odds: 1.58, rtp: 0.948 }, { pick: 'away' as const, probability: 0.4, odds: 2.37, rtp: 0.948 },
  { pick: 'over' as const, probability: 0.5, odds: 1.9, rtp: 0.95 }, { pick: 'under' as const, probability: 0.5, odds: 1.9, rtp: 0.95 },
];
const game = (set: number, winner: 'home' | 'away', tiebreak = false) => ({ set, server: 'home' as const, winner, tiebreak });
// 6–4 (home), 3–6, 7–6: 32 games.
const TENNIS: TennisOutcome = {
  engine: 'virtual-tennis',
  games: [
    ...Array.from({ length: 10 }, (_, i) => game(1, i < 6 ? 'home' : 'away')),
    ...Array.from({ length: 9 }, (_, i) => game(2, i < 3 ? 'home' : 'away')),
    ...Array.from({ length: 12 }, (_, i) => game(3, i % 2 ? 'away' : 'home')), game(3, 'home', true),
  ],
  sets: [[6, 4], [3, 6], [7, 6]], setsWon: [2, 1], totalGames: 32, line: 22.5, winner: 'home', pick: 'over', odds: 1.9, multiplier: 1.9,
};
const BASKETBALL: BasketballOutcome = {
  engine: 'virtual-basketball',
  baskets: [{ period: 1, side: 'home', points: 3 }, { period: 2, side: 'away', points: 2 }, { period: 4, side: 'away', points: 1 }, { period: 5, side: 'home', points: 2 }],
  periods: [[3, 0], [0, 2], [0, 0], [0, 1], [2, 0]], score: [5, 3], regulationTotal: 6, decidedAtLine: false, line: 6.5, winner: 'home', pick: 'under', odds: 1.9, multiplier: 1.9,
};

beforeEach(() => {
  // Reduced motion: the replay shows the end at once (replay-clock.ts).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('virtual tennis view', () => {
  it('the scoreboard counts games per set as the replay goes', () => {
    expect(setsSoFar(TENNIS, 12)).toEqual([[6, 4], [2, 0]]);
    expect(setsSoFar(TENNIS, 32)).toEqual(TENNIS.sets);
  });

  it('with reduced motion the final sets show at once, the markets name the line', async () => {
    await renderApp(<VirtualTennisView picks={PICKS} line={22.5} pick="over" outcome={TENNIS} round={1} disabled={false} onPick={() => {}} />, { language: 'en' });
    expect(screen.getByTestId('virtual-tennis').getAttribute('data-sets')).toBe('6:4 3:6 7:6');
    expect(screen.getByTestId('tennis-set-3-away').textContent).toBe('6');
    expect(screen.getByTestId('tennis-status').textContent).toContain('Match won by Player 1: 6:4 3:6 7:6');
    expect(screen.getByTestId('h2h-pick-over').textContent).toContain('Total games over 22.5');
    expect(screen.getByTestId('h2h-pick-over').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('virtual basketball view', () => {
  it('points per period as the replay goes, the empty quarters too', () => {
    expect(periodsSoFar(BASKETBALL, 3)).toEqual([[3, 0], [0, 2], [0, 0], [0, 1]]);
  });

  it('with reduced motion the final score and the overtime column show at once', async () => {
    await renderApp(<VirtualBasketballView picks={PICKS} line={6.5} pick="draw" outcome={BASKETBALL} round={1} disabled={false} onPick={() => {}} />, { language: 'ru' });
    expect(screen.getByTestId('virtual-basketball').getAttribute('data-score')).toBe('5:3');
    expect(screen.getByTestId('virtual-basketball').getAttribute('data-periods')).toBe('5');
    expect(screen.getByTestId('basketball-score-home').textContent).toBe('5');
    expect(screen.getByText('ОТ1')).toBeTruthy();
    // Football's draw is no market here: the home side shows chosen, which is what the play call backs.
    expect(screen.getByTestId('h2h-pick-home').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('hunting scene', () => {
  it('the forest draws game animals, named in the page language; the sea draws fish', async () => {
    const fish = [{ kind: 'clownfish' as const, pays: 2 }, { kind: 'whale' as const, pays: 40 }];
    const forest = await renderApp(<FishingView fish={fish} shots={10} scene="forest" round={null} disabled={false} onShoot={() => {}} />, { language: 'ru' });
    expect(screen.getByTestId('hunting-forest')).toBeTruthy();
    expect(forest.container.querySelector('[data-animal="stag"]')).not.toBeNull();
    expect(screen.getByTestId('fish-whale').getAttribute('aria-label')).toContain('олень');
    forest.unmount();
    const sea = await renderApp(<FishingView fish={fish} shots={10} scene="sea" round={null} disabled={false} onShoot={() => {}} />, { language: 'ru' });
    expect(sea.container.querySelector('[data-animal]')).toBeNull();
    expect(sea.container.querySelector('[data-kind="whale"]')).not.toBeNull();
  });
});

describe('texts', () => {
  it('every tennis, basketball and hunting text is in all six languages', () => {
    const keys = Object.keys(dictionary('en', 'casino-games')!).filter((key) => /^(tennis_|basketball_|h2h_|hunting_|animal_|paytable_(tennis|basketball|hunting)_rules|play_virtual-(tennis|basketball))/.test(key));
    expect(keys.length).toBeGreaterThan(25);
    for (const language of ['ru', 'en', 'ua', 'kz', 'az', 'ar']) {
      const texts = dictionary(language, 'casino-games')!;
      expect(keys.filter((key) => !texts[key]?.trim()), language).toEqual([]);
    }
  });
});
