/**
 * Mines: the mine count (1–24) with its ladder, the 5 × 5 board drawn as SVG tiles, cash out at the current
 * multiplier after a safe tile, and the house edge said plainly. Each tile is a button (Tab, Enter or Space;
 * the arrow keys move across the board), so the game plays from the keyboard. The open round comes from the
 * server (`round.state`, never the mines), a finished one from its outcome (where the mines were).
 */
import { useRef, type KeyboardEvent } from 'react';
import type { MinesOpenTable, MinesOutcome, MinesPaytable } from '@arena/domain';
import type { Round } from './game-api.ts';
import { CoveredTile, Gem, Mine } from './mines-art.tsx';
import { useGT } from './game-text.ts';

const SIDE = 5;
const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;

const MINES_CSS = `
.gm-mines { display: grid; grid-template-columns: repeat(${SIDE}, minmax(44px, 64px)); gap: 6px; }
.gm-mines__tile { padding: 0; border: 0; background: none; border-radius: 8px; cursor: pointer; aspect-ratio: 1; }
.gm-mines__tile:disabled { cursor: default; }
.gm-mines__tile:focus-visible { outline: 3px solid var(--arena-accent); outline-offset: 2px; }
.gm-mines__tile svg { width: 100%; height: 100%; display: block; }
.gm-mines__tile[data-state="gem"] svg, .gm-mines__tile[data-state="hit"] svg { animation: gm-mines-pop 0.3s ease-out both; }
.gm-mines__tile[data-state="mine"] { opacity: 0.75; }
@keyframes gm-mines-pop { from { transform: scale(0.6); } to { transform: none; } }
.gm-mines__ladder { display: flex; flex-wrap: wrap; gap: 4px; justify-content: center; margin: 0; padding: 0; list-style: none; font-size: 0.8125rem; }
.gm-mines__ladder li { padding: 2px 8px; border-radius: 10px; background: var(--arena-surface-2); }
.gm-mines__ladder li[aria-current="step"] { background: var(--arena-accent); color: var(--arena-accent-text); }
@media (prefers-reduced-motion: reduce) { .gm-mines__tile[data-state="gem"] svg, .gm-mines__tile[data-state="hit"] svg { animation: none; } }
`;

type TileState = 'closed' | 'gem' | 'mine' | 'hit';

function tileStateOf(tile: number, table: MinesOpenTable | null, outcome: MinesOutcome | null): TileState {
  if (outcome) {
    if (outcome.hit === tile) return 'hit';
    if (outcome.minePositions.includes(tile)) return 'mine';
    return outcome.revealed.includes(tile) ? 'gem' : 'closed';
  }
  return table?.revealed.includes(tile) ? 'gem' : 'closed';
}

/** An opened tile's ground: dark under a gem, light grey under a mine (so the dark mine stands out), red where it was hit. */
const OPENED_FILL: Readonly<Record<Exclude<TileState, 'closed'>, string>> = { gem: '#15233b', mine: '#8d99ae', hit: '#7a1620' };

function TileFace({ state }: { state: TileState }) {
  return (
    <svg viewBox="-20 -20 40 40" aria-hidden="true" focusable="false">
      {state === 'closed' ? <CoveredTile /> : <rect x="-18" y="-18" width="36" height="36" rx="6" fill={OPENED_FILL[state]} />}
      {state === 'gem' ? <Gem /> : null}
      {state === 'mine' || state === 'hit' ? <Mine fill={state === 'hit' ? '#ff4d5a' : '#1b1b1f'} /> : null}
    </svg>
  );
}

export interface MinesViewProps {
  paytable: MinesPaytable;
  /** The mine count the next deal takes. */
  mines: number;
  round: Round | null;
  disabled: boolean;
  onMines: (mines: number) => void;
  onAction: (action: string) => void;
}

export function MinesView({ paytable, mines, round, disabled, onMines, onAction }: MinesViewProps) {
  const t = useGT();
  const board = useRef<HTMLDivElement>(null);
  const open = round?.status === 'open' && round.state && 'revealed' in round.state ? (round.state as MinesOpenTable) : null;
  const outcome = round?.status === 'settled' && round.outcome && 'minePositions' in round.outcome ? (round.outcome as MinesOutcome) : null;
  // The open round's count, else the next deal's (a finished board keeps showing its own mines below).
  const shownMines = open?.mines ?? mines;
  const ladder = paytable.ladders.find((l) => l.mines === shownMines)?.multipliers ?? [];
  const found = open?.revealed.length ?? 0;

  // Arrow keys move the focus across the board (rows of five), as in any grid.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: SIDE, ArrowUp: -SIDE }[event.key];
    const tiles = Array.from(board.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = tiles.indexOf(document.activeElement as HTMLButtonElement);
    if (step === undefined || at < 0) return;
    // Opened tiles are disabled buttons: the focus goes on to the next closed one that way.
    let next = at + step;
    while (next >= 0 && next < tiles.length && tiles[next]!.disabled) next += step;
    if (next >= 0 && next < tiles.length) tiles[next]!.focus();
    event.preventDefault();
  };

  return (
    <div className="gm-board" data-testid="mines" data-status={open ? 'open' : outcome ? 'settled' : 'idle'} data-end={outcome?.end ?? ''}>
      <style>{MINES_CSS}</style>
      <p className="gm-hint" data-testid="mines-edge">{t('mines_edge', { edge: percent(paytable.houseEdge), rtp: percent(paytable.rtp) })}</p>
      <label>
        {t('mines_count')}{' '}
        <select value={shownMines} disabled={disabled || open !== null} onChange={(e) => onMines(Number(e.target.value))} data-testid="mines-count">
          {Array.from({ length: paytable.maxMines - paytable.minMines + 1 }, (_, i) => paytable.minMines + i).map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <ol className="gm-mines__ladder" aria-label={t('mines_ladder', { mines: shownMines })} data-testid="mines-ladder">
        {ladder.slice(0, 8).map((multiplier, i) => <li key={i} aria-current={i + 1 === found ? 'step' : undefined}>×{multiplier}</li>)}
      </ol>
      <div ref={board} className="gm-mines" role="group" aria-label={t('mines_board')} onKeyDown={onKeyDown} data-testid="mines-board">
        {Array.from({ length: SIDE * SIDE }, (_, tile) => {
          const state = tileStateOf(tile, open, outcome);
          const place = { row: Math.floor(tile / SIDE) + 1, column: (tile % SIDE) + 1 };
          return (
            <button key={tile} type="button" className="gm-mines__tile" data-testid={`mines-tile-${tile}`} data-state={state}
              aria-label={t(`mines_tile_${state === 'hit' ? 'mine' : state}`, place)} disabled={disabled || !open || state !== 'closed'} onClick={() => onAction(`reveal-${tile}`)}>
              <TileFace state={state} />
            </button>
          );
        })}
      </div>
      {open || outcome ? (
        <strong data-testid="mines-multiplier" data-multiplier={(open ?? outcome)!.multiplier}>{t('mines_multiplier', { multiplier: (open ?? outcome)!.multiplier })}</strong>
      ) : (
        <p className="gm-hint">{t('mines_deal_hint')}</p>
      )}
      {open ? (
        <div className="gm-choices">
          {open.next !== null ? <span className="gm-hint" data-testid="mines-next">{t('mines_next', { multiplier: open.next })}</span> : null}
          <button type="button" disabled={disabled || open.revealed.length === 0} onClick={() => onAction('cashout')} data-testid="mines-cashout">
            {t('mines_cashout', { multiplier: open.multiplier })}
          </button>
        </div>
      ) : null}
      {outcome ? <p className="gm-hint" data-testid="mines-result">{t(`mines_end_${outcome.end ?? 'lost'}`, { cap: paytable.maxMultiplier })}</p> : null}
    </div>
  );
}
