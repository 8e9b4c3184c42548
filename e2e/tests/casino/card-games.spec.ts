/**
 * Blackjack and video poker (issue 30): each opens as its own game, deals SVG cards, plays a multi-step round
 * with its buttons (stand until the hand is over; hold two cards and draw) for fun money and, signed in, for
 * real money with the header balance moving by exactly stake − win; the played round verifies from its seed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, settledResult, verifyLastRound } from './casino-games-support.ts';

freshBackendPerTest();

/** Deals a blackjack round and stands on every hand until the round is settled (a natural settles at the deal). */
async function playBlackjack(page: Page): Promise<{ stake: number; win: number }> {
  const board = page.getByTestId('blackjack');
  await page.getByTestId('game-play').click();
  await expect(board).not.toHaveAttribute('data-status', 'idle');
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('blackjack-dealer').locator('svg')).toHaveCount(2);
  while ((await board.getAttribute('data-status')) === 'open') {
    await page.getByTestId('blackjack-stand').click();
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
  }
  await expect(board).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('blackjack-result-0')).not.toBeEmpty();
  return settledResult(page);
}

/** Deals five cards, holds the first and the third, draws: the held cards stay where they were. */
async function playVideoPoker(page: Page): Promise<{ stake: number; win: number }> {
  const board = page.getByTestId('video-poker');
  await page.getByTestId('game-play').click();
  await expect(board).toHaveAttribute('data-status', 'open');
  const held = [0, 2];
  const ranks: string[] = [];
  for (const place of held) {
    const card = page.getByTestId(`poker-card-${place}`);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    ranks.push((await card.locator('svg').getAttribute('data-rank')) ?? '');
  }
  await page.getByTestId('poker-draw').click();
  await expect(board).toHaveAttribute('data-status', 'settled');
  const final = page.getByTestId('poker-final').locator('svg');
  await expect(final).toHaveCount(5);
  expect([await final.nth(0).getAttribute('data-rank'), await final.nth(2).getAttribute('data-rank')]).toEqual(ranks);
  await expect(page.getByTestId('poker-hand')).not.toBeEmpty();
  return settledResult(page);
}

const GAMES = [
  { slug: 'classic-blackjack', engine: 'blackjack', play: playBlackjack },
  { slug: 'jacks-or-better', engine: 'video-poker', play: playVideoPoker },
] as const;

for (const game of GAMES) {
  test(`${game.slug} plays a ${game.engine} round for fun money and verifies it from its seed`, async ({ page }) => {
    await openGame(page, `/en/games/${game.slug}`);
    await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', game.engine);
    await expect(page.getByTestId('game-family')).not.toHaveText(/family_/);
    const { stake, win } = await game.play(page);
    expect(stake).toBeGreaterThan(0);
    expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
    await verifyLastRound(page);
  });
}

test('the signed-in player plays blackjack and video poker for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  for (const game of GAMES) await playForRealMoney(page, `/en/games/${game.slug}`, game.play);
});
