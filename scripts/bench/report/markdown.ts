/** RESULTS.md: every figure of one run as tables a reviewer can read without the JSON. */
import type { BenchResults, LoadFigures, SwitchFigures, VariantResults } from '../bench.ts';
import type { Summary } from '../stats.ts';
import { liveFanoutSection } from './live-fanout-section.ts';
import { serverRenderSection } from './server-render-section.ts';
import { casinoExactSection } from '../casino-exact/casino-exact-figures.ts';
import { casinoFramesSection } from './casino-frames-section.ts';

const fmt = (n: number, unit: string) => {
  if (unit === 'ms') return n.toFixed(1);
  if (unit === 'KB') return (n / 1000).toFixed(1);
  if (unit === 'MB') return (n / 1e6).toFixed(2);
  if (unit === '×') return n.toFixed(3);
  return String(Math.round(n));
};
const cell = (s: Summary, unit: string) => `${fmt(s.median, unit)} (${fmt(s.min, unit)}–${fmt(s.max, unit)})`;
/** Nothing over nothing (e.g. bytes of a fully cached load) has no ratio. */
const ratioCell = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(2)}×`);

const LOAD_ROWS: ReadonlyArray<[keyof LoadFigures, string, string]> = [
  ['firstAppMountedMs', 'navigation start → first app mounted', 'ms'],
  ['lcpMs', 'LCP', 'ms'],
  ['requests', 'requests', 'count'],
  ['jsRequests', 'JS requests', 'count'],
  ['jsTransferredBytes', 'JS transferred (compressed, with headers)', 'KB'],
  ['jsBodyBytes', 'JS bodies transferred (compressed)', 'KB'],
  ['jsDecodedBytes', 'JS uncompressed', 'KB'],
  ['transferredBytes', 'all bytes transferred', 'KB'],
  ['prefetchBytes', 'idle prefetch of linked apps after the page settled (not in the rows above)', 'KB'],
];

const THREE_WAY_HEADER = '| figure | Arena median (min–max) | SPA median (min–max) | monolith median (min–max) | Arena / SPA | Arena / monolith |\n|---|---|---|---|---|---|';

/** Every ratio against both rivals: the route-split SPA (the targets' rival) and the one-file monolith. */
function loadTable(title: string, a: LoadFigures | undefined, s: LoadFigures | undefined, m: LoadFigures | undefined): string {
  if (!a || !s || !m) return `### ${title}\n\nnot measured\n`;
  const rows = LOAD_ROWS.map(
    ([key, label, unit]) => `| ${label} (${unit}) | ${cell(a[key], unit)} | ${cell(s[key], unit)} | ${cell(m[key], unit)} | ${ratioCell(a[key].median, s[key].median)} | ${ratioCell(a[key].median, m[key].median)} |`,
  );
  return `### ${title}\n\n${THREE_WAY_HEADER}\n${rows.join('\n')}\n`;
}

/** Arena and the SPA over HTTP/2 (TLS, self-signed, a second host process): present when the run had one. */
function http2Table(r: BenchResults): string {
  const h = r.http2ColdLoad;
  if (!h) return '### Cold first load of /ru/ over HTTP/2\n\nnot measured in this run (smoke mode or `--no-http2`)\n';
  const rows = LOAD_ROWS.map(([key, label, unit]) => `| ${label} (${unit}) | ${cell(h.arena[key], unit)} | ${cell(h.spa[key], unit)} | ${ratioCell(h.arena[key].median, h.spa[key].median)} |`);
  return `### Cold first load of /ru/ over HTTP/2 (TLS, self-signed certificate, HTTP cache disabled)\n\n| figure | Arena median (min–max) | SPA median (min–max) | Arena / SPA |\n|---|---|---|---|\n${rows.join('\n')}\n`;
}

function longTaskSection(r: BenchResults): string {
  const lt = r.longTasks;
  const tasks = lt ? `${lt.count} tasks over 50 ms, longest ${lt.longestMs.toFixed(1)} ms` : 'not measured';
  return `### Long tasks with live updates (Arena /ru/, ${lt?.seconds ?? 0} s after the first app mounted)\n\n${tasks}\n`;
}

function switchTable(r: BenchResults): string {
  const value = (v: VariantResults, pick: (f: SwitchFigures) => Summary, unit: string) => (v.appSwitch ? cell(pick(v.appSwitch), unit) : `not measured: ${v.switchError ?? 'no runs'}`);
  const ratio = (rival: VariantResults, pick: (f: SwitchFigures) => Summary) => (r.arena.appSwitch && rival.appSwitch ? ratioCell(pick(r.arena.appSwitch).median, pick(rival.appSwitch).median) : '—');
  const row = (label: string, pick: (f: SwitchFigures) => Summary, unit: string) =>
    `| ${label} | ${value(r.arena, pick, unit)} | ${value(r.spa, pick, unit)} | ${value(r.monolith, pick, unit)} | ${ratio(r.spa, pick)} | ${ratio(r.monolith, pick)} |`;
  const pair = (v: VariantResults) => v.appSwitch?.pair.join(' ↔ ') ?? '—';
  return `### App switch and memory\n\nApps switched: Arena ${pair(r.arena)}; SPA ${pair(r.spa)}; monolith ${pair(r.monolith)}.\n\n${THREE_WAY_HEADER}
${row('click → app mounted (ms, median of each run\'s switches)', (v) => v.appSwitchMs, 'ms')}
${row(`JS heap after ${r.heapSwitches[0]} switches (MB)`, (v) => v.heapAfterFirstBytes, 'MB')}
${row(`JS heap after ${r.heapSwitches[1]} switches (MB)`, (v) => v.heapAfterLastBytes, 'MB')}
${row('heap ratio', (v) => v.heapRatio, '×')}
`;
}

function encodingRows(r: BenchResults): string {
  const row = (label: string, e: { raw: number; gzip: number; brotli: number }) => `| ${label} | ${fmt(e.raw, 'KB')} | ${fmt(e.gzip, 'KB')} | ${fmt(e.brotli, 'KB')} |`;
  const h = r.encodings.homeGraph;
  return [row(`/ru/ static module graph (${h.files} files index.html preloads)`, h), ...Object.entries(r.encodings.loaders).map(([label, e]) => row(label, e))].join('\n');
}

function leverTable(r: BenchResults): string {
  if (r.levers.length === 0) return '';
  const a = r.arena.coldLoad;
  const m = r.monolith.coldLoad;
  const row = (name: string, l: LoadFigures) =>
    `| ${name} | ${cell(l.firstAppMountedMs, 'ms')} | ${ratioCell(l.firstAppMountedMs.median, a.firstAppMountedMs.median)} | ${ratioCell(l.firstAppMountedMs.median, m.firstAppMountedMs.median)} | ${cell(l.lcpMs, 'ms')} | ${fmt(l.requests.median, 'count')} |`;
  return `### Page-level levers (\`--levers\`: cold load of /ru/, each variant interleaved with Arena in every run)

| variant | first app mounted, ms (min–max) | vs Arena | vs monolith | LCP, ms | requests |
|---|---|---|---|---|---|
${row('**Arena (production host)**', a)}
${r.levers.map((l) => row(`\`${l.host.replace('.localhost', '')}\`: ${l.description}`, l.coldLoad)).join('\n')}
`;
}

/** The signed-in /ru/ rows (player-render.ts) beside the visitor's, when measured. */
function playerRenderRows(r: BenchResults, host: (label: string, s: BenchResults['host']['index']) => string): string {
  if (!r.playerRender) return '';
  const { crowd, ownRenders } = r.playerRender;
  const drawn = (s: typeof crowd) => `${Math.round(s.playerDrawnShare * 100)} % drawn for the player`;
  return [
    host(`host: /ru/ signed-in render (${crowd.connections} connections; ${drawn(crowd)}, the rest the shared visitor page)`, crowd),
    host(`host: /ru/ signed-in render (${ownRenders.connections} connections = PLAYER_RENDERS_MAX; ${drawn(ownRenders)})`, ownRenders),
  ].join('\n');
}

/** The counts this run used and how busy the machine was: figures from a loaded machine read differently. */
function runConditions(r: BenchResults): string {
  const c = r.counts;
  const load = (l: readonly number[] | undefined) => (l ? l.map((n) => n.toFixed(2)).join(', ') : 'not recorded');
  const counts = c
    ? `**Counts of this run:** ${c.runs} load runs per variant, ${c.lighthouseRuns} Lighthouse runs per page and variant, ${c.oddsRuns} odds runs (cold and warm) per variant, ${c.renders} renders between the memory readings, ${c.heapSwitches[1]} app switches, live fan-out ${c.liveLevels.length ? c.liveLevels.join('/') + ' clients' : 'skipped'}, HTTP/2 run ${c.http2 ? 'on' : 'skipped'}.`
    : '';
  return `${counts}\n**Load average (1, 5, 15 min)** at the start: ${load(r.loadAverage?.start)}; at the end: ${load(r.loadAverage?.end)} (${r.machine.cores} cores; other developers share the machine).`;
}

export function renderMarkdown(r: BenchResults, levers: string): string {
  const m = r.machine;
  const host = (label: string, s: BenchResults['host']['index']) => `| ${label} | ${Math.round(s.requestsPerSecond)} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} |`;
  return `# Arena benchmark results

Generated by \`npm run bench\` (scripts/bench/) on ${r.date}${r.smoke ? ' — **smoke mode, not a measurement**' : ''}.
Every figure below comes from this one run; medians of N = ${r.runs} runs${r.warmup ? ' after a warm-up round' : ''}, with min–max.
Arena, the route-split SPA and the monolith were measured interleaved, against the same host process.
Targets compare Arena with the SPA; every figure is given against both rivals.

**Machine:** ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; Chromium ${m.chromium}.
Server environment overrides: ${Object.keys(r.serverEnv).length ? JSON.stringify(r.serverEnv) : 'none (LOG_LEVEL=warn, NODE_ENV=production)'}.

${runConditions(r)}

## Targets

| issue | target | limit | measured (median) | met |
|---|---|---|---|---|
${r.targets.map((t) => `| ${t.issue} | ${t.name} | ${t.limit} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`).join('\n')}

${r.serverRender ? serverRenderSection(r.serverRender) : ''}
## Figures

${loadTable('Cold first load of /ru/ (fresh context, HTTP cache disabled)', r.arena.coldLoad, r.spa.coldLoad, r.monolith.coldLoad)}
${loadTable('Warm load of /ru/ (same context, second navigation, HTTP cache on)', r.arena.warmLoad, r.spa.warmLoad, r.monolith.warmLoad)}
${Object.keys(r.arena.pages)
  .map((path) => loadTable(`Cold first load of ${path} (fresh context, HTTP cache disabled)`, r.arena.pages[path], r.spa.pages[path], r.monolith.pages[path]))
  .join('\n')}
${http2Table(r)}
${switchTable(r)}
${longTaskSection(r)}
### Host throughput (autocannon, loopback, ${r.host.loadSeconds} s per URL, ${r.host.connections} connections, \`accept-encoding: br\`)

| URL | req/s | p50 (ms) | p99 (ms) | errors | non-2xx |
|---|---|---|---|---|---|
${host('/ru/ (index.html)', r.host.index)}
${host('/importmap.json', r.host.importMap)}
${playerRenderRows(r, host)}

${leverTable(r)}
${liveFanoutSection(r.liveFanout, r.liveFanoutBefore, r.hosts, r.liveFanoutHost)}
${casinoExactSection(r.casinoExact)}
${casinoFramesSection(r.casinoFrames)}
### Bytes by encoding (from the files, no browser)

| what | raw (KB) | gzip -9 (KB) | brotli 11 (KB) |
|---|---|---|---|
${encodingRows(r)}

Monolith bundle: \`${r.monolithBundle.url}\`, ${(r.monolithBundle.bytes / 1000).toFixed(1)} KB uncompressed
(root config, ${r.monolithBundle.specifiers.filter((s) => s.startsWith('@arena/')).join(', ')} and their libraries in one ESM file).
SPA entry: \`${r.spaBuild.url}\`, ${r.spaBuild.jsFiles} JS files (entry and chunks), ${(r.spaBuild.bytes / 1000).toFixed(1)} KB uncompressed in all, ${r.spaBuild.preloads} chunks modulepreloaded by its page.

## Method

- Chromium (headless, the e2e suite's discovery and flags) reaches every page on the same host process:
  Arena at \`arena.localhost\`, the SPA at \`spa.localhost\`, the monolith at \`monolith.localhost\` (all pinned to 127.0.0.1, all secure contexts).
- First app mounted: the \`arena:first-app-mounted\` performance mark root-config sets on single-spa's first app change;
  LCP: the last buffered \`largest-contentful-paint\` entry. Requests and bytes: CDP Network events until the network
  has been quiet for 500 ms after the mark (\`encodedDataLength\` = on the wire, \`dataReceived\` = decoded).
- Cold: a fresh browser context per run, \`Network.setCacheDisabled\`. Warm: same context, the page once, about:blank, the page again.
- App switch: a fresh page, one unmeasured Office/Line round trip, then clicks on the header's Office and Line links,
  each timed in the page from \`click()\` to the \`single-spa:app-change\` that reports the target app mounted.
  Heap: \`HeapProfiler.collectGarbage\` twice, then \`Runtime.getHeapUsage\`, after ${r.heapSwitches[0]} and ${r.heapSwitches[1]} switches (same page, both on betting).
- The monolith: scripts/bench/monolith/ bundles root-config unchanged with a System.import shim over statically
  imported shell and apps, written and precompressed like any build under dist/bench-monolith/.
- The SPA: scripts/bench/spa/ bundles the same root config and route table as native ES modules with route-level
  code splitting (esbuild \`splitting\`): its System.import shim answers the shell and each area app with a dynamic
  \`import()\`, so each is a chunk loaded when its route first mounts; written like any build under dist/bench-spa/.
- Lighthouse 12 (npm package, default config = mobile preset, simulated throttling; performance and accessibility)
  against Arena's and the SPA's four pages in the e2e Chromium, runs alternating Arena and SPA page by page.
- Live odds (server-render/, browser/odds-interaction.ts): a script installed before the document looks at every
  animation frame for a laid-out price button; its first paint is that frame or the first contentful paint, whichever
  is later. Playwright clicks the first visible price as soon as it is clickable (a trusted click: Arena holds a click on
  markup not yet hydrated and replays it); first interaction is when the coupon counts one selection. Cold: fresh
  context, HTTP cache disabled; warm: same context, second navigation. Cookie consent given beforehand in both.
- SSR throughput: autocannon on /ru/ (micro-cached) and on /ru/?bench-render=<unique id> (rendered every time),
  the latter after 1 000 unmeasured uncached renders (8 connections) so the render code is JIT-compiled, as for the memory figure.
  Memory: \`/__bench/memory\` of the bench host (process.memoryUsage() after two forced GCs; the bench host runs with
  --expose-gc) before and after the renders.
- HTML bytes: one request per page and variant without accept-encoding (raw) and one with \`br\`, body bytes as received.
- Long tasks: a \`PerformanceObserver('longtask')\` in Arena's /ru/, started once the first app mounted, for the
  seconds given while the live feed updates.

${levers}
`;
}
