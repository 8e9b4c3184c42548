/**
 * What gets built, as data. Every workspace package under shared-libs/, root-config/, shell/ and mfe/
 * is one independently built module, named after its package (`@arena/<name>`) and served through the
 * import map (a package marked `"arena": { "serverOnly": true }` is not one). Third-party code that must exist once per page (React, single-spa, rxjs, i18next, TanStack Query's core) is the
 * "vendor" module: one build so that react, react-dom and react-dom/client share one React instance.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type ModuleKind = 'shared-lib' | 'root-config' | 'shell' | 'app';

export interface ArenaModule {
  /** Import-map specifier, e.g. `@arena/betting`. */
  specifier: string;
  /** Folder name under dist/, e.g. `betting`. */
  distName: string;
  kind: ModuleKind;
  /** Package folder, relative to the repo root. */
  dir: string;
  /** Entry file, relative to the repo root. */
  entry: string;
}

/** A third-party specifier shared through the import map. `cjs` ones get a generated ESM wrapper. */
export interface VendorEntry {
  specifier: string;
  /** File name (without .js) inside dist/vendor/<hash>/. */
  file: string;
  format: 'cjs' | 'esm';
  /** Whether the ESM package has a default export worth re-exporting. */
  hasDefault: boolean;
}

export const VENDOR_ENTRIES: readonly VendorEntry[] = [
  { specifier: 'react', file: 'react', format: 'cjs', hasDefault: true },
  { specifier: 'react/jsx-runtime', file: 'react-jsx-runtime', format: 'cjs', hasDefault: false },
  { specifier: 'react-dom', file: 'react-dom', format: 'cjs', hasDefault: true },
  { specifier: 'react-dom/client', file: 'react-dom-client', format: 'cjs', hasDefault: true },
  { specifier: 'single-spa', file: 'single-spa', format: 'esm', hasDefault: false },
  { specifier: 'single-spa-react', file: 'single-spa-react', format: 'esm', hasDefault: true },
  { specifier: 'rxjs', file: 'rxjs', format: 'esm', hasDefault: false },
  { specifier: 'i18next', file: 'i18next', format: 'esm', hasDefault: true },
  // The page's one server-state cache (@arena/server-state) and ui-kit's React adapter over it: one
  // instance of the core for both, or the adapter would observe another cache class than the page holds.
  { specifier: '@tanstack/query-core', file: 'tanstack-query-core', format: 'esm', hasDefault: false },
];

export const VENDOR_DIST_NAME = 'vendor';

const GROUPS: ReadonlyArray<{ parent: string; kind: ModuleKind; single?: boolean }> = [
  { parent: 'shared-libs', kind: 'shared-lib' },
  { parent: 'root-config', kind: 'root-config', single: true },
  { parent: 'shell', kind: 'shell', single: true },
  { parent: 'mfe', kind: 'app' },
];

function entryOf(dir: string): string | undefined {
  return ['src/index.ts', 'src/index.tsx'].map((f) => join(dir, f)).find((f) => existsSync(f));
}

/** Discovers every buildable module of the workspace. */
export function discoverModules(root: string): ArenaModule[] {
  const found: ArenaModule[] = [];
  for (const group of GROUPS) {
    const base = join(root, group.parent);
    if (!existsSync(base)) continue;
    const dirs = group.single
      ? [base]
      : readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(base, d.name));
    for (const dir of dirs.sort()) {
      const pkgFile = join(dir, 'package.json');
      const entry = entryOf(dir);
      if (!existsSync(pkgFile) || !entry) continue;
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { name?: string; arena?: { serverOnly?: boolean } };
      if (!pkg.name?.startsWith('@arena/')) throw new Error(`${pkgFile}: package name must be @arena/<name>`);
      // A server-only library (@arena/contracts: TypeBox schemas) is no browser module: browser code imports
      // its types only, so it is neither built nor in the import map.
      if (pkg.arena?.serverOnly) continue;
      found.push({
        specifier: pkg.name,
        distName: pkg.name.slice('@arena/'.length),
        kind: group.kind,
        dir: relative(root, dir),
        entry: relative(root, entry),
      });
    }
  }
  const names = new Set<string>();
  for (const m of found) {
    if (names.has(m.distName) || m.distName === VENDOR_DIST_NAME) throw new Error(`duplicate module name ${m.distName}`);
    names.add(m.distName);
  }
  return found;
}

/** Specifiers every module leaves to the import map instead of bundling. */
export function sharedSpecifiers(): string[] {
  return VENDOR_ENTRIES.map((v) => v.specifier);
}
