/**
 * Finds a Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser that
 * `npx playwright install` put in Playwright's cache. Browsers cannot always be downloaded, so a
 * missing one is one clear line, not a stack trace.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const candidates: Array<[string, string | undefined]> = [
    ['CHROMIUM_PATH', env.CHROMIUM_PATH],
    ['Debian chromium', '/usr/bin/chromium'],
    ['Playwright-installed chromium', (() => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    })()],
  ];
  for (const [, path] of candidates) if (path && existsSync(path)) return path;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist. Install Chromium with \`apt-get install -y chromium\` or point CHROMIUM_PATH at a Chromium binary.`);
  throw new Error('No Chromium found: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.');
}
