/**
 * Casino games with the rest of the site (issue 13): the reality check appears over a game in play and
 * the game goes on after it; real-mode stakes put the player on the tournament's leaderboard.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { freshBackendPerTest, openGame, playRound, setLimit, switchToReal } from './casino-games-support.ts';

const SLOT = '/en/slots/game/1/fruit-fiesta-5';

freshBackendPerTest();
test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
});

test('a reality check appears over the game; after "continue" the game is still there to play', async ({ page }) => {
  await page.clock.install();
  await setLimit(page.request, 32, 5); // a reminder every 5 minutes
  await openGame(page, SLOT);
  await switchToReal(page);
  await playRound(page);
  expect((await page.request.post('/test-api/clock', { data: { advanceMs: 5 * 60_000 } })).ok()).toBe(true);
  await page.clock.fastForward('05:01');
  const reminder = page.getByTestId('reality-check');
  await expect(reminder).toBeVisible();
  await expect(page.getByTestId('game-stage')).toBeVisible();
  await page.getByTestId('reality-check-continue').click();
  await expect(reminder).toHaveCount(0);
  await playRound(page);
});

test('real-mode stakes put the player on the tournament leaderboard (demo play does not count)', async ({ page }) => {
  await openGame(page, SLOT);
  await playRound(page); // demo
  await switchToReal(page);
  const { stake } = await playRound(page);
  await page.goto('/en/bonus/casino/tournaments');
  await page.getByTestId('tournament-card').filter({ hasText: 'Fruit Fiesta Sprint' }).getByRole('link').click();
  const board = page.getByTestId('leaderboard');
  await expect(board.locator('tr[data-me="true"]')).toContainText('(you)');
  await expect(board.locator('tr[data-me="true"]')).toContainText(`RUB ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(stake)}`);
  await expect(page.getByTestId('leaderboard-mine')).toContainText('Your place: 1');
});
