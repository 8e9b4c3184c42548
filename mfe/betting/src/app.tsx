import { useBusState } from '@arena/ui-kit';
import { RouteView } from './app/route-view.tsx';
import { BETTING_CSS } from './app/styles.ts';

/** The betting app's root: its stylesheet (the host links only the shell's) and the routed page. */
export function BettingApp() {
  const route = useBusState('route');
  return (
    <section className="arena-betting" data-testid="app-betting">
      <style>{BETTING_CSS}</style>
      <RouteView route={route} />
    </section>
  );
}
