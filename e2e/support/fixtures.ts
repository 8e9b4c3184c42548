/**
 * The e2e test API: `test` gets `arena` (this worker's own running server) and a `baseURL` pointing
 * at it, so workers never share state (import map edits, clock moves, config patches). Every test
 * also fails on a dictionary key its pages asked for that no dictionary has (issue 20), and on any balance of
 * its server that no longer equals that account's journal (issue 27: every money path a journey walks is
 * journaled; `npm run reconcile` is the same check on a real database).
 *
 * Pages arrive painted by the server before their code runs (issue 26), and an action on the painted page is
 * what a visitor's would be then: a link is an ordinary page load, a moved clock reaches no timer yet. So
 * `page.goto` and `page.reload` return once the page has hydrated (no server marks left); a test about the
 * painted page itself navigates with `waitUntil: 'commit'` and gets it as it arrives.
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
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => afterHydration(page, await goto(url, options), options?.waitUntil);
    page.reload = async (options) => afterHydration(page, await reload(options), options?.waitUntil);
    await use(page);
  },
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

/** The server marks every painted part until its code has hydrated it (`data-arena-ssr`). */
const SERVER_PAINT_MARK = '[data-arena-ssr]';

async function afterHydration<T>(page: Page, response: T, waitUntil: string | undefined): Promise<T> {
  if (waitUntil !== 'commit') await expect(page.locator(SERVER_PAINT_MARK), 'the painted page hydrated after its navigation').toHaveCount(0, { timeout: 20_000 });
  return response;
}

/** single-spa's own list of mounted apps, read through the page's one single-spa instance. */
export function mountedAppsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { System: { import(s: string): Promise<{ getMountedApps(): string[] }> } }).System.import('single-spa').then((s) => s.getMountedApps()));
}

/**
 * The page's module scripts: the built files under /dist/ and the host's one file of the first-paint shared
 * libraries (server/src/host/first-paint-bundle.ts). A test that holds or delays "the page's JavaScript" routes these.
 */
export const PAGE_SCRIPT = /\/(?:dist|first-paint)\/.*\.js$/;

export { expect };
