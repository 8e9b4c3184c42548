/**
 * Issue 26's targets table (the server-rendered composition), checked like issue 19's in targets.ts.
 * Lighthouse figures are Arena's medians of the run's Lighthouse runs (mobile preset); ratios are Arena /
 * the route-split SPA. The SSR throughput target applies to the uncached render (a unique query per
 * request): with the host's one-second micro-cache, /ru/ itself measures mostly the cache.
 */
import type { TargetDefinition, TargetInput } from '../targets.ts';
import type { PageLighthouse } from './server-render-figures.ts';
import { describeFailures, type HostMemory } from './ssr-throughput.ts';

export const LIGHTHOUSE_HOME_SCORE = 95;
export const LIGHTHOUSE_PAGE_SCORE = 90;
export const LCP_MS = 1800;
export const TBT_MS = 150;
export const CLS_LIMIT = 0.02;
export const ACCESSIBILITY_SCORE = 95;
export const ODDS_PAINT_VS_SPA = 0.6;
export const FIRST_INTERACTION_VS_SPA = 1.1;
export const SSR_RPS = 300;
export const SSR_P99_MS = 150;
/**
 * "Memory flat" over the renders: the host's heap (after a forced GC) and RSS at the end at most this
 * many times their size half way. The first half fills the host's bounded caches (ssr-throughput.ts),
 * so it is reported but not judged; a leak keeps growing through the second half.
 */
export const MEMORY_GROWTH = 1.1;

const HOME = '/ru/';
const ms = (n: number) => `${n.toFixed(0)} ms`;
const times = (n: number) => `${n.toFixed(2)}×`;
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

const lighthouseOf = (r: TargetInput, path: string): PageLighthouse | string =>
  r.serverRender.lighthouse.arena[path] ?? `not measured: ${r.serverRender.lighthouseErrors.find((e) => e.includes(path)) ?? r.serverRender.lighthouseErrors[0] ?? 'no Lighthouse run'}`;

/** One target on one Arena page's Lighthouse figures. */
function onPage(path: (r: TargetInput) => string, what: string, limit: string, check: (l: PageLighthouse) => { measured: string; met: boolean }): TargetDefinition {
  return {
    issue: 26,
    name: (r) => `Lighthouse mobile ${what}, ${path(r)}`,
    limit,
    check: (r) => {
      const l = lighthouseOf(r, path(r));
      return typeof l === 'string' ? l : check(l);
    },
  };
}

/** One target over all four pages: the worst page's median decides. */
function everyPage(what: string, limit: string, worst: (values: Array<[string, number]>) => [string, number], met: (v: number) => boolean, pick: (l: PageLighthouse) => number, format: (v: number) => string): TargetDefinition {
  return {
    issue: 26,
    name: () => `Lighthouse mobile ${what}, every page (worst)`,
    limit,
    check: (r) => {
      const values: Array<[string, number]> = [];
      for (const path of r.serverRender.pages) {
        const l = lighthouseOf(r, path);
        if (typeof l === 'string') return l;
        values.push([path, pick(l)]);
      }
      if (values.length === 0) return 'not measured: no pages';
      const [path, value] = worst(values);
      return { measured: `${format(value)} (${path})`, met: values.every(([, v]) => met(v)) };
    },
  };
}

const scoreAtLeast = (limit: number) => (l: PageLighthouse) => ({ measured: String(Math.round(l.score.median)), met: l.score.median >= limit });
const oddsMissing = (r: TargetInput) => `not measured: ${r.serverRender.oddsError ?? 'no runs'}`;

export const ISSUE_26_TARGETS: readonly TargetDefinition[] = [
  onPage(() => HOME, 'performance score', `≥ ${LIGHTHOUSE_HOME_SCORE}`, scoreAtLeast(LIGHTHOUSE_HOME_SCORE)),
  ...[1, 2, 3].map((i) => onPage((r) => r.serverRender.pages[i] ?? `page ${i + 1}`, 'performance score', `≥ ${LIGHTHOUSE_PAGE_SCORE}`, scoreAtLeast(LIGHTHOUSE_PAGE_SCORE))),
  onPage(() => HOME, 'LCP', `≤ ${ms(LCP_MS)}`, (l) => ({ measured: ms(l.lcpMs.median), met: l.lcpMs.median <= LCP_MS })),
  onPage(() => HOME, 'TBT', `≤ ${ms(TBT_MS)}`, (l) => ({ measured: ms(l.tbtMs.median), met: l.tbtMs.median <= TBT_MS })),
  everyPage('CLS', `< ${CLS_LIMIT}`, (v) => v.reduce((a, b) => (b[1] > a[1] ? b : a)), (v) => v < CLS_LIMIT, (l) => l.cls.median, (v) => v.toFixed(3)),
  everyPage('accessibility score', `≥ ${ACCESSIBILITY_SCORE}`, (v) => v.reduce((a, b) => (b[1] < a[1] ? b : a)), (v) => v >= ACCESSIBILITY_SCORE, (l) => l.accessibility.median, (v) => String(Math.round(v))),
  {
    issue: 26,
    name: () => 'first paint of the live odds vs SPA, cold /ru/, HTTP/1.1',
    limit: `≤ ${times(ODDS_PAINT_VS_SPA)}`,
    check: (r) => {
      const o = r.serverRender.odds;
      if (!o) return oddsMissing(r);
      const ratio = o.arena.cold.oddsPaintMs.median / o.spa.cold.oddsPaintMs.median;
      return { measured: `${times(ratio)} (${ms(o.arena.cold.oddsPaintMs.median)} vs ${ms(o.spa.cold.oddsPaintMs.median)})`, met: ratio <= ODDS_PAINT_VS_SPA };
    },
  },
  {
    issue: 26,
    name: () => 'first interaction (a price click adds to the coupon) vs SPA, cold /ru/, HTTP/1.1',
    limit: `≤ ${times(FIRST_INTERACTION_VS_SPA)}`,
    check: (r) => {
      const o = r.serverRender.odds;
      if (!o) return oddsMissing(r);
      const ratio = o.arena.cold.firstInteractionMs.median / o.spa.cold.firstInteractionMs.median;
      return { measured: `${times(ratio)} (${ms(o.arena.cold.firstInteractionMs.median)} vs ${ms(o.spa.cold.firstInteractionMs.median)})`, met: ratio <= FIRST_INTERACTION_VS_SPA };
    },
  },
  {
    issue: 26,
    name: () => 'host SSR throughput on /ru/, uncached render (unique query per request)',
    limit: `≥ ${SSR_RPS} req/s, p99 < ${SSR_P99_MS} ms`,
    check: (r) => {
      const s = r.serverRender.ssr.uncached;
      return { measured: `${Math.round(s.requestsPerSecond)} req/s, p99 ${s.p99Ms} ms`, met: s.requestsPerSecond >= SSR_RPS && s.p99Ms < SSR_P99_MS && s.errors === 0 && s.non2xx === 0 };
    },
  },
  {
    issue: 26,
    name: (r) => `host memory flat over ${r.serverRender.renderMemory?.renders ?? 10_000} uncached renders of /ru/ (heap after GC, RSS; second half)`,
    limit: `each ≤ ${times(MEMORY_GROWTH)} its size half way`,
    check: (r) => {
      const m = r.serverRender.renderMemory;
      if (!m) return 'not measured: no render run';
      if (m.failed > 0) return `not measured: ${m.failed} of ${m.renders + (m.failures?.errors ?? 0)} renders failed${m.failures ? ` (${describeFailures(m.failures)})` : ''}`;
      const heap = m.after.heapUsedBytes / m.middle.heapUsedBytes;
      const rss = m.after.rssBytes / m.middle.rssBytes;
      const path = (pick: (x: HostMemory) => number) => `${mb(pick(m.before))} → ${mb(pick(m.middle))} → ${mb(pick(m.after))}`;
      return { measured: `heap ${path((x) => x.heapUsedBytes)} (${times(heap)}), RSS ${path((x) => x.rssBytes)} (${times(rss)})`, met: heap <= MEMORY_GROWTH && rss <= MEMORY_GROWTH };
    },
  },
  {
    issue: 26,
    name: () => 'JS transferred for /ru/ vs SPA (cold, compressed, with headers)',
    limit: '≤ SPA',
    check: (r) => {
      const a = r.arena.coldLoad.jsTransferredBytes.median;
      const s = r.spa.coldLoad.jsTransferredBytes.median;
      return { measured: `${kb(a)} vs ${kb(s)}`, met: a <= s };
    },
  },
];
