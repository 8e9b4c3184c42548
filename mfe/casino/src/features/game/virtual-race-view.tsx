/**
 * Virtual race: the runners with their odds, and the SVG track where the settled race is replayed from its
 * checkpoints (each runner's place on the track between two checkpoints is interpolated, so the field moves
 * smoothly), then the finishing order. Horses, greyhounds or cars by the game; the replay reads only the
 * outcome's positions, which the seeds reproduce.
 */
import type { PricedPick, RaceOutcome, RunnerKind } from './arcade-api.ts';
import { useFormatters } from '@arena/ui-kit';
import { useReplay } from './replay-clock.ts';
import { useGT } from './game-text.ts';

const REPLAY_MS = 5_000;
const COLOURS = ['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#8d5fd3', '#e9c46a'];
const START = 30;
const FINISH = 300;

/** The runner's silhouette for the race's kind (head to the right). */
function Runner({ kind, colour }: { kind: RunnerKind; colour: string }) {
  if (kind === 'car') return <g><rect x="-14" y="-5" width="26" height="8" rx="3" fill={colour} /><circle cx="-8" cy="4" r="3" fill="#111" /><circle cx="6" cy="4" r="3" fill="#111" /></g>;
  const long = kind === 'horse' ? 1 : 0.8;
  return (
    <g fill={colour}>
      <ellipse cx="-4" cy="-1" rx={10 * long} ry="4.5" />
      <path d={`M${4 * long} -3 l6 -6 l3 2 l-5 6Z`} />
      <path d={`M${-12 * long} -1 l-5 -3`} stroke={colour} strokeWidth="2" />
      <path d="M-10 2 l-3 7 M-6 2 l1 7 M2 2 l-2 7 M5 2 l3 7" stroke={colour} strokeWidth="1.8" />
    </g>
  );
}

export function VirtualRaceView({ picks, kind, runner, outcome, round, disabled, onRunner }: { picks: Array<PricedPick<number>>; kind: RunnerKind; runner: number; outcome: RaceOutcome | null; round: number; disabled: boolean; onRunner: (runner: number) => void }) {
  const t = useGT();
  const format = useFormatters();
  const progress = useReplay(outcome ? round : null, REPLAY_MS);
  const done = outcome !== null && progress >= 1;
  // Where each runner is now: between the checkpoints around the replay's time (the start line before the first).
  const at = (lane: number): number => {
    if (!outcome) return 0;
    const steps = outcome.positions.length;
    const time = progress * steps;
    const before = Math.floor(time);
    const from = before === 0 ? 0 : outcome.positions[before - 1]![lane]!;
    const to = outcome.positions[Math.min(before, steps - 1)]![lane]!;
    return from + (to - from) * (time - before);
  };
  return (
    <div className="gm-board" data-testid="virtual-race" data-kind={kind} data-winner={done ? outcome.winner : ''}>
      <svg viewBox={`0 0 320 ${picks.length * 24 + 16}`} width="100%" style={{ maxWidth: 520 }} role="img" aria-label={done ? t('race_order', { order: outcome.order.join(', ') }) : t('race_label')}>
        <rect width="320" height={picks.length * 24 + 16} rx="10" fill={kind === 'car' ? '#495057' : '#a3b18a'} />
        {picks.map((p, lane) => (
          <g key={p.pick} transform={`translate(0 ${8 + lane * 24})`}>
            <rect x="4" y="0" width="312" height="24" fill={lane % 2 ? '#00000010' : '#ffffff14'} />
            <circle cx="16" cy="12" r="8" fill={COLOURS[lane]} />
            <text x="16" y="16" fontSize="10" fontWeight="700" fill="#fff" textAnchor="middle">{p.pick}</text>
            <g transform={`translate(${START + 14 + at(lane) * (FINISH - START - 14)} 13)`} data-testid={`race-runner-${p.pick}`}>
              <Runner kind={kind} colour={COLOURS[lane]!} />
            </g>
          </g>
        ))}
        <line x1={START} y1="6" x2={START} y2={picks.length * 24 + 10} stroke="#fff" strokeWidth="2" opacity="0.7" />
        <line x1={FINISH + 4} y1="6" x2={FINISH + 4} y2={picks.length * 24 + 10} stroke="#fff" strokeWidth="3" strokeDasharray="4 3" />
      </svg>
      <div className="gm-choices" role="group" aria-label={t('race_pick_label')}>
        {picks.map((p) => (
          <button key={p.pick} type="button" aria-pressed={runner === p.pick} disabled={disabled} onClick={() => onRunner(p.pick)} data-testid={`race-pick-${p.pick}`}>
            {t('race_odds', { runner: p.pick, odds: format.number(p.odds, { fractionDigits: 2 }) })}
          </button>
        ))}
      </div>
      <p className="gm-hint" aria-live="polite" data-testid="race-order">{done ? t('race_order', { order: outcome.order.join(', ') }) : t(`race_kind_${kind}`)}</p>
    </div>
  );
}
