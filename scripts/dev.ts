/**
 * `npm run dev`: builds, starts the server with CORS on built files (so another origin can use them
 * in an import-map override), and rebuilds only the module whose files changed.
 */
import { resolve } from 'node:path';
import { buildAll } from './build/build.ts';
import { watchAndRebuild } from './dev/watch.ts';

const root = resolve(import.meta.dirname, '..');
const importMapFile = resolve(root, 'importmap', 'importmap.json');
await buildAll({ root, importMapFile, production: false });
process.env.ARENA_CORS = '1';
watchAndRebuild({
  root,
  rebuild: async (only) => {
    await buildAll({ root, importMapFile, only, production: false });
  },
  onBuilt: (specifiers, ms) => console.log(`rebuilt ${specifiers.join(', ')} in ${ms} ms; the import map now points at the new version`),
  onError: (error) => console.error('build failed; the previous version keeps serving:', error instanceof Error ? error.message : error),
});
await import('../server/src/server.ts');
