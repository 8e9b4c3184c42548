/**
 * Lighthouse 12 (the npm package) on /ru/ with its default config, which is the mobile preset
 * (simulated throttling, Moto G Power-sized screen). Chromium is the e2e suite's (the Debian one
 * when present), launched by Playwright with a remote-debugging port Lighthouse attaches to, so the
 * bench needs no second browser launcher.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS, findChromium } from '../../../e2e/support/chromium.ts';

export interface LighthouseSample {
  /** Performance category score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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

export async function runLighthouse(url: string): Promise<LighthouseSample> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse: no ${id} figure`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse: no performance score');
    return { score: score * 100, lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') };
  } finally {
    await browser.close();
  }
}
