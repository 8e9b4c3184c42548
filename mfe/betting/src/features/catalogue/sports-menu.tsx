/** Left menu: line/live switch and the sports of the section with their game counts. */
import { siteConfig } from '@arena/config';
import { Link, useBusState } from '@arena/ui-kit';
import { bettingApi, type Section } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { useBettingT } from '../../shared/text.ts';

export function SportsMenu({ section, activeSport }: { section: Section; activeSport?: string | undefined }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const sports = useAsync((signal) => bettingApi.sports(section, signal), [section, lng]);
  return (
    <nav className="bt-menu" aria-label={t('sports')} data-testid="sports-menu">
      <div className="bt-menu__switch">
        <Link href={`/${lng}/line`} className={section === 'line' ? 'is-active' : ''}>{t('line')}</Link>
        <Link href={`/${lng}/live`} className={section === 'live' ? 'is-active is-live' : 'is-live'}>{t('live')}</Link>
      </div>
      <ul>
        {sports.status === 'ready'
          ? sports.data.filter((s) => s.count > 0).map((sport) => (
              <li key={sport.id}>
                <Link href={`/${lng}/${section}/${sport.slug}`} className={activeSport === sport.slug ? 'is-active' : ''} data-testid={`sport-${sport.slug}`}>
                  <span>{sport.name}</span>
                  <small>{sport.count}</small>
                </Link>
              </li>
            ))
          : null}
      </ul>
      {/* Below the sports once they are in: shown before, they were pushed down when the list arrived. */}
      {sports.status !== 'loading' ? (
        <>
          <div className="bt-menu__extra">
            <Link href={`/${lng}/multi`}>{t('multi_live')}</Link>
            <Link href={`/${lng}/top-events/today`}>{t('top_events')}</Link>
            <Link href={`/${lng}/${section}/menu/favorites`} data-testid="menu-favourites">{t('menu_favorites')}</Link>
          </div>
          <LeftMenuLinks />
        </>
      ) : null}
    </nav>
  );
}

/** Spec §2 left menu items: statistics, results and bet history (office/history, asks for login as a visitor). */
function LeftMenuLinks() {
  const t = useBettingT();
  const lng = useBusState('language');
  // Statistics pages exist only behind their feature flag: re-read when the site config (re)installs.
  useBusState('configReady');
  const statistics = siteConfig.isFeatureOn('statistics');
  return (
    <div className="bt-menu__extra" data-testid="left-menu-links">
      <Link href={`/${lng}/top-game/line`}>{t('page_top-game_title')}</Link>
      <Link href={`/${lng}/bets-on-your/line`}>{t('page_bets-on-your_title')}</Link>
      <Link href={`/${lng}/marble/line`}>{t('page_marble_title')}</Link>
      <Link href={`/${lng}/team/line`}>{t('page_team_title')}</Link>
      {statistics ? <Link href={`/${lng}/statistic`} data-testid="menu-statistics">{t('menu_statistics')}</Link> : null}
      <Link href={`/${lng}/results`} data-testid="menu-results">{t('menu_results')}</Link>
      <Link href={`/${lng}/office/history`} data-testid="menu-bet-history">{t('menu_bet_history')}</Link>
    </div>
  );
}
