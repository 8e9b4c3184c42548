/**
 * The e2e test API: `test` gets `arena` (this worker's own running server) and a `baseURL` pointing
 * at it, so workers never share state (import map edits, clock moves, config patches).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startArenaServer, type ArenaServer } from './arena-server.ts';

export const test = base.extend<{ mountedApps: () => Promise<string[]> }, { arena: ArenaServer }>({
  arena: [
    async ({}, use) => {
      const server = await startArenaServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ arena }, use) => use(arena.url),
  mountedApps: async ({ page }, use) => use(() => mountedAppsOf(page)),
});

/** single-spa's own list of mounted apps, read through the page's one single-spa instance. */
export function mountedAppsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { System: { import(s: string): Promise<{ getMountedApps(): string[] }> } }).System.import('single-spa').then((s) => s.getMountedApps()));
}

export { expect };
