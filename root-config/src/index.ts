/**
 * @arena/root-config: mounts the shell parcel, then registers every area app against activity
 * functions generated from the route table, then starts single-spa. No React here.
 */
import { getMountedApps, mountRootParcel, registerApplication, start, type LifeCycles, type ParcelConfigObject } from 'single-spa';
import { bus } from '@arena/event-bus';
import { containerFor } from './apps/slots.ts';
import { installPerformanceMarks } from './platform/performance-marks.ts';
import { activityFor, appsOf, splitPath } from './routes/match.ts';
import { ROUTES } from './routes/route-table.ts';
import './platform/systemjs.d.ts';

async function boot(): Promise<void> {
  installPerformanceMarks(getMountedApps);
  const syncLanguage = () => {
    const { lng } = splitPath(window.location.pathname);
    if (lng) bus.setState('language', lng);
  };
  syncLanguage();
  window.addEventListener('single-spa:before-routing-event', syncLanguage);
  const frame = document.getElementById('arena-root');
  if (!frame) throw new Error('index.html must contain #arena-root');
  const shell = mountRootParcel(() => System.import<ParcelConfigObject>('@arena/shell'), { domElement: frame });
  // Apps render into the shell's slot, so the shell must be in the DOM before single-spa starts.
  await shell.mountPromise;
  for (const app of appsOf(ROUTES)) {
    registerApplication({
      name: app,
      app: () => System.import<LifeCycles<{ domElementGetter: () => HTMLElement }>>(app),
      activeWhen: activityFor(ROUTES, app),
      customProps: { domElementGetter: () => containerFor(app) },
    });
  }
  start({ urlRerouteOnly: true });
}

void boot().catch((error: unknown) => {
  console.error('[root-config] boot failed', error);
  const frame = document.getElementById('arena-root');
  if (frame) frame.textContent = 'The site could not start. Please refresh the page.';
});
