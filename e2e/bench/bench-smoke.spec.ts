/**
 * Keeps `npm run bench` from rotting: the whole harness in smoke mode (N=1, no warm-up, a 1 s load
 * test, the build from global setup). Asserts the shape and sanity of what it measured, never
 * timings: timings belong in the benchmark. Runs by `npm run test:bench`, not in `npm test` (it takes minutes).
 */
import { expect, test } from '@playwright/test';
import { EXTRA_PAGES, runBench, type VariantResults } from '../../scripts/bench/bench.ts';
import { smokeOptions } from '../../scripts/bench/options.ts';
import { renderMarkdown } from '../../scripts/bench/report/markdown.ts';
import { ROOT } from '../support/arena-server.ts';

// Three variants, two extra pages, a short live-update window, one Lighthouse run per page and variant (8).
test.setTimeout(900_000);

function expectLoadFigures(variant: VariantResults, name: string) {
  // The casino lobby and the results pages are measured cold beside the home page.
  expect(Object.keys(variant.pages), `${name} pages`).toEqual([...EXTRA_PAGES]);
  for (const load of [variant.coldLoad, variant.warmLoad, ...Object.values(variant.pages)]) {
    for (const [key, summary] of Object.entries(load)) {
      expect(summary.samples, `${name} ${key}`).toHaveLength(1);
      expect(Number.isFinite(summary.median), `${name} ${key}`).toBe(true);
      expect(summary.min).toBeLessThanOrEqual(summary.max);
    }
    expect(load.firstAppMountedMs.median, `${name}: the first-app-mounted mark was read`).toBeGreaterThan(0);
    expect(load.lcpMs.median, `${name}: LCP was observed`).toBeGreaterThan(0);
    expect(load.requests.median).toBeGreaterThanOrEqual(load.jsRequests.median);
    expect(load.jsDecodedBytes.median).toBeGreaterThan(0);
  }
  // Cold loads fetch every script compressed: fewer bytes on the wire than decoded, but some.
  expect(variant.coldLoad.jsTransferredBytes.median).toBeGreaterThan(0);
  expect(variant.coldLoad.jsBodyBytes.median).toBeLessThan(variant.coldLoad.jsDecodedBytes.median);
  // Warm loads take immutable builds from the HTTP cache.
  expect(variant.warmLoad.jsBodyBytes.median).toBeLessThan(variant.coldLoad.jsBodyBytes.median);
  expect(variant.switchError, `${name}: app switch`).toBeUndefined();
  const sw = variant.appSwitch!;
  // The switch: betting ↔ office, with the demo player signed in.
  expect(sw.pair).toEqual(['@arena/betting', '@arena/office']);
  expect(sw.appSwitchMs.median).toBeGreaterThan(0);
  expect(sw.heapAfterFirstBytes.median).toBeGreaterThan(0);
  expect(sw.heapRatio.median).toBeCloseTo(sw.heapAfterLastBytes.median / sw.heapAfterFirstBytes.median, 6);
}

test('the benchmark harness measures Arena, the route-split SPA and the monolith end to end (smoke mode)', async () => {
  const results = await runBench(ROOT, smokeOptions(), () => {});
  expect(results.smoke).toBe(true);
  expect(results.runs).toBe(1);
  expect(results.machine.cores).toBeGreaterThan(0);
  expect(results.machine.chromium).toMatch(/^\d+\./);
  expectLoadFigures(results.arena, 'arena');
  expectLoadFigures(results.monolith, 'monolith');
  // The SPA rival builds, mounts the first app, and loads it as native ES module chunks.
  expectLoadFigures(results.spa, 'spa');
  expect(results.spa.coldLoad.jsRequests.median).toBeGreaterThan(1);
  expect(results.spaBuild.jsFiles).toBeGreaterThan(results.spa.coldLoad.jsRequests.median);
  // Arena composes many files at run time; the monolith is one bundle (plus the page).
  expect(results.arena.coldLoad.jsRequests.median).toBeGreaterThan(1);
  expect(results.monolith.coldLoad.jsRequests.median).toBe(1);
  expect(results.monolithBundle.specifiers).toEqual(expect.arrayContaining(['@arena/shell', '@arena/betting', '@arena/office']));
  for (const ratio of [...Object.values(results.ratios), ...Object.values(results.ratiosVsSpa)]) expect(ratio === null || (Number.isFinite(ratio) && ratio > 0)).toBe(true);
  expect(results.longTasks?.seconds).toBe(3);
  expect(results.longTasks!.longestMs).toBeGreaterThanOrEqual(0);
  // Issue 26: four pages, Lighthouse (performance and accessibility) on each for Arena and the SPA.
  const sr = results.serverRender;
  expect(sr.pages).toHaveLength(4);
  expect(sr.pages.at(-1)).toMatch(/^\/ru\/line\/[a-z-]+\/\d+\/\d+$/);
  // A run that failed and succeeded on its retry is listed in lighthouseErrors; every page must have figures.
  for (const variant of [sr.lighthouse.arena, sr.lighthouse.spa]) {
    expect(Object.keys(variant), `Lighthouse ran on every page: ${sr.lighthouseErrors.join('; ')}`).toEqual(sr.pages);
    for (const l of Object.values(variant)) {
      expect(l.score.median).toBeGreaterThanOrEqual(0);
      expect(l.score.median).toBeLessThanOrEqual(100);
      expect(l.accessibility.median).toBeGreaterThan(0);
      expect(l.lcpMs.median).toBeGreaterThan(0);
      expect(l.cls.median).toBeGreaterThanOrEqual(0);
      expect(l.diagnostics.scriptRequests).toBeGreaterThan(0);
    }
  }
  // The odds are painted and a price click reaches the coupon, in both variants, cold and warm.
  expect(sr.oddsError).toBeUndefined();
  for (const o of [sr.odds!.arena.cold, sr.odds!.arena.warm, sr.odds!.spa.cold, sr.odds!.spa.warm]) {
    expect(o.oddsPaintMs.median).toBeGreaterThan(0);
    expect(o.firstInteractionMs.median).toBeGreaterThanOrEqual(o.oddsPaintMs.median);
  }
  // Throughput of the cached page and of real renders; memory read around the renders.
  for (const s of [sr.ssr.cached, sr.ssr.uncached]) {
    expect(s.requestsPerSecond).toBeGreaterThan(0);
    expect(s.errors).toBe(0);
    expect(s.non2xx).toBe(0);
  }
  expect(sr.renderMemory!.failed).toBe(0);
  expect(sr.renderMemory!.after.heapUsedBytes).toBeGreaterThan(0);
  // Arena's HTML carries the page (far more than the SPA's empty frame); brotli is smaller than raw.
  for (const path of sr.pages) {
    const a = sr.htmlBytes.arena[path]!;
    expect(a.status).toBe(200);
    expect(a.brotliEncoding).toBe('br');
    expect(a.brotli).toBeLessThan(a.raw);
    expect(a.raw).toBeGreaterThan(sr.htmlBytes.spa[path]!.raw);
  }
  for (const host of [results.host.index, results.host.importMap]) {
    expect(host.requestsPerSecond).toBeGreaterThan(0);
    expect(host.errors).toBe(0);
    expect(host.non2xx).toBe(0);
  }
  // Issue 26: the signed-in /ru/ figure ran with the demo player's cookie and answered without errors.
  for (const figure of [results.playerRender!.crowd, results.playerRender!.ownRenders]) {
    expect(figure.errors).toBe(0);
    expect(figure.non2xx).toBe(0);
  }
  expect(results.targets.map((t) => t.name)).toHaveLength(22);
  const markdown = renderMarkdown(results, '');
  expect(markdown).toContain('smoke mode');
  expect(markdown).not.toContain('NaN');
  expect(markdown).toContain('Arena / SPA');
  expect(markdown).toContain('Cold first load of /ru/casino-lobby');
  expect(markdown).toContain('Lighthouse 12, mobile preset');
  expect(markdown).toContain('uncached (a real render each; the target)');
  expect(markdown).toContain('host: /ru/ signed-in render');
});
