/**
 * The whole benchmark as a function (run.ts is the CLI, the e2e smoke test calls it too): build,
 * start the host, then measure Arena and the monolith side by side. Runs of the two variants are
 * interleaved (A, M, A, M, ...) so drift on a shared machine hits both alike.
 */
import type { Browser } from '@playwright/test';
import { buildAll } from '../build/build.ts';
import { measureSwitches, type SwitchRun } from './browser/app-switch.ts';
import { ARENA_HOST, launchChromium } from './browser/launch.ts';
import { measureColdLoad, measureWarmLoad, type LoadSample } from './browser/page-load.ts';
import { encodingFigures, type EncodingFigures } from './encodings.ts';
import { measureThroughput, type ThroughputSample } from './host-throughput.ts';
import { machineInfo, type MachineInfo } from './machine.ts';
import { buildMonolith, latestMonolith, type MonolithBuild } from './monolith/build-monolith.ts';
import type { BenchOptions } from './options.ts';
import { MONOLITH_HOST } from './server/monolith-page.ts';
import { PAGE_VARIANTS } from './server/page-variants.ts';
import { startBenchServer } from './server/start-bench-server.ts';
import { summarize, summarizeFields, type Summary } from './stats.ts';
import { evaluateTargets, type TargetResult } from './targets.ts';

export const LOAD_KEYS = ['firstAppMountedMs', 'lcpMs', 'requests', 'jsRequests', 'jsTransferredBytes', 'jsBodyBytes', 'jsDecodedBytes', 'transferredBytes'] as const satisfies ReadonlyArray<keyof LoadSample>;
export type LoadFigures = Record<(typeof LOAD_KEYS)[number], Summary>;

export interface VariantResults {
  url: string;
  coldLoad: LoadFigures;
  warmLoad: LoadFigures;
  /** Absent when the switch could not be measured (see switchError). */
  appSwitch: SwitchFigures | undefined;
  switchError: string | undefined;
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
  monolithBundle: { url: string; bytes: number; specifiers: string[] };
  arena: VariantResults;
  monolith: VariantResults;
  /** Arena median / monolith median. */
  ratios: { coldFirstAppMounted: number; coldLcp: number; coldJsTransferred: number; coldJsDecoded: number; warmFirstAppMounted: number; appSwitch: number | null };
  host: { loadSeconds: number; connections: number; index: ThroughputSample; importMap: ThroughputSample };
  encodings: EncodingFigures;
  /** Page-level lever variants (with --levers): cold load, measured interleaved with Arena. */
  levers: Array<{ host: string; description: string; coldLoad: LoadFigures }>;
  targets: TargetResult[];
}

interface Variant {
  name: 'arena' | 'monolith';
  origin: string;
  cold: LoadSample[];
  warm: LoadSample[];
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
  if (options.build) {
    log('bench: building production');
    await buildAll({ root });
  }
  const monolith: MonolithBuild = options.reuseMonolith ? latestMonolith(root) : await buildMonolith(root);
  log(`bench: monolith bundle ${monolith.scriptUrl} (${monolith.bytes} bytes, ${monolith.specifiers.length} modules in its System shim)`);
  const server = await startBenchServer(root, monolith, { ...options.serverEnv, ...(options.levers ? { BENCH_LEVERS: '1' } : {}) });
  const browser = await launchChromium();
  try {
    const arena: Variant = { name: 'arena', origin: `http://${ARENA_HOST}:${server.port}`, cold: [], warm: [], switches: [], switchError: undefined };
    const mono: Variant = { name: 'monolith', origin: `http://${MONOLITH_HOST}:${server.port}`, cold: [], warm: [], switches: [], switchError: undefined };
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
      for (const v of [arena, mono]) await oneRound(browser, v, options, false);
      await variantRound(false);
    }
    for (let i = 0; i < options.runs; i++) {
      log(`bench: run ${i + 1}/${options.runs}`);
      for (const v of [arena, mono]) await oneRound(browser, v, options, true);
      await variantRound(true);
    }
    if (options.warmup) await measureThroughput(server.origin, '/ru/', 1, options.loadConnections);
    log(`bench: host throughput (${options.loadSeconds} s per URL, ${options.loadConnections} connections)`);
    const index = await measureThroughput(server.origin, '/ru/', options.loadSeconds, options.loadConnections);
    const importMap = await measureThroughput(server.origin, '/importmap.json', options.loadSeconds, options.loadConnections);

    const a = results(arena);
    const m = results(mono);
    const ratio = (x: Summary, y: Summary) => x.median / y.median;
    const partial = {
      date: new Date().toISOString(),
      machine: machineInfo(browser.version()),
      runs: options.runs,
      warmup: options.warmup,
      smoke: options.smoke,
      heapSwitches: options.heapSwitches,
      serverEnv: options.serverEnv,
      monolithBundle: { url: monolith.scriptUrl, bytes: monolith.bytes, specifiers: monolith.specifiers },
      arena: a,
      monolith: m,
      ratios: {
        coldFirstAppMounted: ratio(a.coldLoad.firstAppMountedMs, m.coldLoad.firstAppMountedMs),
        coldLcp: ratio(a.coldLoad.lcpMs, m.coldLoad.lcpMs),
        coldJsTransferred: ratio(a.coldLoad.jsTransferredBytes, m.coldLoad.jsTransferredBytes),
        coldJsDecoded: ratio(a.coldLoad.jsDecodedBytes, m.coldLoad.jsDecodedBytes),
        warmFirstAppMounted: ratio(a.warmLoad.firstAppMountedMs, m.warmLoad.firstAppMountedMs),
        appSwitch: a.appSwitch && m.appSwitch ? ratio(a.appSwitch.appSwitchMs, m.appSwitch.appSwitchMs) : null,
      },
      host: { loadSeconds: options.loadSeconds, connections: options.loadConnections, index, importMap },
      encodings: encodingFigures(root, server.importMapFile, '@arena/betting'),
      levers: variants.map((v) => ({ host: v.host, description: v.description, coldLoad: summarizeFields(v.cold, LOAD_KEYS) })),
    };
    return { ...partial, targets: evaluateTargets(partial) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
