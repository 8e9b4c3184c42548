/**
 * The list pages: a type's matches (all, one discipline or one championship; virtual pages add the latest
 * results), the disciplines overview and a discipline's championships. Lists refresh every 5 s so live
 * scores and the virtual schedule move on their own.
 */
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { cyberApi, type CyberType } from '../../shared/cyber-api.ts';
import { useAsync } from '@arena/ui-kit';
import { cyberHref } from '../cyber-routes.ts';
import { CyberNav } from '../nav/cyber-nav.tsx';
import { NotFound } from '../not-found.tsx';
import { GameList } from './game-list.tsx';

const LIST_POLL_MS = 5000;

function useDisciplines(type: CyberType) {
  return useAsync((signal) => cyberApi.disciplines(type, signal), [type], { refreshMs: 30_000 });
}

export function ListPage({ root, type, discipline, champ }: { root: string; type: CyberType; discipline?: string | undefined; champ?: string | undefined }) {
  const { t } = useArenaTranslation('cyber');
  const disciplines = useDisciplines(type);
  const games = useAsync((signal) => cyberApi.games(type, { discipline, champ }, signal), [type, discipline, champ], { refreshMs: LIST_POLL_MS });
  if (games.status === 'error') return <NotFound />;
  const known = disciplines.status === 'ready' ? disciplines.data : [];
  const current = known.find((d) => d.slug === discipline);
  const live = games.status === 'ready' ? games.data.games.filter((g) => g.isLive) : [];
  const upcoming = games.status === 'ready' ? games.data.games.filter((g) => !g.isLive) : [];
  const champName = champ && games.status === 'ready' ? games.data.games[0]?.champName : undefined;
  return (
    <div className="cy-page" data-testid={`cyber-${type}`}>
      <h1 className="cy-title">{[t(`cyber_title_${type}`), current?.name, champName].filter(Boolean).join(' · ')}</h1>
      <CyberNav root={root} type={type} disciplines={known} active={discipline} />
      {type === 'virtual' ? <p className="cy-muted">{t('cyber_virtual_note')}</p> : null}
      {type === 'stream' ? <p className="cy-muted">{t('cyber_stream_note')}</p> : null}
      {games.status !== 'ready' ? (
        <div className="cy-skeleton" aria-busy="true" />
      ) : (
        <>
          <section>
            <h2 className="cy-block-title is-live">{t('cyber_live_now')}</h2>
            <GameList games={live} root={root} type={type} testId="cyber-live" />
          </section>
          {type !== 'stream' ? (
            <section>
              <h2 className="cy-block-title">{t('cyber_upcoming')}</h2>
              <GameList games={upcoming} root={root} type={type} testId="cyber-upcoming" />
            </section>
          ) : null}
          {type === 'virtual' && games.data.results.length > 0 ? (
            <section>
              <h2 className="cy-block-title">{t('cyber_results')}</h2>
              <GameList games={games.data.results.slice(0, 9)} root={root} type={type} testId="cyber-results" />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

export function DisciplinesPage({ root, type }: { root: string; type: CyberType }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  const disciplines = useDisciplines(type);
  const list = disciplines.status === 'ready' ? disciplines.data : [];
  return (
    <div className="cy-page" data-testid="cyber-disciplines">
      <h1 className="cy-title">{t('cyber_disciplines')}</h1>
      <CyberNav root={root} type={type} disciplines={list} />
      <ul className="cy-cards">
        {list.map((d) => (
          <li key={d.slug} className="cy-card">
            <Link href={cyberHref(lng, root, type, d.slug)}><b>{d.name}</b></Link>
            <small className="cy-muted">{t('cyber_discipline_counts', { live: d.live, total: d.total })}</small>
            <small className="cy-muted">{t('cyber_discipline_scoring', { period: d.periodName, points: d.pointsName })}</small>
            <Link href={cyberHref(lng, root, type, d.slug, 'champs')}>{t('cyber_champs')}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChampsPage({ root, type, discipline }: { root: string; type: CyberType; discipline: string }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  const disciplines = useDisciplines(type);
  const champs = useAsync((signal) => cyberApi.champs(type, discipline, signal), [type, discipline], { refreshMs: 30_000 });
  if (champs.status === 'error') return <NotFound />;
  return (
    <div className="cy-page" data-testid="cyber-champs">
      <h1 className="cy-title">{t('cyber_champs')}</h1>
      <CyberNav root={root} type={type} disciplines={disciplines.status === 'ready' ? disciplines.data : []} active={discipline} />
      <ul className="cy-cards">
        {champs.status === 'ready'
          ? champs.data.map((c) => (
              <li key={c.id} className="cy-card">
                <Link href={cyberHref(lng, root, type, discipline, c.id)}><b>{c.name}</b></Link>
                <small className="cy-muted">{t('cyber_discipline_counts', { live: c.live, total: c.count })}</small>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
