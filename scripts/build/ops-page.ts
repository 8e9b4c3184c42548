/**
 * The operator page (/ops/, the @arena/ops workspace) as one standalone ES module bundle with its own
 * React and its own copy of the shared libraries it uses (UI kit, i18n): it is not part of the import
 * map (discoverModules does not look in ops/), so an operator can repair a broken map from it. Written
 * like any build (dist/ops-page/<hash>/, build.json with integrity, precompressed copies); the host
 * serves the newest.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { writeVersion, type EmittedFile } from './output.ts';

export const OPS_PAGE_DIST_NAME = 'ops-page';
/** The page's workspace (@arena/ops): a top-level folder, so discoverModules never lists it in the map. */
export const OPS_PAGE_DIR = 'ops';
export const OPS_PAGE_ENTRY = `${OPS_PAGE_DIR}/src/page/main.tsx`;
/** The support agents' console (/support-console/): a second entry of the same bundle. */
export const SUPPORT_CONSOLE_ENTRY = `${OPS_PAGE_DIR}/src/support-console/main.tsx`;

export async function buildOpsPage(root: string, distRoot: string): Promise<{ urlBase: string; fresh: boolean }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: OPS_PAGE_ENTRY, 'support-console': SUPPORT_CONSOLE_ENTRY },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    legalComments: 'none',
    outdir: join(distRoot, OPS_PAGE_DIST_NAME, '_'),
    // The shared libraries read the build label; the ops page is never a labelled candidate.
    define: { 'process.env.NODE_ENV': '"production"', __ARENA_BUILD_LABEL__: '""' },
    logLevel: 'silent',
  });
  const files: EmittedFile[] = result.outputFiles.map((f) => ({ path: f.path.split('/').pop()!, contents: f.text }));
  const written = writeVersion(distRoot, OPS_PAGE_DIST_NAME, files, { kind: 'ops-page', entries: {}, purpose: 'operator page, served at /ops/ outside the import map' });
  return { urlBase: written.urlBase, fresh: written.fresh };
}
