/**
 * Subresource Integrity for the map being served. The build records the sha384 of every script and
 * stylesheet of a version folder in its build.json; when a map is accepted, every folder it references
 * contributes all of its files (entries, depcache chunks and lazily imported chunks alike), each file
 * on disk checked against that record. SystemJS puts the digest on the script element it creates, so a
 * file changed on disk after that (or by anyone between the host and the browser) is refused by the
 * browser instead of run. Operators edit only URLs; digests are never typed by hand.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sriOf } from './build-contract/build-record.ts';
import { readBuildRecord } from './build-records.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

const SRI_VALUE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
export const isSriValue = (v: unknown): boolean => typeof v === 'string' && v.split(/\s+/).every((part) => SRI_VALUE.test(part));

const VERSION_FOLDER = /^\/dist\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)\/([A-Za-z0-9_-]+)\//;

/** Digests of files already checked, by path, size and mtime: built files never change, so hash once. */
const verified = new Map<string, string>();

function digestOnDisk(path: string): string | null {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return null; // a missing file is the loader's 404 to report, not a reason to refuse the map
  }
  const key = `${path}\0${stat.size}\0${stat.mtimeMs}`;
  let digest = verified.get(key);
  if (!digest) verified.set(key, (digest = sriOf(readFileSync(path))));
  return digest;
}

/** Every /dist/ version folder the map points at (imports, scopes, depcache keys). */
function referencedFolders(map: ImportMapDocument): Set<string> {
  const urls = [...Object.values(map.imports), ...Object.values(map.scopes ?? {}).flatMap((s) => Object.values(s)), ...Object.keys(map.depcache ?? {})];
  return new Set(urls.map((url) => VERSION_FOLDER.exec(url)?.[0]).filter((base): base is string => base !== undefined));
}

export function integrityFor(map: ImportMapDocument, distRoot: string): { ok: true; integrity: Record<string, string> } | { ok: false; reason: string } {
  const integrity: Record<string, string> = {};
  for (const base of [...referencedFolders(map)].sort()) {
    const [, module, version] = VERSION_FOLDER.exec(base)!;
    const record = readBuildRecord(distRoot, module!, version!);
    if (!record.ok) return { ok: false, reason: `${base}: ${record.reason}` };
    for (const [file, recorded] of Object.entries(record.record.integrity)) {
      const onDisk = digestOnDisk(join(distRoot, module!, version!, file));
      if (onDisk !== null && onDisk !== recorded) return { ok: false, reason: `${base}${file} differs from what the build recorded in build.json (changed after the build?)` };
      integrity[`${base}${file}`] = recorded;
    }
  }
  return { ok: true, integrity };
}
