/**
 * What one bench run does, from the command line and the environment. Smoke mode (N=1, no warm-up,
 * short load test, fewer switches) exists so the e2e suite can run the whole harness quickly.
 */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Measured runs per figure (the median is reported). */
  runs: number;
  /** Unmeasured runs first, so the OS page cache and the JIT of the server are warm. */
  warmup: boolean;
  /** Build production first (the e2e suite's global setup already did). */
  build: boolean;
  /** App switches after which the heap is read the first and the second time. */
  heapSwitches: readonly [number, number];
  /** autocannon duration per URL, seconds, and concurrent connections. */
  loadSeconds: number;
  loadConnections: number;
  /** Also measure the page-level lever variants (server/page-variants.ts), interleaved with Arena. */
  levers: boolean;
  /** Use the newest monolith in dist/ instead of building one (host-only lever comparisons). */
  reuseMonolith: boolean;
  /** Where results.json and RESULTS.md go; undefined writes nothing. */
  outDir: string | undefined;
  /** Extra environment for the server (e.g. LOG_LEVEL=info to measure logging). */
  serverEnv: Record<string, string>;
  smoke: boolean;
  /** Lighthouse runs on /ru/ (median reported); 0 skips Lighthouse. */
  lighthouseRuns: number;
  /** Seconds the home page stays open with live updates while long tasks are counted. */
  longTaskSeconds: number;
  /** Also measure cold first loads of Arena and the SPA over HTTP/2 (TLS, self-signed; http2-cold-load.ts). */
  http2: boolean;
  /** Live-feed client counts of the live fan-out section (live/live-fanout.ts); empty skips it. */
  liveLevels: readonly number[];
  liveWindowMs: number;
  // --- issue 26 (server-render/server-render-figures.ts) ---
  /** Cold and warm runs of the live odds' first paint and first interaction, per variant. */
  oddsRuns: number;
  /** Uncached /ru/ renders between the host memory readings; 0 skips the memory figure. */
  renders: number;
}

export const DEFAULT_RUNS = 7;

export function smokeOptions(overrides: Partial<BenchOptions> = {}): BenchOptions {
  return {
    runs: 1,
    warmup: false,
    build: false,
    heapSwitches: [4, 10],
    loadSeconds: 1,
    loadConnections: 10,
    reuseMonolith: false,
    levers: false,
    outDir: undefined,
    serverEnv: {},
    smoke: true,
    lighthouseRuns: 1,
    longTaskSeconds: 3,
    http2: false,
    // The live fan-out holds thousands of sockets for minutes: a full run's section, not the smoke's.
    liveLevels: [],
    liveWindowMs: 8000,
    oddsRuns: 1,
    renders: 200,
    ...overrides,
  };
}

function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return n;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv, defaultOutDir: string): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string' },
      'load-seconds': { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string' },
      'reuse-monolith': { type: 'boolean', default: false },
      levers: { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      // The HTTP/2 run is on by default in a full run and off in smoke mode; these flip it.
      http2: { type: 'boolean', default: false },
      'no-http2': { type: 'boolean', default: false },
      // Counts a run on a busy machine can lower (RESULTS.md says what the run used).
      'no-live': { type: 'boolean', default: false },
      'odds-runs': { type: 'string' },
      renders: { type: 'string' },
      switches: { type: 'string' },
    },
  });
  const runsText = values.runs ?? env.BENCH_RUNS;
  const count = (name: string, text: string | undefined, fallback: number) => (text === '0' ? 0 : text ? positiveInt(name, text) : fallback);
  const serverEnv: Record<string, string> = values['log-level'] ? { LOG_LEVEL: values['log-level'] } : {};
  if (values.smoke) {
    return smokeOptions({ levers: values.levers, reuseMonolith: values['reuse-monolith'], http2: values.http2, outDir: values.out, build: !values['no-build'], serverEnv, ...(runsText ? { runs: positiveInt('--runs', runsText) } : {}) });
  }
  const runs = runsText ? positiveInt('--runs', runsText) : DEFAULT_RUNS;
  return {
    runs,
    warmup: true,
    build: !values['no-build'],
    heapSwitches: [10, values.switches ? Math.max(11, positiveInt('--switches', values.switches)) : 200],
    loadSeconds: values['load-seconds'] ? positiveInt('--load-seconds', values['load-seconds']) : 5,
    loadConnections: values.connections ? positiveInt('--connections', values.connections) : 32,
    reuseMonolith: values['reuse-monolith'],
    levers: values.levers,
    outDir: values.out ?? defaultOutDir,
    serverEnv,
    smoke: false,
    lighthouseRuns: count('--lighthouse-runs', values['lighthouse-runs'], 3),
    longTaskSeconds: 30,
    http2: !values['no-http2'],
    liveLevels: values['no-live'] ? [] : [200, 1000, 5000],
    liveWindowMs: 40_000,
    oddsRuns: count('--odds-runs', values['odds-runs'], runs),
    renders: count('--renders', values.renders, 10_000),
  };
}
