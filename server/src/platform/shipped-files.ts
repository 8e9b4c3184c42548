/**
 * Files the repository ships and the API reads whenever it starts (the content seed, the dictionaries: ~2.3 MB
 * of JSON, parsed and checked): read once per process and per edit. Each vitest worker starts hundreds of test
 * APIs, and a profile of API builds had these reads at ~30 % of a build's CPU (with the garbage they leave);
 * in production the API starts once, so nothing changes there but a test-control reset re-seeding from memory.
 *
 * A file is read again when its modification time or size changed, so a person editing a shipped file under a
 * running dev server is still read. Only the shipped folders are cached: a test's temporary folder can be
 * rewritten within the file system's timestamp granularity with the same size, and it is read every time.
 */
import { readFileSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { deepFreeze } from './deep-freeze.ts';

/**
 * A reader of the files under `shippedDir`: `parse` runs once per file and edit there (its answer is frozen and
 * shared by every later read), and on every read of a file elsewhere.
 */
export function shippedFileReader<T>(shippedDir: string, parse: (text: string, path: string) => T): (path: string) => T {
  const parsed = new Map<string, { stamp: string; value: T }>();
  return (path) => {
    if (!path.startsWith(`${shippedDir}${sep}`)) return parse(readFileSync(path, 'utf8'), path);
    const { mtimeMs, size } = statSync(path);
    const stamp = `${mtimeMs}:${size}`;
    const known = parsed.get(path);
    if (known?.stamp === stamp) return known.value;
    const value = deepFreeze(parse(readFileSync(path, 'utf8'), path));
    parsed.set(path, { stamp, value });
    return value;
  };
}
