/**
 * Bingo, TV lottery draws and Hi-Lo (issue 30): the first game of the bingo category, of the TV games' lotteries
 * and of the skill games opens as its own game (the family named, the board drawn as SVG), plays a round for
 * fun money that verifies from its revealed seed, and, signed in, for real money with the header balance moving
 * by exactly stake − win.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, playRound, verifyLastRound, firstListedGame } from './casino-games-support.ts';

freshBackendPerTest();

const stakeInput = async (page: Page) => Number(await page.getByTestId('game-stake').inputValue());

/** Two bingo cards: the round takes two stakes, draws to the last full house and shows both cards. */
async function playBingo(page: Page) {
  await page.getByTestId('bingo-cards-2').click();
  await expect(page.getByTestId('bingo-cards-2')).toHaveAttribute('aria-pressed', 'true');
  const perCard = await stakeInput(page);
  const result = await playRound(page);
  expect(result.stake).toBeCloseTo(2 * perCard, 6);
  await expect(page.getByTestId('bingo')).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('bingo-card-1').locator('svg')).toBeVisible();
  await expect(page.getByTestId('bingo-card-0').locator('[data-pattern="full-house"]')).toHaveAttribute('data-at', /^\d+$/);
  return result;
}

/** A quick-pick ticket: the draw drops as many balls as the ticket has numbers. */
async function playLottery(page: Page) {
  await expect(page.getByTestId('game-play')).toBeDisabled();
  await page.getByTestId('lottery-quick-pick').click();
  const marked = await page.locator('[data-testid^="lottery-"][aria-pressed="true"]').count();
  expect([5, 6]).toContain(marked);
  const result = await playRound(page);
  await expect(page.getByTestId('lottery-drawn').locator('svg')).toHaveCount(marked);
  await expect(page.getByTestId('lottery-matches')).not.toBeEmpty();
  return result;
}

/** Deals, guesses the likelier side, cashes out if the guess was right. */
async function playHilo(page: Page) {
  const board = page.getByTestId('hilo');
  await expect(page.getByTestId('hilo-edge')).toContainText('1 %');
  await page.getByTestId('game-play').click();
  await expect(board).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('hilo-cashout')).toBeDisabled();
  const higher = Number(await page.getByTestId('hilo-higher').getAttribute('data-chance'));
  const lower = Number(await page.getByTestId('hilo-lower').getAttribute('data-chance'));
  await page.getByTestId(higher >= lower ? 'hilo-higher' : 'hilo-lower').click();
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
  if ((await board.getAttribute('data-status')) === 'open') await page.getByTestId('hilo-cashout').click();
  await expect(board).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('hilo-cards').locator('svg')).toHaveCount(2);
  const result = page.getByTestId('game-result');
  await expect(result).not.toHaveAttribute('data-round', '');
  return { stake: Number(await result.getAttribute('data-stake')), win: Number(await result.getAttribute('data-win')) };
}

const FAMILIES = [
  { query: 'category=bingo', engine: 'bingo', play: playBingo },
  { query: 'category=tvgames&subcategory=lottery', engine: 'lottery', play: playLottery },
  { query: 'category=skill-games', engine: 'hilo', play: playHilo },
] as const;

for (const family of FAMILIES) {
  test(`the first game of ${family.query} plays ${family.engine} for fun money and verifies from its seed`, async ({ page }) => {
    const game = await firstListedGame(page, family.query);
    expect(game.engine).toBe(family.engine);
    await openGame(page, `/en/games/${game.slug}`);
    await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', family.engine);
    await expect(page.getByTestId('game-family')).not.toHaveText(/family_/);
    const { stake, win } = await family.play(page);
    expect(stake).toBeGreaterThan(0);
    expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
    await verifyLastRound(page);
  });
}

test('the signed-in player plays bingo, a lottery draw and Hi-Lo for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  for (const family of FAMILIES) {
    const game = await firstListedGame(page, family.query);
    await playForRealMoney(page, `/en/games/${game.slug}`, family.play);
  }
});
