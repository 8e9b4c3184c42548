/**
 * The import map the build writes: every @arena module and shared vendor specifier → its versioned URL,
 * plus SystemJS depcache so the loader can fetch a module's dependencies in parallel.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ImportMap {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  depcache?: Record<string, string[]>;
}

export interface BuiltModule {
  specifier: string;
  /** entry file name inside the version folder → URL */
  url: string;
  urlBase: string;
  imports: Record<string, string[]>;
}

/** SystemJS resolves depcache entries relative to the key URL, so chunk paths stay relative. */
export function depcacheFor(modules: readonly BuiltModule[]): Record<string, string[]> {
  const depcache: Record<string, string[]> = {};
  for (const m of modules) {
    for (const [file, deps] of Object.entries(m.imports)) {
      if (deps.length > 0) depcache[`${m.urlBase}${file}`] = deps;
    }
  }
  return depcache;
}

export function createImportMap(modules: readonly BuiltModule[]): ImportMap {
  const imports: Record<string, string> = {};
  for (const m of [...modules].sort((a, b) => a.specifier.localeCompare(b.specifier))) imports[m.specifier] = m.url;
  return { imports, depcache: depcacheFor(modules) };
}

export function readImportMap(file: string): ImportMap | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ImportMap;
}

/** Atomic write (temp file + rename) so the host's file watcher never reads half a map. */
export function writeImportMap(file: string, map: ImportMap): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(map, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Entries of `update` win; depcache entries of replaced URLs are dropped with them. */
export function mergeImportMaps(base: ImportMap, update: ImportMap): ImportMap {
  const imports = { ...base.imports, ...update.imports };
  const live = new Set(Object.values(imports).map((url) => url.slice(0, url.lastIndexOf('/') + 1)));
  const depcache: Record<string, string[]> = {};
  for (const [url, deps] of Object.entries({ ...base.depcache, ...update.depcache })) {
    if (live.has(url.slice(0, url.lastIndexOf('/') + 1))) depcache[url] = deps;
  }
  return { ...base, imports: Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b))), depcache };
}
