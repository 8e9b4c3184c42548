import { unhandledRoute, type RouteIdOf } from '@arena/routes';
import { useBusState } from '@arena/ui-kit';
import { LiveResults } from './features/results/live-results.tsx';
import { ResultsPage } from './features/results/results-page.tsx';
import { ZoneView } from './features/results/zone-view.tsx';
import { GameStatisticsPopup } from './features/statistics/game-statistics.tsx';
import { StandingsPage } from './features/statistics/standings-page.tsx';
import { StatisticsIndex } from './features/statistics/statistics-index.tsx';
import { TeamPage } from './features/statistics/team-page.tsx';
import { popupTarget, statisticTarget, type StatisticTarget } from './features/statistics/statistic-path.ts';
import { RESULTS_CSS } from './shared/styles.ts';
import { useT } from './shared/text.tsx';
import { NotFoundView, ResultsTabs, useStatisticsOn, type Tab } from './shared/ui.tsx';

function statisticPage(target: StatisticTarget) {
  switch (target.page) {
    case 'index':
      return <StatisticsIndex />;
    case 'standings':
      return <StandingsPage champId={target.champId} />;
    case 'team':
      return <TeamPage champId={target.champId} team={target.team} />;
    case 'game':
      return <GameStatisticsPopup gameId={target.gameId} />;
    default:
      return <NotFoundView />;
  }
}

type Routed = { tab: Tab; title: string; page: React.ReactNode };

/** results/{type?}: the tab of the type, the finished results without one. */
function resultsOf(params: Record<string, string>): Routed {
  if (params['type'] === 'live') return { tab: 'live', title: 'title_live', page: <LiveResults /> };
  if (params['type'] === 'zone') return { tab: 'zone', title: 'title_zone', page: <ZoneView /> };
  return { tab: 'results', title: 'title_results', page: <ResultsPage /> };
}

/**
 * The routed page of the results app and its tab, exhaustive over the results routes of the table (a new
 * or renamed one is a type error until it has a case). Statistics pages exist only behind the site
 * config's `statistics` feature: with it off they are the app's not-found view.
 */
function routed(routeId: string | undefined, params: Record<string, string>, statistics: boolean): Routed {
  const statistic = (target: StatisticTarget) => (statistics ? statisticPage(target) : <NotFoundView />);
  const id = (routeId ?? 'results') as RouteIdOf<'@arena/results'>;
  switch (id) {
    case 'statistic':
      return { tab: 'statistic', title: 'title_statistic', page: statistic(statisticTarget(params['path'] ?? '')) };
    case 'statistic-popup':
      return { tab: 'statistic', title: 'title_game_statistics', page: statistic(popupTarget(params['path'] ?? '')) };
    case 'results':
      return resultsOf(params);
    default:
      return unhandledRoute(id, resultsOf(params));
  }
}

/** Results (results/{type?}) and statistics (statistic/*, statisticpopup/*) of the simulated catalogue. */
export function ResultsApp() {
  const t = useT();
  const route = useBusState('route');
  const { tab, title, page } = routed(route?.id, route?.params ?? {}, useStatisticsOn());
  return (
    <section className="arena-results" data-testid="app-results" data-route-id={route?.id ?? ''}>
      <style>{RESULTS_CSS}</style>
      <h1>{t(title)}</h1>
      <ResultsTabs active={tab} />
      {page}
    </section>
  );
}
