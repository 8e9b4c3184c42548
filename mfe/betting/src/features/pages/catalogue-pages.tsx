/** Home, line/live sections (sport → champ), top events, team pages and championships. */
import { useCallback, useState } from 'react';
import { Link, useBusState, VisuallyHidden } from '@arena/ui-kit';
import { bettingApi, type Section, type StartWindow } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { BonusBlock } from '../bonus/bonus-block.tsx';
import { GamesSection } from './games-section.tsx';
import { NotFoundView } from '../not-found/not-found-view.tsx';
import { useBettingT } from '../../shared/text.ts';


export function HomePage() {
  const t = useBettingT();
  const [liveSettled, setLiveSettled] = useState(false);
  const onLiveSettled = useCallback(() => setLiveSettled(true), []);
  return (
    <div className="bt-page" data-testid="betting-home">
      {/* The design heads the home page with its blocks only; the page's h1 is for assistive technology. */}
      <VisuallyHidden as="h1">{t('home_heading')}</VisuallyHidden>
      <GamesSection title={t('home_live')} query={{ section: 'live', limit: 12 }} testId="home-live" onSettled={onLiveSettled} />
      {/* Loaded at once but shown below the live block only once it has its height: shown earlier, they
          were pushed down the page when the live games arrived (a layout shift of the whole first screen). */}
      <div className="bt-page__more" hidden={!liveSettled}>
        <GamesSection title={t('home_top_line')} query={{ section: 'line', top: true, limit: 15 }} testId="home-line" />
        <BonusBlock />
      </div>
    </div>
  );
}

/** Sport and champ come from the URL as a sport slug and a champ id. */
export function SectionPage({ section, sport, champ, top, window }: { section: Section; sport?: string | undefined; champ?: string | undefined; top?: boolean; window?: StartWindow | undefined }) {
  const lng = useBusState('language');
  // The player's day for "today" (the server cuts the line at their midnight).
  const tz = useBusState('settings').timeZone;
  const t = useBettingT();
  const sports = useAsync((signal) => bettingApi.sports(section, signal), [section, lng]);
  const sportRow = sports.status === 'ready' ? sports.data.find((s) => s.slug === sport) : undefined;
  const sportId = sportRow?.id;
  const champs = useAsync((signal) => (sportId ? bettingApi.champs(section, sportId, signal) : Promise.resolve([])), [section, sportId]);
  // Unknown ids get the not-found view, not the whole sport: champ ids are checked against the reference list.
  const known = useAsync((signal) => (champ ? bettingApi.allChamps(signal) : Promise.resolve([])), [champ ? 'champ' : '']);
  if (sport && sports.status !== 'ready') return <div className="bt-skeleton" aria-busy="true" />;
  if (sport && !sportRow) return <NotFoundView kind="sport" />;
  if (champ && !/^\d{1,7}$/.test(champ)) return <NotFoundView kind="champ" />;
  if (champ && known.status === 'loading') return <div className="bt-skeleton" aria-busy="true" />;
  if (champ && known.status === 'ready' && !known.data.find((s) => s.slug === sport)?.champs.some((c) => String(c.id) === champ)) return <NotFoundView kind="champ" />;
  const champId = champ && /^\d+$/.test(champ) ? Number(champ) : undefined;
  const title = [t(section), window ? t(`menu_${window.replace('-', '_')}`) : null, sportRow?.name].filter(Boolean).join(' · ');
  return (
    <div className="bt-page" data-testid={`betting-${section}`}>
      {sportRow && champs.status === 'ready' ? (
        <nav className="bt-chips" aria-label="Championships">
          <Link href={`/${lng}/${section}/${sportRow.slug}`} className={champId === undefined ? 'is-active' : ''}>{t('all')}</Link>
          {champs.data.map((c) => (
            <Link key={c.id} href={`/${lng}/${section}/${sportRow.slug}/${c.id}`} className={champId === c.id ? 'is-active' : ''}>
              {c.name} <small>{c.count}</small>
            </Link>
          ))}
        </nav>
      ) : null}
      <GamesSection title={title} query={{ section, ...(sportId ? { sportId } : {}), ...(champId ? { champId } : {}), ...(top ? { top } : {}), ...(window ? { window, tz } : {}), limit: 80 }} testId="section-games" heading="h1" />
    </div>
  );
}

export function TopEventsPage() {
  const t = useBettingT();
  return (
    <div className="bt-page" data-testid="betting-top">
      <VisuallyHidden as="h1">{t('top_events')}</VisuallyHidden>
      <GamesSection title={t('top_events_live')} query={{ section: 'live', top: true }} />
      <GamesSection title={t('top_events_line')} query={{ section: 'line', top: true, limit: 40 }} />
    </div>
  );
}

export function TeamPage({ section, team }: { section: Section; team: string }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const other: Section = section === 'live' ? 'line' : 'live';
  // The team as the page language writes it ("Спартак Москва · Линия"); the slug only while it loads or if unknown.
  const named = useAsync((signal) => bettingApi.team(team, signal), [team, lng]);
  const name = named.status === 'ready' ? named.data.name : team.replace(/-/g, ' ');
  return (
    <div className="bt-page" data-testid="betting-team">
      <GamesSection title={`${name} · ${t(section)}`} query={{ section, team }} heading="h1" />
      <GamesSection title={`${name} · ${t(other)}`} query={{ section: other, team }} />
      <p><Link href={`/${lng}/`}>{t('to_home')}</Link></p>
    </div>
  );
}

export function ChampsPage({ champId }: { champId?: string | undefined }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const champs = useAsync((signal) => bettingApi.champs('line', undefined, signal), [lng]);
  if (champId && /^\d+$/.test(champId)) return <GamesSection title={t('championship')} query={{ section: 'line', champId: Number(champId) }} heading="h1" />;
  return (
    <div className="bt-page">
      <h1 className="bt-block__title">{t('championships')}</h1>
      <nav className="bt-chips">
        {champs.status === 'ready' ? champs.data.map((c) => <Link key={c.id} href={`/${lng}/champs/${c.id}`}>{c.name} <small>{c.count}</small></Link>) : null}
      </nav>
    </div>
  );
}
