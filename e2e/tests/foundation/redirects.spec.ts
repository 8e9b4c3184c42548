import { expect, test } from '../../support/fixtures.ts';

test.describe('language segment redirects (host)', () => {
  test('/ redirects to /ru/ and /office?x=1 to /ru/office?x=1', async ({ request }) => {
    const home = await request.get('/', { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    expect(home.headers().location).toBe('/ru/');
    const office = await request.get('/office?x=1', { maxRedirects: 0 });
    expect(office.status()).toBe(302);
    expect(office.headers().location).toBe('/ru/office?x=1');
  });

  test('a browser opening / lands on the Russian home with the shell and the betting app', async ({ page, mountedApps }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('app-betting')).toBeVisible();
    // Painted by the server, the betting markup is visible before the app has mounted over it.
    await expect.poll(mountedApps).toContain('@arena/betting');
  });
});
