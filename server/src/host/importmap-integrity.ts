/**
 * Subresource Integrity for the map being served. The build records the sha384 of every script and
 * stylesheet it emits into a version folder in its build.json; when a map is accepted, every folder it
 * references contributes all of its files (entries, depcache chunks and lazily imported chunks alike),
 * each of which must be on disk with that digest: a copy missing a lazily loaded chunk is refused (it
 * once went live and broke a page only when the chunk was needed). SystemJS puts the digest on the script element it creates, so a
 * file changed on disk after that (or by anyone between the host and the browser) is refused by the
 * browser instead of run. Operators edit only URLs; digests are never typed by hand.
 */
import { readDistFile, statDistFile } from './dist-files.ts';
import { sriOf } from './build-contract/build-record.ts';
import { readBuildRecord } from './build-records.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

const SRI_VALUE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
export const isSriValue = (v: unknown): boolean => typeof v === 'string' && v.split(/\s+/).every((part) => SRI_VALUE.test(part));

const VERSION_FOLDER = /^\/dist\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)\/([A-Za-z0-9_-]+)\//;

/** Digests of files already checked, by path, size and mtime: built files never change, so hash once. */
const verified = new Map<string, string>();

/** The digest of dist/<module>/<version>/<file>, or why it cannot be the built file its record lists. */
function digestOnDisk(distRoot: string, parts: [string, string, string]): string | { refused: string } {
  const stat = statDistFile(distRoot, parts);
  if (!stat.ok) return { refused: stat.reason === 'missing' ? 'is listed by its build.json but missing (an incomplete copy of the build?)' : 'is not a regular file inside dist/' };
  const key = `${distRoot}\0${parts.join('/')}\0${stat.size}\0${stat.mtimeMs}`;
  const known = verified.get(key);
  if (known) return known;
  const read = readDistFile(distRoot, parts);
  if (!read.ok) return { refused: read.reason === 'too_large' ? 'is larger than any built file' : 'is not a regular file inside dist/' };
  const digest = sriOf(read.bytes);
  verified.set(key, digest);
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
      const onDisk = digestOnDisk(distRoot, [module!, version!, file]);
      if (typeof onDisk === 'object') return { ok: false, reason: `${base}${file} ${onDisk.refused}` };
      if (onDisk !== recorded) return { ok: false, reason: `${base}${file} differs from what the build recorded in build.json (changed after the build?)` };
      integrity[`${base}${file}`] = recorded;
    }
  }
  return { ok: true, integrity };
}
