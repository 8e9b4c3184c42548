/**
 * The messages between the host's main thread and its render workers (render-workers.ts, render-worker.ts).
 * The main thread owns everything that must stay one (the backend and its database, the import-map store,
 * the deploy service, the caches); a worker only renders, and asks the main thread for every byte of data.
 */
import type { DisplaySettingsValue } from '@arena/domain';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { PaintedFrame } from './painted-frame.ts';

/** What a worker is started with (its workerData). */
export interface RenderWorkerSetup {
  distRoot: string;
  defaultLanguage: string;
  budgetMs?: number;
}

export interface RenderRequest {
  pathname: string;
  search: string;
  language: string;
  display: DisplaySettingsValue | null;
  sessionCookie: string | null;
}

/** Main thread → worker. A map is sent once per worker before the first render or prepare that names it. */
export type ToWorker =
  | { type: 'map'; mapId: number; map: ImportMapDocument }
  | { type: 'forget-map'; mapId: number }
  | { type: 'prepare'; mapId: number }
  /** `generation`: the host's write count (micro-cache.ts) when the page was asked: the worker's shared reads follow it. */
  | { type: 'render'; id: number; mapId: number; generation: number; request: RenderRequest }
  | { type: 'fetched'; id: number; status: number; headers: [string, string][]; body: Uint8Array | null }
  | { type: 'fetch-failed'; id: number; message: string };

/** Worker → main thread. */
export type FromWorker =
  | { type: 'rendered'; id: number; frame: PaintedFrame | null }
  | { type: 'fetch'; id: number; input: string; method: string; headers: [string, string][]; body: string | null }
  | { type: 'warn'; message: string };
