/**
 * Issue 26, "Bytes that are not needed": the small first-paint shared libraries arrive as ONE file of
 * registrations named by their URLs (server/src/host/first-paint-bundle.ts), each library keeping its own
 * import-map entry. The page must take them from that file (none of their own URLs is fetched), still
 * hydrate and take a price click; and a developer's override of one of them must win over its bundled copy.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

/** The libraries every page needs at first paint, which the file must hold (bench/levers.md, issue 26 lever). */
const FIRST_PAINT_LIBRARIES = ['@arena/config', '@arena/domain', '@arena/event-bus', '@arena/http', '@arena/i18n', '@arena/live-odds', '@arena/routes', '@arena/session', '@arena/ui-kit', '@arena/utils'];

/** The served map's URL of each first-paint library, and the /dist/ paths the page's file registers. */
async function bundleOf(page: Page) {
  const map = (await (await page.request.get('/importmap.json')).json()) as { imports: Record<string, string> };
  const href = await page.locator('#arena-first-paint-bundle').getAttribute('href');
  expect(href, 'the page names the first-paint file').toMatch(/^\/first-paint\/[0-9a-f]{16}\.js$/);
  const text = await (await page.request.get(href!)).text();
  const registered = [...text.matchAll(/System\.register\(new URL\("([^"]+)",document\.baseURI\)\.href,/g)].map((m) => m[1]!);
  return { href: href!, registered, libraryUrls: FIRST_PAINT_LIBRARIES.map((name) => map.imports[name]!) };
}

const pathsRequested = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => void paths.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return paths;
};

test('/ru/: the first-paint libraries come from one file, none from its own URL; the page hydrates and takes a price click', async ({ page, mountedApps }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await acceptCookies(page);
  const requested = pathsRequested(page);
  await page.goto('/ru/');
  await expect.poll(mountedApps).toContain('@arena/betting');
  const bundle = await bundleOf(page);
  expect(bundle.registered, 'the file registers every first-paint library under its map URL').toEqual(expect.arrayContaining(bundle.libraryUrls));
  expect(requested.filter((path) => path === bundle.href), 'the file is fetched once (its preload is reused)').toHaveLength(1);
  expect(requested.filter((path) => bundle.registered.includes(path)), 'no bundled library is fetched from its own URL').toEqual([]);
  expect(requested.some((path) => path.startsWith('/dist/betting/')), 'the area app still loads from its own URL').toBe(true);

  const price = page.locator('button[data-testid^="odds-"]:not([disabled]):visible').first();
  const priceId = await price.getAttribute('data-testid');
  await price.click();
  await expect(page.getByTestId(priceId!), 'the clicked price is selected').toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('an import-map override of one bundled library (@arena/utils) loads the override, not its bundled copy; the page still works', async ({ page, mountedApps }) => {
  await page.goto('/ru/');
  const { libraryUrls } = await bundleOf(page);
  const utils = libraryUrls[FIRST_PAINT_LIBRARIES.indexOf('@arena/utils')]!;
  // Same file, another URL (as a developer's own build would be), marked so the test sees which copy ran.
  const override = `${utils}?override=e2e`;
  await page.route((url) => url.pathname + url.search === override, async (route) => {
    const original = await route.fetch({ url: new URL(utils, route.request().url()).href });
    return route.fulfill({ contentType: 'application/javascript', body: `window.arenaUtilsOverrideRan = true;\n${await original.text()}` });
  });
  await page.evaluate((url) => localStorage.setItem('import-map-override:@arena/utils', url), override);
  const requested = pathsRequested(page);
  await page.reload();
  await expect.poll(mountedApps).toContain('@arena/betting');
  expect(requested, 'the override was fetched').toContain(override);
  expect(await page.evaluate(() => (window as unknown as { arenaUtilsOverrideRan?: boolean }).arenaUtilsOverrideRan)).toBe(true);
  expect(requested, 'the default utils URL was not fetched either').not.toContain(utils);
  // SystemJS's registry: the override is the one utils module; the bundled copy was never instantiated.
  const loaded = await page.evaluate(([own, other]) => {
    const system = (window as unknown as { System: { has(id: string): boolean } }).System;
    return { override: system.has(new URL(other, location.href).href), bundledCopy: system.has(new URL(own, location.href).href) };
  }, [utils, override] as const);
  expect(loaded).toEqual({ override: true, bundledCopy: false });
  const bundle = await bundleOf(page);
  expect(requested, 'the other libraries still came from the one file').toContain(bundle.href);
  expect(requested.filter((path) => bundle.registered.includes(path))).toEqual([]);
  await expect(page.getByTestId('shell-header')).toBeVisible();
});
