import { useCallback, useEffect, useState } from 'react';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { ErrorBoundary, HydrationChunk, useBusState, useHydrated } from '@arena/ui-kit';
import { cookies, currentPathname, logger, settingsStorage, systemTimers } from '@arena/utils';
import { createSecureDataLoader } from '@arena/session';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { bootShell } from '../boot/shell-boot.ts';
import { CookieConsentBanner } from '../consent/cookie-consent-banner.tsx';
import { CouponBadge } from '../coupon/coupon-badge.tsx';
import { CouponPanel } from '../coupon/coupon-panel.tsx';
import { connectCouponSelections } from '../coupon/coupon-selections.ts';
import { viewportPadding } from '../layout/layout-constants.ts';
import { MobileCouponButton, useMobileCouponSheet } from '../layout/mobile-coupon.tsx';
import { showsBettingColumn } from '../layout/betting-column.ts';
import { ModalHost } from '../modals/modal-host.tsx';
import { connectAccountRefresh } from '../player/account-refresh.ts';
import { connectBalanceFollow, documentVisibility } from '../player/balance-follow.ts';
import { playerStore } from '../player/player.ts';
import { connectSecureDataGrant } from '../player/secure-data-grant.ts';
import { NotificationsView } from '../notifications/notifications-view.tsx';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { useText } from '../platform/use-text.ts';
import { ProgressBar } from '../progress/progress-bar.tsx';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.tsx';
import { ScrollToTop } from '../scroll-top/scroll-to-top.tsx';
import { connectSeo } from '../seo/seo-head.ts';
import { disableWebApp, enableWebApp } from '../webapp/webapp-mode.ts';
import { PolicyLogo } from '../widgets/policy-logo.tsx';
import { DictionaryError } from '../failures/dictionary-error.tsx';
import { GameTilesSkeleton } from '../widgets/skeletons.tsx';
import { APP_SLOT_ID, useFramePaintRelease, useSlotHtml } from './server-paint.ts';
import { AdBlockNotice, OneTapPrompt, RegistrationWidget, Snowfall, SupportMultiButton, UpdateNotice, WelcomeWidget } from './on-demand-widgets.tsx';

/**
 * True until single-spa finished its first routing, so the slot shows a skeleton instead of a blank
 * area — unless the host already painted the app there (issue 26).
 */
function useFirstRouteLoading(painted: boolean): boolean {
  const [loading, setLoading] = useState(!painted);
  useEffect(() => {
    if (!loading) return;
    const done = () => setLoading(false);
    window.addEventListener('single-spa:routing-event', done);
    return () => window.removeEventListener('single-spa:routing-event', done);
  }, [loading]);
  return loading;
}

const RIGHT_COLUMN_KEY = 'right-column-collapsed';
const log = logger.child('shell');

function useViewportPadding() {
  return useCallback((headerHeight: number) => {
    const padding = viewportPadding([headerHeight]);
    const root = document.documentElement.style;
    for (const [side, px] of Object.entries(padding)) root.setProperty(`--arena-viewport-${side}`, `${px}px`);
  }, []);
}

function usePageServices(webAppMode: boolean | undefined) {
  useEffect(() => bootShell(), []);
  useEffect(() => connectCouponSelections(bus), []);
  // Another app's account change (a deposit in the office) refreshes the header balance.
  useEffect(() => connectAccountRefresh(bus, playerStore, (error) => log.warn('account refresh failed', error)), []);
  // Settled bets reach the header without a reload: a visible page re-reads the balances (balance-follow.ts).
  useEffect(
    () => connectBalanceFollow({ bus, store: playerStore, timers: systemTimers, visibility: documentVisibility, onError: (error) => log.warn('balance follow failed', error) }),
    [],
  );
  // Signed-in players get the secure-data grant, keyed by the host's HttpOnly session cookie (spec §7).
  useEffect(
    () =>
      connectSecureDataGrant({
        bus,
        load: createSecureDataLoader({ http, cookies }),
        cookies,
        timers: systemTimers,
        onError: (error) => log.warn('secure-data grant failed', error),
      }),
    [],
  );
  useEffect(
    () => connectSeo(bus, http, (error) => log.warn('seo data failed', error)),
    [],
  );
  useEffect(() => {
    if (webAppMode === undefined) return;
    if (!webAppMode) return disableWebApp();
    return enableWebApp();
  }, [webAppMode]);
}

export function Shell() {
  const t = useText();
  const config = useSiteConfig();
  const route = useBusState('route');
  const onHeaderHeight = useViewportPadding();
  // The stored choice only after hydration: the server, which has no storage, renders the column open.
  const hydrated = useHydrated();
  const storedCollapsed = hydrated && settingsStorage.get(RIGHT_COLUMN_KEY, false);
  const [collapsedChoice, setRightCollapsed] = useState<boolean | null>(null);
  const rightCollapsed = collapsedChoice ?? storedCollapsed;
  usePageServices(config?.application?.webAppMode);
  // After the page services' effects (the coupon connection): held early clicks replay into a listening coupon.
  useFramePaintRelease();
  const slotHtml = useSlotHtml();
  const firstRouteLoading = useFirstRouteLoading(slotHtml !== '');
  const isHome = route ? route.id === 'home' : currentPathname().split('/').filter(Boolean).length <= 1;
  const couponSheet = useMobileCouponSheet();
  // The coupon column stands only beside betting pages (issue 31, item 9); elsewhere the page has the width.
  const bettingColumn = showsBettingColumn(route?.id ?? null, currentPathname());
  const toggleRight = () => {
    settingsStorage.set(RIGHT_COLUMN_KEY, !rightCollapsed);
    setRightCollapsed(!rightCollapsed);
  };
  return (
    <div className={`arena-frame${rightCollapsed ? ' is-right-collapsed' : ''}${couponSheet.open ? ' is-coupon-open' : ''}${bettingColumn ? '' : ' is-without-coupon'}`}>
      <ProgressBar />
      <ErrorBoundary fallback={() => <header className="arena-header" />}>
        <Header couponBadge={<CouponBadge />} onHeight={onHeaderHeight} />
      </ErrorBoundary>
      <div className="arena-body">
        <main className="arena-main" id="arena-main">
          {/* The root config mounts apps into this slot; React writes its markup once (server-paint.ts) and
              never touches its children again. */}
          <div id={APP_SLOT_ID} dangerouslySetInnerHTML={{ __html: slotHtml }} />
          {/* Over the slot, not above it: the app renders in place underneath, so nothing moves when the
              skeleton goes (it was above the slot and pushed the first page down, CLS ~0.6). */}
          {firstRouteLoading && (
            <div className="arena-main__loading">
              <GameTilesSkeleton />
            </div>
          )}
        </main>
        {bettingColumn && <aside className="arena-right" aria-label={t('coupon')}>
          <button type="button" className="arena-right__toggle" aria-expanded={!rightCollapsed} aria-controls="arena-right-content" onClick={toggleRight}
            aria-label={t('coupon')} title={t('coupon')}>
            <span aria-hidden="true">{rightCollapsed ? '‹' : '›'}</span>
          </button>
          <div id="arena-right-content" hidden={rightCollapsed}>
            <ErrorBoundary fallback={() => null}>
              <CouponPanel />
              <RegistrationWidget hiddenByRightSide={rightCollapsed} />
              {/* Last in the column: it appears once its code and the config are in, and above the coupon
                  it pushed the coupon down (a layout shift on every visitor's first page). */}
              {(config?.auth?.oneTapProviders?.length ?? 0) > 0 && <OneTapPrompt providers={config?.auth?.oneTapProviders ?? []} />}
            </ErrorBoundary>
          </div>
        </aside>}
      </div>
      {/* The footer is long and below the fold: it hydrates in a task of its own (HydrationChunk). */}
      <HydrationChunk>
        <Footer />
      </HydrationChunk>
      {bettingColumn && <MobileCouponButton open={couponSheet.open} onToggle={couponSheet.toggle} />}
      <ErrorBoundary fallback={() => null}>
        <NotificationsView />
        <ModalHost />
        <ResponsibleGaming />
        <ScrollToTop icon={config?.application?.scrollToTopIcon ?? 'arrow'} />
        <SupportMultiButton chat={config?.chat} />
        {config?.banner?.welcomeNotifications && <WelcomeWidget />}
        {config?.banner?.adBlockNotice && <AdBlockNotice />}
        <UpdateNotice enabled={config?.application?.appUpdateNotice ?? false} />
        {isHome && config?.application?.snowfall && <Snowfall />}
        <PolicyLogo />
        <CookieConsentBanner />
        <DictionaryError />
      </ErrorBoundary>
    </div>
  );
}
