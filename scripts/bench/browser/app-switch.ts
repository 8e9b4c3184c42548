/**
 * App switches by clicking the shell header's links (betting → office → betting ...), timed inside the
 * page from the click to single-spa's app-change event that reports the target app mounted, so
 * Playwright's round trips are not in the figure. The same page then tells whether memory grows
 * over many mount/unmount cycles: heap after a forced GC (CDP) after the first and the last switch count.
 */
import type { BrowserContext } from '@playwright/test';
import { DEMO_PLAYERS } from '../../../e2e/support/auth.ts';
import { FIRST_APP_MOUNTED_MARK } from './page-load.ts';

export interface SwitchTarget {
  /** The header link's path, e.g. /ru/office. */
  href: string;
  /** The app that must be mounted afterwards; undefined: whichever app replaces `leaves`. */
  app: string | undefined;
  leaves: string;
}

const HOME_APP = '@arena/betting';
/**
 * Betting ↔ office as the issue asks; office needs a signed-in player, so the switching page signs the
 * demo player in first. Should the office link still be missing (a backend without the demo player),
 * the bench falls back to the next public area link and says which pair it measured.
 */
export const SWITCH_CANDIDATES: readonly string[] = ['/ru/office', '/ru/casino-lobby', '/ru/promotions', '/ru/results'];
const BACK_HREF = '/ru/line';
export interface SwitchRun {
  /** The two apps switched between, e.g. ['@arena/betting', '@arena/office']. */
  pair: [string, string];
  /** Median click-to-mounted of this run's switches, ms. */
  switchMs: number;
  switches: number;
  heapAfterFirstBytes: number;
  heapAfterLastBytes: number;
}

/** In-page: click the link, resolve with ms (and the apps mounted) once single-spa reports the switch done. */
const SWITCH_IN_PAGE = `async (t) => {
  const spa = await System.import('single-spa');
  // The header's link, else any link on the page; a deeper path under the area (e.g. /ru/office/account) counts.
  const find = (scope) => [...scope.querySelectorAll('a[href]')].find((a) => a.pathname === t.href || a.pathname.startsWith(t.href + '/'));
  const header = document.querySelector('[data-testid="shell-header"]');
  const link = (header && find(header)) || find(document);
  if (!link) throw new Error('no link to ' + t.href);
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no switch from ' + t.leaves + ' via ' + t.href + ' in 10 s')), 10000);
    const onChange = () => {
      const mounted = spa.getMountedApps();
      if (mounted.length === 0 || mounted.includes(t.leaves) || (t.app && !mounted.includes(t.app))) return;
      clearTimeout(timer);
      window.removeEventListener('single-spa:app-change', onChange);
      resolve({ ms: performance.now() - started, mounted });
    };
    window.addEventListener('single-spa:app-change', onChange);
    const started = performance.now();
    link.click();
  });
}`;

/** In-page: the backend's own sign-in (fingerprint, then login with base64-encoded credentials). */
const SIGN_IN_IN_PAGE = `async (player) => {
  const encode = (s) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
  const post = (path, body, headers = {}) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const fingerprint = await (await post('/fingerprint-api/issue', { data: { bench: true } })).json();
  const answer = await post('/auth-api/login', { login: encode(player.login), password: encode(player.password), save: true }, { 'X-Fingerprint': fingerprint.token });
  return answer.status;
}`;

/** In-page: the first candidate path the header (else the page) links to. */
const FIRST_LINK_IN_PAGE = `(candidates) => {
  const header = document.querySelector('[data-testid="shell-header"]');
  const paths = (scope) => [...scope.querySelectorAll('a[href]')].map((a) => a.pathname);
  for (const scope of [header, document]) {
    if (!scope) continue;
    const found = candidates.find((c) => paths(scope).some((p) => p === c || p.startsWith(c + '/')));
    if (found) return found;
  }
  return null;
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
    // Signed in from inside the page: each variant lives on its own host name only the browser resolves.
    const status = (await page.evaluate(`(${SIGN_IN_IN_PAGE})(${JSON.stringify(DEMO_PLAYERS.demo)})`)) as number;
    if (status === 200) {
      await page.reload({ waitUntil: 'load', timeout: 60_000 });
      // The header shows the player's office link once the shell has restored the session.
      await page.waitForSelector('[data-testid="player-actions"] a[href*="/office"]', { timeout: 15_000 }).catch(() => console.warn('bench: no office link after sign-in'));
    } else console.warn(`bench: demo sign-in answered ${status}; switching as a visitor`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_APP_MOUNTED_MARK, { timeout: 60_000 });
    const href = (await page.evaluate(`(${FIRST_LINK_IN_PAGE})(${JSON.stringify(SWITCH_CANDIDATES)})`)) as string | null;
    if (!href) throw new Error(`the header links to none of ${SWITCH_CANDIDATES.join(', ')}`);
    const go = async (t: SwitchTarget) => (await page.evaluate(`(${SWITCH_IN_PAGE})(${JSON.stringify(t)})`)) as { ms: number; mounted: string[] };
    // The unmeasured first round trip also tells which app the link mounts.
    const other = (await go({ href, app: href === '/ru/office' ? '@arena/office' : undefined, leaves: HOME_APP })).mounted[0]!;
    await go({ href: BACK_HREF, app: HOME_APP, leaves: other });
    const cycle: SwitchTarget[] = [{ href, app: other, leaves: HOME_APP }, { href: BACK_HREF, app: HOME_APP, leaves: other }];
    const doSwitch = async (i: number) => (await go(cycle[i % cycle.length]!)).ms;
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
    return { pair: [HOME_APP, other], switchMs: median(times), switches: times.length, heapAfterFirstBytes, heapAfterLastBytes: await heap() };
  } finally {
    await cdp.detach();
    await page.close();
  }
}
