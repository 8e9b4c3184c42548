/**
 * The default DeployStore: files next to the live map.
 *
 *   importmap/importmap.json          the live map (what the host's watcher serves)
 *   importmap/versions/<n>.json       version n (MapVersion), written once, never changed
 *   importmap/versions/.lock          held while a commit checks and advances the head
 *
 * Every file is written to a temporary name and renamed over the old one (atomic on one filesystem),
 * so readers never see half a file. The head check and the writes happen under the lock file, so two
 * host processes on one machine never lose an update. The first open of an existing map without
 * history records it as version 1.
 */
import { link, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { nextVersion, sameMap, type CommitResult, type HostDeployStore, type MapVersion, type VersionDraft } from './deploy-store.ts';
import { withFileLock } from './file-lock.ts';

const VERSION_FILE = /^(\d+)\.json$/;

async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

export interface FileDeployStore extends HostDeployStore {
  /** Where versions live (tests and the docs point at it). */
  readonly versionsDir: string;
}

export async function openFileDeployStore(importMapFile: string, options: { lockTimeoutMs?: number } = {}): Promise<FileDeployStore> {
  const versionsDir = join(dirname(importMapFile), 'versions');
  const lockFile = join(versionsDir, '.lock');
  await mkdir(versionsDir, { recursive: true });

  /** Version numbers on disk, newest first; the head is the highest (its create-only write is the commit point). */
  const versionNumbers = async (): Promise<number[]> =>
    (await readdir(versionsDir))
      .map((name) => VERSION_FILE.exec(name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
  const readHeadNumber = async (): Promise<number> => (await versionNumbers())[0] ?? 0;
  // Version files are written once and never change: each is read once (the ops page polls the history).
  const readVersions = new Map<number, MapVersion>();
  const get = async (version: number): Promise<MapVersion | null> => {
    if (!Number.isInteger(version) || version < 1) return null;
    const known = readVersions.get(version);
    if (known) return known;
    try {
      const read = JSON.parse(await readFile(join(versionsDir, `${version}.json`), 'utf8')) as MapVersion;
      if (readVersions.size >= 5000) readVersions.clear();
      readVersions.set(version, read);
      return read;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const locked = <T>(work: () => Promise<T>) => withFileLock(lockFile, work, options.lockTimeoutMs === undefined ? {} : { timeoutMs: options.lockTimeoutMs });

  /** Under the lock: writes version n (the commit), then the live map (the watcher's cue). */
  const append = async (previous: MapVersion | null, draft: VersionDraft): Promise<MapVersion> => {
    const version = nextVersion(previous, draft);
    // Written under a temporary name, then hard-linked to its number: link never replaces an existing
    // file (EEXIST), so even a writer that skipped the lock could not overwrite a recorded version, and
    // readers never see half a version file.
    const temp = join(versionsDir, `.${version.version}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temp, JSON.stringify(version, null, 2));
    try {
      await link(temp, join(versionsDir, `${version.version}.json`));
    } finally {
      await unlink(temp);
    }
    await writeAtomically(importMapFile, `${JSON.stringify(draft.map, null, 2)}\n`);
    return version;
  };

  // A map that predates the history becomes version 1, so every later change has a "before".
  await locked(async () => {
    if ((await readHeadNumber()) > 0) return;
    const map = JSON.parse(await readFile(importMapFile, 'utf8')) as ImportMapDocument;
    await append(null, { map, operator: 'initial', reason: 'the map found when the history started' });
  });

  const head = async (): Promise<MapVersion> => {
    const version = await get(await readHeadNumber());
    if (!version) throw new Error(`import map history in ${versionsDir} has no head version`);
    return version;
  };

  return {
    versionsDir,
    head,
    get,
    async history() {
      const versions = await Promise.all((await versionNumbers()).map(get));
      return versions.filter((v): v is MapVersion => v !== null);
    },
    adoptHandEdit: (accept) =>
      locked(async () => {
        const current = await head();
        let text: string;
        try {
          text = await readFile(importMapFile, 'utf8');
        } catch {
          return null;
        }
        let map: ImportMapDocument;
        try {
          map = JSON.parse(text) as ImportMapDocument;
        } catch {
          return null;
        }
        if (sameMap(map, current.map) || !accept(text)) return null;
        return append(current, { map, operator: 'file-edit', reason: 'hand edit of importmap.json' });
      }),
    commit: (expected, draft): Promise<CommitResult> =>
      locked(async () => {
        const current = await head();
        if (current.version !== expected) return { ok: false, current };
        try {
          return { ok: true, version: await append(current, draft) };
        } catch (error) {
          // The version file already exists: someone committed without holding the lock (a lock broken
          // as stale while its holder was still alive). The create-only write kept that version; this
          // commit lost the race like any other stale one, and nothing of it was written.
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false, current: await head() };
          throw error;
        }
      }),
  };
}
