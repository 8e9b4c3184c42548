/**
 * Virtual tennis: the markets with their odds, and the SVG court where the settled match is replayed game by
 * game — the scoreboard fills set by set, the ball crosses the net to the side that won each game, a dot marks
 * who serves. The replay reads only the outcome's games, which the seeds reproduce; with reduced motion it
 * shows the final score at once (replay-clock.ts).
 */
import type { HeadToHeadPick, PricedPick, TennisOutcome, VirtualPick } from './arcade-api.ts';
import { HeadToHeadPicks } from './head-to-head-picks.tsx';
import { useReplay } from './replay-clock.ts';
import { useGT } from './game-text.ts';

const REPLAY_MS = 5_000;
const ROWS = { home: 176, away: 196 } as const;

/** The scoreboard after the first `shown` games: games per set so far. */
export function setsSoFar(outcome: TennisOutcome, shown: number): Array<[number, number]> {
  const sets: Array<[number, number]> = [];
  for (const game of outcome.games.slice(0, shown)) {
    const set = (sets[game.set - 1] ??= [0, 0]);
    set[game.winner === 'home' ? 0 : 1]++;
  }
  return sets;
}

export function VirtualTennisView({ picks, line, pick, outcome, round, disabled, onPick }: { picks: Array<PricedPick<HeadToHeadPick>>; line: number; pick: VirtualPick; outcome: TennisOutcome | null; round: number; disabled: boolean; onPick: (pick: HeadToHeadPick) => void }) {
  const t = useGT();
  const progress = useReplay(outcome ? round : null, REPLAY_MS);
  const shown = outcome ? Math.round(progress * outcome.games.length) : 0;
  const sets = outcome ? setsSoFar(outcome, shown) : [];
  const done = outcome !== null && progress >= 1;
  const last = outcome && shown > 0 ? outcome.games[shown - 1]! : null;
  const serving = outcome ? (outcome.games[Math.min(shown, outcome.games.length - 1)]?.server ?? 'home') : 'home';
  // The ball lands in the court of the side that lost the last game (the winner's shot), else waits at the net.
  const ball = last ? { x: last.winner === 'home' ? 250 : 70, y: 70 + ((shown * 37) % 60) } : { x: 160, y: 100 };
  const setsText = done ? outcome.sets.map((s) => s.join(':')).join(' ') : '';
  return (
    <div className="gm-board" data-testid="virtual-tennis" data-games={shown} data-sets={setsText} data-winner={done ? outcome.winner : ''}>
      <svg viewBox="0 0 320 210" width="100%" style={{ maxWidth: 520 }} role="img" aria-label={done ? t('tennis_result', { winner: t(`tennis_${outcome.winner}`), sets: setsText }) : t('tennis_label')}>
        <rect width="320" height="210" rx="10" fill="#2b6e4f" />
        <rect x="30" y="20" width="260" height="140" fill="#3a7bd5" />
        <g fill="none" stroke="#fff" strokeWidth="1.5">
          <rect x="30" y="20" width="260" height="140" />
          <line x1="30" y1="38" x2="290" y2="38" />
          <line x1="30" y1="142" x2="290" y2="142" />
          <line x1="95" y1="38" x2="95" y2="142" />
          <line x1="225" y1="38" x2="225" y2="142" />
          <line x1="95" y1="90" x2="225" y2="90" />
        </g>
        <line x1="160" y1="14" x2="160" y2="166" stroke="#f1faee" strokeWidth="3" strokeDasharray="2 2" />
        <circle cx={ball.x} cy={ball.y} r="5" fill="#d8f34b" stroke="#6b7a00" strokeWidth="1" data-testid="tennis-ball" />
        <g fontSize="11" fontWeight="700">
          {(['home', 'away'] as const).map((side, row) => (
            <g key={side} transform={`translate(8 ${ROWS[side]})`}>
              <rect x="0" y="-12" width="304" height="18" rx="4" fill={row ? '#1d3557' : '#081c15'} />
              <circle cx="10" cy="-3" r="4" fill={serving === side && !done ? '#d8f34b' : 'transparent'} />
              <text x="20" y="1" fill="#fff">{t(`tennis_${side}`)}</text>
              {sets.map((set, i) => (
                <text key={i} x={150 + i * 26} y="1" fill={done && outcome.sets[i] && set[row]! > set[1 - row]! ? '#ffd166' : '#fff'} textAnchor="middle" data-testid={`tennis-set-${i + 1}-${side}`}>{set[row]}</text>
              ))}
            </g>
          ))}
        </g>
      </svg>
      <HeadToHeadPicks sport="tennis" picks={picks} line={line} pick={pick} disabled={disabled} onPick={onPick} />
      <p className="gm-hint" aria-live="polite" data-testid="tennis-status">
        {done ? `${t('tennis_result', { winner: t(`tennis_${outcome.winner}`), sets: setsText })} · ${t('tennis_total_games', { games: outcome.totalGames })}` : last ? t('tennis_set', { set: last.set }) : ''}
      </p>
    </div>
  );
}
