/** Builds the site once before the e2e run, so the tests drive what `npm start` would serve. */
import { buildAll } from '../../scripts/build/build.ts';
import { findChromium } from './chromium.ts';
import { ROOT } from './arena-server.ts';

export default async function globalSetup(): Promise<void> {
  findChromium();
  const started = Date.now();
  await buildAll({ root: ROOT });
  console.log(`e2e: built the site in ${Date.now() - started} ms`);
}
