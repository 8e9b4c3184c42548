/**
 * The ways and hold-and-win views (issue 30): every cell is a themed SVG symbol named from the dictionary (no
 * letters standing in for a picture), the cascades and the respins are shown, and the rules panel names the mechanic.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import type { Paytable } from './game-api.ts';
import { HoldView } from './hold-view.tsx';
import { SlotMechanicsRules } from './slot-mechanics-rules.tsx';
import type { HoldOutcome, HoldPaytable, WaysOutcome, WaysPaytable } from './slot-mechanics-api.ts';
import { WaysView } from './ways-view.tsx';

const ru = dictionary('ru', 'casino-games')!;
const WAYS: WaysPaytable = {
  engine: 'slot-ways', mechanic: 'ways', rtp: 0.96, volatility: 'high', theme: 'ocean', symbols: ['shell', 'starfish', 'fish', 'seahorse', 'anchor', 'pearl', 'wild'],
  betUnits: 25, pays: [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]], ways: 243, maxCascades: 12, cascadeMultipliers: [1, 2],
  weights: { outer: [30, 26, 22, 14, 10, 7, 0], inner: [30, 26, 22, 14, 10, 7, 5] },
};
const HOLD: HoldPaytable = {
  engine: 'slot-hold', mechanic: 'hold', rtp: 0.96, volatility: 'low', theme: 'egypt', symbols: ['ankh', 'scarab', 'lotus', 'eye', 'pyramid', 'mask', 'wild', 'coin'],
  betUnits: 25, pays: [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]], trigger: 6, respins: 3, coinValues: [{ value: 1, weight: 1 }], grand: 250,
  coinChance: 0.12, landChance: 0.12, triggerChance: 0.01,
};

describe('slot mechanic views', () => {
  it('ways: each cascade is its own screen of labelled SVG symbols, its multiplier under it', async () => {
    const first = [0, 0, 1, 0, 6, 2, 0, 3, 4, 5, 5, 5, 1, 2, 3];
    const outcome: WaysOutcome = {
      engine: 'slot-ways', theme: 'ocean', multiplier: 0.2,
      cascades: [{ cells: first, wins: [{ symbol: 0, reels: 3, ways: 4, pay: 4 }], removed: [0, 1, 3, 4, 6], cascadeMultiplier: 1 }, { cells: [5, 2, 1, 3, 2, 2, 4, 3, 4, 5, 5, 5, 1, 2, 3], wins: [], removed: [], cascadeMultiplier: 2 }],
    };
    const { container } = await renderApp(<WaysView paytable={WAYS} outcome={outcome} />, { language: 'ru' });
    expect(screen.getAllByTestId('slot-cascade')).toHaveLength(2);
    const cells = container.querySelectorAll('.gm-symbol');
    expect(cells).toHaveLength(30);
    for (const cell of cells) {
      expect(cell.querySelector('svg')?.getAttribute('aria-label')).toMatch(/\S/);
      expect(cell.textContent?.replace(ru['symbol_' + cell.getAttribute('data-symbol')] ?? '', '')).toBe('');
    }
    expect(container.querySelectorAll('.gm-symbol.is-win')).toHaveLength(5);
    expect(screen.getByText(ru['ways_cascade']!.replace('{{step}}', '1').replace('{{multiplier}}', '2').replace('{{win}}', '0'))).toBeTruthy();
  });

  it('hold and win: coins show their value, the respins and the grand prize are told', async () => {
    const cells = [7, 7, 7, 7, 7, 7, 0, 1, 2, 3, 4, 5, 0, 1, 2];
    const outcome: HoldOutcome = {
      engine: 'slot-hold', theme: 'egypt', cells, values: Array.from({ length: 15 }, () => 1), wins: [], multiplier: 265,
      feature: { respins: [{ landed: [6, 7, 8, 9, 10, 11, 12, 13, 14], respinsLeft: 3 }], full: true, coins: 15, pay: 265 },
    };
    const { container } = await renderApp(<HoldView paytable={HOLD} outcome={outcome} />, { language: 'ru' });
    expect(screen.getByTestId('slot-hold').getAttribute('data-feature')).toBe('full');
    expect(screen.getByTestId('hold-feature').textContent).toContain(ru['hold_grand']!.replace('{{grand}}', '250').replace('{{pay}}', '265'));
    expect(container.querySelectorAll('[data-testid="slot-reels"] .gm-symbol[data-symbol="coin"]')).toHaveLength(6);
    expect(container.querySelectorAll('[data-testid="slot-reels"] .gm-coin-value')).toHaveLength(6);
  });

  it('the rules panel names the mechanic and the volatility in the page language', async () => {
    await renderApp(<SlotMechanicsRules paytable={HOLD} />, { language: 'ru' });
    expect(screen.getByTestId('paytable-mechanic').textContent).toBe(`${ru['mechanic_hold']} · ${ru['slot_volatility_low']}`);
    expect(screen.getByRole('table').textContent).toContain(ru['symbol_scarab']!);
  });

  it('the classic slot\'s rules panel names its mechanic too: classic lines, with its table\'s volatility (issue 30)', async () => {
    const lines: Paytable = { engine: 'slot', rtp: 0.96, volatility: 'high', symbols: [], linePays: [], scatterPays: [], paylines: [], reelStrips: [] };
    await renderApp(<SlotMechanicsRules paytable={lines} />, { language: 'ru' });
    expect(screen.getByTestId('paytable-mechanic').textContent).toBe(`${ru['mechanic_lines']} · ${ru['slot_volatility_high']}`);
  });
});
