import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/test-api/faults');
  await request.post('/test-api/reset');
});

test('a 401 mid-session is healed by a token refresh without the player noticing', async ({ page, request }) => {
  await signInViaApi(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('balance')).toBeVisible();
  const tokenFetches: string[] = [];
  page.on('request', (r) => r.url().includes('/web-api/user/gettoken') && tokenFetches.push(r.url()));
  // The next user-config call answers 401, as if the token had expired on the server.
  await request.post('/test-api/faults', { data: { path: '/web-api/user/config', status: 401, count: 1 } });
  const answer = await page.evaluate(() =>
    (window as unknown as { System: { import(s: string): Promise<{ http: { get<T>(p: string): Promise<T> } }> } }).System.import('@arena/http').then((m) =>
      m.http.get<{ result: { user_name: string } }>('/web-api/user/config'),
    ),
  );
  expect(answer.result.user_name).toBeTruthy();
  expect(tokenFetches.some((url) => url.includes('force_refresh=true'))).toBe(true);
  // Still a player, no error shown.
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a 451 (terms changed) lands a signed-in player on confirm-terms', async ({ page }) => {
  await signInViaApi(page, 'terms');
  await page.goto('/ru/office/history');
  await expect(page).toHaveURL(/\/ru\/confirm-terms/);
});

test.describe('a page the browser renders alone', () => {
  // The config loader's fallback as the browser runs it. On a server-rendered page (issue 26) the host's
  // render loads the config through the same loader, and the page brings it along.
  test.use({ arenaEnv: { ARENA_SSR: 'off' } });

  test('when the config group endpoint fails, the site config falls back to all.json', async ({ page, request }) => {
    await request.post('/test-api/faults', { data: { path: '/bff-api/config/group/get', status: 503 } });
    const configCalls: string[] = [];
    page.on('response', (r) => r.url().includes('/bff-api/config/') && configCalls.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.goto('/ru/');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect.poll(() => configCalls).toContain('200 /bff-api/config/all.json');
    expect(configCalls).toContain('503 /bff-api/config/group/get');
    // The config is installed: the language switcher lists the configured languages.
    await expect(page.getByTestId('language-switcher')).toBeVisible();
  });
});
