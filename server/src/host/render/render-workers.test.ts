/**
 * Server renders on worker threads (issue 26, SSR throughput): a worker renders what the main thread
 * would, byte for byte, with its data read through the host's own routes; a deploy's new build renders
 * in the workers at the next page; a worker that dies answers null (the browser renders the page) and is
 * replaced; close() leaves no thread behind. The real build is rendered; the host runs in this process
 * with the main thread's renderer off, so every render seen here is a worker's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-app.ts';
import { processWorkspace, ROOT } from '../../process-test-support.ts';
import { readEnv } from '../../platform/env.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { PaintedFrame } from './painted-frame.ts';
import { injectTransport } from './inject-transport.ts';
import { createRenderWorkers, RENDERS_PER_WORKER, RESPAWN_DELAY_MS, type RenderWorkers } from './render-workers.ts';

const DIST = join(ROOT, 'dist');
/** Version folders this test adds to the build's promotions app (removed after). */
const MARKED = 'f0f0f0f0f001';
const CRASHING = 'f0f0f0f0f002';
const SLOW = 'f0f0f0f0f003';
const BUDGET_MS = 2000;

let app: FastifyInstance;
let map: ImportMapDocument;
let workers: RenderWorkers | undefined;
/** The host's write count as the workers see it, and the data requests that reached the host. */
const generation = { value: 0 };
const reads: string[] = [];
const saved = { ssr: process.env.ARENA_SSR };

/**
 * A new promotions build on top of the built one: `wrap` is the body of its render around the built
 * render's element `inner` (the built module is imported for the same map, so its libraries are the map's).
 */
function promotionsBuild(hash: string, wrap: string): string {
  const built = map.imports['@arena/promotions']!.split('/')[3]!;
  const folder = join(DIST, 'promotions', hash);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'build.json'), JSON.stringify({ module: 'promotions', server: 'server/index.mjs' }));
  writeFileSync(
    join(folder, 'server', 'index.mjs'),
    `import { createElement } from 'react';
const key = new URL(import.meta.url).searchParams.get('arena-map');
const base = await import(new URL('../../${built}/server/index.mjs?arena-map=' + key, import.meta.url).href);
export const serverRender = async () => {
  const render = await base.serverRender();
  return (store) => { const { element: inner, dispose } = render(store); ${wrap} };
};`,
  );
  return `/dist/promotions/${hash}/index.js`;
}

/** A painted frame with its root as text. */
type TextFrame = Omit<PaintedFrame, 'root'> & { root: string };
const asText = (frame: PaintedFrame): TextFrame => ({ ...frame, root: new TextDecoder().decode(frame.root) });

const withPromotions = (url: string): ImportMapDocument => ({ ...map, imports: { ...map.imports, '@arena/promotions': url } });
const render = (pool: RenderWorkers, on: ImportMapDocument, path = '/ru/promotions') => pool.paint(on, path, '', 'ru', null, null);
/** The first page of a map may find its runtime still opening: asked until it is rendered. */
async function rendered(pool: RenderWorkers, on: ImportMapDocument, path = '/ru/promotions') {
  for (let attempt = 0; attempt < 5; attempt++) {
    const page = await render(pool, on, path);
    if (page?.app?.rendered) return asText(page);
  }
  throw new Error(`${path} was never rendered by a worker`);
}

beforeAll(async () => {
  const { importMapFile } = await processWorkspace();
  // The host's own renderer is off: the only renders are the workers' below, over the host's routes.
  process.env.ARENA_SSR = 'off';
  app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile }), false);
  map = JSON.parse(readFileSync(importMapFile, 'utf8')) as ImportMapDocument;
  const inject = injectTransport(app);
  const transport = (input: string, init?: RequestInit) => {
    reads.push(input);
    return inject(input, init);
  };
  workers = createRenderWorkers({ distRoot: DIST, defaultLanguage: 'ru', budgetMs: BUDGET_MS, count: 1, transport, generation, queueWaitMs: 60_000, log: { warn: () => undefined } });
  workers.prepare(map);
}, 300_000);
afterAll(async () => {
  await workers?.close();
  await app?.close();
  process.env.ARENA_SSR = saved.ssr;
  for (const hash of [MARKED, CRASHING, SLOW]) rmSync(join(DIST, 'promotions', hash), { recursive: true, force: true });
});

describe('render workers', () => {
  it("a worker's render of a page (its markup and embedded state) is the main thread's, byte for byte (same host, same data, same build)", async () => {
    // Both renderers natively in a child process (Node's resolution hooks are not the test runner's), over one host.
    const script = `
      import { readFileSync } from 'node:fs';
      import { buildServer } from '${join(import.meta.dirname, '../../build-app.ts')}';
      import { readEnv } from '${join(import.meta.dirname, '../../platform/env.ts')}';
      import { injectTransport } from '${join(import.meta.dirname, './inject-transport.ts')}';
      import { createRenderWorkers } from '${join(import.meta.dirname, './render-workers.ts')}';
      import { createServerRenderer } from '${join(import.meta.dirname, './server-renderer.ts')}';
      import { localPainter } from '${join(import.meta.dirname, './painted-frame.ts')}';
      const app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: process.env.MAP_FILE }), false);
      const options = { distRoot: ${JSON.stringify(DIST)}, transport: injectTransport(app), defaultLanguage: 'ru', budgetMs: ${BUDGET_MS}, log: { warn: () => undefined } };
      const map = JSON.parse(readFileSync(process.env.MAP_FILE, 'utf8'));
      const local = localPainter(createServerRenderer(options));
      const workers = createRenderWorkers({ ...options, count: 1, generation: { value: 0 }, queueWaitMs: 60_000 });
      const pages = [];
      for (const renderer of [local, workers]) {
        let page = null;
        for (let attempt = 0; attempt < 5 && !page?.app?.rendered; attempt++) page = await renderer.paint(map, '/ru/promotions', '?utm=1', 'ru', null, null);
        pages.push(page);
      }
      await workers.close();
      await app.close();
      // The roots are UTF-8 bytes: compared as the text they hold.
      process.stdout.write(JSON.stringify(pages.map((page) => page && { ...page, root: new TextDecoder().decode(page.root) })));
    `;
    const { dir, importMapFile } = await processWorkspace();
    // A file, not --eval: a worker inherits the process's flags, and --input-type is --eval's alone.
    const scriptFile = join(dir, 'render-both.mjs');
    writeFileSync(scriptFile, script);
    const [onMain, inWorker] = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', scriptFile], {
        encoding: 'utf8',
        cwd: import.meta.dirname,
        env: { ...process.env, MAP_FILE: importMapFile, ARENA_SSR: 'off', LOG_LEVEL: 'error' },
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as [TextFrame, TextFrame];
    expect(onMain.app).toEqual({ name: '@arena/promotions', rendered: true });
    expect(onMain.root).toContain('data-testid="promotions-grid"');
    expect(onMain.root).toContain('id="arena-boot-state"');
    expect(JSON.stringify(inWorker)).toBe(JSON.stringify(onMain));
  }, 120_000);

  it('a deploy that names a new build renders it in the workers at the next page; the old map keeps its own', async () => {
    const pool = workers!;
    const deployed = withPromotions(promotionsBuild(MARKED, `return { element: createElement('section', { 'data-deployed': '${MARKED}' }, inner), dispose };`));
    expect((await rendered(pool, map)).root).not.toContain(`data-deployed="${MARKED}"`);
    expect((await rendered(pool, deployed)).root).toContain(`data-deployed="${MARKED}"`);
    expect((await rendered(pool, map)).root).not.toContain(`data-deployed="${MARKED}"`);
  }, 60_000);

  it('a worker that dies answers null (the page renders in the browser) and a new worker renders the next pages', async () => {
    const pool = workers!;
    // process.exit in a worker thread ends that thread only.
    const crashing = withPromotions(promotionsBuild(CRASHING, 'process.exit(1);'));
    await rendered(pool, map);
    const [before] = pool.threadIds();
    expect(await render(pool, crashing)).toBeNull();
    await expect.poll(() => pool.threadIds().length, { timeout: RESPAWN_DELAY_MS * 20 }).toBe(1);
    expect(pool.threadIds()).not.toContain(before);
    expect((await rendered(pool, map)).root).toContain('data-arena-ssr');
  }, 60_000);

  it("a worker's renders share their reads; a write through the host (a new generation) makes the next render read again", async () => {
    const pool = workers!;
    await rendered(pool, map);
    generation.value += 1;
    let before = reads.length;
    expect((await render(pool, map))?.app?.rendered).toBe(true);
    const oneRender = reads.length - before;
    expect(oneRender).toBeGreaterThan(0);
    generation.value += 1;
    before = reads.length;
    const pages = await Promise.all([render(pool, map), render(pool, map), render(pool, map)]);
    expect(pages.map((page) => page?.app?.rendered)).toEqual([true, true, true]);
    expect(reads.length - before).toBe(oneRender);
  }, 60_000);

  it(`a worker is given ${RENDERS_PER_WORKER} renders at once: the rest wait their turn, and one that waited too long is left to the browser`, async () => {
    const pool = workers!;
    await rendered(pool, map);
    const crowd = await Promise.all(Array.from({ length: RENDERS_PER_WORKER * 3 }, () => render(pool, map)));
    expect(crowd.map((page) => page?.app?.rendered)).toEqual(Array(RENDERS_PER_WORKER * 3).fill(true));
    const impatient = createRenderWorkers({ distRoot: DIST, defaultLanguage: 'ru', budgetMs: BUDGET_MS, count: 1, transport: injectTransport(app), generation, queueWaitMs: 1, log: { warn: () => undefined } });
    // Each render holds its worker for 30 ms: the last page surely waits past its 1 ms. (With the built app a warm
    // render could end within that millisecond on a loaded machine, and the last page was rendered: CI, session 20.)
    const slow = withPromotions(promotionsBuild(SLOW, 'const end = Date.now() + 30; while (Date.now() < end); return { element: inner, dispose };'));
    try {
      impatient.prepare(slow);
      await rendered(impatient, slow);
      const pages = await Promise.all(Array.from({ length: RENDERS_PER_WORKER + 1 }, () => render(impatient, slow)));
      expect(pages.map((page) => page !== null)).toEqual([...Array(RENDERS_PER_WORKER).fill(true), false]);
    } finally {
      await impatient.close();
    }
  }, 60_000);

  it('close() stops every worker, and a page asked after it is left to the browser', async () => {
    const pool = createRenderWorkers({ distRoot: DIST, defaultLanguage: 'ru', count: 2, transport: injectTransport(app), generation: { value: 0 }, queueWaitMs: 60_000, log: { warn: () => undefined } });
    expect(pool.threadIds()).toHaveLength(2);
    await pool.close();
    expect(pool.threadIds()).toHaveLength(0);
    expect(await render(pool, map)).toBeNull();
  }, 30_000);
});
