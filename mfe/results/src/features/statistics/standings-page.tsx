/** A championship's standings over the season (server: results/standings.ts), each team linking to its page. */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { resultsApi, type StandingRow } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { FormBadges, isNotFound, Loaded, NotFoundView } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';

export function StandingsTable({ rows, champId, highlight = [] }: { rows: readonly StandingRow[]; champId: number; highlight?: readonly string[] }) {
  const t = useT();
  const lng = useBusState('language');
  return (
    <table className="rs-table" data-testid="standings">
      <thead>
        <tr>
          <th>#</th>
          <th className="rs-table__team">{t('col_team')}</th>
          <th title={t('col_played_title')}>{t('col_played')}</th>
          <th title={t('col_won_title')}>{t('col_won')}</th>
          <th title={t('col_drawn_title')}>{t('col_drawn')}</th>
          <th title={t('col_lost_title')}>{t('col_lost')}</th>
          <th title={t('col_goals_title')}>{t('col_goals')}</th>
          <th title={t('col_diff_title')}>{t('col_diff')}</th>
          <th title={t('col_points_title')}>{t('col_points')}</th>
          <th>{t('col_form')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.team} className={highlight.includes(r.team) ? 'is-highlight' : ''} data-testid={`standing-${r.teamSlug}`}>
            <td>{r.position}</td>
            <td className="rs-table__team">
              <Link href={`/${lng}/statistic/${champId}/${r.teamSlug}`}>{r.team}</Link>
            </td>
            <td data-testid="played">{r.played}</td>
            <td>{r.won}</td>
            <td>{r.drawn}</td>
            <td>{r.lost}</td>
            <td>{r.scored}:{r.conceded}</td>
            <td>{r.diff > 0 ? `+${r.diff}` : r.diff}</td>
            <td><b data-testid="points">{r.points}</b></td>
            <td><FormBadges form={r.form} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandingsPage({ champId }: { champId: string }) {
  const t = useT();
  const lng = useBusState('language');
  const format = useFormatters();
  const standings = useAsync((signal) => resultsApi.standings(champId, signal), [champId, lng]);
  if (isNotFound(standings)) return <NotFoundView />;
  return (
    <div className="rs-page" data-testid="standings-page">
      <Loaded state={standings}>
        {(data) => (
          <>
            <nav className="rs-crumbs">
              <Link href={`/${lng}/statistic`}>{t('tab_statistic')}</Link> › <span>{data.champ.sportName}</span>
            </nav>
            <h2>{data.champ.name}</h2>
            <p className="rs-lead">
              {t('season_note', { days: data.seasonDays, from: format.date(data.from * 1000) })} {t(data.champ.hasDraw ? 'points_rule_draw' : 'points_rule_no_draw')}
            </p>
            <StandingsTable rows={data.rows} champId={data.champ.id} />
          </>
        )}
      </Loaded>
    </div>
  );
}
