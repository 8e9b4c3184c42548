/**
 * Keeps `npm run bench` from rotting: the whole harness in smoke mode (N=1, no warm-up, a 1 s load
 * test, the build from global setup). Asserts the shape and sanity of what it measured, never
 * timings: timings belong in the benchmark.
 */
import { expect, test } from '@playwright/test';
import { runBench, type VariantResults } from '../../../scripts/bench/bench.ts';
import { smokeOptions } from '../../../scripts/bench/options.ts';
import { renderMarkdown } from '../../../scripts/bench/report/markdown.ts';
import { ROOT } from '../../support/arena-server.ts';

test.setTimeout(120_000);

function expectLoadFigures(variant: VariantResults, name: string) {
  for (const load of [variant.coldLoad, variant.warmLoad]) {
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

test('the benchmark harness measures Arena and its monolith baseline end to end (smoke mode)', async () => {
  const results = await runBench(ROOT, smokeOptions(), () => {});
  expect(results.smoke).toBe(true);
  expect(results.runs).toBe(1);
  expect(results.machine.cores).toBeGreaterThan(0);
  expect(results.machine.chromium).toMatch(/^\d+\./);
  expectLoadFigures(results.arena, 'arena');
  expectLoadFigures(results.monolith, 'monolith');
  // Arena composes many files at run time; the monolith is one bundle (plus the page).
  expect(results.arena.coldLoad.jsRequests.median).toBeGreaterThan(1);
  expect(results.monolith.coldLoad.jsRequests.median).toBe(1);
  expect(results.monolithBundle.specifiers).toEqual(expect.arrayContaining(['@arena/shell', '@arena/betting', '@arena/office']));
  for (const ratio of Object.values(results.ratios)) expect(ratio === null || (Number.isFinite(ratio) && ratio > 0)).toBe(true);
  for (const host of [results.host.index, results.host.importMap]) {
    expect(host.requestsPerSecond).toBeGreaterThan(0);
    expect(host.errors).toBe(0);
    expect(host.non2xx).toBe(0);
  }
  expect(results.targets.map((t) => t.name)).toHaveLength(7);
  const markdown = renderMarkdown(results, '');
  expect(markdown).toContain('smoke mode');
  expect(markdown).not.toContain('NaN');
});
