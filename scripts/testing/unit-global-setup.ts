/**
 * vitest's global setup: builds the site once, before any worker starts, when the build is missing or older
 * than the sources (the same rule as `npm start`). The process tests (npm start, shutdown, TLS, the host and
 * API apart) serve the built import map; building inside them raced when two workers found no map at once,
 * and a map built before a new module (a new shared library) made them fail on a stale map.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { OWN_LOADER_STEPS, shippedLoaderStep } from '../../server/src/host/loader-files.ts';
import { buildAll } from '../build/build.ts';
import { buildNeeded } from '../build/staleness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The page's own loader steps as the host serves them (minified), by file name. */
    shippedLoaderSteps: Record<string, string>;
  }
}

export default async function unitGlobalSetup(project: TestProject): Promise<void> {
  // The steps' tests run in jsdom, where esbuild refuses to load (jsdom's TextEncoder fails its check): they
  // get the served text from here, minified in Node by the host's own function.
  project.provide('shippedLoaderSteps', Object.fromEntries(OWN_LOADER_STEPS.map((step) => [step, shippedLoaderStep(step)])));
  const root = join(import.meta.dirname, '..', '..');
  const reason = buildNeeded(root, join(root, 'importmap', 'importmap.json'), join(root, 'dist'));
  if (!reason) return;
  const started = Date.now();
  await buildAll({ root });
  console.log(`unit tests: built the site (${reason}) in ${Date.now() - started} ms`);
}
