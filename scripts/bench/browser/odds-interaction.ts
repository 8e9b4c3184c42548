/**
 * Issue 26's browser figures on a page with live odds, timed from navigation start inside the page:
 * - odds painted: the first animation frame in which a price button (an odds-<outcome> button) is
 *   in the layout, i.e. painted in that frame; a script installed before the document (addInitScript)
 *   looks at every frame, so a server-rendered price counts as soon as the parser has it;
 * - first interaction: a real (trusted) click on that price, made by Playwright as soon as the price is
 *   clickable, until the coupon counts one selection. Before hydration Arena holds the click and
 *   replays it (server/src/host/browser/early-clicks.js); the SPA's price only exists once its code ran.
 * Also the page's own first contentful paint (a price laid out before it is painted with it). Cold: a fresh context with the HTTP cache disabled; warm:
 * the same context's second navigation (immutable builds from the cache). Cookie consent is given
 * beforehand (a returning visitor), so no banner stands over a price in either variant.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface OddsSample {
  /** The page's first contentful paint, ms. */
  fcpMs: number;
  /** First frame with a price button laid out, ms. */
  oddsPaintMs: number;
  /** The coupon counts the clicked price, ms. */
  firstInteractionMs: number;
}

const PRICE = 'button[data-testid^="odds-"]';
const COUPON_COUNT = '[data-testid="coupon-panel-count"]';
/** A click the coupon has not counted by then is lost (the error says what the page shows). */
const CLICK_WAIT_MS = 20_000;

const WATCH = `(() => {
  const s = (window.__benchOdds = { oddsMs: -1, interactiveMs: -1 });
  const laidOut = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const frame = () => {
    if (s.oddsMs < 0 && [...document.querySelectorAll(${JSON.stringify(PRICE)})].some(laidOut)) s.oddsMs = performance.now();
    if (s.oddsMs >= 0 && document.querySelector(${JSON.stringify(COUPON_COUNT)})?.textContent?.trim() === '1') {
      s.interactiveMs = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

const CONSENT = `localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() }))`;

const READ_FCP = `(() => { const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : -1; })()`;

async function measure(page: Page, url: string): Promise<OddsSample> {
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  // The first price the player can click (visible, stable, receiving events): Playwright's own checks.
  await page.locator(`${PRICE}:visible`).first().click({ timeout: 60_000 });
  // Polled with evaluate (CDP, outside the page's CSP): a string predicate for waitForFunction is
  // eval'd in the page, which Arena's CSP (script-src 'self') refuses once it has to poll.
  const deadline = Date.now() + CLICK_WAIT_MS;
  let s = (await page.evaluate('window.__benchOdds')) as { oddsMs: number; interactiveMs: number };
  while (s.interactiveMs < 0) {
    if (Date.now() > deadline) {
      const state = await page.evaluate(`JSON.stringify({ pressed: [...document.querySelectorAll(${JSON.stringify(PRICE)})].filter((b) => b.getAttribute('aria-pressed') === 'true').length, coupon: document.querySelector(${JSON.stringify(COUPON_COUNT)})?.textContent, waiting: document.querySelectorAll('[data-arena-ssr]').length })`);
      throw new Error(`the coupon did not count the clicked price in ${CLICK_WAIT_MS / 1000} s (${url}): ${String(state)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
    s = (await page.evaluate('window.__benchOdds')) as { oddsMs: number; interactiveMs: number };
  }
  const fcpMs = (await page.evaluate(READ_FCP)) as number;
  // The frame that first laid a price out is painted at the first paint after it: nothing is painted
  // before the first contentful paint, so a price laid out earlier shows with it.
  return { fcpMs, oddsPaintMs: Math.max(s.oddsMs, fcpMs), firstInteractionMs: s.interactiveMs };
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
