/**
 * The data a server render used, carried into the browser (issue 26). On the server a render runs in
 * "collect" mode: every `useAsync` the tree reaches and every dictionary namespace it asks for is
 * recorded; the renderer loads them and renders again until nothing new is wanted. The answers are
 * embedded once in the page, and the browser hydrates in "hydrate" mode: each `useAsync` starts from the
 * answer the server used (no second fetch, identical markup) and only later refreshes as usual.
 *
 * Entries are keyed by React's `useId()` — the same on the server and in the hydrating browser for the
 * same tree — plus the hook's inputs, so an answer can never land in a component asking for other data.
 */
import { createContext } from 'react';

/** An answer as embedded: the data, or the HTTP status of a failed load (a 404 page renders as such). */
export type ServerDataEntry = { ok: true; data: unknown } | { ok: false; status: number };

export type ServerDataLoad = (signal: AbortSignal) => Promise<unknown>;

export interface ServerDataStore {
  readonly mode: 'collect' | 'hydrate';
  readonly entries: Record<string, ServerDataEntry>;
  /** Collect mode: loads the last render asked for that have no entry yet. */
  readonly wanted: Map<string, ServerDataLoad>;
  /** Collect mode: the dictionary namespaces the render used (loaded before the next pass when missing). */
  readonly namespaces: Set<string>;
  /** Collect mode: loads whose answer could not be embedded (not plain data): they render as loading. */
  readonly declined: Set<string>;
}

export function createServerDataStore(mode: ServerDataStore['mode'], entries: Record<string, ServerDataEntry> = {}): ServerDataStore {
  return { mode, entries: { ...entries }, wanted: new Map(), namespaces: new Set(), declined: new Set() };
}

/** null outside a server render and outside a hydrating app: hooks then behave as they always did. */
export const ServerDataContext = createContext<ServerDataStore | null>(null);

/** The entry key of one `useAsync`: its place in the tree and its inputs. */
export function serverDataKey(id: string, deps: readonly unknown[]): string {
  let inputs: string;
  try {
    inputs = JSON.stringify(deps);
  } catch {
    inputs = String(deps.length);
  }
  return `${id}|${inputs}`;
}

/** What a failed load leaves behind: its HTTP status (0 when it was no HTTP answer). */
export function entryOfError(error: unknown): ServerDataEntry {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return { ok: false, status: typeof status === 'number' ? status : 0 };
}

/**
 * Whether an answer is plain data that survives the page's JSON unchanged; anything else (a Date, a
 * Map, a class instance) is not embedded and the browser loads it itself.
 */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  // A frozen value found plain stays plain: the host's shared render reads hand one frozen answer to every
  // render of its second, and walking it again for each page was ~2 % of a render worker's time.
  const frozen = depth === 0 && typeof value === 'object' && value !== null && Object.isFrozen(value);
  if (frozen && plainFrozen.has(value)) return true;
  const plain = walkPlainData(value, depth);
  if (frozen && plain) plainFrozen.add(value);
  return plain;
}

const plainFrozen = new WeakSet<object>();

function walkPlainData(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1));
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value as Record<string, unknown>).every((v) => v === undefined || isPlainData(v, depth + 1));
  }
  return false;
}
