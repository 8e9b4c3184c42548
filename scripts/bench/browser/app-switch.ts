/**
 * App switches by clicking the shell header's links (betting → office → betting ...), timed inside the
 * page from the click to single-spa's app-change event that reports the target app mounted, so
 * Playwright's round trips are not in the figure. The same page then tells whether memory grows
 * over many mount/unmount cycles: heap after a forced GC (CDP) after the first and the last switch count.
 */
import type { BrowserContext } from '@playwright/test';
import { FIRST_APP_MOUNTED_MARK } from './page-load.ts';

export interface SwitchTarget {
  /** The header link's path, e.g. /ru/office. */
  href: string;
  /** The app that must be mounted afterwards (and the one that must not). */
  app: string;
  leaves: string;
}

export const SWITCH_CYCLE: readonly SwitchTarget[] = [
  { href: '/ru/office', app: '@arena/office', leaves: '@arena/betting' },
  { href: '/ru/line', app: '@arena/betting', leaves: '@arena/office' },
];

export interface SwitchRun {
  /** Median click-to-mounted of this run's switches, ms. */
  switchMs: number;
  switches: number;
  heapAfterFirstBytes: number;
  heapAfterLastBytes: number;
}

/** In-page: click the link, resolve with ms until single-spa reports the target mounted. */
const SWITCH_IN_PAGE = `async (t) => {
  const spa = await System.import('single-spa');
  // The header's link, else any link on the page; a deeper path under the area (e.g. /ru/office/account) counts.
  const find = (scope) => [...scope.querySelectorAll('a[href]')].find((a) => a.pathname === t.href || a.pathname.startsWith(t.href + '/'));
  const header = document.querySelector('[data-testid="shell-header"]');
  const link = (header && find(header)) || find(document);
  if (!link) throw new Error('no link to ' + t.href);
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not mounted in 10 s: ' + t.app)), 10000);
    const onChange = () => {
      const mounted = spa.getMountedApps();
      if (!mounted.includes(t.app) || mounted.includes(t.leaves)) return;
      clearTimeout(timer);
      window.removeEventListener('single-spa:app-change', onChange);
      resolve(performance.now() - started);
    };
    window.addEventListener('single-spa:app-change', onChange);
    const started = performance.now();
    link.click();
  });
}`;

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * A fresh page on `origin/ru/`, one unmeasured round trip so both apps' code is cached and
 * initialised, then `counts[1]` measured switches; the heap is read after `counts[0]` and `counts[1]`.
 */
export async function measureSwitches(context: BrowserContext, origin: string, counts: readonly [number, number]): Promise<SwitchRun> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${origin}/ru/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(FIRST_APP_MOUNTED_MARK)}, 'mark').length > 0`, undefined, { timeout: 60_000 });
    const doSwitch = async (i: number) => (await page.evaluate(`(${SWITCH_IN_PAGE})(${JSON.stringify(SWITCH_CYCLE[i % SWITCH_CYCLE.length])})`)) as number;
    for (let i = 0; i < SWITCH_CYCLE.length; i++) await doSwitch(i);
    const heap = async () => {
      // Twice: the first pass can leave objects that only a second pass frees (weak refs, finalizers).
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const times: number[] = [];
    let heapAfterFirstBytes = 0;
    for (let i = 0; i < counts[1]; i++) {
      times.push(await doSwitch(i));
      if (i + 1 === counts[0]) heapAfterFirstBytes = await heap();
    }
    return { switchMs: median(times), switches: times.length, heapAfterFirstBytes, heapAfterLastBytes: await heap() };
  } finally {
    await cdp.detach();
    await page.close();
  }
}
