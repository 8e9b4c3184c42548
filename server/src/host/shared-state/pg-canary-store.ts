/**
 * Canaries on PostgreSQL: one row per canary (its start record, and its end record once it ended).
 * Each environment has its own canaries (rows keyed by environment and id); one lock serves them all.
 * Starting and ending run under a PostgreSQL advisory lock, the shared equivalent of the file store's
 * `canaries/.lock`: one host at a time checks "none running" / "not ended yet", runs the caller's check
 * (a promotion commits its map version there) and writes. The lock is held on a connection of its own
 * (`withStoreLock`), so the work inside uses the ordinary pool and cannot starve it.
 */
import type { Pool } from 'pg';
import type { CanaryEnd, CanaryRecord, CanaryStart, CanaryStore } from '../deploy/canary-store.ts';
import { reachable } from './store-unavailable.ts';

/** Runs `work` while holding the named advisory lock on every host. */
export type StoreLock = <T>(lock: number, work: () => Promise<T>) => Promise<T>;

export const CANARY_LOCK = 28_000_002;

interface CanaryRow {
  id: number;
  start: Omit<CanaryStart, 'id'>;
  ending: CanaryEnd | null;
}

const toRecord = (row: CanaryRow): CanaryRecord => ({ ...row.start, id: row.id, end: row.ending });

export function openPgCanaryStore(pool: Pool, withStoreLock: StoreLock, environment: string): CanaryStore {
  const newest = async (): Promise<CanaryRow | null> =>
    (await reachable(() => pool.query<CanaryRow>('SELECT id, start, ending FROM canaries WHERE environment = $1 ORDER BY id DESC LIMIT 1', [environment]))).rows[0] ?? null;
  const running = async (): Promise<CanaryRecord | null> => {
    const row = await newest();
    return row && !row.ending ? toRecord(row) : null;
  };

  return {
    running,
    async list() {
      return (await reachable(() => pool.query<CanaryRow>('SELECT id, start, ending FROM canaries WHERE environment = $1 ORDER BY id DESC', [environment]))).rows.map(toRecord);
    },
    start: (draft, ready) =>
      withStoreLock(CANARY_LOCK, async () => {
        const last = await newest();
        if (last && !last.ending) return { ok: false as const, reason: 'canary_running' };
        const refusal = ready ? await ready() : null;
        if (refusal) return { ok: false as const, reason: refusal };
        const start: CanaryStart = { ...draft, id: (last?.id ?? 0) + 1, at: new Date().toISOString() };
        const { id: _id, ...stored } = start;
        // The primary key is the create-only guard should a writer ever skip the lock.
        await reachable(() => pool.query('INSERT INTO canaries (environment, id, start) VALUES ($3, $1, $2::jsonb)', [start.id, JSON.stringify(stored), environment]));
        return { ok: true as const, canary: { ...start, end: null } };
      }),
    end: (id, end, beforeEnd) =>
      withStoreLock(CANARY_LOCK, async () => {
        const row = (await reachable(() => pool.query<CanaryRow>('SELECT id, start, ending FROM canaries WHERE environment = $2 AND id = $1', [id, environment]))).rows[0];
        if (!row) return { ok: false as const, reason: 'canary_not_running' };
        if (row.ending) return { ok: false as const, reason: 'canary_ended' };
        const before = beforeEnd ? await beforeEnd() : {};
        if ('refused' in before) return { ok: false as const, reason: before.refused };
        const record: CanaryEnd = { ...end, at: new Date().toISOString(), ...(before.version === undefined ? {} : { version: before.version }) };
        const { rowCount } = await reachable(() => pool.query('UPDATE canaries SET ending = $2::jsonb WHERE environment = $3 AND id = $1 AND ending IS NULL', [id, JSON.stringify(record), environment]));
        if (rowCount !== 1) return { ok: false as const, reason: 'canary_ended' };
        return { ok: true as const, canary: { ...toRecord(row), end: record } };
      }),
  };
}
