/** Fruit Fiesta 5's reels: a 5 × 3 grid of symbols drawn from data (CSS tiles, no images). */
import type { SlotOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

/** Colour and short mark per symbol index (cherry … star), the artwork of the reels. */
export const SYMBOL_ART: ReadonlyArray<{ color: string; mark: string }> = [
  { color: '#d62839', mark: 'Ch' }, { color: '#f2d024', mark: 'Le' }, { color: '#f28c28', mark: 'Or' }, { color: '#7b2cbf', mark: 'Pl' },
  { color: '#5a189a', mark: 'Gr' }, { color: '#2a9d3f', mark: 'Me' }, { color: '#e0a800', mark: 'Be' }, { color: '#c1121f', mark: '7' },
  { color: '#118ab2', mark: 'W' }, { color: '#ffb703', mark: '★' },
];

export const SYMBOL_KEYS = ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven', 'wild', 'star'] as const;

export function SymbolTile({ symbol, highlighted = false }: { symbol: number; highlighted?: boolean }) {
  const t = useGT();
  const art = SYMBOL_ART[symbol] ?? { color: '#888', mark: '?' };
  return (
    <span className={`gm-symbol${highlighted ? ' is-win' : ''}`} style={{ background: art.color }} title={t(`symbol_${SYMBOL_KEYS[symbol] ?? 'cherry'}`)} data-symbol={SYMBOL_KEYS[symbol]}>
      {art.mark}
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
