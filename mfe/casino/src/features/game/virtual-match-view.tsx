/**
 * Virtual football: the 1X2 picks with their odds, and the SVG pitch where the settled match is replayed
 * minute by minute (the clock runs 0–90 in a few seconds, the score and the goal list follow it, the ball
 * flies into the net on each goal). The replay reads only the outcome's events, which the seeds reproduce.
 */
import type { MatchOutcome, MatchPick, PricedPick, VirtualPick } from './arcade-api.ts';
import { useFormatters } from '@arena/ui-kit';
import { useReplay } from './replay-clock.ts';
import { useGT } from './game-text.ts';

const REPLAY_MS = 4_500;

export function VirtualMatchView({ picks, minutes, pick, outcome, round, disabled, onPick }: { picks: Array<PricedPick<MatchPick>>; minutes: number; pick: VirtualPick; outcome: MatchOutcome | null; round: number; disabled: boolean; onPick: (pick: MatchPick) => void }) {
  const t = useGT();
  const format = useFormatters();
  const progress = useReplay(outcome ? round : null, REPLAY_MS);
  const minute = outcome ? Math.round(progress * minutes) : 0;
  const goals = outcome ? outcome.goals.filter((g) => g.minute <= minute) : [];
  const score = [goals.filter((g) => g.side === 'home').length, goals.filter((g) => g.side === 'away').length];
  const done = outcome !== null && progress >= 1;
  const lastGoal = goals.at(-1);
  // The ball: in the net of the last goal's minute, else wandering over the pitch by the minute (a pure drawing).
  const scoredNow = lastGoal && minute - lastGoal.minute < 3;
  const ball = scoredNow ? { x: lastGoal.side === 'home' ? 292 : 28, y: 90 } : { x: 160 + Math.sin(minute * 1.7) * 90, y: 90 + Math.cos(minute * 1.3) * 50 };
  return (
    <div className="gm-board" data-testid="virtual-match" data-minute={minute} data-score={done ? score.join(':') : ''} data-result={done ? outcome.result : ''}>
      <svg viewBox="0 0 320 200" width="100%" style={{ maxWidth: 520 }} role="img" aria-label={done ? t('match_result', { home: score[0]!, away: score[1]! }) : t('match_label')}>
        <rect width="320" height="200" rx="10" fill="#2d6a4f" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => <rect key={i} x={20 + i * 35} y="20" width="17.5" height="140" fill="#40916c" />)}
        <g fill="none" stroke="#fff" strokeWidth="1.5" opacity="0.85">
          <rect x="20" y="20" width="280" height="140" />
          <line x1="160" y1="20" x2="160" y2="160" />
          <circle cx="160" cy="90" r="22" />
          <rect x="20" y="60" width="28" height="60" />
          <rect x="272" y="60" width="28" height="60" />
          <rect x="12" y="75" width="8" height="30" />
          <rect x="300" y="75" width="8" height="30" />
        </g>
        <circle cx={ball.x} cy={ball.y} r="5" fill="#fff" stroke="#111" strokeWidth="1" className="gm-drop" data-testid="match-ball" />
        <g transform="translate(160 182)" textAnchor="middle" fontWeight="700">
          <rect x="-70" y="-14" width="140" height="22" rx="6" fill="#081c15" />
          <rect x="-66" y="-10" width="10" height="14" rx="2" fill="#e63946" />
          <rect x="56" y="-10" width="10" height="14" rx="2" fill="#457b9d" />
          <text x="-22" y="2" fontSize="13" fill="#fff" data-testid="match-score">{`${score[0]} : ${score[1]}`}</text>
          <text x="30" y="2" fontSize="11" fill="#ffd166" data-testid="match-clock">{t('match_minute', { minute })}</text>
        </g>
      </svg>
      <div className="gm-choices" role="group" aria-label={t('match_pick_label')}>
        {picks.map((p) => (
          <button key={p.pick} type="button" aria-pressed={pick === p.pick} disabled={disabled} onClick={() => onPick(p.pick)} data-testid={`match-pick-${p.pick}`}>
            {t('match_odds', { pick: t(`match_${p.pick}`), odds: format.number(p.odds, { fractionDigits: 2 }) })}
          </button>
        ))}
      </div>
      <ol className="gm-hint" data-testid="match-goals" aria-live="polite">
        {goals.map((g) => <li key={`${g.minute}-${g.side}`}>{t('match_goal', { minute: g.minute, side: t(`match_${g.side}`) })}</li>)}
      </ol>
    </div>
  );
}
