/**
 * Loads the server builds of Arena modules through an import map (issue 26). The map decides which
 * version of every app and shared library renders, exactly as it does in the browser: an operator's
 * deploy, rollback or canary changes server output together with browser output. Modules loaded for
 * one map share their instances (one event bus, one i18n per map); React comes once from node_modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ImportMapDocument } from '../importmap-validation.ts';

/** A version folder URL of the build's own output; anything else (another origin, a dev server) has no server build here. */
const BUILT_ENTRY = /^\/dist\/([a-z0-9-]{1,64})\/([0-9a-f]{12})\/index\.js$/;

export interface ServerModules {
  /** The server build of `specifier` as `map` names it, or null when that version has none here. */
  load<T>(map: ImportMapDocument, specifier: string): Promise<T | null>;
}

/**
 * Node's resolution hooks are process-wide (module.register has no undo), so the folder of map tables
 * is too: every host in this process writes its tables there, keyed by their content.
 */
let processTables: string | null = null;
function tablesFolder(): string {
  if (!processTables) {
    processTables = mkdtempSync(join(tmpdir(), 'arena-ssr-maps-'));
    register(new URL('./module-resolution-hooks.mjs', import.meta.url), { data: { tablesDir: processTables } });
  }
  return processTables;
}

function serverFileOf(distRoot: string, url: string): string | null {
  const match = BUILT_ENTRY.exec(url);
  if (!match) return null;
  const folder = join(distRoot, match[1]!, match[2]!);
  try {
    const record = JSON.parse(readFileSync(join(folder, 'build.json'), 'utf8')) as { server?: unknown };
    if (record.server !== 'server/index.mjs') return null;
  } catch {
    return null;
  }
  const file = join(folder, 'server', 'index.mjs');
  return existsSync(file) ? pathToFileURL(file).href : null;
}

/** specifier → server file URL for every Arena module of the map that has a server build. */
export function serverTableOf(map: ImportMapDocument, distRoot: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [specifier, url] of Object.entries(map.imports)) {
    if (!specifier.startsWith('@arena/')) continue;
    const file = serverFileOf(distRoot, url);
    if (file) table[specifier] = file;
  }
  return table;
}

export function createServerModules(distRoot: string): ServerModules {
  // Per map object: its table and key (maps are replaced, never mutated, when the served map changes).
  const known = new WeakMap<ImportMapDocument, { key: string; table: Record<string, string> }>();
  const tableOf = (map: ImportMapDocument) => {
    let entry = known.get(map);
    if (!entry) {
      const table = serverTableOf(map, distRoot);
      const text = JSON.stringify(table);
      const key = createHash('sha256').update(text).digest('hex').slice(0, 16);
      const dir = tablesFolder();
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${key}.json`);
      if (!existsSync(file)) writeFileSync(file, text);
      entry = { key, table };
      known.set(map, entry);
    }
    return entry;
  };
  // Every render asks for its modules again: an import() of a loaded URL still runs Node's resolution
  // hooks (off-thread, a round trip per call), which was ~5 % of a render's CPU. The answer for one URL
  // never changes, so it is kept (the modules themselves are never unloaded either).
  const imported = new Map<string, Promise<unknown>>();
  return {
    async load<T>(map: ImportMapDocument, specifier: string): Promise<T | null> {
      const { key, table } = tableOf(map);
      const file = table[specifier];
      if (!file) return null;
      const url = `${file}?arena-map=${key}`;
      let module = imported.get(url);
      if (!module) {
        module = import(url);
        imported.set(url, module);
        // A failed import is tried again by the next render (a build being written, a passing error).
        module.catch(() => imported.delete(url));
      }
      return (await module) as T;
    },
  };
}
