/**
 * Issue 16, finding 7 (browser): the site boots under its Content-Security-Policy with no violation,
 * frames are refused, and a crafted return URL cannot send a player off-site after login.
 */
import type { Page } from '@playwright/test';
import { DEMO, expectSignedIn, openLoginPage, quietPage, resetBackend } from '../auth/auth-helpers.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, mountedAppsOf, test } from '../../support/fixtures.ts';

/** Collects every CSP violation the page reports: console "Refused to …" lines and securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(`console: ${text}`);
  });
  await page.exposeFunction('__arenaCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __arenaCspViolation(t: string): void }).__arenaCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('home, office and login boot under the CSP with no violation reported', async ({ page, request }) => {
  await resetBackend(request);
  await quietPage(page);
  const violations = await watchCsp(page);

  const home = await page.goto('/ru/');
  const csp = home!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'[^;]*/);
  expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain('unsafe-inline');
  expect(home!.headers()['x-frame-options']).toBe('DENY');
  expect(home!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('app-betting')).toBeVisible();

  await openLoginPage(page);

  await signInViaApi(page);
  await page.goto('/ru/office');
  await expect(page.getByTestId('app-office')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // The page's own late loaders (fingerprint script, lazy apps) have run by now.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the CSP itself refuses a script from an origin it does not list', async ({ page }) => {
  const violations = await watchCsp(page);
  let fetched = false;
  await page.route('http://evil.example/**', (route) => {
    fetched = true;
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__evil = true;' });
  });
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'http://evil.example/x.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __evil?: boolean }).__evil)).toBeUndefined();
  expect(fetched).toBe(false);
});

test('a page of the site cannot be framed by another page (frame-ancestors)', async ({ page, baseURL }) => {
  const framed = page.waitForEvent('console', { predicate: (m) => /frame-ancestors|Refused to (display|frame)/i.test(m.text()), timeout: 10_000 });
  await page.setContent(`<iframe src="${baseURL}/ru/"></iframe>`);
  await framed;
  // The refused frame stays empty: no Arena page renders inside it.
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(await frame?.locator('[data-testid="shell-header"]').count().catch(() => 0) ?? 0).toBe(0);
});

test('login with returnUrl=%2F%09%2Fevil.example%2F (a tab browsers strip) stays on the site', async ({ page, request, baseURL }) => {
  await resetBackend(request);
  await quietPage(page);
  const offSite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname === 'evil.example') offSite.push(r.url());
  });
  await openLoginPage(page, '?returnUrl=%2F%09%2Fevil.example%2F');
  await page.getByLabel('Login or e-mail').fill(DEMO.login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expectSignedIn(page);
  // Settled: the post-login navigation (goToAfterSignIn, after the root config's own re-route) ends on the
  // fallback target, home, with its app mounted; the refused return URL left nothing else to go to.
  await expect(page).toHaveURL(new URL('/en/', baseURL).href);
  await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/betting']);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).not.toContain('evil.example');
  expect(offSite).toEqual([]);
});
