/** A 5 × 3 slot screen of themed SVG symbols (cells reel by reel, top row first), used by the ways and hold-and-win views. */
import { useGT } from './game-text.ts';
import { SymbolArt } from './symbol-art.tsx';

export interface SlotScreenProps {
  cells: readonly number[];
  /** The paytable's symbol names, by index. */
  symbols: readonly string[];
  highlighted?: ReadonlySet<number>;
  /** Hold and win: the coin values (× stake) shown on the coins. */
  values?: readonly number[];
  /** Cells that just landed (drawn with the landing animation when motion is allowed). */
  fresh?: ReadonlySet<number>;
  small?: boolean;
  testId?: string;
}

export function SlotScreen({ cells, symbols, highlighted, values, fresh, small = false, testId }: SlotScreenProps) {
  const t = useGT();
  const reels = [0, 1, 2, 3, 4].map((reel) => cells.slice(reel * 3, reel * 3 + 3));
  return (
    <div className={`gm-reels${small ? ' gm-reels--small' : ''}`} role="img" aria-label={t('reels_label')} data-testid={testId}>
      {reels.map((column, reel) => (
        <div className="gm-reel" key={reel}>
          {column.map((symbol, row) => {
            const cell = reel * 3 + row;
            const name = symbols[symbol] ?? 'wild';
            const value = values?.[cell] ?? 0;
            const label = value > 0 ? t('slot_coin_value', { value }) : t(`symbol_${name}`);
            return (
              <span key={row} className={`gm-symbol${highlighted?.has(cell) ? ' is-win' : ''}${fresh?.has(cell) ? ' is-fresh' : ''}`} title={label} data-symbol={name} data-cell={cell}>
                <SymbolArt symbol={name} label={label} />
                {value > 0 ? <span className="gm-coin-value" aria-hidden="true">{`×${value}`}</span> : null}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
