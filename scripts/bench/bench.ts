/**
 * The whole benchmark as a function (run.ts is the CLI, the e2e smoke test calls it too): build,
 * start the host, then measure Arena, the route-split SPA and the monolith side by side. Runs of the
 * variants are interleaved (A, S, M, A, S, M, ...) so drift on a shared machine hits them all alike.
 */
import type { Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { buildAll } from '../build/build.ts';
import { measureSwitches, type SwitchRun } from './browser/app-switch.ts';
import { ARENA_HOST, launchChromium } from './browser/launch.ts';
import { measureLongTasks, type LongTaskSample } from './browser/long-tasks.ts';
import { measureColdLoad, measureWarmLoad, type LoadSample } from './browser/page-load.ts';
import { encodingFigures, type EncodingFigures } from './encodings.ts';
import { measureColdLoadsOverHttp2 } from './http2-cold-load.ts';
import { measureThroughput, type ThroughputSample } from './host-throughput.ts';
import { measurePlayerRender, type PlayerRenderFigures } from './player-render.ts';
import { machineInfo, type MachineInfo } from './machine.ts';
import { measureLiveFanout, readLiveFanoutBefore, readLiveFanoutHost, type LiveFanoutFigures } from './live/live-fanout.ts';
import { readHostsFigures, type HostsFigures } from './hosts/hosts-figures.ts';
import { readCasinoExactFigures, type CasinoExactFigures } from './casino-exact/casino-exact-figures.ts';
// Casino frame times (issue 30), measured apart by `npm run bench:frames`.
import { readCasinoFrames, type CasinoFramesFigures } from './browser/casino-frames.ts';
import { buildMonolith, latestMonolith, type MonolithBuild } from './monolith/build-monolith.ts';
import type { BenchOptions } from './options.ts';
import { MONOLITH_HOST, SPA_HOST } from './server/monolith-page.ts';
import { PAGE_VARIANTS } from './server/page-variants.ts';
import { startBenchServer } from './server/start-bench-server.ts';
import { buildSpa, type SpaBuild } from './spa/build-spa.ts';
// --- issue 26: the server-rendered composition's figures (server-render/) ---
import { measureServerRender, type ServerRenderFigures } from './server-render/server-render-figures.ts';
import { summarize, summarizeFields, type Summary } from './stats.ts';
import { evaluateTargets, type TargetResult } from './targets.ts';

export const LOAD_KEYS = ['firstAppMountedMs', 'lcpMs', 'requests', 'jsRequests', 'jsTransferredBytes', 'jsBodyBytes', 'jsDecodedBytes', 'transferredBytes', 'prefetchBytes'] as const satisfies ReadonlyArray<keyof LoadSample>;
export type LoadFigures = Record<(typeof LOAD_KEYS)[number], Summary>;
/** Pages measured cold beside the home page (issue 19: keep the area issues' pages in the bench). */
export const EXTRA_PAGES = ['/ru/casino-lobby', '/ru/results'] as const;

export interface VariantResults {
  url: string;
  coldLoad: LoadFigures;
  warmLoad: LoadFigures;
  /** Absent when the switch could not be measured (see switchError). */
  appSwitch: SwitchFigures | undefined;
  switchError: string | undefined;
  /** Cold first loads of EXTRA_PAGES, by path. */
  pages: Record<string, LoadFigures>;
}

export interface SwitchFigures {
  /** The apps switched between (betting ↔ office unless office was not reachable; see app-switch.ts). */
  pair: string[];
  appSwitchMs: Summary;
  heapAfterFirstBytes: Summary;
  heapAfterLastBytes: Summary;
  heapRatio: Summary;
}

export interface BenchResults {
  date: string;
  machine: MachineInfo;
  runs: number;
  warmup: boolean;
  smoke: boolean;
  heapSwitches: readonly [number, number];
  serverEnv: Record<string, string>;
  /** The counts this run used (options that a busy machine can lower). */
  counts: Pick<BenchOptions, 'runs' | 'lighthouseRuns' | 'oddsRuns' | 'renders' | 'heapSwitches' | 'liveLevels' | 'http2'>;
  /** os.loadavg() when the run started and when it ended. */
  loadAverage: { start: number[]; end: number[] };
  monolithBundle: { url: string; bytes: number; specifiers: string[] };
  arena: VariantResults;
  monolith: VariantResults;
  spaBuild: { url: string; bytes: number; jsFiles: number; preloads: number };
  /** The route-split SPA of the same apps (spa/build-spa.ts): the rival the targets compare against. */
  spa: VariantResults;
  /** Arena median / monolith median. */
  ratios: Ratios;
  /** Arena median / SPA median. */
  ratiosVsSpa: Ratios;
  /** Cold first load over HTTP/2, Arena / SPA; null until the bench has an HTTP/2 run. */
  coldHttp2VsSpa: number | null;
  /** Cold loads of /ru/ over HTTP/2 (options.http2), Arena and SPA; absent when not measured. */
  http2ColdLoad: { arena: LoadFigures; spa: LoadFigures } | undefined;
  /** Long tasks on Arena's /ru/ with live updates running (one page, options.longTaskSeconds). */
  longTasks: LongTaskSample | undefined;
  /** Issue 26: Lighthouse on four pages, odds paint and first interaction, SSR throughput and memory, HTML bytes (Arena and SPA). */
  serverRender: ServerRenderFigures;
  host: { loadSeconds: number; connections: number; index: ThroughputSample; importMap: ThroughputSample };
  /** `/ru/` drawn for a signed-in player (player-render.ts), beside the visitor's `host.index`; absent in older results. */
  playerRender?: PlayerRenderFigures | undefined;
  encodings: EncodingFigures;
  /** Page-level lever variants (with --levers): cold load, measured interleaved with Arena. */
  levers: Array<{ host: string; description: string; coldLoad: LoadFigures }>;
  /** Concurrent live-feed clients (live/live-fanout.ts); absent when not measured. */
  liveFanout?: LiveFanoutFigures | undefined;
  /** The same measured once on the full-snapshot feed (bench/live-fanout-before.json), for comparison. */
  liveFanoutBefore?: LiveFanoutFigures | undefined;
  /** The same through one host apart from the backend (bench/live-fanout-host.json, `npm run bench:live`). */
  liveFanoutHost?: LiveFanoutFigures | undefined;
  /** Three hosts on one PostgreSQL (bench/hosts.json, `npm run bench:hosts`). */
  hosts?: HostsFigures | undefined;
  /** Video poker's optimal return and the classic slots' spread (bench/casino-exact.json, `npm run bench:casino-exact`). */
  casinoExact?: CasinoExactFigures | undefined;
  /** Casino game screens' frame times while animating (bench/casino-frames.json, `npm run bench:frames`). */
  casinoFrames?: CasinoFramesFigures | undefined;
  targets: TargetResult[];
}

export interface Ratios {
  coldFirstAppMounted: number;
  coldLcp: number;
  coldJsTransferred: number;
  coldJsDecoded: number;
  warmFirstAppMounted: number;
  appSwitch: number | null;
  /** Heap after the last switch count; null when either switch was not measured. */
  heapAfterLast: number | null;
}

function ratiosOf(a: VariantResults, b: VariantResults): Ratios {
  const ratio = (x: Summary, y: Summary) => x.median / y.median;
  return {
    coldFirstAppMounted: ratio(a.coldLoad.firstAppMountedMs, b.coldLoad.firstAppMountedMs),
    coldLcp: ratio(a.coldLoad.lcpMs, b.coldLoad.lcpMs),
    coldJsTransferred: ratio(a.coldLoad.jsTransferredBytes, b.coldLoad.jsTransferredBytes),
    coldJsDecoded: ratio(a.coldLoad.jsDecodedBytes, b.coldLoad.jsDecodedBytes),
    warmFirstAppMounted: ratio(a.warmLoad.firstAppMountedMs, b.warmLoad.firstAppMountedMs),
    appSwitch: a.appSwitch && b.appSwitch ? ratio(a.appSwitch.appSwitchMs, b.appSwitch.appSwitchMs) : null,
    heapAfterLast: a.appSwitch && b.appSwitch ? ratio(a.appSwitch.heapAfterLastBytes, b.appSwitch.heapAfterLastBytes) : null,
  };
}

interface Variant {
  name: 'arena' | 'monolith' | 'spa';
  origin: string;
  cold: LoadSample[];
  warm: LoadSample[];
  pages: Record<string, LoadSample[]>;
  switches: SwitchRun[];
  switchError: string | undefined;
}

async function oneRound(browser: Browser, variant: Variant, options: BenchOptions, keep: boolean): Promise<void> {
  const url = `${variant.origin}/ru/`;
  const coldContext = await browser.newContext();
  const cold = await measureColdLoad(coldContext, url).finally(() => coldContext.close());
  const warmContext = await browser.newContext();
  const warm = await measureWarmLoad(warmContext, url).finally(() => warmContext.close());
  if (keep) {
    variant.cold.push(cold);
    variant.warm.push(warm);
  }
  for (const path of EXTRA_PAGES) {
    const context = await browser.newContext();
    const sample = await measureColdLoad(context, `${variant.origin}${path}`).finally(() => context.close());
    if (keep) (variant.pages[path] ??= []).push(sample);
  }
  // A switch that cannot happen (e.g. a route change elsewhere) is reported, not fatal to the load figures.
  if (variant.switchError) return;
  const switchContext = await browser.newContext();
  try {
    const switches = await measureSwitches(switchContext, variant.origin, options.heapSwitches);
    if (keep) variant.switches.push(switches);
  } catch (error) {
    variant.switchError = (error as Error).message.split('\n')[0];
  } finally {
    await switchContext.close();
  }
}

function results(variant: Variant): VariantResults {
  return {
    url: `${variant.origin}/ru/`,
    coldLoad: summarizeFields(variant.cold, LOAD_KEYS),
    warmLoad: summarizeFields(variant.warm, LOAD_KEYS),
    switchError: variant.switchError,
    pages: Object.fromEntries(Object.entries(variant.pages).map(([path, samples]) => [path, summarizeFields(samples, LOAD_KEYS)])),
    appSwitch:
      variant.switchError || variant.switches.length === 0
        ? undefined
        : {
            pair: [...new Set(variant.switches.flatMap((s) => s.pair))],
            appSwitchMs: summarize(variant.switches.map((s) => s.switchMs)),
            heapAfterFirstBytes: summarize(variant.switches.map((s) => s.heapAfterFirstBytes)),
            heapAfterLastBytes: summarize(variant.switches.map((s) => s.heapAfterLastBytes)),
            heapRatio: summarize(variant.switches.map((s) => s.heapAfterLastBytes / s.heapAfterFirstBytes)),
          },
  };
}

export async function runBench(root: string, options: BenchOptions, log: (line: string) => void = console.log): Promise<BenchResults> {
  const loadAtStart = loadavg();
  if (options.build) {
    log('bench: building production');
    await buildAll({ root });
  }
  const monolith: MonolithBuild = options.reuseMonolith ? latestMonolith(root) : await buildMonolith(root);
  log(`bench: monolith bundle ${monolith.scriptUrl} (${monolith.bytes} bytes, ${monolith.specifiers.length} modules in its System shim)`);
  const spaBuild: SpaBuild = await buildSpa(root);
  log(`bench: SPA entry ${spaBuild.scriptUrl} (${spaBuild.jsFiles} JS files, ${spaBuild.bytes} bytes, ${spaBuild.lazySpecifiers.length} route-level split points)`);
  const server = await startBenchServer(root, monolith, { ...options.serverEnv, ...(options.levers ? { BENCH_LEVERS: '1' } : {}) }, spaBuild);
  const browser = await launchChromium();
  try {
    const arena: Variant = { name: 'arena', origin: `http://${ARENA_HOST}:${server.port}`, cold: [], warm: [], pages: {}, switches: [], switchError: undefined };
    const mono: Variant = { name: 'monolith', origin: `http://${MONOLITH_HOST}:${server.port}`, cold: [], warm: [], pages: {}, switches: [], switchError: undefined };
    const spa: Variant = { name: 'spa', origin: `http://${SPA_HOST}:${server.port}`, cold: [], warm: [], pages: {}, switches: [], switchError: undefined };
    const variants = options.levers ? PAGE_VARIANTS.map((p) => ({ ...p, cold: [] as LoadSample[] })) : [];
    const variantRound = async (keep: boolean) => {
      for (const v of variants) {
        const context = await browser.newContext();
        const sample = await measureColdLoad(context, `http://${v.host}:${server.port}/ru/`).finally(() => context.close());
        if (keep) v.cold.push(sample);
      }
    };
    if (options.warmup) {
      log('bench: warm-up round');
      for (const v of [arena, spa, mono]) await oneRound(browser, v, options, false);
      await variantRound(false);
    }
    for (let i = 0; i < options.runs; i++) {
      log(`bench: run ${i + 1}/${options.runs}`);
      for (const v of [arena, spa, mono]) await oneRound(browser, v, options, true);
      await variantRound(true);
    }
    if (options.warmup) await measureThroughput(server.origin, '/ru/', 1, options.loadConnections);
    log(`bench: host throughput (${options.loadSeconds} s per URL, ${options.loadConnections} connections)`);
    const index = await measureThroughput(server.origin, '/ru/', options.loadSeconds, options.loadConnections);
    const importMap = await measureThroughput(server.origin, '/importmap.json', options.loadSeconds, options.loadConnections);
    // Issue 26: the same page drawn for a signed-in player (player-render.ts).
    log(`bench: host: /ru/ signed-in render (${options.loadSeconds} s, ${options.loadConnections} connections, then the player render slots)`);
    const playerRender = await measurePlayerRender(server.origin, options.loadSeconds, options.loadConnections);

    log(`bench: long tasks during ${options.longTaskSeconds} s of live updates on /ru/`);
    const longTaskContext = await browser.newContext();
    const longTasks = await measureLongTasks(longTaskContext, `${arena.origin}/ru/`, options.longTaskSeconds).finally(() => longTaskContext.close());

    // --- issue 26 block: Arena and the SPA side by side (server-render/server-render-figures.ts) ---
    const serverRender = await measureServerRender(
      browser,
      server.origin,
      { arena: { name: 'arena', origin: arena.origin, host: ARENA_HOST }, spa: { name: 'spa', origin: spa.origin, host: SPA_HOST } },
      { lighthouseRuns: options.lighthouseRuns, oddsRuns: options.oddsRuns, loadSeconds: options.loadSeconds, loadConnections: options.loadConnections, renders: options.renders },
      log,
    );
    // --- end of the issue 26 block ---

    // A second server with a self-signed certificate: the same pages over HTTP/2 (issue 19).
    const http2 = options.http2
      ? await measureColdLoadsOverHttp2((tlsEnv) => startBenchServer(root, monolith, { ...options.serverEnv, ...tlsEnv }, spaBuild), { arena: ARENA_HOST, spa: SPA_HOST }, options, log)
      : undefined;

    const liveFanout = options.liveLevels.length ? await measureLiveFanout(root, 'this checkout', options.liveLevels, options.liveWindowMs, log) : undefined;

    const a = results(arena);
    const m = results(mono);
    const s = results(spa);
    const partial = {
      date: new Date().toISOString(),
      machine: machineInfo(browser.version()),
      runs: options.runs,
      warmup: options.warmup,
      smoke: options.smoke,
      heapSwitches: options.heapSwitches,
      serverEnv: options.serverEnv,
      counts: { runs: options.runs, lighthouseRuns: options.lighthouseRuns, oddsRuns: options.oddsRuns, renders: options.renders, heapSwitches: options.heapSwitches, liveLevels: options.liveLevels, http2: options.http2 },
      loadAverage: { start: loadAtStart, end: loadavg() },
      monolithBundle: { url: monolith.scriptUrl, bytes: monolith.bytes, specifiers: monolith.specifiers },
      arena: a,
      monolith: m,
      spaBuild: { url: spaBuild.scriptUrl, bytes: spaBuild.bytes, jsFiles: spaBuild.jsFiles, preloads: spaBuild.preloadUrls.length },
      spa: s,
      ratios: ratiosOf(a, m),
      ratiosVsSpa: ratiosOf(a, s),
      coldHttp2VsSpa: http2 ? http2.arenaVsSpa : null,
      http2ColdLoad: http2 ? { arena: summarizeFields(http2.arena, LOAD_KEYS), spa: summarizeFields(http2.spa, LOAD_KEYS) } : undefined,
      longTasks,
      serverRender,
      host: { loadSeconds: options.loadSeconds, connections: options.loadConnections, index, importMap },
      playerRender,
      encodings: encodingFigures(root, server.importMapFile, '@arena/betting'),
      levers: variants.map((v) => ({ host: v.host, description: v.description, coldLoad: summarizeFields(v.cold, LOAD_KEYS) })),
      liveFanout,
      liveFanoutBefore: readLiveFanoutBefore(root),
      liveFanoutHost: readLiveFanoutHost(root),
      hosts: readHostsFigures(root),
      casinoExact: readCasinoExactFigures(root),
      casinoFrames: readCasinoFrames(root),
    };
    return { ...partial, targets: evaluateTargets(partial) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
