/**
 * The host's server-render throughput on /ru/ (issue 26), measured two ways, because the host keeps a
 * visitor's rendered page for a second (render/micro-cache.ts, keyed by path AND query):
 * - cached: /ru/ itself, as a crowd of visitors asks for it; nearly every answer is the micro-cache's
 *   compressed copy, so this measures the cache, not the render;
 * - uncached: /ru/?bench-render=<unique id> (autocannon's [<id>] replacement), so every request is a
 *   real render (config, data, React renderToString of the frame and the betting app, the document, its
 *   compression). The throughput target applies to this one.
 * Memory: the host's RSS and V8 heap (after a forced GC, bench-server.ts's /__bench/memory) before, half
 * way through and after N uncached renders, after a warm-up so JIT code is there. The host's caches are
 * bounded (micro-caches of 500 answers, the page cache by count and bytes) and fill during the first
 * renders, so growth from the middle to the end is what tells a leak from a cache filling up; both
 * ratios are reported.
 */
import autocannon from 'autocannon';
import { measureThroughput, type ThroughputSample } from '../host-throughput.ts';

export const CACHE_BUSTING_QUERY = 'bench-render';

export interface SsrThroughput {
  path: string;
  seconds: number;
  connections: number;
  cached: ThroughputSample;
  uncached: ThroughputSample;
}

export interface HostMemory {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
}

/**
 * Why renders did not count. autocannon counts a timeout in `errors` as well as in `timeouts`, so
 * errors + timeouts counts each timed-out request twice (the 2026-11-28 run's "32 of 984 renders failed"
 * were 16 requests that waited past autocannon's 10 s timeout at load 17: 1000 asked, 984 answered).
 */
export interface RenderFailures {
  /** Answers other than 2xx, by status code. */
  statuses: Record<string, number>;
  /** Requests that got no answer: connection errors, timeouts included. */
  errors: number;
  /** Of those, requests that waited longer than RENDER_TIMEOUT_S. */
  timeouts: number;
}

export interface RenderMemory {
  /** Renders answered (any status). */
  renders: number;
  /** Renders asked for but not answered 2xx (must be 0 for the figure to count). */
  failed: number;
  /** What `failed` is made of (absent in results before 2026-11-29). */
  failures?: RenderFailures | undefined;
  /** Concurrent connections the renders were asked on (absent in results before 2026-11-29). */
  connections?: number | undefined;
  seconds: number;
  before: HostMemory;
  /** After the first half of the renders. */
  middle: HostMemory;
  after: HostMemory;
}

export const uncachedPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${CACHE_BUSTING_QUERY}=[<id>]`;

/**
 * Uncached renders asked, unmeasured, before the uncached figure: the host's render code is compiled by the
 * JIT as it runs, and until then a render costs about half as much again (session 14: ~15 → ~10 ms of CPU
 * over the first minutes). The figure is the host's steady rate, as the memory figure's warm-up makes it.
 */
export const SSR_WARM_UP_RENDERS = 1000;

export async function measureSsrThroughput(origin: string, path: string, seconds: number, connections: number): Promise<SsrThroughput> {
  const cached = await measureThroughput(origin, path, seconds, connections);
  await renderMany(origin, path, SSR_WARM_UP_RENDERS, Math.min(connections, RENDER_MEMORY_CONNECTIONS));
  const uncached = await measureThroughput(origin, uncachedPath(path), seconds, connections, { idReplacement: true });
  return { path, seconds, connections, cached, uncached: { ...uncached, path: uncachedPath(path) } };
}

export async function readHostMemory(origin: string): Promise<HostMemory> {
  const answer = await fetch(`${origin}/__bench/memory`);
  if (!answer.ok) throw new Error(`host memory: ${answer.status}`);
  const m = (await answer.json()) as { rss: number; heapUsed: number; heapTotal: number };
  return { rssBytes: m.rss, heapUsedBytes: m.heapUsed, heapTotalBytes: m.heapTotal };
}

/**
 * The memory figure asks for renders, not for throughput: on few connections, so a render waits for few
 * others (32 connections on a 2-core machine at load 17 queued requests past 10 s), with a timeout far
 * above any render, so only a render that never answers counts as failed.
 */
export const RENDER_MEMORY_CONNECTIONS = 8;
export const RENDER_TIMEOUT_S = 60;

interface RenderRun {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

async function renderMany(origin: string, path: string, amount: number, connections: number): Promise<RenderRun> {
  return autocannon({ url: `${origin}${uncachedPath(path)}`, amount, connections, timeout: RENDER_TIMEOUT_S, idReplacement: true, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } });
}

/** Failures over runs of autocannon; `failed` counts each request once (a timeout is also an error). */
export function renderFailures(runs: readonly RenderRun[]): { failed: number; failures: RenderFailures } {
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, { count }] of Object.entries(run.statusCodeStats ?? {})) {
      if (!code.startsWith('2')) statuses[code] = (statuses[code] ?? 0) + count;
    }
  }
  const sum = (pick: (run: RenderRun) => number) => runs.reduce((n, run) => n + pick(run), 0);
  const errors = sum((run) => run.errors);
  return { failed: sum((run) => run.non2xx) + errors, failures: { statuses, errors, timeouts: sum((run) => run.timeouts) } };
}

/** "16 timed out after 60 s, 2 answered 500": what the failures were, for the report. */
export function describeFailures(f: RenderFailures): string {
  const parts = Object.entries(f.statuses).map(([code, n]) => `${n} answered ${code}`);
  if (f.timeouts) parts.push(`${f.timeouts} timed out after ${RENDER_TIMEOUT_S} s`);
  if (f.errors > f.timeouts) parts.push(`${f.errors - f.timeouts} connection errors`);
  return parts.join(', ');
}

export async function measureRenderMemory(origin: string, path: string, renders: number, connections = RENDER_MEMORY_CONNECTIONS): Promise<RenderMemory> {
  await renderMany(origin, path, Math.min(500, renders), connections);
  const before = await readHostMemory(origin);
  const started = performance.now();
  const first = await renderMany(origin, path, Math.ceil(renders / 2), connections);
  const middle = await readHostMemory(origin);
  const second = await renderMany(origin, path, Math.floor(renders / 2), connections);
  const seconds = (performance.now() - started) / 1000;
  const after = await readHostMemory(origin);
  const { failed, failures } = renderFailures([first, second]);
  return { renders: first.requests.total + second.requests.total, failed, failures, connections, seconds, before, middle, after };
}
