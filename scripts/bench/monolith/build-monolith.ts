/**
 * The monolith baseline: the same root config, shell and apps bundled by esbuild into ONE ESM file.
 * Root config is imported unchanged; it still calls System.import('@arena/shell') and
 * System.import('@arena/<app>'), so a tiny shim answers those from statically imported modules.
 * The bundle is written like any build (dist/bench-monolith/<hash>/, precompressed .br/.gz), so the
 * same host serves it with the same headers: only the composition differs.
 */
import { build } from 'esbuild';
import { rivalEntryPlugin } from '../rival-entry.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { discoverModules } from '../../../server/src/host/build-contract/modules.ts';
import { BROWSER_TARGET } from '../../build/esbuild-module.ts';
import { writeVersion, type EmittedFile } from '../../build/output.ts';

export const MONOLITH_DIST_NAME = 'bench-monolith';

export interface MonolithBuild {
  /** URL of the bundle, e.g. /dist/bench-monolith/<hash>/index.js */
  scriptUrl: string;
  stylesheetUrl: string | undefined;
  /** Specifiers the shim answers. */
  specifiers: string[];
  bytes: number;
}

/**
 * The shim module imports everything System.import may be asked for, so those modules evaluate
 * first; the entry then imports root-config, which evaluates after the shim is installed (ESM
 * evaluates imports in order).
 */
function shimSource(specifiers: readonly string[]): string {
  const imports = specifiers.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`).join('\n');
  const table = specifiers.map((s, i) => `${JSON.stringify(s)}: m${i}`).join(',\n  ');
  return `${imports}
const table = {
  ${table}
};
window.System = {
  import: (s) => (s in table ? Promise.resolve(table[s]) : Promise.reject(new Error('monolith: no module ' + s))),
  resolve: (s) => s,
  has: (s) => s in table,
  delete: () => false,
};
`;
}


export async function buildMonolith(root: string, distRoot = join(root, 'dist')): Promise<MonolithBuild> {
  const modules = discoverModules(root);
  // single-spa is in the table so the bench reads getMountedApps() the same way on both pages.
  const specifiers = ['single-spa', ...modules.filter((m) => m.kind === 'shell' || m.kind === 'app').map((m) => m.specifier)];
  const outdir = join(distRoot, MONOLITH_DIST_NAME, '_');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'monolith:entry' },
    bundle: true,
    format: 'esm',
    splitting: false,
    write: false,
    minify: true,
    sourcemap: false,
    target: BROWSER_TARGET,
    jsx: 'automatic',
    legalComments: 'none',
    outdir,
    // Same production flavour as the Arena build (esbuild-module.ts).
    define: { 'process.env.NODE_ENV': '"production"', __ARENA_BUILD_LABEL__: '""' },
    conditions: ['production'],
    plugins: [rivalEntryPlugin('monolith', root, shimSource(specifiers), new Map(modules.map((m) => [m.specifier, m.entry])))],
    logLevel: 'silent',
  });
  const files: EmittedFile[] = result.outputFiles.map((f) => ({ path: f.path.slice(outdir.length + 1), contents: f.text }));
  const written = writeVersion(distRoot, MONOLITH_DIST_NAME, files, { kind: 'monolith', entries: {}, purpose: 'benchmark baseline, not served to players', specifiers });
  const js = files.find((f) => f.path === 'index.js');
  if (!js) throw new Error('monolith build emitted no index.js');
  const css = files.find((f) => f.path === 'index.css');
  return {
    scriptUrl: `${written.urlBase}index.js`,
    stylesheetUrl: css ? `${written.urlBase}index.css` : undefined,
    specifiers,
    bytes: Buffer.byteLength(js.contents),
  };
}

/**
 * The newest monolith already in dist/ (for `--no-build --reuse-monolith`: measuring a host-only lever
 * against exactly the same builds as the previous run).
 */
export function latestMonolith(root: string, distRoot = join(root, 'dist')): MonolithBuild {
  const base = join(distRoot, MONOLITH_DIST_NAME);
  const versions = existsSync(base) ? readdirSync(base).filter((d) => existsSync(join(base, d, 'build.json'))) : [];
  const newest = versions.sort((a, b) => statSync(join(base, b, 'build.json')).mtimeMs - statSync(join(base, a, 'build.json')).mtimeMs)[0];
  if (!newest) throw new Error(`no monolith build in ${base}; run without --reuse-monolith first`);
  const urlBase = `/dist/${MONOLITH_DIST_NAME}/${newest}/`;
  const meta = JSON.parse(readFileSync(join(base, newest, 'build.json'), 'utf8')) as { specifiers?: string[] };
  return {
    scriptUrl: `${urlBase}index.js`,
    stylesheetUrl: existsSync(join(base, newest, 'index.css')) ? `${urlBase}index.css` : undefined,
    specifiers: meta.specifiers ?? [],
    bytes: statSync(join(base, newest, 'index.js')).size,
  };
}
