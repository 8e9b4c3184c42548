/**
 * Lighthouse 12 (the npm package) with its default config, which is the mobile preset (simulated
 * throttling, Moto G Power-sized screen), performance and accessibility categories. Chromium is the e2e
 * suite's (the Debian one when present), launched by Playwright with a remote-debugging port Lighthouse
 * attaches to, so the bench needs no second browser launcher. The *.localhost names the bench gives
 * Arena and its rivals resolve to 127.0.0.1 here as in the bench's own browser.
 *
 * Besides the figures, each sample keeps what a reader needs to explain a miss (issue 26: "the measured
 * reason"): the longest main-thread tasks, the scripts that cost the most CPU, render-blocking resources,
 * the LCP element, script bytes, and the accessibility audits that failed.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS, findChromium } from '../../../e2e/support/chromium.ts';

export interface LighthouseDiagnostics {
  /** Longest main-thread tasks (simulated), longest first: script URL (or '' for the page's own work) and ms. */
  longTasks: Array<{ url: string; ms: number }>;
  /** Scripts by main-thread CPU (bootup-time), most expensive first. */
  scriptCpu: Array<{ url: string; ms: number }>;
  /** Resources blocking the first paint and what they cost, ms. */
  renderBlocking: Array<{ url: string; ms: number }>;
  /** The LCP element as Lighthouse describes it (selector and snippet), '' when none. */
  lcpElement: string;
  /** Script bytes transferred and script requests (resource-summary). */
  scriptBytes: number;
  scriptRequests: number;
  /** Accessibility audits that failed: id and title. */
  failedAccessibility: Array<{ id: string; title: string }>;
}

export interface LighthouseSample {
  /** Performance category score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility category score, 0–100. */
  accessibility: number;
  diagnostics: LighthouseDiagnostics;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface AuditLike {
  numericValue?: number;
  score?: number | null;
  title?: string;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}

const TOP = 5;
const origin = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '');
const rows = (audit: AuditLike | undefined) => (audit?.details?.items ?? []) as Array<Record<string, unknown>>;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

function lcpElementOf(audit: AuditLike | undefined): string {
  // LH 12: a list of tables; the first table's first row holds the node.
  const first = rows(audit)[0] as { items?: Array<{ node?: { selector?: string; snippet?: string } }>; node?: { selector?: string; snippet?: string } } | undefined;
  const node = first?.node ?? first?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : '';
}

export async function runLighthouse(url: string): Promise<LighthouseSample> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1', `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, AuditLike>;
    const audit = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse: no ${id} figure`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    const accessibility = lhr.categories.accessibility?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse: no performance score');
    if (typeof accessibility !== 'number') throw new Error('Lighthouse: no accessibility score');
    const scripts = rows(audits['resource-summary']).find((r) => r.resourceType === 'script');
    const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
      .filter(({ audit: a }) => a?.score === 0)
      .map(({ id, audit: a }) => ({ id, title: a?.title ?? id }));
    const diagnostics: LighthouseDiagnostics = {
      longTasks: rows(audits['long-tasks'])
        .map((r) => ({ url: origin(r.url), ms: Math.round(num(r.duration)) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, TOP),
      scriptCpu: rows(audits['bootup-time'])
        .map((r) => ({ url: origin(r.url), ms: Math.round(num(r.total)) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, TOP),
      renderBlocking: rows(audits['render-blocking-resources']).map((r) => ({ url: origin(r.url), ms: Math.round(num(r.wastedMs)) })).slice(0, TOP),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      scriptBytes: num(scripts?.transferSize),
      scriptRequests: num(scripts?.requestCount),
      failedAccessibility,
    };
    return {
      score: score * 100,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: accessibility * 100,
      diagnostics,
    };
  } finally {
    await browser.close();
  }
}
