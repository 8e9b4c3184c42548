import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';

let executablePath: string;
try {
  executablePath = findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot of the end;
    // no screencast: its frames are taken and encoded for every journey while it runs, and thrown away when
    // it passes. Without it, 14 journeys took 10.6 % less CPU (bench/levers.md, CI time, session 15).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
