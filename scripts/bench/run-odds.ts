/**
 * `npm run bench:odds [-- --runs N]`: only issue 26's live-odds figures (first paint of the live odds and
 * first interaction on /ru/, cold and warm, Arena beside the route-split SPA), measured as `npm run bench`
 * measures them (server-render/server-render-figures.ts oddsRounds) on a bench host of this checkout's
 * build. Prints every sample, the medians and the ratios, with the load average. Build first when the
 * sources changed. One unmeasured round goes first (a fresh host's first render can miss its budget).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ARENA_HOST, launchChromium } from './browser/launch.ts';
import { SPA_HOST } from './server/monolith-page.ts';
import { startBenchServer } from './server/start-bench-server.ts';
import { oddsRounds } from './server-render/server-render-figures.ts';
import { buildSpa } from './spa/build-spa.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const spaBuild = await buildSpa(root);
const server = await startBenchServer(root, { scriptUrl: '/dist/monolith-not-measured/index.js', stylesheetUrl: undefined, specifiers: [], bytes: 0 }, {}, spaBuild);
const browser = await launchChromium();
try {
  console.log(`load average before: ${load()}`);
  const targets = {
    arena: { name: 'arena' as const, origin: `http://${ARENA_HOST}:${server.port}`, host: ARENA_HOST },
    spa: { name: 'spa' as const, origin: `http://${SPA_HOST}:${server.port}`, host: SPA_HOST },
  };
  // One unmeasured round first, as \`npm run bench\` measures after its warm-up: a fresh host's first renders
  // (cold JIT and caches) can miss the render budget and send the page unpainted.
  await oddsRounds(browser, targets, 1, () => {});
  const odds = await oddsRounds(browser, targets, Number(values.runs), console.log);
  for (const mode of ['cold', 'warm'] as const) {
    for (const key of ['fcpMs', 'oddsPaintMs', 'firstInteractionMs', 'clickMs', 'hydratedMs', 'clickHeld', 'serverPainted'] as const) {
      const a = odds.arena[mode][key]!;
      const s = odds.spa[mode][key]!;
      const samples = (x: typeof a) => x.samples.map((n) => n.toFixed(0)).join(' ');
      console.log(`${mode} ${key}: Arena ${a.median.toFixed(0)} [${samples(a)}], SPA ${s.median.toFixed(0)} [${samples(s)}], ${(a.median / s.median).toFixed(2)}×`);
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await server.stop();
}
