/**
 * What the first paint does not need is not downloaded until it is needed (issue 19): the slip's
 * details come with the first pick, the auth app with the login.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../support/arena-server.ts';
import { expect, test } from '../../support/fixtures.ts';

/** The served map's URL of a specifier. */
async function urlOf(page: Page, specifier: string): Promise<string> {
  const map = (await (await page.request.get('/importmap.json')).json()) as { imports: Record<string, string> };
  return map.imports[specifier]!;
}

/** The chunk of the shell's build that holds the slip's details (found by a string only it contains). */
function couponDetailsChunk(shellUrl: string): string {
  const folder = shellUrl.slice(0, shellUrl.lastIndexOf('/') + 1);
  const dir = join(ROOT, folder);
  const chunk = readdirSync(dir).find((file) => /^chunk-.*\.js$/.test(file) && readFileSync(join(dir, file), 'utf8').includes('coupon-dependent-hint'));
  expect(chunk, 'the slip details are a chunk of their own').toBeDefined();
  return `${folder}${chunk}`;
}

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a page without a coupon action never downloads the slip details; the first pick does', async ({ page, mountedApps }) => {
  const requested = scriptRequests(page);
  await page.goto('/ru/');
  const homeLine = page.getByTestId('home-line');
  await expect(homeLine.locator('[data-testid^="odds-"]').first()).toBeVisible();
  await expect.poll(mountedApps).toContain('@arena/betting');
  const details = couponDetailsChunk(await urlOf(page, '@arena/shell'));
  // The page has settled (nothing downloaded for 500 ms, Playwright's network idle): the details did not come.
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(details);
  expect(requested).toContain(await urlOf(page, '@arena/shell'));

  await homeLine.locator('[data-testid^="odds-"]:not([disabled])').first().click();
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  await expect.poll(() => requested).toContain(details);
  await expect(page.getByTestId('coupon-panel').getByRole('tablist')).toBeVisible();
});

test('the auth app loads only when the player asks to log in', async ({ page }) => {
  const requested = scriptRequests(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  // The page has settled (nothing downloaded for 500 ms, Playwright's network idle): the auth app did not come.
  await page.waitForLoadState('networkidle');
  const auth = await urlOf(page, '@arena/auth');
  expect(requested).not.toContain(auth);

  await page.getByTestId('visitor-actions').getByRole('button', { name: 'Вход' }).click();
  await expect.poll(() => requested).toContain(auth);
  await expect(page.getByTestId('login-view')).toBeVisible();
});
