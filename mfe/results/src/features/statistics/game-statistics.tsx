/** The game statistics popup (statisticpopup/{gameId}): score by period, both teams' form and rows, head-to-head. */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { resultsApi } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { FormBadges, isNotFound, Loaded, NotFoundView, ResultRow, SetCell, useLiveClock, usePeriodText } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';
import { StandingsTable } from './standings-page.tsx';
import { LIVE_REFRESH_MS } from '../results/live-results.tsx';

export function GameStatisticsPopup({ gameId }: { gameId: string }) {
  const t = useT();
  const periodText = usePeriodText();
  const liveClock = useLiveClock();
  const lng = useBusState('language');
  const format = useFormatters();
  const valid = /^\d{1,12}$/.test(gameId);
  const stats = useAsync((signal) => (valid ? resultsApi.game(gameId, signal) : Promise.reject({ status: 404 })), [gameId, lng], { refreshMs: LIVE_REFRESH_MS });
  if (!valid || isNotFound(stats)) return <NotFoundView />;
  return (
    <div className="rs-page rs-popup" data-testid="game-statistics">
      <Loaded state={stats}>
        {({ game, champ, form, rows, headToHead }) => (
          <>
            <nav className="rs-crumbs">
              <span>{champ.sportName}</span> › <Link href={`/${lng}/statistic/${champ.id}`}>{champ.name}</Link>
            </nav>
            <header className="rs-board">
              <Link href={`/${lng}/statistic/${champ.id}/${game.teamSlugs[0]}`}>{game.opponents[0]}</Link>
              <div>
                {game.statusId === 0 ? <b>{format.dateTime(game.startTime * 1000)}</b> : <b className="rs-board__score" data-testid="popup-score">{game.score[0]} : {game.score[1]}</b>}
                <small>{game.isLive ? `${t('live_badge')} ${liveClock(game)}` : game.isFinished ? t('finished') : t('not_started')}</small>
              </div>
              <Link href={`/${lng}/statistic/${champ.id}/${game.teamSlugs[1]}`}>{game.opponents[1]}</Link>
            </header>
            {game.periods.length > 0 ? (
              <table className="rs-table rs-periods">
                <thead>
                  <tr>
                    <th className="rs-table__team" />
                    {game.periods.map((_, i) => <th key={i}>{periodText(game, i + 1)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {[0, 1].map((side) => (
                    <tr key={side}>
                      <td className="rs-table__team">{game.opponents[side]}</td>
                      {game.periods.map((p, i) => <SetCell key={i} as="td" set={p} side={side as 0 | 1} tieBreak={game.tieBreaks?.[i]} />)}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <section className="rs-group">
              <h3>{t('recent_form')}</h3>
              <p>{game.opponents[0]}: <FormBadges form={form[0]} /></p>
              <p>{game.opponents[1]}: <FormBadges form={form[1]} /></p>
            </section>
            <section className="rs-group">
              <h3>{t('standings_title')}</h3>
              <StandingsTable rows={rows.filter((r) => r !== null)} champId={champ.id} highlight={game.opponents} />
            </section>
            <section className="rs-group">
              <h3>{t('head_to_head')}</h3>
              {headToHead.length === 0 ? <p className="rs-empty">{t('no_meetings')}</p> : <ul>{headToHead.map((g) => <ResultRow key={g.id} game={g} withDate />)}</ul>}
            </section>
          </>
        )}
      </Loaded>
    </div>
  );
}
