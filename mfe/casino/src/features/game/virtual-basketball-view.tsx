/**
 * Virtual basketball: the markets with their odds, and the SVG court where the settled game is replayed basket
 * by basket — the scoreboard counts up, the quarter (or overtime) column fills, the ball drops through the hoop
 * of the side that scored last. The replay reads only the outcome's baskets, which the seeds reproduce; with
 * reduced motion it shows the final score at once (replay-clock.ts).
 */
import type { BasketballOutcome, HeadToHeadPick, PricedPick, VirtualPick } from './arcade-api.ts';
import { HeadToHeadPicks } from './head-to-head-picks.tsx';
import { useReplay } from './replay-clock.ts';
import { useGT } from './game-text.ts';

const REPLAY_MS = 5_000;
const QUARTERS = 4;

/** Points per period after the first `shown` baskets (every period so far, the empty ones too). */
export function periodsSoFar(outcome: BasketballOutcome, shown: number): Array<[number, number]> {
  const baskets = outcome.baskets.slice(0, shown);
  const reached = Math.max(1, baskets.at(-1)?.period ?? 1);
  const periods = Array.from({ length: reached }, (): [number, number] => [0, 0]);
  for (const basket of baskets) periods[basket.period - 1]![basket.side === 'home' ? 0 : 1] += basket.points;
  return periods;
}

export function VirtualBasketballView({ picks, line, pick, outcome, round, disabled, onPick }: { picks: Array<PricedPick<HeadToHeadPick>>; line: number; pick: VirtualPick; outcome: BasketballOutcome | null; round: number; disabled: boolean; onPick: (pick: HeadToHeadPick) => void }) {
  const t = useGT();
  const progress = useReplay(outcome ? round : null, REPLAY_MS);
  const done = outcome !== null && progress >= 1;
  const shown = outcome ? Math.round(progress * outcome.baskets.length) : 0;
  const periods = outcome ? (done ? outcome.periods : periodsSoFar(outcome, shown)) : [];
  const score = periods.reduce<[number, number]>((sum, p) => [sum[0] + p[0], sum[1] + p[1]], [0, 0]);
  const last = outcome && shown > 0 ? outcome.baskets[shown - 1]! : null;
  const periodName = (n: number) => (n <= QUARTERS ? t('basketball_quarter', { quarter: n }) : t('basketball_overtime', { overtime: n - QUARTERS }));
  // The ball: through the hoop of the side that just scored (home shoots at the right hoop), else at centre court.
  const ball = last ? { x: last.side === 'home' ? 284 : 36, y: 78 } : { x: 160, y: 90 };
  return (
    <div className="gm-board" data-testid="virtual-basketball" data-score={done ? score.join(':') : ''} data-periods={done ? outcome.periods.length : ''} data-winner={done ? outcome.winner : ''}>
      <svg viewBox="0 0 320 230" width="100%" style={{ maxWidth: 520 }} role="img" aria-label={done ? t('basketball_result', { home: score[0], away: score[1] }) : t('basketball_label')}>
        <rect width="320" height="230" rx="10" fill="#2b2d42" />
        <rect x="14" y="20" width="292" height="140" rx="4" fill="#d4a373" />
        <g fill="none" stroke="#fff" strokeWidth="1.5">
          <rect x="14" y="20" width="292" height="140" rx="4" />
          <line x1="160" y1="20" x2="160" y2="160" />
          <circle cx="160" cy="90" r="18" />
          <rect x="14" y="66" width="46" height="48" fill="#bc6c25" fillOpacity=".5" />
          <rect x="260" y="66" width="46" height="48" fill="#bc6c25" fillOpacity=".5" />
          <path d="M14 34 A64 64 0 0 1 14 146 M306 34 A64 64 0 0 0 306 146" />
        </g>
        {[30, 290].map((x) => (
          <g key={x}>
            <line x1={x === 30 ? 18 : 302} y1="90" x2={x} y2="90" stroke="#fff" strokeWidth="3" />
            <circle cx={x === 30 ? 38 : 282} cy="90" r="7" fill="none" stroke="#e63946" strokeWidth="2.5" />
          </g>
        ))}
        <circle cx={ball.x} cy={ball.y} r="6" fill="#f77f00" stroke="#432818" strokeWidth="1" data-testid="basketball-ball" />
        <g fontWeight="700" fontSize="10">
          <rect x="8" y="166" width="304" height="58" rx="6" fill="#081c15" />
          {periods.map((_, i) => <text key={i} x={118 + i * 32} y="180" fill="#adb5bd" textAnchor="middle">{i < QUARTERS ? `${i + 1}` : periodName(i + 1)}</text>)}
          {(['home', 'away'] as const).map((side, row) => (
            <g key={side} transform={`translate(0 ${197 + row * 19})`}>
              <rect x="14" y="-9" width="8" height="10" rx="2" fill={row ? '#457b9d' : '#e63946'} />
              <text x="28" y="0" fill="#fff">{t(`basketball_${side}`)}</text>
              {periods.map((p, i) => <text key={i} x={118 + i * 32} y="0" fill="#fff" textAnchor="middle">{p[row]}</text>)}
              <text x="296" y="0" fill="#ffd166" fontSize="13" textAnchor="end" data-testid={`basketball-score-${side}`}>{score[row]}</text>
            </g>
          ))}
        </g>
      </svg>
      <HeadToHeadPicks sport="basketball" picks={picks} line={line} pick={pick} disabled={disabled} onPick={onPick} />
      <p className="gm-hint" aria-live="polite" data-testid="basketball-status">
        {done
          ? [t('basketball_result', { home: score[0], away: score[1] }), t('basketball_regulation_total', { points: outcome.regulationTotal }), outcome.decidedAtLine ? t('basketball_at_line') : ''].filter(Boolean).join(' · ')
          : last ? periodName(last.period) : ''}
      </p>
    </div>
  );
}
