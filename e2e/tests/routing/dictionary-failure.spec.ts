/**
 * Spec §8: a main dictionary that cannot be loaded shows the notice in the page's language — the
 * browser's own reaction, on a page rendered without the host's server render.
 */
import { expect, test } from '../../support/fixtures.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/test-api/faults');
});

// The browser's own reaction to a dictionary it cannot load. A server-rendered page brings its
// dictionaries with it (issue 26), so this is the page rendered without the host's server render.
test.use({ arenaEnv: { ARENA_SSR: 'off' } });

test('a failing main dictionary (en) shows the English notice', async ({ page, request }) => {
  await request.post('/test-api/faults', { data: { path: '/dictionary-api/en/common', status: 500 } });
  await page.goto('/en/');
  await expect(page.getByTestId('dictionary-error').getByRole('heading', { name: 'The site texts could not be loaded' })).toBeVisible({ timeout: 15_000 });
});
