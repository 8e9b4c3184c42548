/**
 * Headless Chromium found the way the e2e suite finds it. Both pages are reached through *.localhost
 * names pinned to 127.0.0.1, so Arena and the monolith take the same name-resolution path and both
 * are secure contexts, like 127.0.0.1 is.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../../e2e/support/chromium.ts';

export const ARENA_HOST = 'arena.localhost';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}
