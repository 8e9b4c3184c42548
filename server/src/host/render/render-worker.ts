/**
 * A render worker (issue 26, SSR throughput): the same server renderer as the main thread's, on its own
 * thread, so both cores render. Its module builds load through the map the main thread sends (a deploy's
 * new map is a new map id: its new builds load here too), and its data requests go to the main thread,
 * which answers them through the host's inject transport — the backend stays in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { FromWorker, RenderWorkerSetup, ToWorker } from './render-worker-protocol.ts';
import { createServerRenderer } from './server-renderer.ts';
import { paintedFrameOf } from './painted-frame.ts';
import { microCacheOver, type WriteGeneration } from './micro-cache.ts';
import { SHARED_READS_CACHE, sharedReads, type SharedAnswer } from './shared-reads.ts';

const port = parentPort!;
const setup = workerData as RenderWorkerSetup;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let nextFetchId = 0;
const fetches = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();

/** The render's HTTP requests, answered by the main thread (the signal is not sent: inject cannot cancel either). */
const transport = (input: string, init: RequestInit = {}): Promise<Response> =>
  new Promise((resolve, reject) => {
    const id = nextFetchId++;
    fetches.set(id, { resolve, reject });
    const headers: [string, string][] = [];
    new Headers(init.headers).forEach((value, name) => headers.push([name, value]));
    post({ type: 'fetch', id, input, method: init.method ?? 'GET', headers, body: typeof init.body === 'string' ? init.body : null });
  });

/** The host's write count as of the latest render asked: a write through the host forgets the shared reads. */
const generation: WriteGeneration = { value: 0 };
const renderer = createServerRenderer({
  distRoot: setup.distRoot,
  // Renders of this worker share their reads for a moment (shared-reads.ts): most never wait for the main thread.
  transport: sharedReads(transport, microCacheOver<SharedAnswer>(generation, SHARED_READS_CACHE)),
  defaultLanguage: setup.defaultLanguage,
  ...(setup.budgetMs ? { budgetMs: setup.budgetMs } : {}),
  log: { warn: (message) => post({ type: 'warn', message }) },
});
const maps = new Map<number, ImportMapDocument>();

/**
 * Renders run one after the other (render-workers.ts hands a worker the next one before this one is done):
 * a render's time budget starts when it starts, and no two renders' objects are alive at once.
 */
const queued: Extract<ToWorker, { type: 'render' }>[] = [];
let rendering = false;
function renderNext(): void {
  if (rendering) return;
  const message = queued.shift();
  if (!message) return;
  rendering = true;
  generation.value = Math.max(generation.value, message.generation);
  const map = maps.get(message.mapId);
  const { request } = message;
  const page = map ? renderer.render(map, request.pathname, request.search, request.language, request.display, request.sessionCookie) : Promise.resolve(null);
  // Every render is answered: one that fails (or whose frame cannot be written) is the browser's.
  void page
    .then((rendered) => (rendered ? paintedFrameOf(rendered) : null))
    .catch(() => null)
    .then((frame) => post({ type: 'rendered', id: message.id, frame }, frame ? [frame.root.buffer] : []))
    .finally(() => {
      rendering = false;
      renderNext();
    });
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'map':
      maps.set(message.mapId, message.map);
      return;
    case 'forget-map':
      maps.delete(message.mapId);
      return;
    case 'prepare': {
      const map = maps.get(message.mapId);
      if (map) renderer.prepare(map);
      return;
    }
    case 'render':
      queued.push(message);
      renderNext();
      return;
    case 'fetched': {
      const waiting = fetches.get(message.id);
      fetches.delete(message.id);
      waiting?.resolve(new Response(message.body as Uint8Array<ArrayBuffer> | null, { status: message.status, headers: message.headers }));
      return;
    }
    case 'fetch-failed': {
      const waiting = fetches.get(message.id);
      fetches.delete(message.id);
      waiting?.reject(new Error(message.message));
      return;
    }
  }
});
