/**
 * `npm run dev`: builds, starts the server with CORS on built files (so another origin can use them
 * in an import-map override) and overrides from local servers allowed, and rebuilds only the module whose
 * files changed.
 */
import { resolve } from 'node:path';
import { buildAll } from './build/build.ts';
import { watchAndRebuild } from './dev/watch.ts';
import { LOCAL_OVERRIDE_ORIGINS } from '../server/src/platform/env.ts';

const root = resolve(import.meta.dirname, '..');
const importMapFile = resolve(root, 'importmap', 'importmap.json');
await buildAll({ root, importMapFile, production: false });
process.env.ARENA_CORS = '1';
// Dev mode allows overrides from local servers (`npm run serve-app`); production allows none unless configured.
process.env.ARENA_OVERRIDE_ORIGINS ??= LOCAL_OVERRIDE_ORIGINS;
watchAndRebuild({
  root,
  rebuild: async (only) => {
    await buildAll({ root, importMapFile, only, production: false });
  },
  onBuilt: (specifiers, ms) => console.log(`rebuilt ${specifiers.join(', ')} in ${ms} ms; the import map now points at the new version`),
  onError: (error) => console.error('build failed; the previous version keeps serving:', error instanceof Error ? error.message : error),
});
await import('../server/src/server.ts');
