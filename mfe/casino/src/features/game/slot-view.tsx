/** The slot's reels: a 5 × 3 grid of symbols drawn as SVG (symbol-art.tsx), winning cells outlined. */
import type { SlotOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';
import { SymbolArt } from './symbol-art.tsx';

export const SYMBOL_KEYS = ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven', 'wild', 'star'] as const;

export function SymbolTile({ symbol, highlighted = false }: { symbol: number; highlighted?: boolean }) {
  const t = useGT();
  const key = SYMBOL_KEYS[symbol] ?? 'cherry';
  const name = t(`symbol_${key}`);
  return (
    <span className={`gm-symbol${highlighted ? ' is-win' : ''}`} title={name} data-symbol={key}>
      <SymbolArt symbol={key} label={name} />
    </span>
  );
}

const IDLE_GRID = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 0, 1], [2, 3, 4]];

export function SlotView({ outcome, paylines }: { outcome: SlotOutcome | null; paylines: number[][] }) {
  const t = useGT();
  const grid = outcome?.slot.grid ?? IDLE_GRID;
  const winning = new Set<string>();
  for (const win of outcome?.slot.lineWins ?? []) {
    const rows = paylines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  }
  return (
    <div className="gm-reels" role="img" aria-label={t('reels_label')} data-testid="slot-reels">
      {grid.map((column, reel) => (
        <div className="gm-reel" key={reel}>
          {column.map((symbol, row) => (
            <SymbolTile key={row} symbol={symbol} highlighted={winning.has(`${reel}:${row}`)} />
          ))}
        </div>
      ))}
    </div>
  );
}
