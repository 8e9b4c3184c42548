/**
 * The casino app: every casino route of the route table (@arena/routes, table/casino.ts) dispatched to
 * its page through a table keyed by page kind (route-pages.ts turns the route id and params into the
 * kind). The game page (features/game) and the bonus and tournament pages (features/tournaments) are the
 * games part's.
 */
import type { ReactNode } from 'react';
import { useBusState } from '@arena/ui-kit';
import { CategoryPage } from './features/category/category-page.tsx';
import { CategoryTabs } from './features/category/category-tabs.tsx';
import { GamePage } from './features/game/game-page.tsx';
import { LobbyPage } from './features/lobby/lobby-page.tsx';
import { MyCasinoPage } from './features/my-casino/my-casino-page.tsx';
import { ProviderPage, ProvidersPage } from './features/providers/providers-page.tsx';
import { SearchPage } from './features/search/search-page.tsx';
import { ThankYouPage } from './features/thank-you/thank-you-page.tsx';
import { CasinoBonusPage } from './features/tournaments/tournaments-page.tsx';
import { pageOf, type PageSpec } from './shared/route-pages.ts';
import { NotFoundView } from './shared/states.tsx';
import { CASINO_CSS } from './shared/styles.ts';
import { useT } from './shared/text.tsx';

type Kind = PageSpec['kind'];
type SpecOf<K extends Kind> = Extract<PageSpec, { kind: K }>;

/** Page kind → page, and which tab it marks. */
const PAGES: { [K in Kind]: { render: (spec: SpecOf<K>) => ReactNode; tab: (spec: SpecOf<K>) => string | undefined } } = {
  lobby: { render: () => <LobbyPage />, tab: () => 'lobby' },
  list: { render: (s) => <CategoryPage titleKey={s.titleKey} filter={s.filter} {...(s.category ? { category: s.category } : {})} />, tab: (s) => s.category },
  providers: { render: () => <ProvidersPage />, tab: () => 'providers' },
  provider: { render: (s) => <ProviderPage provider={s.provider} />, tab: () => 'providers' },
  search: { render: () => <SearchPage />, tab: () => 'search' },
  'my-casino': { render: (s) => <MyCasinoPage favouritesOnly={s.favouritesOnly} />, tab: () => undefined },
  'thank-you': { render: () => <ThankYouPage />, tab: () => undefined },
  game: { render: () => <GamePage />, tab: () => undefined },
  bonus: { render: () => <CasinoBonusPage />, tab: () => undefined },
  'not-found': { render: () => <NotFoundView />, tab: () => undefined },
};

function render<K extends Kind>(spec: SpecOf<K>): { page: ReactNode; tab: string | undefined } {
  const entry = PAGES[spec.kind] as { render: (s: SpecOf<K>) => ReactNode; tab: (s: SpecOf<K>) => string | undefined };
  return { page: entry.render(spec), tab: entry.tab(spec) };
}

export function CasinoApp() {
  const t = useT();
  const route = useBusState('route');
  const spec = pageOf(route?.id ?? '', route?.params ?? {});
  const { page, tab } = render(spec);
  return (
    <section className="arena-casino" data-testid="app-casino" data-route-id={route?.id ?? ''} data-page-kind={spec.kind}>
      <style>{CASINO_CSS}</style>
      <h1>{t('title_casino')}</h1>
      {spec.kind === 'game' ? null : <CategoryTabs active={tab} />}
      {page}
    </section>
  );
}
