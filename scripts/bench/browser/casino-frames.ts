/**
 * Frame times of the casino's game screens while they animate (issue 30: "the game screen keeps 60 fps while
 * spinning"). For each scene — a slot spin (the reels land, cascades drop) and the live roulette table (the
 * dealer's "no more bets", then the wheel turning to the drawn pocket) — the page records every
 * requestAnimationFrame delta while the animation runs, once with the CPU at full speed and once with Chrome's
 * 4× CPU throttling (DevTools' Emulation.setCPUThrottlingRate). Chromium runs requestAnimationFrame once per
 * vsync, so a delta is a whole number of 60 Hz intervals plus the frame timer's jitter (16.6–16.8 ms for one,
 * 33.3–33.4 for two): a frame is read as the nearest whole number of vsyncs, and one that took two or more
 * missed a vsync — it counts as dropped. `npm run bench:frames` measures it into bench/casino-frames.json; bench.ts reads it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';

/** One vsync at 60 Hz, ms. */
export const FRAME_BUDGET_MS = 1000 / 60;

/** How many 60 Hz vsyncs a requestAnimationFrame delta spans (1 = on time; the timer's jitter rounds away). */
export const vsyncsOf = (deltaMs: number): number => Math.max(1, Math.round(deltaMs / FRAME_BUDGET_MS));
/** Chrome's CPU slow-down for the throttled runs (DevTools' "4× slowdown"). */
const THROTTLE_RATE = 4;

export interface FrameFigures {
  scene: string;
  /** 1 (full speed) or THROTTLE_RATE. */
  cpuThrottle: number;
  frames: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Frames that spanned two or more vsyncs (each missed at least one). */
  dropped: number;
  /** Main-thread work in the page meanwhile (CDP Performance.getMetrics deltas): where the frames went. */
  work: { layouts: number; styleRecalcs: number; scriptMs: number; layoutMs: number; styleMs: number; taskMs: number };
}

export interface CasinoFramesFigures {
  date: string;
  code: string;
  /** 1-, 5- and 15-minute load averages before and after the run (`uptime`): the machine is shared. */
  loadAverage: { before: number[]; after: number[] };
  scenes: FrameFigures[];
  note?: string;
}

interface Scene {
  name: string;
  /** Opens the page and waits until it is ready to animate. */
  open(page: Page, origin: string): Promise<void>;
  /** Starts the animation and resolves once it is over (the frames are recorded meanwhile). */
  animate(page: Page): Promise<void>;
}

const START_RECORDING = `(() => {
  window.__benchFrames = [];
  window.__benchFramesOn = true;
  let last = 0;
  const frame = (t) => {
    if (last) window.__benchFrames.push(t - last);
    last = t;
    if (window.__benchFramesOn) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;
const STOP_RECORDING = '(() => { window.__benchFramesOn = false; return window.__benchFrames; })()';

const SLOT = 'fruit-fiesta-5';
const TABLE = 'live-roulette-neva';
/** A short live window for the bench when the server has the test controls; else the house clock (25 s a round). */
const SHORT_TIMING = { bettingMs: 3000, drawingMs: 1500, resultMs: 3000 };
/**
 * Waits poll on a timer: Playwright's default polls on every animation frame, which would put its own work into
 * the frames measured.
 */
const POLL = { timeout: 60_000, polling: 100 } as const;
/** How long after the wheel starts its turn (a 1.6 s CSS transition, game-styles.ts) the frames are kept. */
const WHEEL_SETTLE_MS = 2200;

const SCENES: readonly Scene[] = [
  {
    name: `slot spin (${SLOT}, demo, 5 spins)`,
    async open(page, origin) {
      await page.goto(`${origin}/en/games/${SLOT}`, { waitUntil: 'load', timeout: 60_000 });
      await page.getByTestId('game-play').waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction(() => !(document.querySelector('[data-testid="game-play"]') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 60_000 });
    },
    async animate(page) {
      for (let spin = 0; spin < 5; spin++) {
        const before = await page.getByTestId('game-result').getAttribute('data-round');
        await page.getByTestId('game-play').click();
        await page.waitForFunction((round) => {
          const result = document.querySelector('[data-testid="game-result"]');
          return !!result && result.getAttribute('data-round') !== round && !(document.querySelector('[data-testid="game-play"]') as HTMLButtonElement).disabled;
        }, before, POLL);
        // The landing and win highlight run for a while after the answer.
        await page.waitForTimeout(600);
      }
    },
  },
  {
    name: `live roulette (${TABLE}: no more bets, the wheel's turn)`,
    async open(page, origin) {
      await page.goto(`${origin}/en/games/${TABLE}`, { waitUntil: 'load', timeout: 60_000 });
      await page.getByTestId('live-table').waitFor({ state: 'visible', timeout: 60_000 });
    },
    async animate(page) {
      const table = page.getByTestId('live-table');
      // From the betting window of a round, through its drawing, to the wheel's stop on the drawn pocket.
      await page.waitForFunction(() => document.querySelector('[data-testid="live-table"]')?.getAttribute('data-phase') === 'betting', undefined, POLL);
      const round = await table.getAttribute('data-round');
      await page.waitForFunction((r) => {
        const el = document.querySelector('[data-testid="live-table"]');
        return el?.getAttribute('data-round') === r && el.getAttribute('data-phase') === 'result';
      }, round, POLL);
      await page.waitForTimeout(WHEEL_SETTLE_MS);
    },
  },
];

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

type Metrics = Record<string, number>;

async function metricsOf(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

function workOf(before: Metrics, after: Metrics): FrameFigures['work'] {
  const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  const ms = (name: string) => Math.round(delta(name) * 10_000) / 10;
  return { layouts: delta('LayoutCount'), styleRecalcs: delta('RecalcStyleCount'), scriptMs: ms('ScriptDuration'), layoutMs: ms('LayoutDuration'), styleMs: ms('RecalcStyleDuration'), taskMs: ms('TaskDuration') };
}

function figuresOf(scene: string, cpuThrottle: number, deltas: number[], work: FrameFigures['work']): FrameFigures {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return {
    scene, cpuThrottle, frames: deltas.length,
    p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    dropped: deltas.filter((d) => vsyncsOf(d) > 1).length,
    work,
  };
}

/** Shortens the live window when the server has the test controls (a bench server without them runs the house clock). */
async function shortenLiveWindow(page: Page, origin: string): Promise<boolean> {
  const answer = await page.request.post(`${origin}/test-api/casino/live-timing`, { data: SHORT_TIMING, failOnStatusCode: false });
  return answer.ok();
}

export async function measureCasinoFrames(browser: Browser, origin: string, log: (line: string) => void): Promise<FrameFigures[]> {
  const figures: FrameFigures[] = [];
  for (const scene of SCENES) {
    for (const cpuThrottle of [1, THROTTLE_RATE]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        if (scene.name.startsWith('live')) log(`bench: live window ${(await shortenLiveWindow(page, origin)) ? 'shortened (test controls)' : 'on the house clock'}`);
        await scene.open(page, origin);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
        await cdp.send('Performance.enable');
        const before = await metricsOf(cdp);
        await page.evaluate(START_RECORDING);
        await scene.animate(page);
        const deltas = (await page.evaluate(STOP_RECORDING)) as number[];
        const result = figuresOf(scene.name, cpuThrottle, deltas, workOf(before, await metricsOf(cdp)));
        log(`bench: ${scene.name}, CPU ${cpuThrottle}×: ${result.frames} frames, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, ${result.dropped} dropped; ${JSON.stringify(result.work)}`);
        figures.push(result);
      } finally {
        await context.close();
      }
    }
  }
  return figures;
}

/** The figures measured by `npm run bench:frames` (bench/casino-frames.json), for bench.ts's results. */
export function readCasinoFrames(root: string): CasinoFramesFigures | undefined {
  const file = join(root, 'bench', 'casino-frames.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CasinoFramesFigures) : undefined;
}
