/** Rocket Crash: the multiplier and its curve while the rocket flies, the crash point once it is over. */
import { useFormatters } from '@arena/ui-kit';
import type { CrashOutcome, Round } from './game-api.ts';
import { useGT } from './game-text.ts';

/** A coordinate of the chart to a tenth (geometry, not text: no formatter). */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The curve m(t) = e^(k t) as an SVG path up to the multiplier reached (drawn from data, no images). */
function curvePath(multiplier: number, growth: number): string {
  const seconds = Math.log(Math.max(1, multiplier)) / growth;
  const span = Math.max(10, seconds);
  const top = Math.max(2, multiplier);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const s = (seconds * i) / 40;
    const m = Math.exp(growth * s);
    points.push(`${tenth((s / span) * 300)},${tenth(150 - ((m - 1) / (top - 1)) * 140)}`);
  }
  return `M${points.join(' L')}`;
}

export function CrashView({ round, growth }: { round: Round | null; growth: number }) {
  const t = useGT();
  const format = useFormatters();
  // The texts carry the × sign themselves ("crashed at {{multiplier}}×").
  const times = (value: number) => format.number(value, { fractionDigits: 2 });
  const flying = round?.engine === 'crash' && round.status === 'open';
  const outcome = round && round.status === 'settled' ? (round.outcome as CrashOutcome | null) : null;
  const multiplier = flying ? (round.multiplier ?? 1) : outcome ? (outcome.cashedOutAt ?? outcome.crashPoint) : 1;
  return (
    <div className={`gm-crash${flying ? ' is-flying' : ''}`} data-testid="crash-view">
      <svg viewBox="0 0 300 160" className="gm-crash__chart" aria-hidden="true">
        <path d={curvePath(multiplier, growth)} className="gm-crash__curve" />
      </svg>
      <p className="gm-crash__multiplier" data-testid="crash-multiplier">
        {format.multiplier(multiplier)}
      </p>
      {outcome ? (
        <p className="gm-crash__result" data-testid="crash-result">
          {outcome.cashedOutAt !== null ? t('crash_cashed_out', { multiplier: times(outcome.cashedOutAt) }) : t('crash_crashed', { multiplier: times(outcome.crashPoint) })}
        </p>
      ) : null}
    </div>
  );
}
