/**
 * One draw: its 15 events with kick-off, live score or result, and the 1/X/2 pick buttons while it is open
 * (several picks on an event are allowed: each multiplies the variants). The coupon panel sits beside it.
 */
import { useState } from 'react';
import { useArenaTranslation } from '@arena/ui-kit';
import type { TotoDraw, TotoEvent } from './toto-api.ts';
import { useTotoFormat } from './toto-format.ts';
import { autoPick, emptyPicks, togglePick, TOTO_OUTCOMES, type TotoPicks } from './toto-slip.ts';
import { TotoSlipPanel } from './toto-slip-panel.tsx';

function EventState({ event }: { event: TotoEvent }) {
  const { t } = useArenaTranslation('toto');
  const { dateTime } = useTotoFormat();
  if (event.statusId === 0) return <span className="toto-muted">{dateTime(event.startTime)}</span>;
  const score = `${event.score[0]}:${event.score[1]}`;
  return event.result ? <span>{score}</span> : <span className="toto-live">{t('toto_live')} {score}</span>;
}

export function DrawHeader({ draw }: { draw: TotoDraw }) {
  const { t } = useArenaTranslation('toto');
  const { dateTime } = useTotoFormat();
  return (
    <header className="toto-draw__head">
      <h2>{t('toto_draw_number', { id: draw.id })}</h2>
      <span className={`toto-status is-${draw.status}`} data-testid="toto-draw-status">{t(`toto_status_${draw.status}`)}</span>
      <span className="toto-muted">{draw.status === 'open' ? t('toto_closes_at', { time: dateTime(draw.closesAt) }) : t('toto_closed_at', { time: dateTime(draw.closesAt) })}</span>
    </header>
  );
}

export function DrawView({ draw, onPlaced }: { draw: TotoDraw; onPlaced: () => void }) {
  const { t } = useArenaTranslation('toto');
  const [picks, setPicks] = useState<TotoPicks>(() => emptyPicks(draw.events.length));
  const open = draw.status === 'open';
  return (
    <div className="toto-draw" data-testid="toto-draw" data-draw-id={draw.id}>
      <DrawHeader draw={draw} />
      <div className="toto-draw__body">
        <table className="toto-table">
          <thead>
            <tr>
              <th>№</th>
              <th>{t('toto_col_event')}</th>
              <th>{t('toto_col_state')}</th>
              <th>{open ? t('toto_col_pick') : t('toto_col_result')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.events.map((event, i) => (
              <tr key={event.gameId} data-testid={`toto-event-${event.number}`}>
                <td>{event.number}</td>
                <td>
                  <b>{event.opponents[0]} – {event.opponents[1]}</b>
                  <small className="toto-muted">{event.sportName} · {event.champName}</small>
                </td>
                <td><EventState event={event} /></td>
                <td className="toto-picks">
                  {open
                    ? TOTO_OUTCOMES.map((o) => (
                        <button
                          key={o}
                          type="button"
                          className={`toto-pick${picks[i]?.has(o) ? ' is-picked' : ''}`}
                          aria-pressed={picks[i]?.has(o) ?? false}
                          data-testid={`toto-pick-${event.number}-${o}`}
                          onClick={() => setPicks((p) => togglePick(p, i, o))}
                        >
                          {o}
                        </button>
                      ))
                    : <b data-testid={`toto-result-${event.number}`}>{event.result ?? '—'}</b>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {open ? (
          <div className="toto-draw__side">
            <div className="toto-draw__tools">
              <button type="button" className="toto-link" onClick={() => setPicks((p) => autoPick(p))}>{t('toto_auto_pick')}</button>
              <button type="button" className="toto-link" onClick={() => setPicks(emptyPicks(draw.events.length))}>{t('toto_clear')}</button>
            </div>
            <TotoSlipPanel drawId={draw.id} picks={picks} onPlaced={() => { setPicks(emptyPicks(draw.events.length)); onPlaced(); }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
