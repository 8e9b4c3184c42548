/**
 * Fishing shooter and virtual sports (issue 30): the first game of the fishinghunting and virtualsports
 * categories opens as its own family, plays a round for fun money (ten shots clicked at the fish; a match or
 * race replayed to its result) and, signed in, for real money with the header balance moving by exactly
 * stake − win; a played round verifies from its revealed seed. The fish swim: with reduced motion they hold
 * still to be clicked, with motion on they are shot from the keyboard (a moving target is never "stable").
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, settledResult, verifyLastRound, firstListedGame } from './casino-games-support.ts';

freshBackendPerTest();

const firstGameOf = (page: Page, category: string) => firstListedGame(page, `category=${category}`);

const AIMS = ['clownfish', 'pufferfish', 'turtle', 'shark', 'whale'];

/** Buys the round's ten shots and fires them at the fish in turn (a click, or Enter on the focused fish). */
async function playFishing(page: Page, by: 'click' | 'keyboard') {
  const board = page.getByTestId('fishing');
  await page.getByTestId('game-play').click();
  await expect(board).toHaveAttribute('data-status', 'open');
  for (let shot = 0; shot < 10; shot++) {
    await expect(board).toHaveAttribute('data-shots-left', String(10 - shot));
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
    const fish = page.getByTestId(`fish-${AIMS[shot % AIMS.length]}`);
    if (by === 'click') await fish.click();
    else await fish.press('Enter');
  }
  await expect(board).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('fishing-status')).toContainText('out of 10 shots');
  return settledResult(page);
}

/** Backs a pick (the draw, or runner 2), plays, and waits until the replay has reached the result. */
async function playVirtual(page: Page, engine: string) {
  await page.getByTestId(engine === 'virtual-match' ? 'match-pick-draw' : 'race-pick-2').click();
  await page.getByTestId('game-play').click();
  const result = await settledResult(page);
  if (engine === 'virtual-match') {
    await expect(page.getByTestId('virtual-match')).toHaveAttribute('data-score', /^\d+:\d+$/);
    const [home, away] = ((await page.getByTestId('virtual-match').getAttribute('data-score')) ?? '').split(':').map(Number);
    await expect(page.getByTestId('match-goals').locator('li')).toHaveCount(home! + away!);
    await expect(page.getByTestId('virtual-match')).toHaveAttribute('data-minute', '90');
  } else {
    await expect(page.getByTestId('virtual-race')).toHaveAttribute('data-winner', /^[1-6]$/);
    await expect(page.getByTestId('race-order')).toContainText('Finishing order');
  }
  return result;
}

test('the first fishinghunting game is the fishing shooter: ten shots clicked at still fish (reduced motion), verified', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const game = await firstGameOf(page, 'fishinghunting');
  expect(game.engine).toBe('fishing');
  await openGame(page, `/en/games/${game.slug}`);
  await expect(page.getByTestId('game-family')).toHaveText('Fishing shooter');
  await expect(page.getByTestId('fish-whale').locator('svg, ellipse').first()).toBeVisible();
  const { stake, win } = await playFishing(page, 'click');
  expect(stake).toBeGreaterThan(0);
  expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
  await verifyLastRound(page);
});

test('the first virtualsports game replays its match or race to the result, and verifies', async ({ page }) => {
  const game = await firstGameOf(page, 'virtualsports');
  expect(['virtual-match', 'virtual-race']).toContain(game.engine);
  for (const slug of [game.slug, game.engine === 'virtual-match' ? 'horse-racing' : 'virtual-football-league']) {
    await openGame(page, `/en/games/${slug}`);
    const engine = (await page.getByTestId('game-family').getAttribute('data-engine')) ?? '';
    await expect(page.getByTestId('game-family')).toHaveText(engine === 'virtual-match' ? 'Virtual football' : 'Virtual race');
    const { stake, win } = await playVirtual(page, engine);
    expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
    await verifyLastRound(page);
  }
});

test('the signed-in player plays the fishing shooter and a virtual match for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  const fishing = await firstGameOf(page, 'fishinghunting');
  await playForRealMoney(page, `/en/games/${fishing.slug}`, (page) => playFishing(page, 'keyboard'));
  const virtual = await firstGameOf(page, 'virtualsports');
  await playForRealMoney(page, `/en/games/${virtual.slug}`, (page) => playVirtual(page, virtual.engine));
});
