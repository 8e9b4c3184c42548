/**
 * Canaries: a change served to a share of visitors before it becomes the live map. A canary is an
 * immutable start record (the candidate map, its percent, who/when/why) plus, once it ends, an
 * immutable end record (promoted or aborted, by whom — an operator or "system" for the automatic
 * abort — and why). Both are create-only writes, so two processes ending the same canary at once
 * (an operator's abort racing the automatic one) produce exactly one end.
 *
 *   importmap/canaries/<n>.json       canary n started
 *   importmap/canaries/<n>.end.json   canary n ended (promoted | aborted)
 *   importmap/canaries/.lock          held while a canary starts or ends
 *
 * At most one canary runs at a time: the running one is the highest n without an end record. The
 * contract maps onto an object store (create-only puts) or a SQL table like DeployStore (deploy-store.ts):
 * ../shared-state/pg-canary-store.ts is the PostgreSQL one (an advisory lock instead of the lock file).
 */
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { SpecifierChange } from './deploy-store.ts';
import { withFileLock } from './file-lock.ts';

export interface CanaryStart {
  id: number;
  /** The stable version the canary's map was made from (its changes apply on top of it). */
  baseVersion: number;
  /** 1…99: share of visitors (by sticky cohort) who get the canary map. */
  percent: number;
  map: ImportMapDocument;
  changes: SpecifierChange[];
  operator: string;
  at: string;
  reason: string;
}

export interface CanaryEnd {
  outcome: 'promoted' | 'aborted';
  operator: string;
  at: string;
  reason: string;
  /** The map version a promotion became. */
  version?: number;
}

export interface CanaryRecord extends CanaryStart {
  end: CanaryEnd | null;
}

export type CanaryStartDraft = Omit<CanaryStart, 'id' | 'at'>;

export interface CanaryStore {
  /** The running canary, or null. */
  running(): Promise<CanaryRecord | null>;
  /** Every canary, newest first. */
  list(): Promise<CanaryRecord[]>;
  /** Starts a canary unless one runs; `ready` (checked under the lock) may refuse, e.g. a moved head. */
  start(draft: CanaryStartDraft, ready?: () => Promise<string | null>): Promise<{ ok: true; canary: CanaryRecord } | { ok: false; reason: 'canary_running' | string }>;
  /**
   * Ends canary `id` unless it already ended. `beforeEnd` runs under the canary lock first (a promotion
   * commits the map version there) and may refuse by returning a reason.
   */
  end(id: number, end: Omit<CanaryEnd, 'at' | 'version'>, beforeEnd?: () => Promise<{ version?: number } | { refused: string }>): Promise<{ ok: true; canary: CanaryRecord } | { ok: false; reason: string }>;
}

/** The version label pages and telemetry use for the canary map (telemetry accepts [A-Za-z0-9._:-]). */
export const canaryLabel = (canary: Pick<CanaryStart, 'baseVersion' | 'id'>): string => `${canary.baseVersion}.canary-${canary.id}`;

const START_FILE = /^(\d+)\.json$/;

async function createOnly(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, text);
  try {
    await link(temp, file); // EEXIST when someone else wrote it first: never overwritten
  } finally {
    await unlink(temp);
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function openFileCanaryStore(importMapDir: string, options: { lockTimeoutMs?: number } = {}): Promise<CanaryStore> {
  const dir = join(importMapDir, 'canaries');
  await mkdir(dir, { recursive: true });
  const locked = <T>(work: () => Promise<T>) => withFileLock(join(dir, '.lock'), work, options.lockTimeoutMs === undefined ? {} : { timeoutMs: options.lockTimeoutMs });

  const ids = async (): Promise<number[]> =>
    (await readdir(dir))
      .map((name) => START_FILE.exec(name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
  const get = async (id: number): Promise<CanaryRecord | null> => {
    const start = await readJson<CanaryStart>(join(dir, `${id}.json`));
    return start && { ...start, end: await readJson<CanaryEnd>(join(dir, `${id}.end.json`)) };
  };
  const running = async (): Promise<CanaryRecord | null> => {
    const newest = (await ids())[0];
    const canary = newest === undefined ? null : await get(newest);
    return canary && !canary.end ? canary : null;
  };

  return {
    running,
    async list() {
      const all = await Promise.all((await ids()).map(get));
      return all.filter((c): c is CanaryRecord => c !== null);
    },
    start: (draft, ready) =>
      locked(async () => {
        if (await running()) return { ok: false as const, reason: 'canary_running' };
        const refusal = ready ? await ready() : null;
        if (refusal) return { ok: false as const, reason: refusal };
        const start: CanaryStart = { ...draft, id: ((await ids())[0] ?? 0) + 1, at: new Date().toISOString() };
        await createOnly(join(dir, `${start.id}.json`), JSON.stringify(start, null, 2));
        return { ok: true as const, canary: { ...start, end: null } };
      }),
    end: (id, end, beforeEnd) =>
      locked(async () => {
        const canary = await get(id);
        if (!canary) return { ok: false as const, reason: 'canary_not_running' };
        if (canary.end) return { ok: false as const, reason: 'canary_ended' };
        const before = beforeEnd ? await beforeEnd() : {};
        if ('refused' in before) return { ok: false as const, reason: before.refused };
        const record: CanaryEnd = { ...end, at: new Date().toISOString(), ...(before.version === undefined ? {} : { version: before.version }) };
        try {
          await createOnly(join(dir, `${id}.end.json`), JSON.stringify(record, null, 2));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false as const, reason: 'canary_ended' };
          throw error;
        }
        return { ok: true as const, canary: { ...canary, end: record } };
      }),
  };
}
