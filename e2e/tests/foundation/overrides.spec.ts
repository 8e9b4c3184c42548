import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../../scripts/dev/app-server.ts';
import { ROOT } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('an import-map-overrides override pointing office at a second local server wins after reload; removing it restores the default', async ({ page }) => {
  const distRoot = mkdtempSync(join(tmpdir(), 'arena-override-'));
  const devServer = await startAppServer({ root: ROOT, specifier: '@arena/office', distRoot, label: 'local-dev' });
  try {
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

test('?devtools shows the import-map-overrides panel; without it the API-only build is loaded', async ({ page }) => {
  await page.goto('/ru/');
  expect(await page.evaluate(() => Boolean((window as unknown as { importMapOverrides?: object }).importMapOverrides))).toBe(true);
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
  await page.goto('/ru/?devtools');
  await expect(page.locator('import-map-overrides-full')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('devtools'))).not.toBeNull();
  expect(await page.evaluate(() => Boolean(customElements.get('import-map-overrides-full')))).toBe(true);
});
