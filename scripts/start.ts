/**
 * `npm start`: build if needed, then run the host + reference backend in one process and print the URL.
 * `npm run host` (this file with the argument `host`): the same for the host alone, which reaches the
 * backend at ARENA_API_URL (`npm run api` starts that; it needs no build). server.ts reads the argument.
 */
import { resolve } from 'node:path';
import { buildAll } from './build/build.ts';
import { startPlan } from './build/start-plan.ts';

const root = resolve(import.meta.dirname, '..');
process.env.NODE_ENV ??= 'production';
const importMapFile = resolve(root, process.env.ARENA_IMPORTMAP ?? 'importmap/importmap.json');
const plan = startPlan(root, importMapFile, resolve(root, process.env.ARENA_DIST ?? 'dist'));
if (plan.build && plan.writeMap) {
  console.log(`Building first (${plan.reason})…`);
  await buildAll({ root, importMapFile });
} else if (plan.build) {
  // The deploy store's head is the live map: build what is out of date, leave the map to the operators.
  console.log(`Building modules first (${plan.reason}); the import map stays the deploy store's version ${plan.storeVersion}…`);
  try {
    await buildAll({ root, importMapFile: false });
  } catch (error) {
    console.error(`The build failed (${(error as Error).message}); starting with the deploy store's map.`);
  }
}
await import('../server/src/server.ts');
