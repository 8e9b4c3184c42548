/** Dice (roll under): the 0–100 track as SVG, the winning range up to the target, the roll's marker; a slider sets the target. */
import { dicePayout } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import type { DiceOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

export function DiceView({ target, min, max, outcome, disabled, onTarget }: { target: number; min: number; max: number; outcome: DiceOutcome | null; disabled: boolean; onTarget: (target: number) => void }) {
  const t = useGT();
  const format = useFormatters();
  const roll = outcome ? format.number(outcome.roll, { fractionDigits: 2 }) : '';
  const payout = dicePayout(target);
  const x = (value: number) => 10 + value * 3;
  return (
    <div className="gm-board" data-testid="dice">
      <svg viewBox="0 0 320 70" width="100%" role="img" aria-label={outcome ? t('dice_roll', { roll, target: outcome.target }) : t('dice_label', { target })}>
        <rect x="10" y="28" width="300" height="14" rx="7" fill="#c1121f" />
        <rect x="10" y="28" width={target * 3} height="14" rx="7" fill="#2a9d3f" />
        {[0, 25, 50, 75, 100].map((v) => <text key={v} x={x(v)} y="62" fontSize="9" fill="currentColor" textAnchor="middle">{v}</text>)}
        {outcome ? (
          <g className="gm-drop" data-testid="dice-roll" data-roll={outcome.roll} data-won={outcome.won}>
            <rect x={x(outcome.roll) - 13} y="2" width="26" height="22" rx="5" fill={outcome.won ? '#2a9d3f' : '#c1121f'} />
            <text x={x(outcome.roll)} y="17" fontSize="10" fontWeight="700" fill="#fff" textAnchor="middle">{roll}</text>
            <path d={`M${x(outcome.roll) - 5} 24 L${x(outcome.roll) + 5} 24 L${x(outcome.roll)} 30Z`} fill={outcome.won ? '#2a9d3f' : '#c1121f'} />
          </g>
        ) : null}
      </svg>
      <label className="gm-row">
        {t('dice_target', { target })}
        <input type="range" min={min} max={max} step={1} value={target} disabled={disabled} onChange={(e) => onTarget(e.target.valueAsNumber)} data-testid="dice-target" />
      </label>
      <p className="gm-hint">{t('dice_odds', { chance: target, payout })}</p>
    </div>
  );
}
