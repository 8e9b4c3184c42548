/** Lucky Keno's board: 80 numbers to pick (up to 10), the last draw's numbers and hits marked. */
import type { KenoOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

export function KenoView(props: { picks: number[]; outcome: KenoOutcome | null; disabled: boolean; onToggle: (n: number) => void; onClear: () => void }) {
  const t = useGT();
  const drawn = new Set(props.outcome?.keno.drawn ?? []);
  return (
    <div className="gm-keno" data-testid="keno-board">
      <p className="gm-hint">{t('keno_hint', { picked: props.picks.length })}</p>
      <div className="gm-keno__grid">
        {Array.from({ length: 80 }, (_, i) => i + 1).map((n) => {
          const picked = props.picks.includes(n);
          const cls = `gm-keno__n${picked ? ' is-picked' : ''}${drawn.has(n) ? ' is-drawn' : ''}${picked && drawn.has(n) ? ' is-hit' : ''}`;
          return (
            <button key={n} type="button" className={cls} aria-pressed={picked} disabled={props.disabled} onClick={() => props.onToggle(n)} data-testid={`keno-${n}`}>
              {n}
            </button>
          );
        })}
      </div>
      <button type="button" className="gm-link" onClick={props.onClear} disabled={props.disabled || props.picks.length === 0}>
        {t('keno_clear')}
      </button>
    </div>
  );
}
