/**
 * Issue 26's browser figures on a page with live odds, timed from navigation start inside the page:
 * - odds painted: the first paint that shows a real price. A price button (odds-<outcome>, enabled) exists
 *   only once its price is known, in both variants; a script installed before the document
 *   (addInitScript) looks at every frame, so a server-painted price counts as soon as the parser has it,
 *   and a price laid out before the page's first contentful paint is painted with it;
 * - first interaction: a real (trusted) click on that price, made by Playwright as soon as the price is
 *   clickable (visible, stable, hit by the pointer), until the coupon shows one selection. Before
 *   hydration Arena holds the click and replays it (server/src/host/browser/early-clicks.js); the SPA's
 *   price only exists once its code ran. The same steps for both variants.
 * Also recorded, to say where the time goes: when the click landed, whether Arena held it (it hit markup
 * still waiting for hydration), when the last waiting markup was hydrated, and whether the price came in
 * the HTML (server-painted) or was drawn by script. Cold: a fresh context with the HTTP cache disabled;
 * warm: the same context's second navigation (immutable builds from the cache). Cookie consent is given
 * beforehand (a returning visitor), so no banner stands over a price in either variant.
 * Everything runs under the page's own CSP (Arena's script-src 'self' forbids eval): the watcher is an
 * init script and the readings are CDP evaluations, never a string predicate eval'd in the page.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface OddsSample {
  /** The page's first contentful paint, ms. */
  fcpMs: number;
  /** First paint with a price in it, ms. */
  oddsPaintMs: number;
  /** The coupon shows the clicked price, ms. */
  firstInteractionMs: number;
  /** The click reached the document, ms. */
  clickMs: number;
  /** Arena's last markup waiting for hydration took its mark off, ms; -1 where none was waiting (the SPA). */
  hydratedMs: number;
  /** 1 when the click hit markup still waiting for hydration (held and replayed), else 0. */
  clickHeld: number;
  /** 1 when the document's HTML already had the price (server-painted), else 0. */
  serverPainted: number;
}

/** A price the player can take: odds buttons are drawn only with their price, a blocked one is disabled. */
export const PRICE = 'button[data-testid^="odds-"]:not([disabled])';
const COUPON_COUNT = '[data-testid="coupon-panel-count"]';
const WAITING = '[data-arena-ssr]';
/** Clicks on a price before the figure is given up (one that misses is made again). */
const CLICK_ATTEMPTS = 3;
/** A click the coupon has not counted by then is lost (the error says what the page shows). */
const CLICK_WAIT_MS = 20_000;

interface Readings {
  oddsMs: number;
  clickMs: number;
  clickHeld: boolean;
  hydratedMs: number;
  interactiveMs: number;
}

/** Installed before the document: timestamps from the page's own clock, one look per frame. */
export const WATCH = `(() => {
  if (window.__benchOdds) return;
  const s = (window.__benchOdds = { oddsMs: -1, clickMs: -1, clickHeld: false, waited: false, hydratedMs: -1, interactiveMs: -1 });
  const laidOut = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  // Capture on window: before the page's own listeners (Arena's early-click holder listens on document).
  window.addEventListener('click', (e) => {
    const price = e.isTrusted && e.target && e.target.closest ? e.target.closest(${JSON.stringify(PRICE)}) : null;
    if (!price || s.clickMs >= 0) return;
    s.clickMs = performance.now();
    s.clickHeld = !!price.closest(${JSON.stringify(WAITING)});
  }, true);
  const frame = () => {
    if (s.oddsMs < 0 && [...document.querySelectorAll(${JSON.stringify(PRICE)})].some(laidOut)) s.oddsMs = performance.now();
    // The frame root is parsed first and keeps its mark until the whole page is hydrated.
    if (document.querySelector(${JSON.stringify(WAITING)})) s.waited = true;
    else if (s.waited && s.hydratedMs < 0) s.hydratedMs = performance.now();
    if (s.interactiveMs < 0 && s.clickMs >= 0 && document.querySelector(${JSON.stringify(COUPON_COUNT)})?.textContent?.trim() === '1') s.interactiveMs = performance.now();
    if (s.interactiveMs < 0 || (s.waited && s.hydratedMs < 0)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

const CONSENT = `localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() }))`;

const READ_FCP = `(() => { const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : -1; })()`;

const READ_STATE = `JSON.stringify({ pressed: [...document.querySelectorAll(${JSON.stringify(PRICE)})].filter((b) => b.getAttribute('aria-pressed') === 'true').length, coupon: document.querySelector(${JSON.stringify(COUPON_COUNT)})?.textContent, waiting: document.querySelectorAll(${JSON.stringify(WAITING)}).length, watch: window.__benchOdds })`;

/** The figures from the page's readings. A frame that first laid a price out is painted at the first paint after it: nothing is painted before the first contentful paint, so a price laid out earlier shows with it. */
export function oddsSample(r: Readings, fcpMs: number, serverPainted: boolean): OddsSample {
  return {
    fcpMs,
    oddsPaintMs: Math.max(r.oddsMs, fcpMs),
    firstInteractionMs: r.interactiveMs,
    clickMs: r.clickMs,
    hydratedMs: r.hydratedMs,
    clickHeld: r.clickHeld ? 1 : 0,
    serverPainted: serverPainted ? 1 : 0,
  };
}

async function measure(page: Page, url: string): Promise<OddsSample> {
  const response = await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  // The first price the player can click (visible, stable, receiving events): Playwright's own checks.
  // A click can still miss when the list moves between the check and the press (a client render adding
  // rows above it): the player clicks again, and the time it cost stays in the figure.
  for (let attempt = 1; ; attempt++) {
    await page.locator(`${PRICE}:visible`).first().click({ timeout: 60_000 });
    if (((await page.evaluate('window.__benchOdds.clickMs')) as number) >= 0) break;
    if (attempt === CLICK_ATTEMPTS) throw new Error(`${CLICK_ATTEMPTS} clicks on a price did not reach it (${url}): ${String(await page.evaluate(READ_STATE))}`);
  }
  // Polled with CDP evaluations, which the page's CSP does not govern; a string predicate for
  // waitForFunction is eval'd in the page, which Arena's CSP (script-src 'self') refuses.
  const deadline = Date.now() + CLICK_WAIT_MS;
  let r = (await page.evaluate('window.__benchOdds')) as Readings;
  while (r.interactiveMs < 0) {
    if (Date.now() > deadline) throw new Error(`the coupon did not count the clicked price in ${CLICK_WAIT_MS / 1000} s (${url}): ${String(await page.evaluate(READ_STATE))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    r = (await page.evaluate('window.__benchOdds')) as Readings;
  }
  const fcpMs = (await page.evaluate(READ_FCP)) as number;
  const html = response ? await response.text() : '';
  return oddsSample(r, fcpMs, /data-testid="odds-/.test(html));
}

async function prepare(context: BrowserContext): Promise<void> {
  await context.addInitScript(CONSENT);
  await context.addInitScript(WATCH);
}

export async function measureOddsCold(context: BrowserContext, url: string): Promise<OddsSample> {
  await prepare(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    return await measure(page, url);
  } finally {
    await cdp.detach();
    await page.close();
  }
}

/** The page once (unmeasured, its coupon left empty by a new context's storage), then measured again. */
export async function measureOddsWarm(context: BrowserContext, url: string): Promise<OddsSample> {
  await context.addInitScript(CONSENT);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(`${PRICE}:visible`).first().waitFor({ timeout: 60_000 });
    await page.goto('about:blank');
    await context.addInitScript(WATCH);
    return await measure(page, url);
  } finally {
    await page.close();
  }
}
