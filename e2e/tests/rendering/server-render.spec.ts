/**
 * Server-rendered composition (issue 26): the host sends every public page painted in its language —
 * the frame and the area app's content, with the data it used; a login-only page (the office) for its
 * signed-in player — and the browser hydrates that markup
 * (the server's nodes stay; no hydration error; nothing shifts). An app whose server render breaks is
 * rendered by the browser as before, and the rest of the page is intact.
 */
import type { Page } from '@playwright/test';
import { PAGE_SCRIPT, expect, test } from '../../support/fixtures.ts';
import { buildCandidate, pointImportMap } from '../../support/candidate-build.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';
import { signInViaApi } from '../../support/auth.ts';

/** Errors the page reports: React reports a hydration mismatch as one (console error or uncaught). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Before any script runs: remembers the server's node for `selector` and adds up layout shifts. */
async function watchServerNode(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const w = window as unknown as { serverNode?: Element | null; layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => (w.serverNode = document.querySelector(watched)));
  }, selector);
}

/** Loads `path`, waits until `app` has hydrated, and says whether the server's node (watchServerNode) is the page's `selector`. */
async function serverNodeKept(page: Page, path: string, app: string, selector: string, mountedApps: () => Promise<string[]>): Promise<boolean> {
  await page.goto(path);
  await expect.poll(mountedApps).toContain(app);
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  return page.evaluate((watched) => {
    const w = window as unknown as { serverNode?: Element | null };
    return Boolean(w.serverNode?.isConnected) && w.serverNode === document.querySelector(watched);
  }, selector);
}

test('the raw HTML of Russian pages carries their content: frame, odds, casino tiles, promotions, articles', async ({ request }) => {
  const home = await (await request.get('/ru/')).text();
  expect(home).toContain('<div id="arena-root" data-arena-ssr=""');
  expect(home).toContain('>Линия</a>');
  expect(home.match(/data-testid="odds-/g)?.length ?? 0).toBeGreaterThan(20);

  const lobby = await (await request.get('/ru/casino-lobby')).text();
  expect(lobby).toMatch(/data-testid="game-tile-[a-z0-9-]+"/);

  const promotions = await (await request.get('/ru/promotions')).text();
  expect(promotions).toContain('Акции и бонусы');
  expect(promotions).toContain('data-testid="promotions-grid"');

  const news = await (await request.get('/ru/news')).text();
  const article = /href="(\/ru\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
  expect(article, 'the news list links its articles').toBeTruthy();
  const articleHtml = await (await request.get(article!)).text();
  expect(articleHtml).toContain('data-arena-ssr=""><');
  // The state the render used travels once, as inert JSON.
  expect(articleHtml.match(/id="arena-boot-state"/g)).toHaveLength(1);
});

test("a player's display settings come with the page: light theme, font size and American odds in the HTML, kept through hydration", async ({ page, request, baseURL, mountedApps }) => {
  // What the shell stores when the player picks the light theme, 18 px and American odds (settings-store.ts).
  const chosen = { appTheme: 0, appViewType: 0, appFontSize: 18, coefViewId: 2, timeZone: 3, is12h: false };
  const cookie = 'arena_display=t0.v0.f18.o2.z3.h0';
  const html = await (await request.get('/ru/', { headers: { cookie } })).text();
  expect(html).toMatch(/<html [^>]*data-theme="light"[^>]*style="--arena-font-size: 18px;"/);
  const coefficients = [...html.matchAll(/class="bt-odds__coef">([^<]+)</g)].map((match) => match[1]!).filter((text) => text !== '🔒');
  expect(coefficients.length).toBeGreaterThan(10);
  for (const coefficient of coefficients) expect(coefficient, 'odds in the American format').toMatch(/^[+-]\d+$/);
  // A visitor without the cookie gets the defaults: dark, decimal.
  const plain = await (await request.get('/ru/')).text();
  expect(plain).not.toContain('data-theme="light"');
  expect(plain).toMatch(/class="bt-odds__coef">\d+[.,]\d+</);

  await page.context().addCookies([{ name: 'arena_display', value: 't0.v0.f18.o2.z3.h0', url: baseURL! }]);
  await page.addInitScript((stored) => localStorage.setItem('arena:display-settings', JSON.stringify(stored)), chosen);
  const errors = pageErrors(page);
  await watchServerNode(page, '.bt-odds__coef');
  await page.goto('/ru/');
  await expect.poll(mountedApps).toContain('@arena/betting');
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.bt-odds__coef').first()).toHaveText(/^([+-]\d+|🔒)$/);
  const sameNode = await page.evaluate(() => (window as unknown as { serverNode?: Element | null }).serverNode?.isConnected === true);
  expect(sameNode, 'the odds the server sent were hydrated, not rendered again').toBe(true);
  expect(errors).toEqual([]);
});

test("a signed-in player's page arrives with their balance and account links, never the visitor's buttons, and hydrates as drawn", async ({ page, request, mountedApps }) => {
  await acceptCookies(page);
  await signInViaApi(page);
  const own = await page.request.get('/ru/promotions');
  // Drawn for one player: no cache may keep it or hand it to anyone else.
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(own.headers()['vary']).toMatch(/\bCookie\b/);
  const html = await own.text();
  expect(html).toMatch(/data-testid="balance"[^>]*>[^<]*\d/);
  expect(html).toContain('/ru/office/account');
  expect(html).not.toContain('data-testid="visitor-actions"');
  expect(html).not.toMatch(/"token"\s*:/);
  // The same page for a visitor (another context, no cookie) still offers Log in, and is not the player's.
  const visitor = await (await request.get('/ru/promotions')).text();
  expect(visitor).toContain('data-testid="visitor-actions"');
  expect(visitor).not.toContain('data-testid="balance"');

  const errors = pageErrors(page);
  await watchServerNode(page, '[data-testid="balance"]');
  // The page brought the player's user config and accounts: the browser asks for neither again.
  const asked = { userConfig: 0, accounts: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/web-api/user/config') asked.userConfig += 1;
    if (path === '/web-api/user/account-data' || path === '/office-api/v2/accounts') asked.accounts += 1;
  });
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/web-api/user/session-check');
  const sameNode = await serverNodeKept(page, '/ru/promotions', '@arena/promotions', '[data-testid="balance"]', mountedApps);
  expect(errors).toEqual([]);
  expect(sameNode, 'the balance the server drew is the one on the page: hydrated, not drawn again').toBe(true);
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);

  // The restore has checked the session (it still does: an old copy of the page may outlive it). Then a
  // later change still reaches the header: coming back to the tab re-reads the accounts (balance-follow.ts).
  // That load is the first one of the page: the boot made none, and no user config load either.
  expect((await sessionChecked).ok()).toBe(true);
  const refreshed = page.waitForResponse((response) => /^\/(web-api\/user\/account-data|office-api\/v2\/accounts)$/.test(new URL(response.url()).pathname));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect((await refreshed).ok()).toBe(true);
  expect(asked).toEqual({ userConfig: 0, accounts: 1 });
});

test("a signed-in player's office page arrives with the office drawn for them, and hydrates as drawn", async ({ page, request, mountedApps }) => {
  await acceptCookies(page);
  await signInViaApi(page);
  const own = await page.request.get('/ru/office/history');
  expect(own.headers()['cache-control']).toBe('private, no-store');
  const html = await own.text();
  // The office itself, not only the frame around an empty slot: its menu and the page's own heading.
  expect(html).toMatch(/<div id="arena-app:@arena\/office" data-app="@arena\/office" data-arena-ssr="">/);
  expect(html).toContain('data-testid="office-menu"');
  expect(html).toMatch(/data-testid="office-page" data-route-id="office-history"/);
  expect(html).toContain('История ставок');
  // A visitor asking for the same page gets the frame only: the browser's guard sends them to sign in.
  const visitor = await (await request.get('/ru/office/history')).text();
  expect(visitor).not.toContain('data-testid="office-menu"');

  const errors = pageErrors(page);
  await watchServerNode(page, '[data-testid="office-menu"]');
  const sameNode = await serverNodeKept(page, '/ru/office/history', '@arena/office', '[data-testid="office-menu"]', mountedApps);
  expect(sameNode, 'the office menu the server sent is the menu on the page: hydrated, not drawn again').toBe(true);
  // Interactive: the menu navigates within the office.
  await page.getByTestId('office-menu-office-settings').click();
  await expect(page.getByTestId('office-page')).toHaveAttribute('data-route-id', 'office-settings');
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
  expect(errors).toEqual([]);
});

for (const consenting of [false, true]) {
  test(`the page hydrates the server's markup: same nodes, no error, no layout shift (${consenting ? 'cookies accepted' : 'first visit'})`, async ({ page, mountedApps }) => {
    if (consenting) await acceptCookies(page);
    const errors = pageErrors(page);
    await watchServerNode(page, '[data-testid="promotions-grid"]');
    const sameNode = await serverNodeKept(page, '/ru/promotions', '@arena/promotions', '[data-testid="promotions-grid"]', mountedApps);
    expect(sameNode, 'the grid the server sent is the grid on the page: hydrated, not rendered again').toBe(true);
    // Interactive: a category filter responds.
    const casino = page.getByTestId('promo-category-casino');
    await casino.click();
    await expect(casino).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
    expect(errors).toEqual([]);
    await expect(page.getByTestId('cookie-consent')).toHaveCount(consenting ? 0 : 1);
  });
}

test('the home page hydrates with its odds: a price click adds the selection to the coupon', async ({ page, mountedApps }) => {
  await acceptCookies(page);
  const errors = pageErrors(page);
  await watchServerNode(page, '[data-testid^="odds-"]');
  await page.goto('/ru/');
  await expect.poll(mountedApps).toContain('@arena/betting');
  expect(await page.evaluate(() => Boolean((window as unknown as { serverNode?: Element | null }).serverNode?.isConnected))).toBe(true);
  await page.locator('[data-testid^="odds-"]:not([disabled]):visible').first().click();
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('an app whose server render breaks is rendered by the browser; the frame and the page are intact', async ({ page, request, arena, mountedApps }) => {
  // A new promotions build whose server side throws (a broken deploy), pointed at from this worker's map.
  const candidate = await buildCandidate('@arena/promotions', 'broken-server-render');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${candidate.dir}/server/index.mjs`, 'export const serverRender = async () => () => { throw new Error("broken on purpose"); };\n');
  const restore = await pointImportMap(arena.importMapFile, request, '@arena/promotions', candidate.url);
  try {
    const html = await (await request.get('/ru/promotions')).text();
    expect(html).toContain('>Линия</a>');
    expect(html).not.toContain('data-testid="promotions-grid"');
    // The server's log reaches this process through its stdout pipe, possibly after the answer: polled.
    await expect.poll(() => arena.logs.join('\n')).toContain('@arena/promotions left to the browser on /ru/promotions: broken on purpose');
    const errors = pageErrors(page);
    await page.goto('/ru/promotions');
    await expect.poll(mountedApps).toContain('@arena/promotions');
    await expect(page.getByTestId('promotions-grid')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    restore();
  }
});

test('a price clicked before any of the page code has run goes into the coupon once the app has hydrated', async ({ page, mountedApps }) => {
  await acceptCookies(page);
  // The page's JavaScript is held back until the click is done; the HTML and its stylesheets are not.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_SCRIPT, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const response = await page.goto('/ru/', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  // The page streams: its head first, then the painted frame when the host's render is done. The clock
  // starts when the prices' markup is in. A price the player can take: a suspended market's is drawn disabled.
  const price = page.locator('[data-testid^="odds-"]:not([disabled]):visible').first();
  await price.waitFor({ state: 'attached' });
  const arrived = Date.now();
  await price.click();
  expect(Date.now() - arrived, 'the price was clickable within the first second after the HTML arrived').toBeLessThan(1000);
  // Nothing has run yet: the coupon is still the server's empty one.
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('0');
  expect(await page.locator('[data-arena-ssr]').count(), 'the markup is still waiting for hydration').toBeGreaterThan(0);
  release();
  await expect.poll(mountedApps).toContain('@arena/betting');
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
});

test('once the page has settled, the apps its links lead to are prefetched at the lowest priority, each once', async ({ page, mountedApps }) => {
  await acceptCookies(page);
  const casinoFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/dist\/casino\/[^/]+\/index\.js$/.test(request.url())) casinoFetches.push(request.url());
  });
  await page.goto('/ru/promotions');
  await expect.poll(mountedApps).toContain('@arena/promotions');
  // The header links to the casino: its code is fetched while the visitor reads, before any click.
  await expect(page.locator('link[rel="prefetch"][data-prefetch-app="@arena/casino"]')).toHaveCount(1);
  await expect.poll(() => casinoFetches.length).toBe(1);
  // The page's own app is loaded already: never prefetched.
  await expect(page.locator('link[rel="prefetch"][data-prefetch-app="@arena/promotions"]')).toHaveCount(0);
});
