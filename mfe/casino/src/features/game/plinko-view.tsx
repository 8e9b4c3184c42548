/** Plinko: the peg triangle, the bins with their multipliers and the last ball's path, all SVG. */
import type { PlinkoOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

const GAP = 20;

export function PlinkoView({ rows, risk, bins, outcome }: { rows: number; risk: string; bins: number[]; outcome: PlinkoOutcome | null }) {
  const t = useGT();
  const width = (rows + 2) * GAP;
  const top = 20;
  const pegX = (row: number, i: number) => width / 2 + (i - row / 2) * GAP;
  const pegY = (row: number) => top + row * GAP;
  // The ball's points: from the top, one step half a gap left or right per row.
  const points: Array<[number, number]> = [[width / 2, top - 12]];
  let offset = 0;
  for (const [row, step] of (outcome?.path ?? []).entries()) {
    offset += step === 1 ? 0.5 : -0.5;
    points.push([width / 2 + offset * GAP, pegY(row) + GAP / 2]);
  }
  const binY = pegY(rows) + 4;
  return (
    <div className="gm-board" data-testid="plinko" data-bin={outcome?.bin ?? ''}>
      <svg viewBox={`0 0 ${width} ${binY + 26}`} width="100%" style={{ maxWidth: 460 }} role="img" aria-label={outcome ? t('plinko_landed', { pay: outcome.multiplier }) : t('plinko_label', { rows, risk: t(`risk_${risk}`) })}>
        {Array.from({ length: rows }, (_, row) => Array.from({ length: row + 3 }, (_, i) => <circle key={`${row}-${i}`} cx={pegX(row + 2, i)} cy={pegY(row)} r="2.6" fill="currentColor" opacity="0.7" />))}
        {bins.map((pay, k) => {
          const x = pegX(rows, k) - GAP / 2 + 1;
          const landed = outcome?.bin === k;
          const heat = Math.min(1, Math.log10(pay + 1) / 1.2);
          return (
            <g key={k}>
              <rect x={x} y={binY} width={GAP - 2} height="20" rx="3" fill={`hsl(${50 - heat * 50} 90% ${landed ? 40 : 55}%)`} stroke={landed ? '#fff' : 'none'} strokeWidth="2" />
              <text x={x + (GAP - 2) / 2} y={binY + 13} fontSize="6.5" fontWeight="700" fill="#111" textAnchor="middle">{pay}</text>
            </g>
          );
        })}
        {outcome ? <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="#ffd166" strokeWidth="2" opacity="0.8" /> : null}
        {outcome ? <circle cx={points[points.length - 1]![0]} cy={binY - 4} r="5" fill="#ffd166" stroke="#7a5b00" /> : null}
      </svg>
    </div>
  );
}
