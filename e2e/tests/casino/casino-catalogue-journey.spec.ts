/**
 * Casino catalogue journeys (issue 13): a visitor browses the lobby, switches category tab, opens a
 * provider's page, finds a game by a misspelt name and opens its game page; the demo player adds a
 * favourite, finds it on my-casino/favorites and removes it; a catalogue failure offers a retry. Each
 * test starts from the seed.
 */
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { freshBackendPerTest } from './casino-games-support.ts';
import { modalOf } from '../shell/shell-helpers.ts';

freshBackendPerTest();

test('a visitor browses the lobby, a category, a provider, and opens a game found by a misspelt name', async ({ page, mountedApps }) => {
  await page.goto('/ru/casino-lobby');
  const app = page.getByTestId('app-casino');
  const popular = page.getByTestId('lobby-section-popular');
  await expect(popular.locator('.cs-tile').first()).toBeVisible();
  // Tiles draw their artwork from the game's data (SVG), no image files.
  await expect(popular.locator('.cs-tile svg.cs-art').first()).toBeVisible();
  await expect(page.getByTestId('lobby-section-category-live-casino')).toBeVisible();

  // Category tab → the live casino list, paged with "show more".
  await page.getByTestId('casino-tab-live-casino').click();
  await expect(page).toHaveURL(/\/ru\/live-casino$/);
  const list = page.getByTestId('games-list');
  await expect(page.getByTestId('casino-list-page')).toHaveAttribute('data-category', 'live-casino');
  await expect(page.getByTestId('games-count')).toHaveText('Игр: 30');
  await expect(list.locator('.cs-tile')).toHaveCount(24);
  await page.getByTestId('show-more').click();
  await expect(list.locator('.cs-tile')).toHaveCount(30);
  await expect(page.getByTestId('show-more')).toHaveCount(0);

  // Providers → one provider's page lists only its games.
  await page.getByTestId('casino-tab-providers').click();
  await page.getByTestId('provider-crimson-owl').click();
  await expect(page).toHaveURL(/\/ru\/providers\/crimson-owl$/);
  await expect(page.getByTestId('provider-page').locator('h2')).toContainText('Crimson Owl');
  const providerTiles = page.getByTestId('games-list').locator('.cs-tile__provider');
  await expect(providerTiles.first()).toHaveText('Crimson Owl');
  expect(new Set(await providerTiles.allTextContents())).toEqual(new Set(['Crimson Owl']));

  // An unknown provider is the app's own not-found view.
  await page.goto('/ru/providers/no-such-studio');
  await expect(page.getByTestId('casino-not-found')).toBeVisible();

  // Search: "Ракета" typed as «Ракнта» (one wrong letter) still finds Rocket Crash, instantly.
  await page.goto('/ru/casino-search');
  // Typed once the app has taken over its server-painted field.
  await expect.poll(mountedApps).toContain('@arena/casino');
  await page.getByTestId('casino-search-input').fill('ракнта');
  const result = page.getByTestId('search-results').getByTestId('game-tile-rocket-crash');
  await expect(result).toBeVisible();
  await result.locator('.cs-tile__link').click();
  await expect(page).toHaveURL(/\/ru\/crash-games\/game\/2\/rocket-crash$/);
  await expect(app).toHaveAttribute('data-page-kind', 'game');
  await expect(page.getByTestId('casino-not-found')).toHaveCount(0);
  await expect(app).toContainText('Ракета');
});

test('the catalogue down: the lobby shows an error with a retry that loads it once the backend answers again', async ({ page, request }) => {
  await request.post('/test-api/faults', { data: { path: '/casino-api/lobby', status: 503 } });
  await page.goto('/ru/casino-lobby');
  await expect(page.getByTestId('casino-error')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lobby-section-popular')).toHaveCount(0);
  await request.delete('/test-api/faults');
  await page.getByTestId('casino-retry').click();
  await expect(page.getByTestId('lobby-section-popular').locator('.cs-tile').first()).toBeVisible();
  await expect(page.getByTestId('casino-error')).toHaveCount(0);
});

test('a visitor who taps the favourite star is asked to sign in', async ({ page }) => {
  await page.goto('/ru/slots');
  await page.getByTestId('games-list').getByTestId('favourite-toggle').first().click();
  await expect(modalOf(page, 'login')).toBeVisible();
});

test('the demo player adds a favourite, sees it on my-casino/favorites and removes it', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/slots');
  const firstTile = page.getByTestId('games-list').locator('.cs-tile').first();
  const slug = ((await firstTile.getAttribute('data-testid')) ?? '').replace('game-tile-', '');
  expect(slug).not.toBe('');
  const star = firstTile.getByTestId('favourite-toggle');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Казино', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ru\/casino-lobby$/);
  await page.goto('/ru/my-casino/favorites');
  const favourites = page.getByTestId('favourites-list');
  await expect(favourites.getByTestId(`game-tile-${slug}`)).toBeVisible();
  // The star survives a reload: it comes from the backend, not the page.
  await page.reload();
  const saved = page.getByTestId('favourites-list').getByTestId(`game-tile-${slug}`);
  await expect(saved.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await saved.getByTestId('favourite-toggle').click();
  await expect(page.getByTestId('my-favourites')).toContainText('В избранном пока пусто');
  await page.reload();
  await expect(page.getByTestId('my-favourites')).toContainText('В избранном пока пусто');
});

test('a game the demo player opened is listed under recently played on my-casino and in the lobby', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/my-casino');
  await expect(page.getByTestId('my-recent')).toContainText('Вы ещё не запускали игры');
  await page.goto('/ru/keno/game/3/lucky-keno');
  await expect(page.getByTestId('game-title')).toHaveText('Счастливое кено');
  await page.goto('/ru/my-casino');
  await expect(page.getByTestId('recent-list').getByTestId('game-tile-lucky-keno')).toBeVisible();
  await page.goto('/ru/casino-lobby');
  await expect(page.getByTestId('lobby-section-recent').getByTestId('game-tile-lucky-keno')).toBeVisible();
});
