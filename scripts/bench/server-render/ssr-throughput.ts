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

export interface RenderMemory {
  renders: number;
  /** Renders that did not answer 200 (must be 0 for the figure to count). */
  failed: number;
  seconds: number;
  before: HostMemory;
  /** After the first half of the renders. */
  middle: HostMemory;
  after: HostMemory;
}

export const uncachedPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${CACHE_BUSTING_QUERY}=[<id>]`;

export async function measureSsrThroughput(origin: string, path: string, seconds: number, connections: number): Promise<SsrThroughput> {
  const cached = await measureThroughput(origin, path, seconds, connections);
  const uncached = await measureThroughput(origin, uncachedPath(path), seconds, connections, { idReplacement: true });
  return { path, seconds, connections, cached, uncached: { ...uncached, path: uncachedPath(path) } };
}

export async function readHostMemory(origin: string): Promise<HostMemory> {
  const answer = await fetch(`${origin}/__bench/memory`);
  if (!answer.ok) throw new Error(`host memory: ${answer.status}`);
  const m = (await answer.json()) as { rss: number; heapUsed: number; heapTotal: number };
  return { rssBytes: m.rss, heapUsedBytes: m.heapUsed, heapTotalBytes: m.heapTotal };
}

async function renderMany(origin: string, path: string, amount: number, connections: number) {
  return autocannon({ url: `${origin}${uncachedPath(path)}`, amount, connections, idReplacement: true, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } });
}

export async function measureRenderMemory(origin: string, path: string, renders: number, connections: number): Promise<RenderMemory> {
  await renderMany(origin, path, Math.min(500, renders), connections);
  const before = await readHostMemory(origin);
  const started = performance.now();
  const first = await renderMany(origin, path, Math.ceil(renders / 2), connections);
  const middle = await readHostMemory(origin);
  const second = await renderMany(origin, path, Math.floor(renders / 2), connections);
  const seconds = (performance.now() - started) / 1000;
  const after = await readHostMemory(origin);
  const failed = [first, second].reduce((n, run) => n + run.non2xx + run.errors + run.timeouts, 0);
  return { renders: first.requests.total + second.requests.total, failed, seconds, before, middle, after };
}
