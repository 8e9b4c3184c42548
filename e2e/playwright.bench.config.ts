import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

/**
 * The benchmark smoke (`npm run test:bench`): the whole bench harness in smoke mode, ~5 minutes of a 2-core
 * machine, so it runs on its own instead of inside `npm test`. Same browser and build as the journeys.
 */
export default defineConfig({
  ...journeys,
  testDir: './bench',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/bench-results',
});
