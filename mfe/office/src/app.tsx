import { Link, useBusState } from '@arena/ui-kit';
import { HistoryPage } from './features/history/history-page.tsx';
import { LimitsPage } from './features/limits/limits-page.tsx';
import { RechargePage } from './features/recharge/recharge-page.tsx';
import { BanPage } from './features/ban/ban-page.tsx';

export function OfficeApp() {
  const lng = useBusState('language');
  const route = useBusState('route');
  // The blocked layout's page is not part of the office frame: a banned player gets the ban explained.
  if (route?.id === 'block-appeal-history') return <BanPage />;
  return (
    <section className="arena-office" data-testid="app-office" data-build-label={__ARENA_BUILD_LABEL__}>
      <h1>Personal office</h1>
      {route?.id === 'office-history' ? <HistoryPage /> : null}
      {route?.id === 'office-responsible' ? <LimitsPage /> : null}
      {route?.id === 'office-recharge' ? <RechargePage /> : null}
      <p>
        <Link href={`/${lng}/`}>Back to betting</Link>
      </p>
    </section>
  );
}
