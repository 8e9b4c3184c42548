/**
 * Spec §2 line menu sections that filter (issue 31, item 2): upcoming, today and long-term each show
 * their own games under their own heading, not the whole line again.
 */
import { expect, test } from '../../support/fixtures.ts';

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
