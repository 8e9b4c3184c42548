/** The money wheel (TV-style): 50 segments marked 1, 3, 5, 11 and 23 as SVG, and the mark the player backs. */
import type { WheelOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';
import { WheelDisk } from './wheel-disk.tsx';

const MARK_COLOURS: Readonly<Record<number, string>> = { 1: '#e0a800', 3: '#2a9d3f', 5: '#118ab2', 11: '#7b2cbf', 23: '#c1121f' };

export function MoneyWheelView({ segments, marks, mark, outcome, spins, disabled, onMark }: { segments: number[]; marks: number[]; mark: number; outcome: WheelOutcome | null; spins: number; disabled: boolean; onMark: (mark: number) => void }) {
  const t = useGT();
  return (
    <div className="gm-board" data-testid="money-wheel">
      <WheelDisk segments={segments.map((m) => ({ label: String(m), fill: MARK_COLOURS[m] ?? '#555' }))} landed={outcome?.segment ?? null} spins={spins} label={outcome ? t('wheel_landed', { mark: outcome.mark }) : t('wheel_label')} />
      <div className="gm-choices" role="group" aria-label={t('wheel_choose')}>
        {marks.map((m) => (
          <button key={m} type="button" aria-pressed={m === mark} disabled={disabled} onClick={() => onMark(m)} data-testid={`wheel-mark-${m}`} style={{ borderColor: MARK_COLOURS[m] }}>
            {t('wheel_mark', { mark: m })}
          </button>
        ))}
      </div>
    </div>
  );
}
