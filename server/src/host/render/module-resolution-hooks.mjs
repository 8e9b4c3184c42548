/**
 * Node module-resolution hooks for server rendering (registered by server-modules.ts with
 * `module.register`). A server build imports `@arena/*` specifiers bare, exactly as its browser build
 * does; here they resolve through the import map the importing module was loaded for. Each map the
 * host renders with has a table file (`<tablesDir>/<mapKey>.json`: specifier → server build file URL),
 * and every module loaded for that map carries `?arena-map=<mapKey>` in its URL, so two maps (the
 * stable one and a canary's) get their own module instances while React and the other vendor
 * libraries resolve once, from the host's node_modules.
 *
 * Plain JavaScript: hooks run on Node's loader thread, before any TypeScript loader is guaranteed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAP_PARAM = 'arena-map';
const MAP_KEY = /^[0-9a-f]{16}$/;
let tablesDir = '';
const tables = new Map();

export function initialize(data) {
  tablesDir = data.tablesDir;
}

function tableFor(mapKey) {
  let table = tables.get(mapKey);
  if (!table) {
    // The host writes the table before it imports anything for that map (server-modules.ts).
    table = JSON.parse(readFileSync(join(tablesDir, `${mapKey}.json`), 'utf8'));
    tables.set(mapKey, table);
  }
  return table;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('@arena/') && context.parentURL?.startsWith('file:')) {
    const mapKey = new URL(context.parentURL).searchParams.get(MAP_PARAM);
    if (mapKey && MAP_KEY.test(mapKey)) {
      const target = tableFor(mapKey)[specifier];
      if (typeof target !== 'string') throw new Error(`${specifier} has no server build in import map ${mapKey}`);
      return { url: `${target}?${MAP_PARAM}=${mapKey}`, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}
