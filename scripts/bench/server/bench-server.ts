/**
 * The process the bench measures: Arena's server exactly as server/src/build-app.ts composes it
 * (host + reference backend), plus the rivals' pages (monolith, SPA) for their host names. Prints the same
 * "Arena is running at" line as server.ts so the starter can read the port.
 */
import arenaApp from '../../../server/src/app.ts';
import { readEnv } from '../../../server/src/platform/env.ts';
import { createHostFastify } from '../../../server/src/tls-host.ts';
import { monolithPagePlugin, SPA_HOST, type MonolithPageOptions } from './monolith-page.ts';
import { pageVariantsPlugin } from './page-variants.ts';

const env = readEnv();
const scriptUrl = process.env.BENCH_MONOLITH_SCRIPT;
if (!scriptUrl) throw new Error('BENCH_MONOLITH_SCRIPT is required');
// With ARENA_TLS_* (http2-cold-load.ts): HTTP/2 over TLS, created as server/src/build-app.ts does.
const app = createHostFastify({ logger: { level: env.logLevel }, trustProxy: true }, env.tls);
await app.register(monolithPagePlugin, { scriptUrl, stylesheetUrl: process.env.BENCH_MONOLITH_STYLESHEET || undefined });
// The route-split SPA rival's page (spa.localhost): its options as JSON from start-bench-server.ts.
if (process.env.BENCH_SPA_PAGE) await app.register(monolithPagePlugin, { ...(JSON.parse(process.env.BENCH_SPA_PAGE) as MonolithPageOptions), host: SPA_HOST });
await app.register(arenaApp, { env });
// The host's memory for the render-memory figure (server-render/ssr-throughput.ts): after a full GC
// (the bench starts this process with --expose-gc), so the figure is live objects, not garbage.
app.get('/__bench/memory', async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage();
});
if (process.env.BENCH_LEVERS === '1') await app.register(pageVariantsPlugin, { root: env.root, distRoot: env.distRoot, homeApp: '@arena/betting' });
await app.ready();
const address = await app.listen({ port: env.port, host: env.host });
console.log(`Arena is running at ${address}/ru/`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
