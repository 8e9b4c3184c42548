/**
 * @arena/root-config: mounts the shell parcel, then registers every area app against activity
 * functions generated from the route table and guarded by decideNavigation, then starts single-spa.
 * No React here. The platform libraries (site config, session, blocks, terms and logout navigation)
 * are connected in platform/platform-wiring.ts.
 */
import {
  addErrorHandler,
  getAppStatus,
  getMountedApps,
  mountRootParcel,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
  type ParcelConfigObject,
  type SingleSpaCustomEventDetail,
} from 'single-spa';
import { bus } from '@arena/event-bus';
import { containerFor } from './apps/slots.ts';
import { createAppLoader } from './load-state/app-loader.ts';
import { clearErrorSlot, showErrorSlot, syncErrorSlots } from './load-state/error-slot.ts';
import { createLoadErrorFollowUp } from './load-state/load-error-follow-up.ts';
import { LOAD_STATE, LoadStateRegistry } from './load-state/load-states.ts';
import { reactionToAppError } from './load-state/retry.ts';
import { createRouter } from './navigation/router.ts';
import { createRouteModalOpener } from './navigation/route-modals.ts';
import type { NavigationContextSource } from './navigation/context-source.ts';
import type { RedirectLookup } from './navigation/redirect-lookup.ts';
import { wirePlatform } from './platform/platform-wiring.ts';
import { installIdlePrefetch } from './platform/idle-prefetch.ts';
import { buildsNotRunHere, dropPaintLeftBehind, dropPaintOfOtherBuilds, installBootState, readBootState, serverDataHandover } from './platform/server-paint.ts';
import { siteConfigLoader } from '@arena/config';
import { arenaI18n } from '@arena/i18n';
import { applyDocumentLanguage } from './language/document-language.ts';
import { installPerformanceMarks } from './platform/performance-marks.ts';
import { applyForcedPlatform } from './platform/forced-platform.ts';
import { activityFor, appsOf, ROUTES, splitPath } from '@arena/routes';
import './platform/systemjs.d.ts';
import { installTelemetry } from './telemetry/install-telemetry.ts';

type AppLifeCycles = LifeCycles<{ domElementGetter: () => HTMLElement }>;

const PAYMENT_CONSULTANT_KEY = 'arena:payment-consultant';
const log = (message: string, detail?: unknown) => console.warn(`[root-config] ${message}`, detail ?? '');
// Error reports tagged with the import-map version, which a canary's automatic abort reads (telemetry/).
const telemetry = installTelemetry(window, { addErrorHandler, getAppStatus });
// A navigation to an app inside single-spa's 200 ms after its load failed would otherwise be dropped.
const loadErrorFollowUp = createLoadErrorFollowUp({ now: () => Date.now(), schedule: (run, ms) => void setTimeout(run, ms), reroute: () => void triggerAppChange() });

function installRouter(frame: HTMLElement, source: NavigationContextSource, lookup: RedirectLookup) {
  const router = createRouter({
    source,
    publish: (route) => {
      bus.setState('route', route);
      // The shell hides its frame for the empty and blocked layouts (spec §2) by this attribute.
      frame.dataset.layout = route.layout;
    },
    replace: (url) => window.history.replaceState(window.history.state, '', url),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    reroute: () => void triggerAppChange(),
    lookup,
    rememberPaymentConsultant: () => sessionStorage.setItem(PAYMENT_CONSULTANT_KEY, '1'),
    // Through the shell's modal service, once the session is known (route-modals.ts).
    openModal: createRouteModalOpener(bus, () => `${window.location.pathname}${window.location.search}`),
    log,
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<SingleSpaCustomEventDetail>).detail;
    // platform_type=mobile (spec §2): the mobile platform for this tab, whatever the window width. Read
    // before beforeRouting, which may drop the cached decision of a URL it redirects away from.
    const decision = router.decisionFor(detail.newUrl);
    applyForcedPlatform(document.documentElement, sessionStorage, decision.kind === 'allow' && decision.effects.forceMobile);
    router.beforeRouting(detail);
    const owner = router.ownerOf({ href: detail.newUrl });
    syncErrorSlots(document, owner);
    dropPaintLeftBehind(document, owner);
    // Only a move to another URL: single-spa's own re-routings of the same page (queued while an app
    // loaded) are not a player coming back to the app.
    if (detail.newUrl !== detail.oldUrl) loadErrorFollowUp.navigating(owner);
    const { lng } = splitPath(new URL(detail.newUrl).pathname);
    if (lng) {
      bus.setState('language', lng);
      applyDocumentLanguage(document.documentElement, lng);
    }
  });
  return router;
}

function showAppErrorSlot(app: string): void {
  try {
    showErrorSlot(containerFor(app), () => window.location.reload(), bus.getState('language'));
  } catch (error) {
    log('no container for the error slot', error);
  }
}

function installLoadStates() {
  const registry = new LoadStateRegistry({
    onChange: (change) => bus.emit('app:load-state', change),
    log,
  });
  // Apps unmounted by routing no longer have a view depending on them (spec §4 "back to not-exist").
  window.addEventListener('single-spa:app-change', (event) => {
    const { appsByNewStatus } = (event as CustomEvent<SingleSpaCustomEventDetail>).detail;
    for (const app of appsByNewStatus.MOUNTED) {
      if (registry.stateOf(app) === LOAD_STATE.notExist) registry.transition(app, LOAD_STATE.ready);
      registry.depend(app, 'route');
    }
    for (const app of appsByNewStatus.NOT_MOUNTED) registry.release(app, 'route');
  });
  // A lazily loaded chunk of a mounted app failed: a fresh page is the only cure, at most once a minute.
  addErrorHandler((error) => {
    log('app error', error);
    let entryUrl: string | null = null;
    try {
      entryUrl = System.resolve(error.appOrParcelName);
    } catch {
      // Not in the import map: treat like any chunk failure.
    }
    const reaction = reactionToAppError(error, entryUrl, sessionStorage, Date.now());
    if (reaction === 'reload') window.location.reload();
    // The one reload did not help: the app shows its refresh slot instead of a blank page (spec §8).
    if (reaction === 'show-refresh') showAppErrorSlot(error.appOrParcelName);
  });
  return createAppLoader<AppLifeCycles>({
    registry,
    importApp: (app) => System.import<AppLifeCycles>(app),
    forget: (app) => {
      try {
        System.delete(System.resolve(app));
      } catch {
        // Not in the registry: nothing to forget.
      }
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onFirstFailure: (app, error) => telemetry.reportLoadFailure(app, error),
    onGiveUp: (app) => {
      loadErrorFollowUp.gaveUp(app);
      showAppErrorSlot(app);
    },
    onLoaded: (app) => {
      loadErrorFollowUp.loaded(app);
      clearErrorSlot(containerFor(app));
    },
  });
}

/** The URL this browser loads `specifier` from, or null when its import map has none. */
function resolvedOrNull(specifier: string): string | null {
  try {
    return System.resolve(specifier);
  } catch {
    return null;
  }
}

async function boot(): Promise<void> {
  installPerformanceMarks(getMountedApps);
  const frame = document.getElementById('arena-root');
  if (!frame) throw new Error('index.html must contain #arena-root');
  const lng = splitPath(window.location.pathname).lng;
  if (lng) bus.setState('language', lng);
  // A page the host rendered: its state goes back in place before anything reads it (server-paint.ts).
  const boot = readBootState(document);
  if (boot) await installBootState(boot, { bus, config: siteConfigLoader, i18n: arenaI18n }).catch((error: unknown) => log('server state not installed', error));
  const notRunHere = buildsNotRunHere(boot, resolvedOrNull, window.location.href);
  if (notRunHere.length > 0) log('the page was drawn by other builds than this browser runs (an import-map override): they render in the browser', notRunHere);
  dropPaintOfOtherBuilds(document, notRunHere, new Set(appsOf(ROUTES)));
  const serverDataOf = serverDataHandover(boot);
  const platform = wirePlatform();
  const router = installRouter(frame, platform.source, platform.lookup);
  const loaderFor = installLoadStates();
  // The signed-in player the host drew the page for: the shell puts them in place before it hydrates.
  const shell = mountRootParcel(() => System.import<ParcelConfigObject>('@arena/shell'), { domElement: frame, player: boot?.player ?? null });
  // Apps render into the shell's slot, so the shell must be in the DOM before single-spa starts;
  // the guards' first decision needs the site config (loaded in parallel with the shell).
  await Promise.all([shell.mountPromise, platform.configTried]);
  for (const app of appsOf(ROUTES)) {
    registerApplication({
      name: app,
      app: loaderFor(app),
      activeWhen: activityFor(ROUTES, app, (location) => router.ownerOf(location)),
      customProps: () => ({ domElementGetter: () => containerFor(app), serverData: serverDataOf(app) }),
    });
  }
  start({ urlRerouteOnly: true });
  // Once the page settled: the apps its links lead to, fetched at the lowest priority (idle-prefetch.ts).
  installIdlePrefetch({
    doc: document,
    origin: window.location.origin,
    routes: ROUTES,
    resolve: resolvedOrNull,
    loaded: (app) => getAppStatus(app) !== 'NOT_LOADED',
    connection: (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  });
}

void boot().catch((error: unknown) => {
  console.error('[root-config] boot failed', error);
  void telemetry.reporter.report('load', error, '@arena/root-config');
  const frame = document.getElementById('arena-root');
  if (frame) frame.textContent = 'The site could not start. Please refresh the page.';
});
