/**
 * Mines (issue 30): the fast games' Mines opens as its own game (the family named, the lobby tile naming it,
 * the board drawn as SVG tiles), plays from the keyboard for fun money and verifies from its revealed seed,
 * and, signed in, for real money with the header balance moving by exactly stake − win.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { freshBackendPerTest, openGame, playForRealMoney } from './casino-games-support.ts';

freshBackendPerTest();

/**
 * One round on a one-mine board: the first tile is opened with the keyboard (Enter), and if it was safe the
 * round is cashed out; answers the settled round's stake and win.
 */
async function playMines(page: Page) {
  const board = page.getByTestId('mines');
  await expect(page.getByTestId('mines-edge')).toContainText('1 %');
  await page.getByTestId('mines-count').selectOption('1');
  await expect(page.getByTestId('mines-ladder').locator('li').first()).toHaveText('×1.0312');
  await page.getByTestId('game-play').click();
  await expect(board).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('mines-cashout')).toBeDisabled();
  const tile = page.getByTestId('mines-tile-12');
  await expect(tile.locator('svg')).toBeVisible();
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
  await expect(tile).not.toHaveAttribute('data-state', 'closed');
  if ((await board.getAttribute('data-status')) === 'open') {
    await expect(tile).toHaveAttribute('data-state', 'gem');
    await expect(page.getByTestId('mines-multiplier')).toHaveAttribute('data-multiplier', '1.0312');
    await page.getByTestId('mines-cashout').click();
  }
  await expect(board).toHaveAttribute('data-status', 'settled');
  // The finished board shows where the mine was.
  await expect(page.locator('[data-testid^="mines-tile-"][data-state="mine"], [data-testid^="mines-tile-"][data-state="hit"]')).toHaveCount(1);
  const result = page.getByTestId('game-result');
  await expect(result).not.toHaveAttribute('data-round', '');
  return { stake: Number(await result.getAttribute('data-stake')), win: Number(await result.getAttribute('data-win')) };
}

test('Mines opens from the fast games as its own game, plays for fun money from the keyboard and verifies from its seed', async ({ page }) => {
  await page.goto('/en/fast-games');
  const tile = page.getByTestId('game-tile-mines').first();
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.getByTestId('game-tile-family')).toHaveAttribute('data-engine', 'mines');
  await expect(tile.getByTestId('game-tile-family')).toHaveText('Mines: a fast game');
  await expect(tile.locator('svg.cs-art')).toHaveAttribute('data-family', 'mines');
  await openGame(page, '/en/games/mines');
  await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', 'mines');
  await expect(page.getByTestId('game-family')).toHaveText('Mines: a fast game');
  const { stake, win } = await playMines(page);
  expect(stake).toBeGreaterThan(0);
  const balance = Number((await page.getByTestId('game-balance').getAttribute('data-balance')) ?? '');
  expect(balance).toBeCloseTo(10_000 - stake + win, 6);
  await page.getByTestId('fair-panel').locator('summary').click();
  await page.getByTestId('fair-round').first().getByTestId('fair-verify').click();
  await expect(page.getByTestId('fair-verdict').first()).toHaveAttribute('data-verdict', 'ok');
});

test('the signed-in player plays Mines for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  await playForRealMoney(page, '/en/games/mines-x', playMines);
});
