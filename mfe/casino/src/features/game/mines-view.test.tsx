/**
 * The Mines board (issue 30): 25 SVG tiles that are buttons named from the dictionary (no letters standing in
 * for a picture), arrow keys move across the board skipping opened tiles, a tile click sends `reveal-<tile>`,
 * cash out waits for a safe tile, and a finished board shows where the mines were.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import type { MinesPaytable } from '@arena/domain';
import type { Round } from './game-api.ts';
import { DrawPaytable } from './draw-paytables.tsx';
import { MinesView } from './mines-view.tsx';

const en = dictionary('en', 'casino-games')!;
const PAYTABLE: MinesPaytable = {
  engine: 'mines', rtp: 0.99, houseEdge: 0.01, maxMultiplier: 10_000, tiles: 25, minMines: 1, maxMines: 24,
  ladders: [{ mines: 1, multipliers: [1.0312, 1.0761], capReturn: null }, { mines: 3, multipliers: [1.125, 1.2857, 1.4785], capReturn: null }],
};
const round = (patch: Partial<Round>): Round => ({
  roundId: 7, engine: 'mines', status: 'open', stake: 10, win: 0, nonce: 1, clientSeed: 'c', serverSeedHash: 'h', serverSeed: null, picks: null,
  autoCashOut: null, outcome: null, elapsedMs: null, multiplier: null, state: null, createdAt: 0, ...patch,
});
const tile = (n: number) => screen.getByTestId(`mines-tile-${n}`);

describe('mines view', () => {
  it('before a deal: 25 closed SVG tiles named by the dictionary, the ladder of the chosen count, the mine count offered 1–24', async () => {
    const onMines = vi.fn();
    await renderApp(<MinesView paytable={PAYTABLE} mines={3} round={null} disabled={false} onMines={onMines} onAction={() => {}} />, { language: 'en' });
    const tiles = screen.getAllByRole('button');
    expect(tiles).toHaveLength(25);
    for (const button of tiles) {
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button.textContent).toBe('');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(tile(7).getAttribute('aria-label')).toBe(en['mines_tile_closed']!.replace('{{row}}', '2').replace('{{column}}', '3'));
    expect(screen.getByTestId('mines-ladder').textContent).toBe('×1.125×1.2857×1.4785');
    const select = screen.getByTestId('mines-count') as HTMLSelectElement;
    expect(select.options).toHaveLength(24);
    fireEvent.change(select, { target: { value: '1' } });
    expect(onMines).toHaveBeenCalledWith(1);
  });

  it('an open round: a tile click reveals it, arrow keys skip opened tiles, cash out shows the multiplier', async () => {
    const onAction = vi.fn();
    const open = round({ state: { mines: 3, revealed: [11], multiplier: 1.125, next: 1.2857, over: false, end: null } });
    await renderApp(<MinesView paytable={PAYTABLE} mines={3} round={open} disabled={false} onMines={() => {}} onAction={onAction} />, { language: 'en' });
    expect(tile(11).getAttribute('data-state')).toBe('gem');
    expect((tile(11) as HTMLButtonElement).disabled).toBe(true);
    tile(10).focus();
    fireEvent.keyDown(tile(10), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile(12));
    fireEvent.keyDown(tile(12), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tile(17));
    fireEvent.click(tile(17));
    expect(onAction).toHaveBeenCalledWith('reveal-17');
    expect(screen.getByTestId('mines-cashout').textContent).toBe(en['mines_cashout']!.replace('{{multiplier}}', '1.125'));
    fireEvent.click(screen.getByTestId('mines-cashout'));
    expect(onAction).toHaveBeenLastCalledWith('cashout');
  });

  it('a lost round shows the mine hit and the other mines; nothing can be opened', async () => {
    const lost = round({
      status: 'settled',
      outcome: { engine: 'mines', mines: 3, revealed: [0], multiplier: 0, next: null, over: true, end: 'lost', minePositions: [3, 16, 23], hit: 16 },
    });
    await renderApp(<MinesView paytable={PAYTABLE} mines={3} round={lost} disabled={false} onMines={() => {}} onAction={() => {}} />, { language: 'en' });
    expect(tile(16).getAttribute('data-state')).toBe('hit');
    expect([tile(3), tile(23)].map((t) => t.getAttribute('data-state'))).toEqual(['mine', 'mine']);
    expect(tile(0).getAttribute('data-state')).toBe('gem');
    expect(screen.getByTestId('mines-result').textContent).toBe(en['mines_end_lost']);
    expect(screen.queryByTestId('mines-cashout')).toBeNull();
  });

  it('a round that reached the max win says so with the cap; nothing can be opened', async () => {
    const capped = round({
      status: 'settled',
      outcome: { engine: 'mines', mines: 21, revealed: [0, 1, 2, 3], multiplier: 10_000, next: null, over: true, end: 'cap', minePositions: [4, 5, 6], hit: null },
    });
    await renderApp(<MinesView paytable={PAYTABLE} mines={21} round={capped} disabled={false} onMines={() => {}} onAction={() => {}} />, { language: 'en' });
    expect(screen.getByTestId('mines').getAttribute('data-end')).toBe('cap');
    expect(screen.getByTestId('mines-result').textContent).toBe(en['mines_end_cap']!.replace('{{cap}}', '10000'));
    expect(screen.getByTestId('mines-multiplier').getAttribute('data-multiplier')).toBe('10000');
    expect(screen.queryByTestId('mines-cashout')).toBeNull();
  });

  it('the paytable panel states the max win and what playing to it returns for each count whose ladder reaches it', async () => {
    const paytable: MinesPaytable = { ...PAYTABLE, ladders: [...PAYTABLE.ladders, { mines: 12, multipliers: [1.98, 10_000], capReturn: 0.8749 }] };
    await renderApp(<DrawPaytable paytable={paytable} />, { language: 'en' });
    const values: Record<string, string> = { tiles: '25', min: '1', max: '24', edge: '1 %', rtp: '99 %', cap: '10000' };
    expect(document.body.textContent).toContain(en['paytable_mines_rules']!.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!));
    const returns = screen.getByTestId('mines-cap-returns').querySelectorAll('li');
    expect(Array.from(returns, (li) => li.textContent)).toEqual([
      en['paytable_mines_cap_return']!.replace('{{mines}}', '12').replace('{{safe}}', '2').replace('{{rtp}}', '87.49 %'),
    ]);
  });
});
