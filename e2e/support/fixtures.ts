/**
 * The e2e test API: `test` gets `arena` (this worker's own running server) and a `baseURL` pointing
 * at it, so workers never share state (import map edits, clock moves, config patches). Every test
 * also fails on a dictionary key its pages asked for that no dictionary has (issue 20), and on any balance of
 * its server that no longer equals that account's journal (issue 27: every money path a journey walks is
 * journaled; `npm run reconcile` is the same check on a real database).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { MISSING_KEY_LOG } from '../../shared-libs/i18n/src/instance/missing-keys.ts';
import { startArenaServer, type ArenaServer } from './arena-server.ts';

export const test = base.extend<{ mountedApps: () => Promise<string[]>; noMissingKeys: void; balancesReconcile: void }, { arena: ArenaServer; arenaEnv: Record<string, string> }>({
  // More environment for this worker's server: a spec that needs it says `test.use({ arenaEnv: { … } })`.
  arenaEnv: [{}, { option: true, scope: 'worker' }],
  arena: [
    async ({ arenaEnv }, use) => {
      const server = await startArenaServer(arenaEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ arena }, use) => use(arena.url),
  mountedApps: async ({ page }, use) => use(() => mountedAppsOf(page)),
  // The i18n library logs every key the code asks for that the loaded dictionaries lack.
  noMissingKeys: [
    async ({ context }, use) => {
      const missing = new Set<string>();
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes(MISSING_KEY_LOG)) missing.add(message.text());
      });
      await use();
      expect([...missing], 'dictionary keys the pages asked for that no dictionary has').toEqual([]);
    },
    { auto: true },
  ],
  balancesReconcile: [
    async ({ request }, use) => {
      await use();
      const answer = await request.get('/test-api/reconcile');
      expect(answer.status(), 'the reconciliation answers').toBe(200);
      const { differences } = (await answer.json()) as { differences: unknown[] };
      expect(differences, 'balances that differ from their journal after this test').toEqual([]);
    },
    { auto: true },
  ],
});

/** single-spa's own list of mounted apps, read through the page's one single-spa instance. */
export function mountedAppsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { System: { import(s: string): Promise<{ getMountedApps(): string[] }> } }).System.import('single-spa').then((s) => s.getMountedApps()));
}

export { expect };
