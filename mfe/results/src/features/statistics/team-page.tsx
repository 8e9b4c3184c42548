/** A team of a championship: its row, recent form and results, next games and record against each rival. */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { resultsApi } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { FormBadges, isNotFound, Loaded, NotFoundView, ResultRow } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';

export function TeamPage({ champId, team }: { champId: string; team: string }) {
  const t = useT();
  const lng = useBusState('language');
  const format = useFormatters();
  const page = useAsync((signal) => resultsApi.team(champId, team, signal), [champId, team, lng]);
  if (isNotFound(page)) return <NotFoundView />;
  return (
    <div className="rs-page" data-testid="team-page">
      <Loaded state={page}>
        {(data) => (
          <>
            <nav className="rs-crumbs">
              <Link href={`/${lng}/statistic`}>{t('tab_statistic')}</Link> › <Link href={`/${lng}/statistic/${data.champ.id}`}>{data.champ.name}</Link>
            </nav>
            <h2 data-testid="team-name">{data.team}</h2>
            {data.row ? (
              <p className="rs-lead">
                {t('team_summary', { position: data.row.position, points: data.row.points, played: data.row.played })}
              </p>
            ) : null}
            <section className="rs-group">
              <h3>{t('recent_form')}</h3>
              <FormBadges form={data.form} />
            </section>
            <section className="rs-group">
              <h3>{t('recent_results')}</h3>
              {data.recent.length === 0 ? <p className="rs-empty">{t('no_results')}</p> : <ul>{data.recent.map((g) => <ResultRow key={g.id} game={g} withDate />)}</ul>}
            </section>
            <section className="rs-group">
              <h3>{t('upcoming_games')}</h3>
              {data.upcoming.length === 0 ? (
                <p className="rs-empty">{t('no_upcoming')}</p>
              ) : (
                <ul className="rs-plain">
                  {data.upcoming.map((g) => (
                    <li key={g.id}>
                      <Link href={`/${lng}/${g.isLive ? 'live' : 'line'}/${g.sportSlug}/${g.champId}/${g.id}`}>
                        {format.dateTime(g.startTime * 1000)} · {g.opponents[0]} — {g.opponents[1]}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="rs-group">
              <h3>{t('head_to_head')}</h3>
              <table className="rs-table" data-testid="opponents">
                <thead>
                  <tr>
                    <th className="rs-table__team">{t('col_rival')}</th>
                    <th>{t('col_played')}</th>
                    <th>{t('col_won')}</th>
                    <th>{t('col_drawn')}</th>
                    <th>{t('col_lost')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.opponents.map((o) => (
                    <tr key={o.team}>
                      <td className="rs-table__team"><Link href={`/${lng}/statistic/${data.champ.id}/${o.teamSlug}`}>{o.team}</Link></td>
                      <td>{o.played}</td>
                      <td>{o.won}</td>
                      <td>{o.drawn}</td>
                      <td>{o.lost}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <p>
              <Link href={`/${lng}/team/line/${data.teamSlug}`}>{t('team_bets')}</Link>
            </p>
          </>
        )}
      </Loaded>
    </div>
  );
}
