/**
 * The deploy store on PostgreSQL (ARENA_HOST_STORE=postgres://…): hosts on several machines share one
 * history. A version is a row keyed by its number; the commit is ONE conditional statement — insert
 * version n+1 only while the highest version is n — so of any number of writers on any number of
 * hosts exactly one advances the head, and the others get `{ ok: false }` (HTTP 412). Two inserts of
 * the same n+1 meet on the primary key: the second waits for the first and then inserts nothing.
 *
 * Each environment (../deploy/environments.ts) has its own numbering: rows are keyed by (environment, version).
 *
 * The database is the truth about the live map; each host's importmap.json is its local copy, which
 * `followHead` rewrites when the head moved (after a commit here, and on the host's periodic refresh),
 * and which the host's watcher then serves: it is also what a host starting while the database is down
 * serves until the database answers again. A hand edit of one host's file is not adopted as a version
 * (it would race the other hosts' copies): the next refresh writes the head back over it.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { canonicalJson, nextVersion, type CommitResult, type HostDeployStore, type MapVersion } from '../deploy/deploy-store.ts';
import { reachable, StoreUnavailableError } from './store-unavailable.ts';

export interface PgDeployStore extends HostDeployStore {
  /** Writes the head's map to the local live file when it differs; answers the version written, or null. */
  followHead(): Promise<number | null>;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/** `schemaReady` migrates the schema if that has not happened yet (a host that started with the database down). */
export async function openPgDeployStore(pool: Pool, importMapFile: string, environment: string, schemaReady: () => Promise<void> = async () => undefined): Promise<PgDeployStore> {
  // Versions never change once written: each is read once per process.
  const known = new Map<number, MapVersion>();
  const remember = (version: MapVersion): MapVersion => {
    if (known.size >= 5000) known.clear();
    known.set(version.version, version);
    return version;
  };
  const rowToVersion = (row: { version: number; record: Omit<MapVersion, 'version'> }): MapVersion => remember({ ...row.record, version: row.version });

  const insert = (expected: number, version: MapVersion) =>
    pool.query(
      `INSERT INTO importmap_versions (environment, version, record)
       SELECT $3, $1::integer + 1, $2::jsonb
        WHERE (SELECT coalesce(max(version), 0) FROM importmap_versions WHERE environment = $3) = $1::integer
       ON CONFLICT (environment, version) DO NOTHING`,
      [expected, JSON.stringify({ ...version, version: undefined }), environment],
    );

  const headOrNull = async (): Promise<MapVersion | null> => {
    const { rows } = await reachable(() => pool.query('SELECT version, record FROM importmap_versions WHERE environment = $1 ORDER BY version DESC LIMIT 1', [environment]));
    return rows[0] ? rowToVersion(rows[0]) : null;
  };
  // A map that predates the history becomes version 1 (hosts starting together: one insert wins). Done on
  // the first read that reaches the database: a host may start while it is down (serving its local copy).
  let historyStarted = false;
  const startHistory = async () => {
    if (historyStarted) return;
    await schemaReady();
    if (!(await headOrNull())) {
      const map = JSON.parse(await readFile(importMapFile, 'utf8')) as ImportMapDocument;
      await reachable(() => insert(0, nextVersion(null, { map, operator: 'initial', reason: 'the map found when the history started' })));
    }
    historyStarted = true;
  };
  const head = async (): Promise<MapVersion> => {
    await startHistory();
    const version = await headOrNull();
    if (!version) throw new Error('the PostgreSQL import map history has no head version');
    return version;
  };

  /** The local copy follows the head; the watcher serves it. */
  let lastWritten = '';
  const followHead = async (): Promise<number | null> => {
    const current = await head();
    const wanted = canonicalJson(current.map);
    if (wanted === lastWritten) return null;
    let onDisk: ImportMapDocument | null = null;
    try {
      onDisk = JSON.parse(await readFile(importMapFile, 'utf8')) as ImportMapDocument;
    } catch {
      onDisk = null;
    }
    lastWritten = wanted;
    if (onDisk && canonicalJson(onDisk) === wanted) return null;
    await writeAtomically(importMapFile, `${JSON.stringify(current.map, null, 2)}\n`);
    return current.version;
  };

  await startHistory().catch((error: unknown) => {
    if (!(error instanceof StoreUnavailableError)) throw error;
  });

  return {
    head,
    async get(version) {
      if (!Number.isInteger(version) || version < 1) return null;
      const cached = known.get(version);
      if (cached) return cached;
      await startHistory();
      const { rows } = await reachable(() => pool.query('SELECT version, record FROM importmap_versions WHERE environment = $2 AND version = $1', [version, environment]));
      return rows[0] ? rowToVersion(rows[0]) : null;
    },
    async history() {
      await startHistory();
      const { rows } = await reachable(() => pool.query('SELECT version, record FROM importmap_versions WHERE environment = $1 ORDER BY version DESC', [environment]));
      return rows.map(rowToVersion);
    },
    async commit(expected, draft): Promise<CommitResult> {
      const current = await head();
      if (current.version !== expected) return { ok: false, current };
      const version = nextVersion(current, draft);
      const { rowCount } = await reachable(() => insert(expected, version));
      if (rowCount !== 1) return { ok: false, current: await head() };
      remember(version);
      await followHead();
      return { ok: true, version };
    },
    // The database is the truth: a hand edit of this host's copy is written over by the head at the
    // refresh that follows the watcher's event (see above), so the copy is compared again.
    adoptHandEdit: async () => {
      lastWritten = '';
      return null;
    },
    followHead,
  };
}
