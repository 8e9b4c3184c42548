/**
 * A server-painted page is on screen before any of its code downloads (issue 26, LCP). Lighthouse's
 * simulated LCP counts every request that finished before the LCP paint as needed for it: with the
 * scripts' preloads in the head, the painted LCP element was scored as if it waited for the app's modules
 * over slow 4G. boot.js starts the preloads and the loader once the page has painted.
 */
import { PAGE_SCRIPT, expect, test } from '../../support/fixtures.ts';

for (const [path, app] of [['/ru/', '@arena/betting'], ['/ru/casino-lobby', '@arena/casino']] as const) {
  test(`${path}: no app or library script is requested before the page's first contentful paint, and the page still boots`, async ({ page, mountedApps }) => {
    await page.goto(path);
    await expect.poll(mountedApps).toContain(app);
    // The paint entry exists once the page has painted; the resources are all in by then (the apps mounted).
    const timeline = await page.evaluate((pageScript) => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance.getEntriesByType('resource').filter((entry) => new RegExp(pageScript).test(new URL(entry.name).pathname)).map((entry) => ({ url: entry.name, start: entry.startTime })),
    }), PAGE_SCRIPT.source);
    expect(timeline.paint, 'the page painted').not.toBeNull();
    expect(timeline.scripts.length, 'the page loaded its modules').toBeGreaterThan(10);
    expect(timeline.scripts.filter((script) => script.start < timeline.paint!)).toEqual([]);
  });
}
