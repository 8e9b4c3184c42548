import type { SiteConfig } from '@arena/domain';
import { decideNavigation } from '../../../root-config/src/guards/decide.ts';
import type { NavigationContext } from '../../../root-config/src/guards/context.ts';
import { languagesFrom, navigationConfigFrom } from '../../../root-config/src/navigation/platform-context-source.ts';
import { ROUTES } from '../../../root-config/src/routes/route-table.ts';
import { ERRORS_APP } from '../../../root-config/src/routes/types.ts';
import { samplePath } from '../../../root-config/src/testing/navigation-fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, mountedAppsOf, test } from '../../support/fixtures.ts';

/** Where a URL ends for the demo player under the served config, following redirects like the router. */
function expectedApp(path: string, context: NavigationContext): string | null {
  let url = path;
  for (let hop = 0; hop < 4; hop += 1) {
    const decision = decideNavigation(url, { ...context, currentUrl: null });
    if (decision.kind === 'allow') return decision.route.app;
    if (decision.kind === 'not-found' || decision.kind === 'error') return ERRORS_APP;
    if (decision.kind !== 'redirect') return null; // service lookups and cancels are walked elsewhere
    url = decision.url;
  }
  throw new Error(`${path}: redirect loop`);
}

test('every route of the table resolves in the browser to its expected app or redirect, with no unexpected 404', async ({ page, request }) => {
  test.setTimeout(240_000);
  const config = (await (await request.get('/bff-api/config/all.json?lang=ru')).json()) as SiteConfig;
  await signInViaApi(page);
  await page.goto('/ru/');
  await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/betting']);
  const context: NavigationContext = {
    currentUrl: null,
    language: { ...languagesFrom(config), current: 'ru' },
    user: { userId: 1, banLevel: 0, banVersion: 0 },
    cookies: { ua: 'session' },
    config: navigationConfigFrom(config, true),
    block: null,
    termsMustBeAccepted: false,
    navigationBlocked: false,
    maintenanceFlag: false,
    now: Date.now(),
  };
  const walked: string[] = [];
  const unexpected404: string[] = [];
  for (const route of ROUTES) {
    if (route.ban === 'banned-only' || route.role === 'block-page') continue; // walked by the guard journeys
    const path = `/ru/${samplePath(route)}`;
    const app = expectedApp(path, context);
    if (!app) continue;
    // The error pages themselves (500) render the errors app on purpose; any other route must not.
    if (app === ERRORS_APP && route.app !== ERRORS_APP && !route.conditions?.length) unexpected404.push(path);
    await page.evaluate((url) => (window as unknown as { System: { import(s: string): Promise<{ navigateToUrl(u: string): void }> } }).System.import('single-spa').then((s) => s.navigateToUrl(url)), path);
    await expect.poll(() => mountedAppsOf(page), { message: path, timeout: 15_000 }).toEqual([app]);
    walked.push(path);
  }
  expect(unexpected404).toEqual([]);
  expect(walked.length).toBeGreaterThan(100);
});
