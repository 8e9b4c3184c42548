/**
 * Whether `npm start` must build first: no import map yet, a file it points at is missing or was
 * built before build.json recorded entries and integrity, or a source file is newer than the map.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_RECORD_FORMAT } from '../../server/src/host/build-contract/build-record.ts';
import { readImportMap } from './importmap.ts';

function recordFormat(file: string): number {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { format?: number }).format ?? 1;
  } catch {
    return 0;
  }
}

const SOURCE_ROOTS = ['shared-libs', 'root-config', 'shell', 'mfe'];
const SKIP = new Set(['node_modules', 'dist']);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function buildNeeded(root: string, importMapFile: string, distRoot: string): string | null {
  let map;
  try {
    map = readImportMap(importMapFile);
  } catch {
    return 'the import map is not valid JSON';
  }
  if (!map) return 'no import map yet';
  for (const url of Object.values(map.imports)) {
    if (!url.startsWith('/dist/')) continue;
    if (!existsSync(join(distRoot, url.slice('/dist/'.length)))) return `${url} is missing`;
    // The host needs build.json's entry and integrity records; an older build's folder lacks them.
    if (recordFormat(join(distRoot, url.slice('/dist/'.length), '..', 'build.json')) < BUILD_RECORD_FORMAT) return `${url} was built by an older build`;
  }
  const mapTime = statSync(importMapFile).mtimeMs;
  const lockFile = join(root, 'package-lock.json');
  const sources = Math.max(...SOURCE_ROOTS.filter((d) => existsSync(join(root, d))).map((d) => newestMtime(join(root, d))), existsSync(lockFile) ? statSync(lockFile).mtimeMs : 0);
  return sources > mapTime ? 'sources changed since the last build' : null;
}
