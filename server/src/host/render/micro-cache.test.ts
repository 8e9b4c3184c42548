/**
 * The host's one-second cache (issue 26): what is the same for everyone asking for a page in the same
 * moment is computed once, a write through the server forgets it, and a failure is not kept.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

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
