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

test('issue 31 item 8: behind the notice, a page whose dictionaries all failed reads no raw dictionary key', async ({ page, request }) => {
  await request.post('/test-api/faults', { data: { path: '/dictionary-api/*', status: 500 } });
  await page.goto('/ru/promotions');
  await expect(page.getByTestId('dictionary-error').getByRole('heading', { name: 'Не удалось загрузить тексты сайта' })).toBeVisible({ timeout: 15_000 });
  // The page behind has rendered (its categories are data, not texts) before its words are read.
  await expect(page.getByTestId('promo-category-all_bonuses')).toBeAttached();
  const behind = await page.getByTestId('app-promotions').innerText();
  expect(behind.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g), 'raw dictionary keys on the page').toBeNull();
});
