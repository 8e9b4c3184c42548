import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('a link to /ru/office swaps betting for office without a full page reload', async ({ page, mountedApps }) => {
  await signInViaApi(page); // the office is for signed-in players
  await page.goto('/ru/');
  await expect(page.getByTestId('app-betting')).toBeVisible();
  await expect.poll(mountedApps).toContain('@arena/betting');
  // A full reload would wipe this marker.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // The player's office link in the shell header (an icon link; its accessible name is localized).
  await page.getByTestId('player-actions').locator('a[href="/ru/office/account"]').click();
  await expect(page).toHaveURL(/\/ru\/office/);
  await expect(page.getByTestId('app-office')).toBeVisible();
  await expect.poll(mountedApps).toEqual(['@arena/office']);
  await expect(page.getByTestId('app-betting')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
