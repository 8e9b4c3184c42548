/**
 * `npm run serve-app -- <app> [--port 9001]`: serve a local build of one app for an import-map
 * override on any Arena site (local, staging or production), rebuilding when its files change.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from './dev/app-server.ts';
import { watchAndRebuild } from './dev/watch.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '9001' } } });
const name = positionals[0];
if (!name) {
  console.error('usage: npm run serve-app -- <app, e.g. office or @arena/office> [--port 9001]');
  process.exit(2);
}
const specifier = name.startsWith('@arena/') ? name : `@arena/${name}`;
const root = resolve(import.meta.dirname, '..');
const server = await startAppServer({ root, specifier, port: Number(values.port), distRoot: resolve(root, 'dist', '.dev-overrides'), production: false });
console.log(`Serving a local build of ${specifier} with CORS at ${server.overrideUrl}
To use it on a page, open the page's console and run:
  localStorage.setItem('import-map-override:${specifier}', '${server.overrideUrl}'); location.reload();
or open the page with ?devtools and use the import-map-overrides panel. Remove the override to go back.`);
watchAndRebuild({
  root,
  rebuild: async (only) => {
    if (only.includes(specifier)) console.log(`rebuilt ${specifier} → version ${await server.rebuild()}; reload the page`);
  },
  onError: (error) => console.error('build failed; the previous build keeps serving:', error instanceof Error ? error.message : error),
});
