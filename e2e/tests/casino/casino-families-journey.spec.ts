/**
 * Engine families (issue 30): the first game of several categories opens as its own game (the family named on
 * the page, the board drawn as SVG), plays a round in demo, and for the signed-in player in real money with the
 * header balance moving by exactly stake − win; a played round verifies from its revealed seed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, playRound, verifyLastRound, firstListedGame } from './casino-games-support.ts';

/** Categories whose first game is one of the new families (roulette, plinko, scratch, baccarat, dice); fishing and virtual sports: arcade-games.spec.ts. */
const CATEGORIES = ['fast-bet', 'fast-games', 'scratchcards', 'card-games'] as const;

freshBackendPerTest();

const firstGameOf = (page: Page, category: string) => firstListedGame(page, `category=${category}`);

/** What the family needs before the play button works: a roulette chip on the table. */
async function prepare(page: Page, engine: string) {
  if (engine === 'roulette') await page.getByTestId('roulette-spot-red:').click();
}

for (const category of CATEGORIES) {
  test(`the first ${category} game is a real game: demo round, family named, board drawn as SVG`, async ({ page }) => {
    const game = await firstGameOf(page, category);
    expect(game.engine).not.toBe('generic-demo');
    await openGame(page, `/en/games/${game.slug}`);
    await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', game.engine);
    await expect(page.getByTestId('game-family')).not.toHaveText(/family_/);
    await prepare(page, game.engine);
    const { stake, win } = await playRound(page);
    expect(stake).toBeGreaterThan(0);
    expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
    await expect(page.getByTestId('game-stage').locator('svg').first()).toBeVisible();
    await verifyLastRound(page);
  });
}

test('the demo player plays roulette and baccarat for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  for (const category of ['fast-bet', 'card-games']) {
    const game = await firstGameOf(page, category);
    await playForRealMoney(page, `/en/games/${game.slug}`, async (page) => {
      await prepare(page, game.engine);
      return playRound(page);
    });
  }
});

test('the lobby tile names the game\'s family', async ({ page }) => {
  await page.goto('/en/casino-lobby');
  const family = page.getByTestId('game-tile-rocket-crash').first().getByTestId('game-tile-family');
  await expect(family).toHaveAttribute('data-engine', 'crash');
  await expect(family).toHaveText('Crash game');
});
