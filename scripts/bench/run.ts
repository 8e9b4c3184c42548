/**
 * `npm run bench [-- --runs N | --smoke | --no-build [--reuse-monolith] | --out DIR | --log-level info | --lighthouse-runs N
 *   | --odds-runs N | --renders N | --switches N | --no-live | --no-http2]`:
 * measures Arena against the route-split SPA of the same apps and the one-file monolith, and writes bench/results.json and bench/RESULTS.md.
 */
import { join, resolve } from 'node:path';
import { runBench } from './bench.ts';
import { parseOptions } from './options.ts';
import { writeReport } from './report/write.ts';

const root = resolve(import.meta.dirname, '..', '..');
const options = parseOptions(process.argv.slice(2), process.env, join(root, 'bench'));
const results = await runBench(root, options);
for (const t of results.targets) console.log(`${t.met ? 'met    ' : 'NOT MET'} ${t.name}: ${t.measured} (${t.limit})`);
if (options.outDir) {
  writeReport(options.outDir, results);
  console.log(`bench: wrote ${join(options.outDir, 'results.json')} and RESULTS.md`);
}
