/**
 * `npm run bench:memory [-- --renders N --connections C]`: only the host-memory figure of issue 26 (memory flat
 * over 10 000 uncached renders of /ru/), on a bench host started with --expose-gc, as `npm run bench` measures it
 * (server-render/ssr-throughput.ts measureRenderMemory). Prints the figures; build first when the sources changed.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchServer } from './server/start-bench-server.ts';
import { describeFailures, measureRenderMemory } from './server-render/ssr-throughput.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { renders: { type: 'string', default: '10000' }, connections: { type: 'string', default: '8' } } });
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const server = await startBenchServer(root, { scriptUrl: '/dist/monolith-not-measured/index.js', stylesheetUrl: undefined, specifiers: [], bytes: 0 }, {});
try {
  console.log(`load average before: ${load()}`);
  const memory = await measureRenderMemory(server.origin, '/ru/', Number(values.renders), Number(values.connections));
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`renders ${memory.renders} on ${memory.connections} connections (failed ${memory.failed}${memory.failed ? `: ${describeFailures(memory.failures!)}` : ''}) in ${memory.seconds.toFixed(0)} s`);
  for (const [name, at] of [['before', memory.before], ['middle', memory.middle], ['after', memory.after]] as const) {
    console.log(`${name}: heap ${mb(at.heapUsedBytes)}, rss ${mb(at.rssBytes)}`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
