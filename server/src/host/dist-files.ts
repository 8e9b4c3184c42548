/**
 * The one way the host turns a /dist/ URL from an import map (an operator's request, a hand edit, a
 * built file's own imports) into a file on disk and reads it. A map's URLs are untrusted input: a
 * request naming `/dist/../<fifo>` or `/dev/zero` once froze a host while it read "the build file"
 * before validating it. So:
 * - the URL's shape is checked first, as text, before any filesystem call: exactly
 *   `/dist/<module>/<version>/<file>`, no segment starting with a dot, no escapes, no backslashes;
 * - the path is then looked at without following links (lstat) and must be a regular file whose real
 *   path lies inside dist/ (a symlink, a folder, a fifo or a device is refused unopened);
 * - it is opened non-blocking and without following links, checked again on the open descriptor
 *   (the file could be swapped in between), and read only up to a size bound.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

/** dist/<module>/<version>/<file>; no segment may start with a dot (no `..`, no staging folders). */
const DIST_FILE_URL = /^\/dist\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** Built scripts are at most a few MB (the largest, react-dom, about 1 MB); anything bigger is not ours. */
export const MAX_BUILT_FILE_BYTES = 16 * 1024 * 1024;

export interface DistFile {
  module: string;
  version: string;
  file: string;
}

/** The parts of a /dist/ file URL, or null when it is not exactly of that shape (decided without the filesystem). */
export function parseDistUrl(url: string): DistFile | null {
  const match = DIST_FILE_URL.exec(url);
  return match ? { module: match[1]!, version: match[2]!, file: match[3]! } : null;
}

/** Whether a path segment is a plain name (the parts of dist/<module>/<version>/<file>). */
export const isPlainSegment = (segment: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(segment);

let realRoots = new Map<string, string>();
function realRootOf(distRoot: string): string | null {
  let real = realRoots.get(distRoot);
  if (real === undefined) {
    try {
      real = realpathSync(distRoot);
    } catch {
      return null;
    }
    if (realRoots.size > 100) realRoots = new Map();
    realRoots.set(distRoot, real);
  }
  return real;
}

/** dist/<parts…> when it is a regular file inside dist/ (links not followed out of it); null otherwise. Never opens it. */
export function distFilePath(distRoot: string, ...parts: string[]): string | null {
  if (parts.length === 0 || !parts.every(isPlainSegment)) return null;
  const path = join(distRoot, ...parts);
  try {
    if (!lstatSync(path).isFile()) return null;
    const root = realRootOf(distRoot);
    return root !== null && realpathSync(path).startsWith(root + sep) ? path : null;
  } catch {
    return null;
  }
}

export type DistStat = { ok: true; size: number; mtimeMs: number } | { ok: false; reason: 'missing' | 'not_a_file' };

/** Size and time of dist/<parts…> when it is a regular file inside dist/ (to key caches without reading). */
export function statDistFile(distRoot: string, parts: string[]): DistStat {
  const path = distFilePath(distRoot, ...parts);
  if (path === null) return { ok: false, reason: existsUnfollowed(distRoot, parts) ? 'not_a_file' : 'missing' };
  try {
    const stat = lstatSync(path);
    return { ok: true, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return { ok: false, reason: 'missing' };
  }
}

function existsUnfollowed(distRoot: string, parts: string[]): boolean {
  try {
    lstatSync(join(distRoot, ...parts.filter(isPlainSegment)));
    return true;
  } catch {
    return false;
  }
}

export type DistRead = { ok: true; bytes: Buffer; size: number; mtimeMs: number } | { ok: false; reason: 'missing' | 'not_a_file' | 'too_large' };

/**
 * Reads dist/<parts…> when it is a regular file inside dist/, at most `maxBytes` of it (`headOnly`: the
 * first `maxBytes` of a larger file; otherwise a larger file is refused as too large).
 */
export function readDistFile(distRoot: string, parts: string[], maxBytes = MAX_BUILT_FILE_BYTES, headOnly = false): DistRead {
  const path = distFilePath(distRoot, ...parts);
  if (path === null) return { ok: false, reason: existsUnfollowed(distRoot, parts) ? 'not_a_file' : 'missing' };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return { ok: false, reason: 'not_a_file' };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, reason: 'not_a_file' };
    if (stat.size > maxBytes && !headOnly) return { ok: false, reason: 'too_large' };
    const bytes = Buffer.alloc(Math.min(stat.size, maxBytes));
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return { ok: true, bytes: bytes.subarray(0, read), size: stat.size, mtimeMs: stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}
