import { useEffect } from 'react';
import { useAppScope, useBusState } from '@arena/ui-kit';
import { RouteView } from './app/route-view.tsx';
import { BETTING_CSS } from './app/styles.ts';
import { publishCouponOdds } from './features/live-feed/coupon-odds-publisher.ts';
import { pageOddsOverlay } from './features/live-feed/odds-overlay.ts';
import { pageLiveFeed } from './features/live-feed/use-live.ts';

/** The betting app's root: its stylesheet (the host links only the shell's) and the routed page. */
export function BettingApp() {
  const route = useBusState('route');
  const scope = useAppScope();
  // While the app is mounted, its feed re-prices the slip too (ends with the app).
  useEffect(() => publishCouponOdds(pageLiveFeed, scope), [scope]);
  // The prices the slip's stream brought (line games this app's feed does not cover) re-price the lists behind it.
  useEffect(() => scope.subscribe('coupon:odds-changed', ({ games }) => pageOddsOverlay.put(games)), [scope]);
  return (
    <section className="arena-betting" data-testid="app-betting">
      <style>{BETTING_CSS}</style>
      <RouteView route={route} />
    </section>
  );
}
