/**
 * `npm start`: build if needed, then run the host + reference backend in one process and print the URL.
 * `npm run host` (this file with the argument `host`): the same for the host alone, which reaches the
 * backend at ARENA_API_URL (`npm run api` starts that; it needs no build). server.ts reads the argument.
 */
import { resolve } from 'node:path';
import { buildAll } from './build/build.ts';
import { buildNeeded } from './build/staleness.ts';

const root = resolve(import.meta.dirname, '..');
process.env.NODE_ENV ??= 'production';
const importMapFile = resolve(root, process.env.ARENA_IMPORTMAP ?? 'importmap/importmap.json');
const reason = buildNeeded(root, importMapFile, resolve(root, process.env.ARENA_DIST ?? 'dist'));
if (reason) {
  console.log(`Building first (${reason})…`);
  await buildAll({ root, importMapFile });
}
await import('../server/src/server.ts');
