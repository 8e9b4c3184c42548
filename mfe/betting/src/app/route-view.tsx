/** Maps the root config's matched route (replayed bus state `route`) to a betting page. */
import type { ReactNode } from 'react';
import { unhandledRoute, type RouteIdOf } from '@arena/routes';
import { startWindowOf, type Section } from '../shared/api.ts';
import { SportsMenu } from '../features/catalogue/sports-menu.tsx';
import { GamePage } from '../features/game-page/game-page.tsx';
import { ChampsPage, HomePage, SectionPage, TeamPage, TopEventsPage } from '../features/pages/catalogue-pages.tsx';
import { FavouritesPage } from '../features/favourites/favourites-page.tsx';
import { MultiLivePage } from '../features/pages/multi-live.tsx';
import { PrintCoupon } from '../features/print-coupon/print-coupon.tsx';
import { TotoPage } from '../features/toto/toto-page.tsx';
import { isPageType, PageTypePage } from '../features/page-types/page-type-page.tsx';
import { TeamIndexPage } from '../features/page-types/team-index.tsx';

export interface RouteState {
  id: string;
  params: Record<string, string>;
}

const asSection = (value: string | undefined): Section => (value === 'live' ? 'live' : 'line');

function withMenu(section: Section, sport: string | undefined, page: ReactNode) {
  return (
    <div className="bt-layout">
      <SportsMenu section={section} activeSport={sport} />
      <div className="bt-content">{page}</div>
    </div>
  );
}

/** Exhaustive over the betting routes of the table: a new or renamed one is a type error until it has a case. */
export function RouteView({ route }: { route: RouteState | null }) {
  const id = (route?.id ?? 'home') as RouteIdOf<'@arena/betting'>;
  const p = route?.params ?? {};
  const section = asSection(p['section']);
  switch (id) {
    case 'print-coupon':
      return <PrintCoupon couponId={p['couponId'] ?? ''} />;
    case 'betting-game':
    case 'betting-page-game':
    case 'top-events-game':
    case 'team-game':
      return withMenu(section, p['sport'], <GamePage gameId={p['gameId'] ?? ''} sport={p['sport']} champ={p['champ']} />);
    case 'betting-section':
    case 'betting-sport':
    case 'betting-champ':
      return withMenu(section, p['sport'], <SectionPage section={section} sport={p['sport']} champ={p['champ']} />);
    case 'betting-menu':
      if (p['menuSection'] === 'favorites') return withMenu(section, undefined, <FavouritesPage section={section} />);
      return withMenu(section, undefined, <SectionPage section={section} top={p['menuSection'] === 'top'} window={section === 'line' ? startWindowOf(p['menuSection']) : undefined} />);
    case 'betting-page':
    case 'betting-page-sport':
    case 'betting-page-champ': {
      // Each page type has its own selection (issue 15); the route table only lets known types through.
      const pageType = p['pageType'];
      if (isPageType(pageType)) return withMenu(section, p['sport'], <PageTypePage pageType={pageType} section={section} sport={p['sport']} champ={p['champ']} />);
      return withMenu(section, p['sport'], <SectionPage section={section} sport={p['sport']} champ={p['champ']} />);
    }
    case 'team-index':
      return withMenu(section, undefined, <TeamIndexPage section={section} />);
    case 'top-events':
      return withMenu('line', undefined, <TopEventsPage />);
    case 'team':
      return withMenu(section, undefined, <TeamPage section={section} team={p['team'] ?? ''} />);
    case 'toto':
      return withMenu('line', undefined, <TotoPage section={p['section']} />);
    case 'multi':
      return withMenu('live', undefined, <MultiLivePage />);
    case 'champs':
      return withMenu('line', undefined, <ChampsPage champId={p['champId']} />);
    case 'home':
      return withMenu('line', undefined, <HomePage />);
    default:
      return unhandledRoute(id, withMenu('line', undefined, <HomePage />));
  }
}
