/**
 * The host's shared state on PostgreSQL, selected by ARENA_HOST_STORE=postgres://… (without it the
 * host keeps its embedded default: files next to the import map and this process's memory). One pool
 * per host process, bounded (ARENA_HOST_STORE_POOL_MAX, default 10 connections; a connection waited
 * for more than 3 s, or a statement running more than 5 s, is an error rather than a hung request),
 * plus one connection for cross-host locks and one listening for other hosts' changes. The schema is
 * migrated on open (pg-migrations.ts), or, when the database is down at start, as soon as it answers.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';
import { LockBusyError } from '../deploy/file-lock.ts';
import type { CanaryStore } from '../deploy/canary-store.ts';
import type { TokenGuessing } from '../deploy/token-guessing.ts';
import type { HookStore } from '../deploy/hook-store.ts';
import { openPgHookStore } from './pg-hook-store.ts';
import { HOST_STATE_CHANNEL, migrate } from './pg-migrations.ts';
import { openPgDeployStore, type PgDeployStore } from './pg-deploy-store.ts';
import { openPgCanaryStore, type StoreLock } from './pg-canary-store.ts';
import { SharedTelemetryAggregator } from './pg-telemetry.ts';
import { pgRateLimitStore, pgTokenGuessing } from './pg-rate-windows.ts';
import { reachable, StoreUnavailableError } from './store-unavailable.ts';

const LISTEN_RETRY_MS = 3000;
const MIGRATE_RETRY_MS = 2000;

export interface PgHostStore {
  pool: pg.Pool;
  telemetry: SharedTelemetryAggregator;
  guessing: TokenGuessing;
  /** @fastify/rate-limit's store on the shared windows (the telemetry endpoint's limits). */
  rateLimitStore: FastifyRateLimitStoreCtor;
  /** The deploy and canary stores of the host serving `importMapFile` (its local copy of the head). */
  /** One environment's versions and canaries (../deploy/environments.ts). */
  openDeploy(importMapFile: string, environment: string): Promise<{ store: PgDeployStore; canaries: CanaryStore }>;
  /** Deploy hooks and their deliveries, shared by every host. */
  hooks: HookStore;
  /** Calls `listener` when any host committed a version or started or ended a canary (LISTEN/NOTIFY). */
  onStateChange(listener: () => void): void;
  close(): Promise<void>;
}

export interface PgHostStoreOptions {
  poolMax?: number;
  /** How long a cross-host lock is waited for before the change answers 503 store_busy (default 10 s). */
  lockTimeoutMs?: number;
  log: (message: string) => void;
}

export async function openPgHostStore(url: string, options: PgHostStoreOptions): Promise<PgHostStore> {
  const settings = { connectionString: url, connectionTimeoutMillis: 3000, statement_timeout: 5000, application_name: 'arena-host' };
  const pool = new pg.Pool({ ...settings, max: options.poolMax ?? 10, idleTimeoutMillis: 30_000 });
  // Lock waits are long by design (lock_timeout bounds them), so they get their own connection.
  const lockPool = new pg.Pool({ ...settings, max: 1, statement_timeout: 0, lock_timeout: options.lockTimeoutMs ?? 10_000 });
  // An idle connection dropped by the server must not crash the host: the next query reconnects.
  const dropped = (error: Error) => options.log(`host store: a connection was dropped (${error.message})`);
  pool.on('error', dropped);
  lockPool.on('error', dropped);
  // A host starting while the database is down still starts: it serves its local copy of the head (the
  // live file, written on each head change) and pages, and migrates once the database answers (the
  // retry below, or the first deploy-store read, whichever comes first).
  let schemaChecked = false;
  const schemaReady = async () => {
    if (schemaChecked) return;
    await reachable(() => migrate(pool));
    schemaChecked = true;
  };
  let migrateRetry: NodeJS.Timeout | null = null;
  const migrateLater = () => {
    migrateRetry = setTimeout(() => {
      schemaReady().then(
        () => options.log('host store: the database answers again, schema checked'),
        (error: Error) => (error instanceof StoreUnavailableError ? migrateLater() : options.log(`host store: migration failed (${error.message})`)),
      );
    }, MIGRATE_RETRY_MS).unref();
  };
  try {
    await schemaReady();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) {
      await Promise.all([pool.end(), lockPool.end()]);
      throw error;
    }
    options.log('host store: the database is unreachable at start; serving the last local map until it answers');
    migrateLater();
  }

  const withStoreLock: StoreLock = async (lock, work) => {
    const client = await reachable(() => lockPool.connect());
    let broken = false;
    try {
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lock]);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') throw new LockBusyError('another host holds the store lock');
        broken = true;
        throw error;
      }
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => {
          broken = true; // the session ended, and its locks with it
        });
      }
    } finally {
      client.release(broken);
    }
  };

  // Hosts learn of each other's deploys at once through LISTEN; the periodic refresh stays as the
  // fallback while the listening connection is down (it reconnects every few seconds).
  const listeners: (() => void)[] = [];
  let listening: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const listen = async () => {
    retry = null;
    const client = new pg.Client(settings);
    const reconnect = () => {
      if (listening === client) listening = null;
      client.end().catch(() => undefined);
      if (!closed && !retry) retry = setTimeout(() => void listen(), LISTEN_RETRY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', () => listeners.forEach((listener) => listener()));
    try {
      await client.connect();
      await client.query(`LISTEN ${HOST_STATE_CHANNEL}`);
      listening = client;
      if (closed) await client.end();
    } catch {
      reconnect();
    }
  };
  await listen();

  const telemetry = new SharedTelemetryAggregator(pool, options.log);
  return {
    pool,
    telemetry,
    guessing: pgTokenGuessing(pool),
    rateLimitStore: pgRateLimitStore(pool),
    async openDeploy(importMapFile, environment) {
      return { store: await openPgDeployStore(pool, importMapFile, environment, schemaReady), canaries: openPgCanaryStore(pool, withStoreLock, environment) };
    },
    hooks: openPgHookStore(pool),
    onStateChange(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (migrateRetry) clearTimeout(migrateRetry);
      await listening?.end().catch(() => undefined);
      await telemetry.settled();
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
}
