/**
 * The results zone: one tile per sport, a scoreboard wall of what is being played now and the latest
 * finals of today, refreshed every 10 s (a view for a second screen, no filters).
 */
import { Link, useBusState } from '@arena/ui-kit';
import { resultsApi } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { Loaded, useLiveClock, useStatisticsOn } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';
import { groupBy, shiftDate } from './results-query.ts';
import { LIVE_REFRESH_MS } from './live-results.tsx';

/** Latest finals per sport tile. */
export const ZONE_FINALS = 4;

export function ZoneView() {
  const t = useT();
  const liveClock = useLiveClock();
  const lng = useBusState('language');
  const statistics = useStatisticsOn();
  // A game links to its statistics popup when statistics exist.
  const gameLink = (id: string, content: React.ReactNode) => (statistics ? <Link href={`/${lng}/statisticpopup/${id}`}>{content}</Link> : <span>{content}</span>);
  const board = useAsync(
    async (signal) => {
      const [live, today] = await Promise.all([resultsApi.live(undefined, signal), resultsApi.day({}, signal)]);
      // Just after midnight today has few finals: the day before fills the tiles.
      const yesterday = shiftDate(today.today, -1, today.first, today.today);
      const before = yesterday ? (await resultsApi.day({ date: yesterday }, signal)).games : [];
      return { live, finals: [...today.games, ...before] };
    },
    [lng],
    { refreshMs: LIVE_REFRESH_MS },
  );
  return (
    <div className="rs-page" data-testid="results-zone">
      <Loaded state={board}>
        {({ live, finals }) => {
          const sports = groupBy([...live, ...finals], (g) => String(g.sportId), (g) => g.sportName);
          return (
            <div className="rs-zone">
              {sports.map((sport) => {
                const playing = sport.items.filter((g) => g.isLive);
                const done = sport.items.filter((g) => g.isFinished).slice(0, ZONE_FINALS);
                return (
                  <section key={sport.key} className="rs-zone__tile" data-testid={`zone-sport-${sport.key}`}>
                    <h3>{sport.title}</h3>
                    <h4>{t('zone_live', { count: playing.length })}</h4>
                    <ul>
                      {playing.map((g) => (
                        <li key={g.id} className="is-live">
                          {gameLink(g.id, <>
                            <span>{g.opponents[0]} — {g.opponents[1]}</span>
                            <b>{g.score[0]}:{g.score[1]}</b>
                            <small>{liveClock(g)}</small>
                          </>)}
                        </li>
                      ))}
                    </ul>
                    <h4>{t('zone_finals')}</h4>
                    <ul>
                      {done.map((g) => (
                        <li key={g.id}>
                          {gameLink(g.id, <>
                            <span>{g.opponents[0]} — {g.opponents[1]}</span>
                            <b>{g.score[0]}:{g.score[1]}</b>
                          </>)}
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}
