/**
 * The host's one-second cache (issue 26): what is the same for everyone asking for a page in the same
 * moment is computed once, a write through the server forgets it, and a failure is not kept.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMicroCache, MICRO_CACHE_MS } from './micro-cache.ts';

const app = Fastify({ logger: false });
const pages = createMicroCache<{ n: number }>(app);
const heads = createMicroCache<{ n: number }>(app);
app.post('/bet', async () => ({ ok: true }));
app.get('/page', async () => ({ ok: true }));
beforeAll(() => app.ready());
afterAll(() => app.close());

it('concurrent and repeated asks for one key share one computation; another key computes its own', async () => {
  let computed = 0;
  const compute = async () => ({ n: ++computed });
  const [a, b] = await Promise.all([pages.get('/ru/', compute), pages.get('/ru/', compute)]);
  expect(a).toBe(b);
  expect(await pages.get('/ru/', compute)).toBe(a);
  expect(computed).toBe(1);
  expect((await pages.get('/en/', compute)).n).toBe(2);
});

it('a write through the server (a non-GET answer) makes every micro-cache of that server compute again; a read does not', async () => {
  let computed = 0;
  const compute = async () => ({ n: ++computed });
  await pages.get('/ru/live', compute);
  await heads.get('/ru/live', compute);
  await app.inject({ url: '/page' });
  await pages.get('/ru/live', compute);
  expect(computed).toBe(2);
  await app.inject({ method: 'POST', url: '/bet' });
  expect((await pages.get('/ru/live', compute)).n).toBe(3);
  expect((await heads.get('/ru/live', compute)).n).toBe(4);
});

it('a computation that failed is not kept: the next ask tries again', async () => {
  let calls = 0;
  await expect(pages.get('/ru/fails', async () => {
    calls += 1;
    throw new Error('render failed');
  })).rejects.toThrow('render failed');
  expect(await pages.get('/ru/fails', async () => ({ n: ++calls }))).toEqual({ n: 2 });
});

it('ready() tells a settled answer from one still computing, without starting one', async () => {
  let finish!: (value: { n: number }) => void;
  expect(pages.ready('/ru/slow')).toBeUndefined();
  const pending = pages.get('/ru/slow', () => new Promise((resolve) => (finish = resolve)));
  expect(pages.ready('/ru/slow')).toBeUndefined();
  finish({ n: 7 });
  await pending;
  expect(pages.ready('/ru/slow')).toEqual({ value: { n: 7 } });
  expect(pages.ready('/ru/never-asked')).toBeUndefined();
});

it('a cache of pages keeps an answer only for a key asked for before; concurrent first asks still share one computation', async () => {
  const wholePages = createMicroCache<{ n: number }>(app, { repeatedOnly: true });
  let calls = 0;
  const render = async () => ({ n: ++calls });
  const [first, concurrent] = await Promise.all([wholePages.get('/ru/?utm=once', render), wholePages.get('/ru/?utm=once', render)]);
  expect(first).toBe(concurrent);
  expect(calls).toBe(1);
  // Asked once: not kept, so a page with a query of its own leaves nothing behind.
  expect(wholePages.ready('/ru/?utm=once')).toBeUndefined();
  // Asked again: computed again, and now kept for the asks after it.
  expect(await wholePages.get('/ru/?utm=once', render)).toEqual({ n: 2 });
  expect(wholePages.ready('/ru/?utm=once')).toEqual({ value: { n: 2 } });
  expect(await wholePages.get('/ru/?utm=once', render)).toEqual({ n: 2 });
  expect(calls).toBe(2);
});

describe('computing ahead (refreshAheadMs)', () => {
  const T0 = 10_000;
  /** A cache whose answer for `key` ({ n: 1 }) was computed at T0, a clock the test moves, and computations the test finishes. */
  async function cacheWithAnswer(key: string) {
    // Not 0: lru-cache counts an entry set at time 0 as never stale.
    const clock = { t: T0, now: () => clock.t };
    const cache = createMicroCache<{ n: number }>(app, { refreshAheadMs: 800, clock });
    let calls = 0;
    const finishes: ((value: { n: number }) => void)[] = [];
    const compute = () => (calls++, new Promise<{ n: number }>((resolve) => finishes.push(resolve)));
    const first = cache.get(key, compute);
    finishes[0]!({ n: 1 });
    expect(await first).toEqual({ n: 1 });
    return { clock, cache, compute, finishes, calls: () => calls };
  }

  it('an answer past refreshAheadMs is computed anew by the next ask, which still gets the current one at once', async () => {
    const { clock, cache, compute, finishes, calls } = await cacheWithAnswer('/betting-api/games');
    clock.t = T0 + 799;
    expect(await cache.get('/betting-api/games', compute)).toEqual({ n: 1 });
    expect(calls()).toBe(1);
    clock.t = T0 + 800;
    // Asked past 800 ms: answered with the current answer, and one computation starts (not one per ask).
    expect(await cache.get('/betting-api/games', compute)).toEqual({ n: 1 });
    expect(await cache.get('/betting-api/games', compute)).toEqual({ n: 1 });
    expect(calls()).toBe(2);
    finishes[1]!({ n: 2 });
    await Promise.resolve();
    expect(await cache.get('/betting-api/games', compute)).toEqual({ n: 2 });
  });

  it('no answer is served past MICRO_CACHE_MS: a computation ahead that is not in by then is waited for', async () => {
    const { clock, cache, compute, finishes, calls } = await cacheWithAnswer('/betting-api/bonus');
    clock.t = T0 + 900;
    expect(await cache.get('/betting-api/bonus', compute)).toEqual({ n: 1 });
    clock.t = T0 + MICRO_CACHE_MS + 1;
    const late = cache.get('/betting-api/bonus', compute);
    expect(calls()).toBe(3);
    finishes[2]!({ n: 3 });
    expect(await late).toEqual({ n: 3 });
    // The computation started at 900 ms came in too late to serve: the one waited for stays.
    finishes[1]!({ n: 2 });
    await Promise.resolve();
    expect(await cache.get('/betting-api/bonus', compute)).toEqual({ n: 3 });
  });

  it('an answer computed ahead serves only what is left of its own second', async () => {
    const { clock, cache, compute, finishes } = await cacheWithAnswer('/betting-api/sports');
    clock.t = T0 + 800;
    await cache.get('/betting-api/sports', compute);
    clock.t = T0 + 950;
    finishes[1]!({ n: 2 });
    await Promise.resolve();
    expect(await cache.get('/betting-api/sports', compute)).toEqual({ n: 2 });
    // Started at 800 ms: at 1 800 ms it is a second old and is computed again (waited for, not served).
    clock.t = T0 + 800 + MICRO_CACHE_MS + 1;
    const next = cache.get('/betting-api/sports', compute);
    expect(cache.ready('/betting-api/sports')).toBeUndefined();
    finishes[2]!({ n: 3 });
    expect(await next).toEqual({ n: 3 });
  });

  it('an answer computed ahead after a write through the server is not kept for the new generation', async () => {
    const { clock, cache, compute, finishes } = await cacheWithAnswer('/betting-api/live');
    clock.t = T0 + 850;
    await cache.get('/betting-api/live', compute);
    await app.inject({ method: 'POST', url: '/bet' });
    finishes[1]!({ n: 2 });
    await Promise.resolve();
    const after = cache.get('/betting-api/live', compute);
    finishes[2]!({ n: 3 });
    expect(await after).toEqual({ n: 3 });
  });
});
