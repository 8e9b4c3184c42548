/**
 * One page load, measured from the browser's side: navigation start → first area app mounted (the
 * platform's performance mark), LCP, and what went over the wire according to CDP's Network domain
 * (encodedDataLength = bytes as served, compressed; dataReceived = bytes after decoding).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export const FIRST_APP_MOUNTED_MARK = 'arena:first-app-mounted';

export interface LoadSample {
  firstAppMountedMs: number;
  lcpMs: number;
  requests: number;
  jsRequests: number;
  /**
   * Script bytes as transferred (compressed, headers included as CDP counts them), of the page itself: the
   * area apps root-config prefetches for the page's links once it has settled are counted apart below.
   */
  jsTransferredBytes: number;
  /** Script response bodies as transferred (compressed, without headers). */
  jsBodyBytes: number;
  /** Script bytes after decoding. */
  jsDecodedBytes: number;
  transferredBytes: number;
  /**
   * Idle prefetch (root-config idle-prefetch.ts): the code of other pages fetched at the lowest priority after
   * this one settled, with headers. Whether it falls inside the measured window depends on when the browser
   * is idle, so the page's own figures above leave it out and it is reported here.
   */
  prefetchBytes: number;
}

interface RequestRecord {
  url: string;
  script: boolean;
  encoded: number;
  headers: number;
  decoded: number;
  done: boolean;
}

/** Counts requests of the current navigation; `quiet()` resolves when nothing has been in flight for a while. */
function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, RequestRecord>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    lastActivity = Date.now();
    requests.set(e.requestId, { url: e.request.url, script: e.type === 'Script', encoded: 0, headers: 0, decoded: 0, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    if (e.type === 'Script' || /javascript/.test(e.response.mimeType)) r.script = true;
    // At responseReceived, the response's encodedDataLength is what arrived so far: the headers.
    r.headers = e.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  const finish = (requestId: string, encoded: number) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.encoded = encoded;
    r.done = true;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0));
  return {
    requests,
    async quiet(quietMs = 500, capMs = 10_000): Promise<void> {
      const started = Date.now();
      while (Date.now() - started < capMs) {
        const inFlight = [...requests.values()].some((r) => !r.done);
        if (!inFlight && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Largest contentful paint candidate so far (buffered), in ms after navigation start. */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries.length ? entries[entries.length - 1].startTime : -1);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(-1), 2000);
})`;

/** The URLs the page asked to prefetch (`<link rel=prefetch>`, absolute). */
const READ_PREFETCHES = `[...document.querySelectorAll('link[rel=prefetch]')].map((l) => l.href)`;

const READ_MARK = (name: string) => `(() => { const e = performance.getEntriesByName(${JSON.stringify(name)}, 'mark')[0]; return e ? e.startTime : -1; })()`;

async function measureNavigation(page: Page, cdp: CDPSession, url: string): Promise<LoadSample> {
  const network = recordNetwork(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_APP_MOUNTED_MARK, { timeout: 60_000 });
  // Late requests (lazy chunks, API calls the mounted app makes) belong to the load too.
  await network.quiet();
  const firstAppMountedMs = (await page.evaluate(READ_MARK(FIRST_APP_MOUNTED_MARK))) as number;
  const lcpMs = (await page.evaluate(READ_LCP)) as number;
  const prefetched = new Set((await page.evaluate(READ_PREFETCHES)) as string[]);
  const all = [...network.requests.values()].filter((r) => !prefetched.has(r.url));
  const prefetches = [...network.requests.values()].filter((r) => prefetched.has(r.url));
  const scripts = all.filter((r) => r.script);
  return {
    firstAppMountedMs,
    lcpMs,
    requests: all.length,
    jsRequests: scripts.length,
    jsTransferredBytes: scripts.reduce((n, r) => n + r.encoded, 0),
    jsBodyBytes: scripts.reduce((n, r) => n + Math.max(0, r.encoded - r.headers), 0),
    jsDecodedBytes: scripts.reduce((n, r) => n + r.decoded, 0),
    transferredBytes: all.reduce((n, r) => n + r.encoded, 0),
    prefetchBytes: prefetches.reduce((n, r) => n + r.encoded, 0),
  };
}

/** Cold: HTTP cache disabled (so no V8 code cache either) in a context nobody used before. */
export async function measureColdLoad(context: BrowserContext, url: string): Promise<LoadSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    return await measureNavigation(page, cdp, url);
  } finally {
    await cdp.detach();
    await page.close();
  }
}

/**
 * Warm: the same context loaded the page once; then a normal (not reload) navigation via about:blank,
 * so immutable builds come from the HTTP cache and index.html / the import map revalidate.
 */
export async function measureWarmLoad(context: BrowserContext, url: string): Promise<LoadSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_APP_MOUNTED_MARK, { timeout: 60_000 });
    await page.goto('about:blank');
    return await measureNavigation(page, cdp, url);
  } finally {
    await cdp.detach();
    await page.close();
  }
}
