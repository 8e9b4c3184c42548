import { ERRORS_APP, ROUTES, samplePath } from '@arena/routes';
import { signInViaApi } from '../../support/auth.ts';
import { expect, mountedAppsOf, test } from '../../support/fixtures.ts';
import { demoPlayerContext, finalDecision, navigateInPage } from '../../support/route-walk.ts';

/** Where a URL ends for the demo player: its app, the errors app, or null for lookups and cancels (walked elsewhere). */
function expectedApp(path: string, context: Parameters<typeof finalDecision>[1]): string | null {
  const decision = finalDecision(path, context);
  if (decision.kind === 'allow') return decision.route.app;
  if (decision.kind === 'not-found' || decision.kind === 'error') return ERRORS_APP;
  return null;
}

test('every route of the table resolves in the browser to its expected app or redirect, with no unexpected 404', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInViaApi(page);
  await page.goto('/ru/');
  await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/betting']);
  const context = await demoPlayerContext(request, 'ru');
  const walked: string[] = [];
  const unexpected404: string[] = [];
  for (const route of ROUTES) {
    if (route.ban === 'banned-only' || route.role === 'block-page') continue; // walked by the guard journeys
    const path = `/ru/${samplePath(route)}`;
    const app = expectedApp(path, context);
    if (!app) continue;
    // The error pages themselves (500) render the errors app on purpose; any other route must not.
    if (app === ERRORS_APP && route.app !== ERRORS_APP && !route.conditions?.length) unexpected404.push(path);
    await navigateInPage(page, path);
    await expect.poll(() => mountedAppsOf(page), { message: path, timeout: 15_000 }).toEqual([app]);
    walked.push(path);
  }
  expect(unexpected404).toEqual([]);
  expect(walked.length).toBeGreaterThan(100);
});
