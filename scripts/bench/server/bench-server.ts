/**
 * The process the bench measures: Arena's server exactly as server/src/build-app.ts composes it
 * (host + reference backend), plus the monolith's page for the monolith host name. Prints the same
 * "Arena is running at" line as server.ts so the starter can read the port.
 */
import Fastify from 'fastify';
import arenaApp from '../../../server/src/app.ts';
import { readEnv } from '../../../server/src/env.ts';
import { monolithPagePlugin } from './monolith-page.ts';
import { pageVariantsPlugin } from './page-variants.ts';

const env = readEnv();
const scriptUrl = process.env.BENCH_MONOLITH_SCRIPT;
if (!scriptUrl) throw new Error('BENCH_MONOLITH_SCRIPT is required');
const app = Fastify({ logger: { level: env.logLevel }, trustProxy: true });
await app.register(monolithPagePlugin, { scriptUrl, stylesheetUrl: process.env.BENCH_MONOLITH_STYLESHEET || undefined });
await app.register(arenaApp, { env });
if (process.env.BENCH_LEVERS === '1') await app.register(pageVariantsPlugin, { root: env.root, distRoot: env.distRoot, homeApp: '@arena/betting' });
await app.ready();
const address = await app.listen({ port: env.port, host: env.host });
console.log(`Arena is running at ${address}/ru/`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
