/** Fruit Fiesta 5's reels: a 5 × 3 grid of symbols drawn from data (CSS tiles, no images). */
import type { SlotOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

/** Colour per symbol index (cherry … star), the artwork of the reels; the mark comes from the symbol's name. */
export const SYMBOL_COLORS: readonly string[] = ['#d62839', '#f2d024', '#f28c28', '#7b2cbf', '#5a189a', '#2a9d3f', '#e0a800', '#c1121f', '#118ab2', '#ffb703'];

/** Seven and star draw as their signs; every other symbol as the first letters of its name in the page's language. */
const SIGNS: Readonly<Record<string, string>> = { seven: '7', star: '★' };

export const SYMBOL_KEYS = ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven', 'wild', 'star'] as const;

export function SymbolTile({ symbol, highlighted = false }: { symbol: number; highlighted?: boolean }) {
  const t = useGT();
  const key = SYMBOL_KEYS[symbol] ?? 'cherry';
  const name = t(`symbol_${key}`);
  return (
    <span className={`gm-symbol${highlighted ? ' is-win' : ''}`} style={{ background: SYMBOL_COLORS[symbol] ?? '#888' }} title={name} data-symbol={key}>
      {SIGNS[key] ?? name.slice(0, 2)}
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
