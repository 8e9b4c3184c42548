/**
 * Spec §9: when the config group endpoint fails, the site config comes from all.json — as the browser's
 * config loader runs it, on a page rendered without the host's server render.
 */
import { expect, test } from '../../support/fixtures.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/test-api/faults');
});

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
