import { expect, test } from '../../support/fixtures.ts';
import { loginDemo, patchSiteConfig, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request }) => resetBackend(request));

test('idle logout fires after the configured minutes and the info modal explains it on the next load', async ({ page, request }) => {
  // The shortest idle time the config allows (whole minutes); the page's clock is moved instead of waiting.
  await patchSiteConfig(request, { application: { idleLogoutMinutes: 1 } });
  await page.clock.install();
  await loginDemo(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();

  // 50 s idle: still signed in.
  await page.clock.fastForward('00:50');
  await expect(page.getByTestId('player-actions')).toBeVisible();

  // 1 min of inactivity in total: logged out, the page reloads and explains why.
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward('00:11');
  await reloaded;
  const modal = page.locator('[data-testid="modal"][data-kind="auto-logoff"]');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Вы вышли из системы');
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  // Shown once: the next load does not repeat it.
  await page.reload();
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await expect(page.locator('[data-kind="auto-logoff"]')).toHaveCount(0);
});

test('activity keeps a player signed in past the idle time', async ({ page, request }) => {
  await patchSiteConfig(request, { application: { idleLogoutMinutes: 1 } });
  await page.clock.install();
  await loginDemo(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await page.clock.fastForward('00:40');
  await page.mouse.move(200, 300);
  await page.clock.fastForward('00:40');
  await expect(page.getByTestId('player-actions')).toBeVisible();
});
