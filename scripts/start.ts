/** `npm start`: build if needed, then run the host + reference backend and print the URL. */
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
