/**
 * Issue 26's figures (the server-rendered composition), Arena beside the route-split SPA on the same host
 * process: Lighthouse mobile on four pages, the live odds' first paint and first interaction on /ru/
 * (cold and warm, HTTP/1.1), the host's render throughput and memory, and the HTML bytes of each page.
 * Lighthouse and browser runs alternate Arena and the SPA, so drift on a shared machine hits both alike.
 */
import type { Browser } from '@playwright/test';
import { runLighthouse, type LighthouseDiagnostics, type LighthouseSample } from '../browser/lighthouse.ts';
import { measureOddsCold, measureOddsWarm, type OddsSample } from '../browser/odds-interaction.ts';
import { summarizeFields, type Summary } from '../stats.ts';
import { measureHtmlBytes, type HtmlBytes } from './html-bytes.ts';
import { FIXED_PAGES, pickLineGamePage } from './pages.ts';
import { measureRenderMemory, measureSsrThroughput, type RenderMemory, type SsrThroughput } from './ssr-throughput.ts';

export interface ServerRenderOptions {
  /** Lighthouse runs per page and variant (median reported); 0 skips Lighthouse. */
  lighthouseRuns: number;
  /** Cold and warm odds runs per variant. */
  oddsRuns: number;
  /** autocannon seconds and connections for the throughput figures. */
  loadSeconds: number;
  loadConnections: number;
  /** Uncached renders between the two memory readings; 0 skips the memory figure. */
  renders: number;
}

export interface ServerRenderTarget {
  name: 'arena' | 'spa';
  /** http://<host name>:<port> the browser uses. */
  origin: string;
  /** The same host name, for requests made outside the browser. */
  host: string;
}

const LIGHTHOUSE_KEYS = ['score', 'lcpMs', 'tbtMs', 'cls', 'accessibility'] as const satisfies ReadonlyArray<keyof LighthouseSample>;
const ODDS_KEYS = ['fcpMs', 'oddsPaintMs', 'firstInteractionMs'] as const satisfies ReadonlyArray<keyof OddsSample>;
/** Where the first interaction's time goes (absent in results before 2026-11-29). */
const ODDS_DETAIL_KEYS = ['clickMs', 'hydratedMs', 'clickHeld', 'serverPainted'] as const satisfies ReadonlyArray<keyof OddsSample>;

export type PageLighthouse = Record<(typeof LIGHTHOUSE_KEYS)[number], Summary> & {
  /** The diagnostics of the run with the median performance score. */
  diagnostics: LighthouseDiagnostics;
};
export type OddsFigures = Record<(typeof ODDS_KEYS)[number], Summary> & Partial<Record<(typeof ODDS_DETAIL_KEYS)[number], Summary>>;
type ByVariant<T> = { arena: T; spa: T };

export interface ServerRenderFigures {
  /** The four pages, the game page last. */
  pages: string[];
  gamePage: string;
  lighthouseRuns: number;
  /** By variant, then page; a page whose runs all failed is absent and its error is in lighthouseErrors. */
  lighthouse: ByVariant<Record<string, PageLighthouse>>;
  lighthouseErrors: string[];
  /** Measured on /ru/. */
  odds: ByVariant<{ cold: OddsFigures; warm: OddsFigures }> | undefined;
  oddsError: string | undefined;
  ssr: SsrThroughput;
  renderMemory: RenderMemory | undefined;
  htmlBytes: ByVariant<Record<string, HtmlBytes>>;
}

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0] ?? String(error);

function lighthouseFigures(samples: LighthouseSample[]): PageLighthouse {
  const byScore = [...samples].sort((a, b) => a.score - b.score);
  return { ...summarizeFields(samples, LIGHTHOUSE_KEYS), diagnostics: byScore[Math.floor((byScore.length - 1) / 2)]!.diagnostics };
}

async function lighthouseRounds(targets: ByVariant<ServerRenderTarget>, pages: string[], runs: number, log: (line: string) => void) {
  const samples: ByVariant<Record<string, LighthouseSample[]>> = { arena: {}, spa: {} };
  const errors: string[] = [];
  for (let i = 0; i < runs; i++) {
    log(`bench: Lighthouse round ${i + 1}/${runs} (${pages.length} pages × Arena, SPA)`);
    for (const path of pages) {
      for (const t of [targets.arena, targets.spa]) {
        // One retry: on a loaded machine a run can miss Lighthouse's own timeouts; both failures are reported.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const sample = await runLighthouse(`${t.origin}${path}`);
            (samples[t.name][path] ??= []).push(sample);
            break;
          } catch (error) {
            errors.push(`${t.name} ${path} (round ${i + 1}, attempt ${attempt}): ${firstLine(error)}`);
          }
        }
      }
    }
  }
  const figures = (v: Record<string, LighthouseSample[]>) => Object.fromEntries(Object.entries(v).map(([path, s]) => [path, lighthouseFigures(s)]));
  return { lighthouse: { arena: figures(samples.arena), spa: figures(samples.spa) }, lighthouseErrors: errors };
}

/** Cold and warm odds runs, Arena and the SPA alternating (also `npm run bench:odds`, run-odds.ts). */
export async function oddsRounds(browser: Browser, targets: ByVariant<ServerRenderTarget>, runs: number, log: (line: string) => void) {
  const samples = { arena: { cold: [] as OddsSample[], warm: [] as OddsSample[] }, spa: { cold: [] as OddsSample[], warm: [] as OddsSample[] } };
  for (let i = 0; i < runs; i++) {
    log(`bench: odds paint and first interaction ${i + 1}/${runs}`);
    for (const t of [targets.arena, targets.spa]) {
      for (const [mode, measure] of [['cold', measureOddsCold], ['warm', measureOddsWarm]] as const) {
        const context = await browser.newContext();
        samples[t.name][mode].push(await measure(context, `${t.origin}/ru/`).finally(() => context.close()));
      }
    }
  }
  const keys = [...ODDS_KEYS, ...ODDS_DETAIL_KEYS];
  const figures = (v: { cold: OddsSample[]; warm: OddsSample[] }): { cold: OddsFigures; warm: OddsFigures } => ({ cold: summarizeFields(v.cold, keys), warm: summarizeFields(v.warm, keys) });
  return { arena: figures(samples.arena), spa: figures(samples.spa) };
}

/** `serverOrigin` is the host's own address (127.0.0.1), where autocannon and the memory reading go. */
export async function measureServerRender(browser: Browser, serverOrigin: string, targets: ByVariant<ServerRenderTarget>, options: ServerRenderOptions, log: (line: string) => void): Promise<ServerRenderFigures> {
  const gamePage = await pickLineGamePage(serverOrigin);
  const pages = [...FIXED_PAGES, gamePage];
  log(`bench: issue 26 pages ${pages.join(', ')}`);

  const htmlBytes: ServerRenderFigures['htmlBytes'] = { arena: {}, spa: {} };
  for (const path of pages) {
    for (const t of [targets.arena, targets.spa]) htmlBytes[t.name][path] = await measureHtmlBytes(serverOrigin, path, t.host);
  }

  let odds: ServerRenderFigures['odds'];
  let oddsError: string | undefined;
  try {
    odds = options.oddsRuns > 0 ? await oddsRounds(browser, targets, options.oddsRuns, log) : undefined;
    if (!odds) oddsError = 'skipped (--odds-runs 0)';
  } catch (error) {
    oddsError = firstLine(error);
  }

  log(`bench: SSR throughput on /ru/, cached and uncached (${options.loadSeconds} s each, ${options.loadConnections} connections)`);
  const ssr = await measureSsrThroughput(serverOrigin, '/ru/', options.loadSeconds, options.loadConnections);
  let renderMemory: RenderMemory | undefined;
  if (options.renders > 0) {
    log(`bench: host memory over ${options.renders} uncached renders of /ru/`);
    renderMemory = await measureRenderMemory(serverOrigin, '/ru/', options.renders);
  }

  const { lighthouse, lighthouseErrors } = options.lighthouseRuns > 0 ? await lighthouseRounds(targets, pages, options.lighthouseRuns, log) : { lighthouse: { arena: {}, spa: {} }, lighthouseErrors: ['skipped (--lighthouse-runs 0)'] };
  return { pages, gamePage, lighthouseRuns: options.lighthouseRuns, lighthouse, lighthouseErrors, odds, oddsError, ssr, renderMemory, htmlBytes };
}
