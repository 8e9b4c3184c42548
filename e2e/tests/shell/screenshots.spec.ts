import { join } from 'node:path';
import { expect, test } from '../../support/fixtures.ts';
import { ROOT } from '../../support/arena-server.ts';
import { acceptCookies, loginDemo, resetBackend } from './shell-helpers.ts';

const DIR = join(ROOT, 'e2e', 'artifacts', 'screenshots');
const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ request }) => resetBackend(request));

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test(`home screenshot: visitor, ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    await page.goto('/ru/');
    await expect(page.getByTestId('visitor-actions')).toBeVisible();
    await expect(page.getByTestId('coupon-panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar', { name: /Загрузка/ })).toHaveCount(0);
    await page.screenshot({ path: join(DIR, `shell-home-visitor-${device}.png`) });
  });

  test(`home screenshot: player, ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    await loginDemo(page);
    await page.goto('/ru/');
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar', { name: /Загрузка/ })).toHaveCount(0);
    await page.screenshot({ path: join(DIR, `shell-home-player-${device}.png`) });
  });
}
