/**
 * Cold first loads over HTTP/2 (issue 19: "the bench measures cold first loads over HTTP/1.1 and
 * HTTP/2"). A second bench server is started with a throw-away self-signed certificate
 * (server/src/tls-dev-cert.ts), so the host speaks HTTP/2 over TLS exactly as with
 * ARENA_TLS_CERT_FILE/KEY_FILE in production; its own Chromium ignores the certificate error. Arena and
 * the route-split SPA are loaded cold, interleaved (A, S, A, S, ...), and the navigation's
 * nextHopProtocol is checked first, so a silent fall-back to HTTP/1.1 cannot pass as an HTTP/2 figure.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import { writeSelfSignedCertificate } from '../../server/src/tls-dev-cert.ts';
import { measureColdLoad, type LoadSample } from './browser/page-load.ts';
import type { BenchOptions } from './options.ts';
import type { BenchServer } from './server/start-bench-server.ts';
import { summarize } from './stats.ts';

export interface Http2ColdLoads {
  arena: LoadSample[];
  spa: LoadSample[];
  /** Median cold first-app-mounted time, Arena / SPA, both over HTTP/2. */
  arenaVsSpa: number;
}

async function protocolOf(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
  } finally {
    await context.close();
  }
}

/**
 * `startServer` starts a bench server (start-bench-server.ts) with the given extra environment, the
 * certificate's ARENA_TLS_* variables; `hosts` are the names Arena and the SPA answer on.
 */
export async function measureColdLoadsOverHttp2(
  startServer: (tlsEnv: Record<string, string>) => Promise<BenchServer>,
  hosts: { arena: string; spa: string },
  options: Pick<BenchOptions, 'runs' | 'warmup'>,
  log: (line: string) => void,
): Promise<Http2ColdLoads> {
  const certificate = writeSelfSignedCertificate();
  const server = await startServer({ ARENA_TLS_CERT_FILE: certificate.certFile, ARENA_TLS_KEY_FILE: certificate.keyFile });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1', '--ignore-certificate-errors'],
  });
  try {
    const origins = { arena: `https://${hosts.arena}:${server.port}`, spa: `https://${hosts.spa}:${server.port}` };
    for (const [name, origin] of Object.entries(origins)) {
      const protocol = await protocolOf(browser, `${origin}/ru/`);
      if (protocol !== 'h2') throw new Error(`HTTP/2 run: ${name} answered over "${protocol}", not h2`);
    }
    const samples: Record<keyof typeof origins, LoadSample[]> = { arena: [], spa: [] };
    const round = async (keep: boolean) => {
      for (const name of ['arena', 'spa'] as const) {
        const context = await browser.newContext();
        const sample = await measureColdLoad(context, `${origins[name]}/ru/`).finally(() => context.close());
        if (keep) samples[name].push(sample);
      }
    };
    if (options.warmup) await round(false);
    for (let i = 0; i < options.runs; i++) {
      log(`bench: HTTP/2 cold loads ${i + 1}/${options.runs}`);
      await round(true);
    }
    const median = (list: LoadSample[]) => summarize(list.map((s) => s.firstAppMountedMs)).median;
    return { ...samples, arenaVsSpa: median(samples.arena) / median(samples.spa) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(certificate.dir, { recursive: true, force: true });
  }
}
