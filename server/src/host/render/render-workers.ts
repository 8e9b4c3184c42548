/**
 * The host's server renders on worker threads (issue 26, SSR throughput): one process used one core for
 * every render while the other sat idle. Each worker runs the same renderer (render-worker.ts) and asks
 * this thread for its data, which the host's own routes answer (the inject transport): the backend, its
 * database, the import-map store, the deploy service and every cache stay here, in one place. What the
 * page is — route, status, head, document, compression — is still decided here; a worker gives the render.
 *
 * A render goes to the worker with the fewest in flight. A worker that dies takes its renders with it:
 * each is answered null (the page renders in the browser, never a 500) and a new worker starts.
 */
import { Worker } from 'node:worker_threads';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { WriteGeneration } from './micro-cache.ts';
import type { FramePainter, PaintedFrame } from './painted-frame.ts';
import type { FromWorker, RenderRequest, RenderWorkerSetup, ToWorker } from './render-worker-protocol.ts';
import type { FetchLike } from './inject-transport.ts';


/**
 * Renders a worker is given at once; it runs them one after the other (render-worker.ts), so a render's
 * time budget (page-render.ts) starts only when its turn comes. Two, not one: with one, a worker that
 * finished sat idle until this thread — busy with every request's HTTP, head and compression — read its
 * answer and sent the next (a quarter of a worker's time in its profile); with the next one already there
 * it goes on at once. Not more: pages wait here, where the next free worker takes the oldest (three gave no
 * more). Uncached /ru/ at 32 connections, interleaved ×3: 319–349 → 353–368 req/s (bench/levers.md). (Two
 * renders interleaved in a worker, as before session 16, kept both renders' objects alive through each
 * young-generation GC.)
 */
export const RENDERS_PER_WORKER = 2;
/** Maps a worker keeps (the served one, a canary's, the one a deploy just replaced); older ones are forgotten. */
const MAPS_KEPT = 4;
/** A worker that died is replaced after this long: a build that kills every worker at once must not spin. */
export const RESPAWN_DELAY_MS = 500;
/**
 * A worker's heap ceiling: its module instances and caches take ~100 MB; one that grows past this is ended by
 * V8 (ERR_WORKER_OUT_OF_MEMORY) and replaced like a crash, so a leak in a build cannot take the host down.
 */
const WORKER_HEAP_MB = 512;

export interface RenderWorkersOptions extends RenderWorkerSetup {
  count: number;
  /** Answers the workers' data requests (the host's inject transport). */
  transport: FetchLike;
  /** The host's write count (micro-cache.ts), sent with each render: a write forgets the workers' shared reads. */
  generation: WriteGeneration;
  /** How long a page waits for a free worker before it is left to the browser (the page's own wait, painted-pages.ts). */
  queueWaitMs: number;
  log: { warn(message: string): void };
}

export interface RenderWorkers extends FramePainter {
  /** Stops every worker; renders in flight are answered null. */
  close(): Promise<void>;
  /** The workers' thread ids, for the tests (a replaced worker has a new id). */
  threadIds(): number[];
}

interface RenderThread {
  worker: Worker;
  renders: Map<number, (frame: PaintedFrame | null) => void>;
  mapsSent: Set<number>;
}

export function createRenderWorkers(options: RenderWorkersOptions): RenderWorkers {
  const setup: RenderWorkerSetup = { distRoot: options.distRoot, defaultLanguage: options.defaultLanguage, ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}) };
  const threads: (RenderThread | null)[] = [];
  const mapIds = new WeakMap<ImportMapDocument, number>();
  const maps = new Map<number, ImportMapDocument>();
  let nextMapId = 0;
  let nextRenderId = 0;
  let closing = false;
  /** The map last prepared: a worker started later (a replacement) opens its runtime at once too. */
  let prepared: number | null = null;

  const answerFetch = async (thread: RenderThread, message: Extract<FromWorker, { type: 'fetch' }>) => {
    let answer: ToWorker;
    const transfer: ArrayBuffer[] = [];
    try {
      const response = await options.transport(message.input, { method: message.method, headers: message.headers, ...(message.body === null ? {} : { body: message.body }) });
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => headers.push([name, value]));
      const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
      if (body) transfer.push(body.buffer as ArrayBuffer);
      answer = { type: 'fetched', id: message.id, status: response.status, headers, body };
    } catch (error) {
      answer = { type: 'fetch-failed', id: message.id, message: (error as Error).message };
    }
    thread.worker.postMessage(answer, transfer);
  };

  const start = (slot: number) => {
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // A worker never keeps the process alive: close() ends them, and an exiting process takes them along.
    worker.unref();
    const thread: RenderThread = { worker, renders: new Map(), mapsSent: new Set() };
    threads[slot] = thread;
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'rendered') {
        const done = thread.renders.get(message.id);
        thread.renders.delete(message.id);
        done?.(message.frame);
      } else if (message.type === 'fetch') {
        void answerFetch(thread, message);
      } else {
        options.log.warn(message.message);
      }
    });
    if (prepared !== null && maps.has(prepared)) send(thread, prepared, { type: 'prepare', mapId: prepared });
    dispatch();
    worker.on('error', (error) => options.log.warn(`server render: a render worker failed (${error.message}); its pages render in the browser`));
    worker.on('exit', () => {
      threads[slot] = null;
      for (const done of thread.renders.values()) done(null);
      thread.renders.clear();
      if (!closing) setTimeout(() => !closing && start(slot), RESPAWN_DELAY_MS).unref();
    });
  };

  const mapIdOf = (map: ImportMapDocument): number => {
    let id = mapIds.get(map);
    if (id === undefined) {
      id = nextMapId++;
      mapIds.set(map, id);
      maps.set(id, map);
      for (const old of [...maps.keys()].slice(0, Math.max(0, maps.size - MAPS_KEPT))) {
        maps.delete(old);
        for (const thread of threads) {
          if (thread?.mapsSent.delete(old)) thread.worker.postMessage({ type: 'forget-map', mapId: old } satisfies ToWorker);
        }
      }
    }
    return id;
  };
  const send = (thread: RenderThread, mapId: number, message: ToWorker) => {
    const map = maps.get(mapId);
    if (map && !thread.mapsSent.has(mapId)) {
      thread.mapsSent.add(mapId);
      thread.worker.postMessage({ type: 'map', mapId, map } satisfies ToWorker);
    }
    thread.worker.postMessage(message);
  };
  const leastBusy = (): RenderThread | null => {
    let best: RenderThread | null = null;
    for (const thread of threads) if (thread && (!best || thread.renders.size < best.renders.size)) best = thread;
    return best;
  };
  /** Pages waiting for a free worker, oldest first. */
  const waiting: { since: number; start(thread: RenderThread): void; drop(): void }[] = [];
  /** Starts waiting pages while a worker has room; one that waited past queueWaitMs is already the browser's. */
  const dispatch = () => {
    for (let thread = leastBusy(); thread && thread.renders.size < RENDERS_PER_WORKER && waiting.length > 0; thread = leastBusy()) {
      const next = waiting.shift()!;
      if (performance.now() - next.since > options.queueWaitMs) next.drop();
      else next.start(thread);
    }
  };
  for (let slot = 0; slot < options.count; slot++) start(slot);

  return {
    prepare(map) {
      const mapId = mapIdOf(map);
      prepared = mapId;
      for (const thread of threads) if (thread) send(thread, mapId, { type: 'prepare', mapId });
    },
    paint(map, pathname, search, language, display, sessionCookie) {
      if (!leastBusy()) return Promise.resolve(null);
      const request: RenderRequest = { pathname, search, language, display, sessionCookie };
      return new Promise<PaintedFrame | null>((resolve) => {
        waiting.push({
          since: performance.now(),
          drop: () => resolve(null),
          start: (thread) => {
            const id = nextRenderId++;
            thread.renders.set(id, (frame) => {
              resolve(frame);
              dispatch();
            });
            const mapId = mapIdOf(map);
            send(thread, mapId, { type: 'render', id, mapId, generation: options.generation.value, request });
          },
        });
        dispatch();
      });
    },
    async close() {
      closing = true;
      for (const page of waiting.splice(0)) page.drop();
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
    threadIds: () => threads.flatMap((thread) => (thread ? [thread.worker.threadId] : [])),
  };
}
