/**
 * Immutable, versioned output: every build of a module lands in dist/<module>/<content-hash>/.
 * The hash covers every emitted file, so unchanged code yields the same URL and a changed file
 * yields a new folder next to the old ones (operators can point the import map back at any of them).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { BUILD_RECORD_FORMAT, HAS_INTEGRITY, sriOf, type BuildRecord } from '../../server/src/host/build-contract/build-record.ts';

export interface EmittedFile {
  /** Path relative to the module's version folder, e.g. `index.js` or `chunk-AB12.js`. */
  path: string;
  contents: string;
}

export function contentHash(files: readonly EmittedFile[]): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(f.path).update('\0').update(f.contents).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const COMPRESSIBLE = /\.(js|map|json|css)$/;

/**
 * Writes the files into dist/<distName>/<hash>/ unless that version already exists (immutable).
 * Precompressed .br and .gz siblings let the host serve compressed bytes without compressing per request.
 * Returns the version folder's URL path, e.g. `/dist/betting/0123abcd4567/`.
 */
export type VersionMeta = Pick<BuildRecord, 'kind' | 'entries'> & Record<string, unknown>;

function buildRecord(distName: string, hash: string, files: readonly EmittedFile[], meta: VersionMeta, builtAt: string): BuildRecord {
  const integrity = Object.fromEntries(files.filter((f) => HAS_INTEGRITY.test(f.path)).map((f) => [f.path, sriOf(f.contents)]));
  return { format: BUILD_RECORD_FORMAT, module: distName, hash, builtAt, ...meta, integrity };
}

export function writeVersion(distRoot: string, distName: string, files: readonly EmittedFile[], meta: VersionMeta): { hash: string; urlBase: string; fresh: boolean } {
  const hash = contentHash(files);
  const finalDir = join(distRoot, distName, hash);
  const urlBase = `/dist/${distName}/${hash}/`;
  const recordFile = join(finalDir, 'build.json');
  if (existsSync(recordFile)) {
    // The files never change, but a folder built by an older build lacks the fields the host now
    // checks (entries, integrity): only its build.json is rewritten, atomically.
    const old = JSON.parse(readFileSync(recordFile, 'utf8')) as Partial<BuildRecord>;
    if ((old.format ?? 1) < BUILD_RECORD_FORMAT) {
      const tmp = `${recordFile}.tmp-${process.pid}`;
      writeFileSync(tmp, JSON.stringify(buildRecord(distName, hash, files, meta, old.builtAt ?? new Date().toISOString()), null, 2));
      renameSync(tmp, recordFile);
    }
    return { hash, urlBase, fresh: false };
  }
  // Write into a sibling staging folder, then rename: a reader never sees a half-written version.
  const staging = join(distRoot, distName, `.staging-${hash}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  for (const f of files) {
    const target = join(staging, f.path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, f.contents);
    if (COMPRESSIBLE.test(f.path) && !f.path.endsWith('.map') && f.contents.length > 1024) {
      const buf = Buffer.from(f.contents);
      writeFileSync(`${target}.br`, brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${target}.gz`, gzipSync(buf, { level: 9 }));
    }
  }
  writeFileSync(join(staging, 'build.json'), JSON.stringify(buildRecord(distName, hash, files, meta, new Date().toISOString()), null, 2));
  rmSync(finalDir, { recursive: true, force: true });
  renameSync(staging, finalDir);
  return { hash, urlBase, fresh: true };
}
