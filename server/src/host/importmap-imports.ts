/**
 * Whether a module's own imports resolve in a map. A built file is `System.register([deps…], …)`: its
 * bare dependencies must be specifiers of the map (or of a scope covering the file), its relative ones
 * (shared chunks) built files whose own dependencies resolve too. A map that points a module at a build
 * needing a specifier the map lacks would fail at runtime with "Unable to resolve bare specifier"; this
 * refuses it before it goes live. Lazily imported chunks (`_context.import`) are not followed.
 */
import { distFilePath, parseDistUrl, readDistFile } from './dist-files.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

const REGISTER = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|\s)*System\.register\(\s*(\[[^\]]*\])/;
/** The dependency list sits at the very start of the file; reading the head is enough. */
const HEAD_BYTES = 64 * 1024;

const cache = new Map<string, string[] | null>();

/**
 * The `System.register` dependencies of the built file at /dist/ URL `url`, or null when it is not a
 * System.register module or not a built file at all (only the head of a regular file inside dist/ is read).
 */
export function registeredDependencies(distRoot: string, url: string): string[] | null {
  const parts = parseDistUrl(url);
  if (!parts) return null;
  const read = readDistFile(distRoot, [parts.module, parts.version, parts.file], HEAD_BYTES, true);
  if (!read.ok) return null;
  const key = `${distRoot}\0${url}\0${read.size}\0${read.mtimeMs}`;
  if (cache.has(key)) return cache.get(key)!;
  let deps: string[] | null = null;
  const match = REGISTER.exec(read.bytes.toString('utf8'));
  if (match) {
    try {
      const parsed: unknown = JSON.parse(match[1]!);
      if (Array.isArray(parsed) && parsed.every((d) => typeof d === 'string')) deps = parsed as string[];
    } catch {
      deps = null; // not a plain string list: cannot judge, so do not refuse
    }
  }
  cache.set(key, deps);
  return deps;
}

const isRelative = (dep: string) => dep.startsWith('./') || dep.startsWith('../');

/** Bare specifiers the map can resolve for a file at `url`: its imports plus every scope covering the URL. */
function resolvable(map: ImportMapDocument, url: string): (specifier: string) => boolean {
  const scopes = Object.entries(map.scopes ?? {}).filter(([prefix]) => url.startsWith(prefix)).map(([, entries]) => entries);
  return (specifier) => specifier in map.imports || scopes.some((entries) => specifier in entries);
}

/**
 * The first unresolved import of the /dist/ module `specifier` → `url` (following its static chunks),
 * as a reason for the operator, or null when everything resolves.
 */
export function unresolvedImport(map: ImportMapDocument, specifier: string, url: string, distRoot: string): string | null {
  const seen = new Set<string>();
  const pending = [url];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const deps = registeredDependencies(distRoot, file) ?? [];
    const canResolve = resolvable(map, file);
    for (const dep of deps) {
      if (isRelative(dep)) {
        const target = new URL(dep, `http://host${file}`).pathname;
        const parts = parseDistUrl(target);
        if (!parts) return `"${specifier}" → ${url}: ${file} imports ${dep}, outside its build folder in /dist/`;
        if (!distFilePath(distRoot, parts.module, parts.version, parts.file)) return `"${specifier}" → ${url}: ${file} imports ${dep}, which is not a built file`;
        pending.push(target);
      } else if (!canResolve(dep)) {
        return `"${specifier}" → ${url} imports "${dep}", which the map does not provide`;
      }
    }
  }
  return null;
}
