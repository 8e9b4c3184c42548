/** `npm run build`: builds every module into dist/ and writes importmap/importmap.json. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './build/build.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    label: { type: 'string' },
    'no-importmap': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const report = await buildAll({
  root,
  only: values.only,
  label: values.label,
  production: !values.dev,
  importMapFile: values['no-importmap'] ? false : undefined,
});
const seen = new Set<string>();
for (const m of report.modules) {
  if (seen.has(m.urlBase)) continue;
  seen.add(m.urlBase);
  console.log(`${m.fresh ? 'built  ' : 'same   '} ${m.kind === 'vendor' ? 'vendor' : m.specifier} → ${m.urlBase}`);
}
console.log(`done in ${Math.round(performance.now() - started)} ms${values['no-importmap'] ? '' : '; wrote importmap/importmap.json'}`);
