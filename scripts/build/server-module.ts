/**
 * The server build of one Arena module (issue 26): the same entry bundled for Node as one ES module,
 * written into the module's own version folder beside the browser files (`server/index.mjs`), so one
 * import-map entry names both and a deploy or rollback moves server and browser output together.
 * Shared libraries and other Arena modules stay external exactly as in the browser build: the host
 * resolves `@arena/*` through the live import map and the vendor libraries from its own node_modules,
 * so React and every shared library exist once per host process and map.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { BuildFlavour } from './esbuild-module.ts';
import type { EmittedFile } from './output.ts';
import { answerChecksPlugin } from './answer-checks-plugin.ts';

/** Where the server build lives inside a version folder; build.json names it (`server`). */
export const SERVER_ENTRY_FILE = 'server/index.mjs';

export async function buildServerModule(root: string, distName: string, entry: string, shared: readonly string[], flavour: BuildFlavour): Promise<EmittedFile[]> {
  const production = flavour.production !== false;
  const outdir = join(root, 'dist', distName, '_', 'server');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: entry },
    bundle: true,
    // One file: a lazily loaded app body is inlined (the server never waits on a chunk fetch).
    splitting: false,
    platform: 'node',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    write: false,
    minify: production,
    sourcemap: 'external',
    target: 'node20',
    jsx: 'automatic',
    legalComments: 'none',
    outdir,
    external: [...shared, 'react-dom/server', '@arena/*'],
    // The same compiled money answer checks as the browser build (no TypeBox compiler in a server bundle).
    plugins: [answerChecksPlugin(root)],
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __ARENA_BUILD_LABEL__: JSON.stringify(flavour.label ?? ''),
    },
    // Stylesheets reach the page through the browser build's index.css; pictures stay inline as there.
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'empty' },
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => ({ path: `server/${file.path.slice(outdir.length + 1)}`, contents: file.text }));
}
