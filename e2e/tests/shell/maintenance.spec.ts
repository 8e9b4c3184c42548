import { expect, test } from '../../support/fixtures.ts';
import { patchSiteConfig, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request }) => resetBackend(request));

const notice = (page: import('@playwright/test').Page) => page.locator('[data-group="maintenance"] [data-testid="notification-maintenance"]');

test('the maintenance cookie shows the notice in English for en and in Russian for kz', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'maintenance', value: '1', url: baseURL! }]);
  await page.goto('/en/');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('Scheduled maintenance from');
  await page.goto('/kz/');
  await expect(notice(page)).toContainText('Технические работы на сайте с');
});

test('a window announced in the config (not active yet) is noticed between notify start and end, in the language rule', async ({ page, request }) => {
  const now = Math.floor(Date.now() / 1000);
  await patchSiteConfig(request, {
    maintenance: { isActive: false, startAt: now + 3600, finishAt: now + 7200, notifyStartDate: now - 60, notifyEndDate: now + 7200 },
  });
  await page.goto('/az/');
  await expect(notice(page)).toContainText('Технические работы');
  await page.goto('/en/');
  await expect(notice(page)).toContainText('Scheduled maintenance');
});

test('before the notify start date the notice is not shown', async ({ page, request }) => {
  const now = Math.floor(Date.now() / 1000);
  await patchSiteConfig(request, {
    maintenance: { isActive: true, startAt: now + 3600, finishAt: now + 7200, notifyStartDate: now + 1800, notifyEndDate: now + 7200 },
  });
  await page.goto('/en/');
  // The one-tap prompt is config-driven: once it shows, the config (with the maintenance state) is installed.
  await expect(page.getByTestId('one-tap-prompt')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
