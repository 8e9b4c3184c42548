/**
 * Spec §2 line menu sections that filter (issue 31, item 2): upcoming, today and long-term each show
 * their own games under their own heading, not the whole line again.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';

const gameIds = (html: string) => [...html.matchAll(/data-testid="game-(\d+)"/g)].map(([, id]) => id!);

test('line/menu/upcoming lists the next two hours under its heading; the line lists more', async ({ request, page }) => {
  const line = gameIds(await (await request.get('/ru/line')).text());
  const upcomingHtml = await (await request.get('/ru/line/menu/upcoming')).text();
  const upcoming = gameIds(upcomingHtml);
  expect(upcomingHtml).toContain('Линия · Ближайшие два часа');
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.length).toBeLessThan(line.length);
  // In the browser too: the same window (a game may have crossed its edge since, one 2.5-minute slot).
  await page.goto('/ru/line/menu/upcoming');
  await expect(page.getByRole('heading', { name: 'Линия · Ближайшие два часа' })).toBeVisible();
  const links = page.getByTestId('section-games').locator('[data-testid^="game-link-"]');
  await expect(links.first()).toBeVisible();
  expect(Math.abs((await links.count()) - upcoming.length)).toBeLessThanOrEqual(1);
});

test('line/menu/favorites: a visitor is asked to sign in; a player stars a league and sees only its games there, not the whole line (issue 31, item 2)', async ({ page }) => {
  await page.request.post('/test-api/reset');
  await page.goto('/ru/line/menu/favorites');
  await expect(page.getByTestId('favourites-sign-in')).toContainText('Отмечайте звёздочкой события и турниры');

  await signInViaApi(page);
  await page.goto('/ru/line');
  const firstChamp = page.getByTestId('section-games').locator('[data-testid^="champ-"]').first();
  const champId = (await firstChamp.getAttribute('data-testid'))!.replace('champ-', '');
  const star = firstChamp.getByTestId(`fav-champ-${champId}`);
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(star).toHaveAttribute('aria-label', /^Добавить «[^{}»]+» в избранное$/);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveText('★');

  await page.getByTestId('menu-favourites').click();
  await expect(page).toHaveURL(/\/ru\/line\/menu\/favorites$/);
  const list = page.getByTestId('favourite-games');
  await expect(list.getByRole('heading', { name: 'Линия · Избранное' })).toBeVisible();
  await expect(list.locator('[data-testid^="champ-"]')).toHaveCount(1);
  await expect(list.getByTestId(`champ-${champId}`)).toBeVisible();

  // Unstarring empties it, with the hint of how to star.
  await list.getByTestId(`fav-champ-${champId}`).click();
  await expect(list).toContainText('В избранном пока нет событий этого раздела');
});
