/**
 * Issue 17 item 9 (spec §8 failures): a chunk that keeps failing after its one reload shows the error slot
 * with a refresh button instead of a blank page; a dictionary that fails shows main_dictionary_load_error
 * with a hint and a refresh button (built-in texts) instead of raw keys.
 */
import { expect, test } from '../../support/fixtures.ts';

test.afterEach(async ({ request }) => {
  await request.delete('/test-api/faults');
});

test('a chunk failing again after the one reload shows the error slot with a refresh button, not a blank page', async ({ page }) => {
  test.setTimeout(60_000);
  // Every lazily loaded chunk of the info app fails (a deploy removed the files the page still points at).
  await page.route(/\/dist\/info\/[^/]+\/chunk-[^/]+\.js/, (route) => route.abort());
  // Document requests, not load events: the first document may be reloaded before its own load event
  // fires (the aborted chunk fails at once), which a load counter would miss.
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto('/ru/about');
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  const slot = page.getByTestId('app-error-slot');
  await expect(slot).toBeVisible({ timeout: 15_000 });
  const refresh = slot.getByRole('button', { name: 'Обновить страницу' });
  await expect(refresh).toBeVisible();
  // Still inside the 60 s guard: the slot is the guard's answer to the second failure (reactionToAppError
  // chose show-refresh over reload), so no reload loop follows it.
  expect(loads).toBe(2);
  // The button is a hard reload.
  await refresh.click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(3);
  await expect(page.getByTestId('app-error-slot')).toBeVisible({ timeout: 15_000 });
  // Another page of the site does not carry the broken app's slot along.
  await page.getByTestId('shell-header').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ru\/?$/);
  await expect(page.getByTestId('app-error-slot')).toBeHidden();
});

test('a failing dictionary shows main_dictionary_load_error with a hint and a refresh button instead of raw keys', async ({ page, request }) => {
  await request.post('/test-api/faults', { data: { path: '/dictionary-api/ru/auth', status: 503 } });
  await page.goto('/ru/user/login');
  const notice = page.getByTestId('dictionary-error');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveAttribute('data-status-code', '503');
  await expect(notice.getByRole('heading', { name: 'Не удалось загрузить тексты сайта' })).toBeVisible();
  await expect(notice).toContainText('Обновите страницу, чтобы попробовать ещё раз');
  // Once the dictionaries are back, the refresh button brings the real texts.
  await request.delete('/test-api/faults');
  await notice.getByRole('button', { name: 'Обновить страницу' }).click();
  await expect(page.getByTestId('dictionary-error')).toHaveCount(0);
  await expect(page.getByText('login_title')).toHaveCount(0);
});
