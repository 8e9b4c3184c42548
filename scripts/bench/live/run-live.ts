/**
 * `npm run bench:live [-- --through host|api --root DIR --levels 200,1000,5000 --window-seconds 40 --out FILE]`:
 * only the live fan-out section. `--through host` (the default) connects the clients to one host apart
 * from the backend, as players reach it (the host's relay fans the backend's feed out); `--through api`
 * to the backend's own feed. Without --out it writes the figures (host: bench/live-fanout-host.json;
 * api: bench/results.json) and re-renders bench/RESULTS.md; `--root` measures another checkout (the
 * "before" figures came from commit 32e8cc4 that way, written to bench/live-fanout-before.json with --out).
 * Never part of `npm test`: it holds thousands of sockets for minutes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchResults } from '../bench.ts';
import { writeReport } from '../report/write.ts';
import { measureLiveFanout, readLiveFanoutBefore, type LiveFanoutThrough } from './live-fanout.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({ options: { through: { type: 'string' }, root: { type: 'string' }, levels: { type: 'string' }, 'window-seconds': { type: 'string' }, out: { type: 'string' } } });
const target = resolve(values.root ?? root);
const levels = (values.levels ?? '200,1000,5000').split(',').map(Number);
const windowMs = Number(values['window-seconds'] ?? 40) * 1000;
const through = (values.through ?? 'host') as LiveFanoutThrough;
if (through !== 'host' && through !== 'api') throw new Error('--through takes host or api');
if (levels.some((n) => !Number.isInteger(n) || n < 1) || !(windowMs >= 8000)) throw new Error('--levels takes positive integers, --window-seconds at least 8');
let code = 'unknown';
try {
  code = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: target, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  code = existsSync(join(target, 'COMMIT')) ? readFileSync(join(target, 'COMMIT'), 'utf8').trim() : 'unknown';
}
const figures = await measureLiveFanout(target, code, levels, windowMs, console.log, through);
for (const l of figures.levels) {
  console.log(`${l.clients} clients: ${l.connected} connected, gap p50 ${l.gapP50Ms?.toFixed(0)} ms p99 ${l.gapP99Ms?.toFixed(0)} ms, ${l.starved} starved, ${(l.bytesPerClientPerTick / 1000).toFixed(2)} KB/client/tick (${l.encoding}), ${(l.rssPerClientBytes / 1024).toFixed(1)} KiB RSS/client, load average ${l.loadAverage?.join(' → ')}, not connected ${JSON.stringify(l.notConnected ?? {})}`);
}
const benchDir = join(root, 'bench');
if (values.out) writeFileSync(resolve(values.out), `${JSON.stringify(figures, null, 2)}\n`);
else {
  const resultsFile = join(benchDir, 'results.json');
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
  if (through === 'host') writeFileSync(join(benchDir, 'live-fanout-host.json'), `${JSON.stringify(figures, null, 2)}\n`);
  writeReport(benchDir, { ...results, ...(through === 'host' ? { liveFanoutHost: figures } : { liveFanout: figures }), liveFanoutBefore: readLiveFanoutBefore(root) });
  console.log('bench: wrote the live fan-out section into bench/results.json and RESULTS.md');
}
