/**
 * The stream page's live match tracker (no video): an arena drawn in SVG from data, a marker in the half
 * of the side that attacks (the last scorer, pushed by the momentum of the last two minutes), the score,
 * the period, a progress bar and a flash on every score change the live polling brings.
 */
import { useEffect, useRef, useState } from 'react';
import { matchClock } from '@arena/domain';
import { useArenaTranslation } from '@arena/ui-kit';
import type { CyberGameDetail } from '../../shared/cyber-api.ts';
import { lastScorer, markerPosition, momentum, progressOf, scorerOf, type Side } from './tracker-model.ts';

const FLASH_MS = 2500;

export function MatchTracker({ detail }: { detail: CyberGameDetail }) {
  const { t } = useArenaTranslation('cyber');
  const { game, timeline } = detail;
  const score: [number, number] = [game.score[0], game.score[1]];
  const previous = useRef(score);
  const [side, setSide] = useState<Side | null>(() => lastScorer(timeline));
  const [flash, setFlash] = useState<Side | null>(null);

  useEffect(() => {
    const scorer = scorerOf(previous.current, score);
    previous.current = score;
    if (scorer === null) return;
    setSide(scorer);
    setFlash(scorer);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
    // The score is the trigger; the tuple is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [score[0], score[1]]);

  const pressure = momentum(timeline, game.secondsOfPlay);
  const x = markerPosition(side, pressure);
  const progress = progressOf(game.secondsOfPlay, detail.durationSeconds);
  const sideName = side === null ? 'none' : side === 0 ? 'home' : 'away';
  const state = game.isFinished ? t('cyber_finished') : game.isLive ? `${detail.discipline.periodName} ${game.period}` : t('cyber_not_started');
  return (
    <figure className="cy-tracker" data-testid="match-tracker" data-score={`${score[0]}:${score[1]}`} data-side={sideName} data-marker={x}>
      <figcaption className="cy-tracker__head">
        <span className="cy-tracker__team">{game.opponents[0]}</span>
        <b className="cy-tracker__score" data-testid="tracker-score">{score[0]} : {score[1]}</b>
        <span className="cy-tracker__team">{game.opponents[1]}</span>
      </figcaption>
      <svg className="cy-tracker__arena" viewBox="0 0 100 44" role="img" aria-label={t('cyber_tracker_label', { home: game.opponents[0], away: game.opponents[1] })}>
        <rect x="1" y="1" width="98" height="42" rx="4" className="cy-arena__floor" />
        <line x1="50" y1="1" x2="50" y2="43" className="cy-arena__line" />
        <circle cx="50" cy="22" r="7" className="cy-arena__line cy-arena__circle" />
        <rect x="1" y="12" width="8" height="20" className="cy-arena__zone is-home" />
        <rect x="91" y="12" width="8" height="20" className="cy-arena__zone is-away" />
        <circle cx={x} cy="22" r="3.2" className={`cy-arena__marker is-${sideName}`} />
        {flash !== null ? <circle cx={flash === 0 ? 95 : 5} cy="22" r="6" className="cy-arena__flash" /> : null}
        <rect x="1" y="41" width={Math.max(0.5, 98 * progress)} height="2" className="cy-arena__progress" />
      </svg>
      <p className="cy-tracker__state">
        <span>{state}</span>
        {flash !== null ? (
          <b className="cy-tracker__event" data-testid="tracker-event">{t('cyber_scored', { team: game.opponents[flash], points: detail.discipline.pointsName })}</b>
        ) : null}
      </p>
      {timeline.length > 0 ? (
        <ol className="cy-tracker__feed" aria-label={t('cyber_feed')}>
          {timeline.slice(-6).reverse().map((e) => (
            <li key={`${e.second}-${e.team}`}>
              <span className="cy-muted">{matchClock(e.second)}</span> {game.opponents[e.team]} +{e.points}
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
