/**
 * Where deploy hooks and their deliveries are kept: next to the import map by default
 *
 *   importmap/hooks/hooks.json            the registered hooks (secrets included: they sign the bodies)
 *   importmap/hooks/deliveries.json       the most recent deliveries (newest first, at most 200)
 *   importmap/hooks/.lock                 held while either file is rewritten
 *
 * or in the shared PostgreSQL store (../shared-state/pg-hook-store.ts). The API never answers a secret.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { withFileLock } from './file-lock.ts';
import type { HookEvent } from './deploy-hooks.ts';

export interface Hook {
  id: string;
  url: string;
  secret: string;
  events: HookEvent[];
  operator: string;
  at: string;
}

export interface HookDelivery {
  id: string;
  hook: string;
  url: string;
  event: HookEvent;
  environment: string;
  at: string;
  attempts: number;
  state: 'retrying' | 'delivered' | 'failed';
  /** The receiver's last HTTP status, null when it could not be reached. */
  lastStatus: number | null;
  lastError: string | null;
  updatedAt: string;
}

export interface HookStore {
  list(): Promise<Hook[]>;
  add(hook: Omit<Hook, 'id' | 'at'>): Promise<Hook>;
  /** False when no hook has that id. */
  remove(id: string): Promise<boolean>;
  saveDelivery(delivery: HookDelivery): Promise<void>;
  /** Newest first. */
  deliveries(limit: number): Promise<HookDelivery[]>;
}

export const DELIVERIES_KEPT = 200;

export const newHook = (hook: Omit<Hook, 'id' | 'at'>): Hook => ({ ...hook, id: randomUUID(), at: new Date().toISOString() });

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

async function writeAtomically(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  // Owner-only: hooks.json holds the signing secrets.
  await writeFile(temp, JSON.stringify(value, null, 2), { mode: 0o600 });
  await rename(temp, file);
}

export async function openFileHookStore(folder: string): Promise<HookStore> {
  await mkdir(folder, { recursive: true });
  const hooksFile = join(folder, 'hooks.json');
  const deliveriesFile = join(folder, 'deliveries.json');
  const locked = <T>(work: () => Promise<T>) => withFileLock(join(folder, '.lock'), work);
  return {
    list: () => readJson<Hook[]>(hooksFile, []),
    add: (draft) =>
      locked(async () => {
        const hook = newHook(draft);
        await writeAtomically(hooksFile, [...(await readJson<Hook[]>(hooksFile, [])), hook]);
        return hook;
      }),
    remove: (id) =>
      locked(async () => {
        const hooks = await readJson<Hook[]>(hooksFile, []);
        const kept = hooks.filter((hook) => hook.id !== id);
        if (kept.length === hooks.length) return false;
        await writeAtomically(hooksFile, kept);
        return true;
      }),
    saveDelivery: (delivery) =>
      locked(async () => {
        const others = (await readJson<HookDelivery[]>(deliveriesFile, [])).filter((d) => d.id !== delivery.id);
        const all = [delivery, ...others].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
        await writeAtomically(deliveriesFile, all.slice(0, DELIVERIES_KEPT));
      }),
    deliveries: async (limit) => (await readJson<HookDelivery[]>(deliveriesFile, [])).slice(0, limit),
  };
}
