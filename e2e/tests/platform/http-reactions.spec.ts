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
