/**
 * Builds the site once before the e2e run, so the tests drive what `npm start` would serve: when the build is
 * missing or older than the sources (the rule `npm start` and the unit tests' setup use). In `npm test` the unit
 * tests have just built it, and building again cost CI about 7 s for the same files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../../scripts/build/build.ts';
import { buildNeeded } from '../../scripts/build/staleness.ts';
import { findChromium } from './chromium.ts';
import { MAIN_IMPORT_MAP, ROOT } from './arena-server.ts';

/**
 * Folders the build reads that `buildNeeded` does not watch (it answers for `npm start`): the ops page's
 * sources and the build itself. A change there rebuilds before the journeys too.
 */
const ALSO_BUILT_FROM = ['ops', join('scripts', 'build')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function whyBuild(): string | null {
  const reason = buildNeeded(ROOT, MAIN_IMPORT_MAP, join(ROOT, 'dist'));
  if (reason) return reason;
  const changed = ALSO_BUILT_FROM.find((dir) => newestMtime(join(ROOT, dir)) > statSync(MAIN_IMPORT_MAP).mtimeMs);
  return changed ? `${changed} changed since the last build` : null;
}

export default async function globalSetup(): Promise<void> {
  findChromium();
  const reason = whyBuild();
  if (!reason) {
    console.log('e2e: the built site is current (no source newer than the build)');
    return;
  }
  const started = Date.now();
  await buildAll({ root: ROOT });
  console.log(`e2e: built the site (${reason}) in ${Date.now() - started} ms`);
}
