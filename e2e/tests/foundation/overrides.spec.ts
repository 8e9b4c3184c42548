import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../../scripts/dev/app-server.ts';
import { ROOT, startArenaServer } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('an import-map-overrides override pointing office at a second local server wins after reload; removing it restores the default', async ({ page }) => {
  const distRoot = mkdtempSync(join(tmpdir(), 'arena-override-'));
  const devServer = await startAppServer({ root: ROOT, specifier: '@arena/office', distRoot, label: 'local-dev' });
  try {
    expect((await page.request.post('/test-api/reset')).ok()).toBe(true); // the demo player as seeded (no limits left by earlier tests)
    await signInViaApi(page); // the office is for signed-in players
    await page.goto('/ru/office');
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');

    await page.evaluate((url) => localStorage.setItem('import-map-override:@arena/office', url), devServer.overrideUrl);
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', 'local-dev');
    // The override came from the other origin (CORS), and the rest of the page still works.
    await expect(page.getByTestId('shell-header')).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('import-map-override:@arena/office'));
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');
  } finally {
    await devServer.close();
    rmSync(distRoot, { recursive: true, force: true });
  }
});

test("a developer's override of a build that drew the page renders that part in the browser instead of hydrating another build's markup", async ({ page, mountedApps }) => {
  const distRoot = mkdtempSync(join(tmpdir(), 'arena-override-'));
  const shellServer = await startAppServer({ root: ROOT, specifier: '@arena/shell', distRoot, label: 'local-dev' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    // The server drew the frame and the promotions with the live map's builds; this browser runs another shell.
    await page.goto('/ru/promotions');
    await page.evaluate((url) => localStorage.setItem('import-map-override:@arena/shell', url), shellServer.overrideUrl);
    await page.addInitScript(() => {
      const w = window as unknown as { drawn?: { header: Element | null; grid: Element | null } };
      document.addEventListener('DOMContentLoaded', () => (w.drawn = { header: document.querySelector('[data-testid="shell-header"]'), grid: document.querySelector('[data-testid="promotions-grid"]') }));
    });
    await page.reload();
    await expect.poll(mountedApps).toContain('@arena/promotions');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('promotions-grid')).toBeVisible();
    const kept = await page.evaluate(() => {
      const w = window as unknown as { drawn?: { header: Element | null; grid: Element | null } };
      return { drawn: Boolean(w.drawn?.header && w.drawn.grid), header: w.drawn?.header === document.querySelector('[data-testid="shell-header"]'), grid: w.drawn?.grid === document.querySelector('[data-testid="promotions-grid"]') };
    });
    // The server's nodes were there, and were replaced: the frame and the app rendered anew, nothing hydrated.
    expect(kept).toEqual({ drawn: true, header: false, grid: false });
    await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await shellServer.close();
    rmSync(distRoot, { recursive: true, force: true });
  }
});

test("?devtools shows the import-map-overrides panel; a stored override loads the API-only build; a player's browser loads neither", async ({ page, mountedApps }) => {
  const overridesScripts: string[] = [];
  page.on('request', (request) => request.url().includes('import-map-overrides') && overridesScripts.push(request.url()));
  await page.goto('/ru/');
  await expect.poll(mountedApps).toContain('@arena/betting');
  expect(overridesScripts, "a player's page asks for none of the override tooling").toEqual([]);
  expect(await page.evaluate(() => Boolean((window as unknown as { importMapOverrides?: object }).importMapOverrides))).toBe(false);
  // Any stored state of the library counts (here an empty list of disabled overrides).
  await page.evaluate(() => localStorage.setItem('import-map-overrides-disabled', '[]'));
  await page.reload();
  await expect.poll(mountedApps).toContain('@arena/betting');
  expect(await page.evaluate(() => Boolean((window as unknown as { importMapOverrides?: object }).importMapOverrides))).toBe(true);
  expect(overridesScripts.some((url) => url.endsWith('import-map-overrides-api.js'))).toBe(true);
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
  await page.goto('/ru/?devtools');
  await expect(page.locator('import-map-overrides-full')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('devtools'))).not.toBeNull();
  expect(await page.evaluate(() => Boolean(customElements.get('import-map-overrides-full')))).toBe(true);
});

test('an override pointing at an origin the site does not allow is refused: the default office loads, nothing is fetched from there', async ({ page }) => {
  let fetched = false;
  await page.route('http://evil.example/**', (route) => {
    fetched = true;
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__evil = true;' });
  });
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await signInViaApi(page);
  await page.goto('/ru/office');
  await page.evaluate(() => localStorage.setItem('import-map-override:@arena/office', 'http://evil.example/office/index.js'));
  await page.reload();
  await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(fetched).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __evil?: boolean }).__evil)).toBeUndefined();
  expect(warnings.some((w) => w.includes('refused the override of @arena/office'))).toBe(true);
});

test('with ARENA_OVERRIDE_ORIGINS naming one local server, an override to another local port is refused (guard and CSP)', async ({ browser }) => {
  const distRoot = mkdtempSync(join(tmpdir(), 'arena-override-'));
  const allowedServer = await startAppServer({ root: ROOT, specifier: '@arena/office', distRoot, label: 'allowed-dev' });
  const otherServer = await startAppServer({ root: ROOT, specifier: '@arena/office', distRoot, label: 'other-dev' });
  const arena = await startArenaServer({ ARENA_OVERRIDE_ORIGINS: allowedServer.origin, ARENA_CORS: '1' });
  const context = await browser.newContext({ baseURL: arena.url });
  const page = await context.newPage();
  try {
    await signInViaApi(page);
    await page.goto('/ru/office');
    const csp = (await page.request.get('/ru/office')).headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toEqual(["'self'", allowedServer.origin]);

    await page.evaluate((url) => localStorage.setItem('import-map-override:@arena/office', url), otherServer.overrideUrl);
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');

    await page.evaluate((url) => localStorage.setItem('import-map-override:@arena/office', url), allowedServer.overrideUrl);
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', 'allowed-dev');
  } finally {
    await context.close();
    await arena.stop();
    await allowedServer.close();
    await otherServer.close();
    rmSync(distRoot, { recursive: true, force: true });
  }
});

test('issue 29 finding 5: a pin of a shared vendor build of this site (left by the devtools panel) is ignored after a vendor deploy: one React, the shell mounts', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await page.goto('/ru/');
  // An older vendor build, long gone from dist/ (a pin from before a vendor deploy).
  await page.evaluate(() => {
    localStorage.setItem('import-map-override:react', '/dist/vendor/000000000000/react.js');
    localStorage.setItem('import-map-override:single-spa', '/dist/vendor/000000000000/single-spa.js');
  });
  await page.reload();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(warnings.some((w) => w.includes('refused the override of react (/dist/vendor/000000000000/react.js)'))).toBe(true);
  expect(warnings.some((w) => w.includes('refused the override of single-spa'))).toBe(true);
});

test('an external override map on an allowed origin that names a foreign origin: that entry is refused, the default office loads, the allowed entries stay', async ({ page }) => {
  // The map lives on an allowed origin (the e2e server allows 127.0.0.1:*); one of its entries does not.
  const mapUrl = 'http://127.0.0.1:9/override-map.json';
  let evilFetched = false;
  await page.route(mapUrl, (route) =>
    route.fulfill({
      contentType: 'application/importmap+json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ imports: { '@arena/office': 'http://evil.example/office/index.js', 'arena-external-map-probe': './probe.js' } }),
    }),
  );
  await page.route('http://evil.example/**', (route) => {
    evilFetched = true;
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__evil = true;' });
  });
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await signInViaApi(page);
  await page.goto('/ru/office');
  await page.evaluate((url) => localStorage.setItem('import-map-overrides-external-maps', JSON.stringify([url])), mapUrl);
  await page.reload();
  await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(evilFetched).toBe(false);
  expect(warnings.some((w) => w.includes('refused the entry @arena/office'))).toBe(true);
  // The allowed entry of the same map is in the page's map, resolved against the map's own URL.
  const probe = await page.evaluate(() => (window as unknown as { System: { getImportMap(): { imports: Record<string, string> } } }).System.getImportMap().imports['arena-external-map-probe']);
  expect(probe).toBe('http://127.0.0.1:9/probe.js');
  await page.evaluate(() => localStorage.removeItem('import-map-overrides-external-maps'));
});
