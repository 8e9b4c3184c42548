/**
 * European roulette: the wheel (wheel-disk.tsx) and the betting table as SVG. A click (or Enter) on a spot puts
 * a chip of the current stake there: numbers, the split between two side-by-side numbers, dozens, columns and
 * the even chances. The round sends the whole slip; its stake is the sum of the chips.
 */
import type { KeyboardEvent } from 'react';
import type { RouletteBet, RouletteOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';
import { WheelDisk } from './wheel-disk.tsx';

const CELL = 30;
const LEFT = 34;
const COLOURS = { red: '#c1121f', black: '#1d1d1d', green: '#1b7f3b' } as const;

interface Props {
  wheelOrder: number[];
  red: number[];
  bets: RouletteBet[];
  outcome: RouletteOutcome | null;
  spins: number;
  disabled: boolean;
  onBet: (bet: Omit<RouletteBet, 'amount'>) => void;
  onClear: () => void;
}

const keyOf = (bet: Pick<RouletteBet, 'type' | 'numbers'>) => `${bet.type}:${(bet.numbers ?? []).join('-')}`;

export function RouletteView({ wheelOrder, red, bets, outcome, spins, disabled, onBet, onClear }: Props) {
  const t = useGT();
  const redSet = new Set(red);
  const colourOf = (n: number) => (n === 0 ? COLOURS.green : redSet.has(n) ? COLOURS.red : COLOURS.black);
  const chips = new Map(bets.map((b) => [keyOf(b), b.amount]));
  const total = Math.round(bets.reduce((sum, b) => sum + b.amount, 0) * 1000) / 1000;

  const spot = (bet: Omit<RouletteBet, 'amount'>, label: string, x: number, y: number, w: number, h: number, fill: string, text?: string) => {
    const place = () => !disabled && onBet(bet);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        place();
      }
    };
    const chip = chips.get(keyOf(bet));
    const hit = outcome && bet.type === 'straight' && bet.numbers?.[0] === outcome.pocket;
    return (
      <g key={keyOf(bet)} className="gm-spot" role="button" tabIndex={disabled ? -1 : 0} aria-label={label} aria-disabled={disabled} onClick={place} onKeyDown={onKey} data-testid={`roulette-spot-${keyOf(bet)}`}>
        <rect x={x} y={y} width={w} height={h} fill={fill} stroke={hit ? '#ffd166' : '#e8e8e8'} strokeWidth={hit ? 3 : 1} />
        {text ? <text x={x + w / 2} y={y + h / 2} fill="#fff" fontSize="11" textAnchor="middle" dominantBaseline="middle">{text}</text> : null}
        {chip ? <g><circle cx={x + w - 8} cy={y + 8} r="7" fill="#ffd166" stroke="#7a5b00" /><title>{String(chip)}</title></g> : null}
      </g>
    );
  };

  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const cellX = (n: number) => LEFT + Math.floor((n - 1) / 3) * CELL;
  const cellY = (n: number) => (3 - ((n - 1) % 3) - 1) * CELL;
  const evens = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type, i) =>
    spot({ type }, t(`roulette_${type}`), LEFT + i * 2 * CELL, 4 * CELL, 2 * CELL, CELL, type === 'red' ? COLOURS.red : type === 'black' ? COLOURS.black : COLOURS.green, type === 'red' || type === 'black' ? '' : t(`roulette_${type}_short`)),
  );

  return (
    <div className="gm-board" data-testid="roulette">
      <WheelDisk segments={wheelOrder.map((n) => ({ label: String(n), fill: colourOf(n) }))} landed={outcome ? wheelOrder.indexOf(outcome.pocket) : null} spins={spins} label={outcome ? t('roulette_pocket', { pocket: outcome.pocket }) : t('roulette_wheel_label')} />
      <svg viewBox={`0 0 ${LEFT + 13 * CELL + 2} ${5 * CELL + 2}`} width="100%" role="group" aria-label={t('roulette_table_label')}>
        {spot({ type: 'straight', numbers: [0] }, t('roulette_number', { n: 0 }), 0, 0, LEFT, 3 * CELL, COLOURS.green, '0')}
        {numbers.map((n) => spot({ type: 'straight', numbers: [n] }, t('roulette_number', { n }), cellX(n), cellY(n), CELL, CELL, colourOf(n), String(n)))}
        {numbers.filter((n) => n <= 33).map((n) => spot({ type: 'split', numbers: [n, n + 3] }, t('roulette_split', { a: n, b: n + 3 }), cellX(n) + CELL - 4, cellY(n) + 8, 8, CELL - 16, '#ffffff55'))}
        {[1, 2, 3].map((c) => spot({ type: 'column', numbers: [c] }, t('roulette_column', { n: c }), LEFT + 12 * CELL, (3 - c) * CELL, CELL, CELL, COLOURS.green, '2:1'))}
        {[1, 2, 3].map((d) => spot({ type: 'dozen', numbers: [d] }, t('roulette_dozen', { n: d }), LEFT + (d - 1) * 4 * CELL, 3 * CELL, 4 * CELL, CELL, COLOURS.green, t('roulette_dozen_short', { n: d })))}
        {evens}
      </svg>
      <div className="gm-row">
        <span data-testid="roulette-total" data-total={total}>{t('roulette_bets_total', { count: bets.length, total })}</span>
        <button type="button" className="gm-link" onClick={onClear} disabled={disabled || bets.length === 0}>{t('roulette_clear')}</button>
      </div>
      {bets.length === 0 ? <p className="gm-hint">{t('roulette_hint')}</p> : null}
    </div>
  );
}
