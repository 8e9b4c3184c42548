/**
 * The stronger rival (issue 19): what a team would build instead of micro-frontends — ONE single-page
 * app of the same root config, shell, apps and route table, as native ES modules with route-level code
 * splitting (esbuild `splitting: true`, format esm). Like the monolith, root-config is imported
 * unchanged and still calls System.import('@arena/<app>'); here the tiny router shim answers with a
 * dynamic import(), so each area app (and the shell) is its own chunk fetched when its route is
 * first mounted, and shared libraries land in shared chunks. Written like any build
 * (dist/bench-spa/<hash>/, precompressed .br/.gz) and served by the same host as Arena and the monolith.
 */
import { build } from 'esbuild';
import { rivalEntryPlugin } from '../rival-entry.ts';
import { join } from 'node:path';
import { discoverModules } from '../../../server/src/host/build-contract/modules.ts';
import { BROWSER_TARGET } from '../../build/esbuild-module.ts';
import { writeVersion, type EmittedFile } from '../../build/output.ts';

export const SPA_DIST_NAME = 'bench-spa';

export interface SpaBuild {
  /** URL of the entry module, e.g. /dist/bench-spa/<hash>/index.js */
  scriptUrl: string;
  /** Every stylesheet the build emitted (the page links them all, as Arena's host links every app's). */
  stylesheetUrls: string[];
  /** Chunks the entry imports statically: the page modulepreloads them, as Vite's SPA builds do. */
  preloadUrls: string[];
  /** Specifiers the router shim answers with a dynamic import (single-spa is static). */
  lazySpecifiers: string[];
  /** Distinct chunks reached by dynamic import() anywhere in the build (each area app is one). */
  lazyChunks: string[];
  /** JS files emitted: the entry plus its chunks. */
  jsFiles: number;
  /** Bytes of all emitted JS (uncompressed). */
  bytes: number;
}

/**
 * single-spa is imported statically (root-config needs it at once, and the bench reads
 * getMountedApps() through System.import the same way on every page); everything else is a
 * dynamic import, i.e. a route-level split point.
 */
export function spaShimSource(lazySpecifiers: readonly string[]): string {
  const table = lazySpecifiers.map((s) => `${JSON.stringify(s)}: () => import(${JSON.stringify(s)})`).join(',\n  ');
  return `import * as singleSpa from 'single-spa';
const lazy = {
  ${table}
};
window.System = {
  import: (s) => (s === 'single-spa' ? Promise.resolve(singleSpa) : s in lazy ? lazy[s]() : Promise.reject(new Error('spa: no module ' + s))),
  resolve: (s) => s,
  has: (s) => s === 'single-spa' || s in lazy,
  delete: () => false,
};
`;
}


export async function buildSpa(root: string, distRoot = join(root, 'dist')): Promise<SpaBuild> {
  const modules = discoverModules(root);
  const lazySpecifiers = modules.filter((m) => m.kind === 'shell' || m.kind === 'app').map((m) => m.specifier);
  const outdir = join(distRoot, SPA_DIST_NAME, '_');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'spa:entry' },
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    metafile: true,
    minify: true,
    sourcemap: false,
    target: BROWSER_TARGET,
    jsx: 'automatic',
    legalComments: 'none',
    outdir,
    // Same production flavour as the Arena build (esbuild-module.ts) and the monolith.
    define: { 'process.env.NODE_ENV': '"production"', __ARENA_BUILD_LABEL__: '""' },
    conditions: ['production'],
    plugins: [rivalEntryPlugin('spa', root, spaShimSource(lazySpecifiers), new Map(modules.map((m) => [m.specifier, m.entry])))],
    logLevel: 'silent',
  });
  const files: EmittedFile[] = result.outputFiles.map((f) => ({ path: f.path.slice(outdir.length + 1), contents: f.text }));
  if (!files.some((f) => f.path === 'index.js')) throw new Error('SPA build emitted no index.js');
  const written = writeVersion(distRoot, SPA_DIST_NAME, files, { kind: 'spa', entries: {}, purpose: 'benchmark rival, not served to players', specifiers: ['single-spa', ...lazySpecifiers] });
  const js = files.filter((f) => f.path.endsWith('.js'));
  const entryOutput = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === 'spa:entry')?.[1];
  const staticChunks = (entryOutput?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path.split('/_/')[1] ?? i.path);
  const lazyChunks = [...new Set(Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path.split('/_/')[1] ?? i.path)))];
  return {
    scriptUrl: `${written.urlBase}index.js`,
    lazyChunks,
    stylesheetUrls: files.filter((f) => f.path.endsWith('.css')).map((f) => `${written.urlBase}${f.path}`),
    preloadUrls: staticChunks.map((p) => `${written.urlBase}${p}`),
    lazySpecifiers,
    jsFiles: js.length,
    bytes: js.reduce((n, f) => n + Buffer.byteLength(f.contents), 0),
  };
}
