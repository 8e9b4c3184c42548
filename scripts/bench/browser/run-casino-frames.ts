/**
 * `npm run bench:frames [-- --out FILE]`: only the casino frame-time figure (casino-frames.ts), on a production
 * build served by one Arena server with the test controls (for a short live window; nothing else of them is used).
 * Writes bench/casino-frames.json and re-renders bench/RESULTS.md (or only FILE with --out). Build first
 * (`npm run build`) when the sources changed.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startArenaServer } from '../../../e2e/support/arena-server.ts';
import type { BenchResults } from '../bench.ts';
import { writeReport } from '../report/write.ts';
import { evaluateTargets } from '../targets.ts';
import { measureCasinoFrames, type CasinoFramesFigures } from './casino-frames.ts';
import { launchChromium } from './launch.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
let code = 'unknown';
try {
  code = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  // Not a git checkout: the figures say "unknown".
}

const before = load();
const server = await startArenaServer();
const browser = await launchChromium();
let figures: CasinoFramesFigures;
try {
  const scenes = await measureCasinoFrames(browser, server.url, console.log);
  figures = { date: new Date().toISOString(), code, loadAverage: { before, after: load() }, scenes };
} finally {
  await browser.close();
  await server.stop();
}
console.log(`bench: load average (1, 5, 15 min) ${figures.loadAverage.before.join(' ')} → ${figures.loadAverage.after.join(' ')}`);
if (values.out) writeFileSync(resolve(values.out), `${JSON.stringify(figures, null, 2)}\n`);
else {
  const benchDir = join(root, 'bench');
  writeFileSync(join(benchDir, 'casino-frames.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const resultsFile = join(benchDir, 'results.json');
  if (existsSync(resultsFile)) {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
    results.casinoFrames = figures;
    // The targets are evaluated again from the same figures plus these (the frame-time target reads them), in place.
    results.targets = evaluateTargets(results);
    writeReport(benchDir, results);
  }
  console.log('bench: wrote bench/casino-frames.json and the casino frames section of bench/RESULTS.md');
}
