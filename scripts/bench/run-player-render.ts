/**
 * `npm run bench:player [-- --seconds N --connections N]`: only the signed-in render figure (player-render.ts)
 * and, in the same run, the visitor's /ru/ beside it — against the bench's own server process over the
 * current build (dist/, `npm run build` first). Prints the figures and the load average; writes nothing
 * (the full `npm run bench` puts the same figure in bench/RESULTS.md).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureThroughput, type ThroughputSample } from './host-throughput.ts';
import { measurePlayerRender } from './player-render.ts';
import { startBenchServer } from './server/start-bench-server.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (!Number.isInteger(seconds) || seconds < 1 || !Number.isInteger(connections) || connections < 1) throw new Error('--seconds and --connections must be positive integers');

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const row = (label: string, s: ThroughputSample) => `| ${label} | ${Math.round(s.requestsPerSecond)} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} |`;

// The bench's server process; its monolith rival page (another host name) is not asked for here.
const server = await startBenchServer(root, { scriptUrl: '/dist/monolith-not-measured/index.js', stylesheetUrl: undefined, specifiers: [], bytes: 0 }, {});
try {
  console.log(`load average before: ${load()}`);
  await measureThroughput(server.origin, '/ru/', 1, connections);
  const visitor = await measureThroughput(server.origin, '/ru/', seconds, connections);
  // What the visitor figure left in flight is answered before the next figure starts.
  await fetch(`${server.origin}/ru/`).then((answer) => answer.text());
  const player = await measurePlayerRender(server.origin, seconds, connections);
  console.log(`\n| URL (${seconds} s each) | req/s | p50 (ms) | p99 (ms) | errors | non-2xx |\n|---|---|---|---|---|---|`);
  console.log(row(`host: /ru/ visitor (${connections} connections)`, visitor));
  for (const s of [player.crowd, player.ownRenders]) {
    console.log(row(`host: /ru/ signed-in render (${s.connections} connections; ${Math.round(s.playerDrawnShare * 100)} % drawn for the player)`, s));
  }
  console.log(`\nload average after: ${load()}`);
} finally {
  await server.stop();
}
