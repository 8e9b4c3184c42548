/** Rocket Crash: the multiplier and its curve while the rocket flies, the crash point once it is over. */
import type { CrashOutcome, Round } from './game-api.ts';
import { useGT } from './game-text.ts';

/** The curve m(t) = e^(k t) as an SVG path up to the multiplier reached (drawn from data, no images). */
function curvePath(multiplier: number, growth: number): string {
  const seconds = Math.log(Math.max(1, multiplier)) / growth;
  const span = Math.max(10, seconds);
  const top = Math.max(2, multiplier);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const s = (seconds * i) / 40;
    const m = Math.exp(growth * s);
    points.push(`${((s / span) * 300).toFixed(1)},${(150 - ((m - 1) / (top - 1)) * 140).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

export function CrashView({ round, growth }: { round: Round | null; growth: number }) {
  const t = useGT();
  const flying = round?.engine === 'crash' && round.status === 'open';
  const outcome = round && round.status === 'settled' ? (round.outcome as CrashOutcome | null) : null;
  const multiplier = flying ? (round.multiplier ?? 1) : outcome ? (outcome.cashedOutAt ?? outcome.crashPoint) : 1;
  return (
    <div className={`gm-crash${flying ? ' is-flying' : ''}`} data-testid="crash-view">
      <svg viewBox="0 0 300 160" className="gm-crash__chart" aria-hidden="true">
        <path d={curvePath(multiplier, growth)} className="gm-crash__curve" />
      </svg>
      <p className="gm-crash__multiplier" data-testid="crash-multiplier">
        {multiplier.toFixed(2)}×
      </p>
      {outcome ? (
        <p className="gm-crash__result" data-testid="crash-result">
          {outcome.cashedOutAt !== null ? t('crash_cashed_out', { multiplier: outcome.cashedOutAt.toFixed(2) }) : t('crash_crashed', { multiplier: outcome.crashPoint.toFixed(2) })}
        </p>
      ) : null}
    </div>
  );
}
