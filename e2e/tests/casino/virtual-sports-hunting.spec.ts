/**
 * Virtual tennis and basketball run their own models, and hunting games shoot in a forest (issue 30): Virtual
 * Tennis replays its match set by set and Virtual Basketball its game quarter by quarter, for fun money and,
 * signed in, for real money with the header balance moving by exactly stake − win; a played round verifies
 * from its revealed seed. Duck Hunter's tile and page show the shooter's forest scene with game animals, shot from the keyboard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, settledResult, verifyLastRound } from './casino-games-support.ts';

freshBackendPerTest();

/** Backs the total over the line in tennis, the away side in basketball, plays, and waits for the replay's end. */
async function playHeadToHead(page: Page, sport: 'tennis' | 'basketball') {
  await page.getByTestId(sport === 'tennis' ? 'h2h-pick-over' : 'h2h-pick-away').click();
  await expect(page.getByTestId(sport === 'tennis' ? 'h2h-pick-over' : 'h2h-pick-away')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('game-play').click();
  const result = await settledResult(page);
  if (sport === 'tennis') {
    const board = page.getByTestId('virtual-tennis');
    // Two or three sets, each a finished tennis set (6–0 … 7–6), the winner's name in the status line.
    await expect(board).toHaveAttribute('data-sets', /^\d:\d \d:\d( \d:\d)?$/);
    await expect(board).toHaveAttribute('data-winner', /^(home|away)$/);
    await expect(page.getByTestId('tennis-status')).toContainText('Match won by Player');
    await expect(page.getByTestId('tennis-set-2-home')).toBeVisible();
  } else {
    const board = page.getByTestId('virtual-basketball');
    await expect(board).toHaveAttribute('data-score', /^\d+:\d+$/);
    const [home, away] = ((await board.getAttribute('data-score')) ?? '').split(':').map(Number);
    expect(home).not.toBe(away);
    expect(Number(await board.getAttribute('data-periods'))).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('basketball-score-home')).toHaveText(String(home));
    await expect(page.getByTestId('basketball-status')).toContainText('points in regulation time');
  }
  return result;
}

test('virtual tennis and basketball play their own sports for fun money (tennis replayed, basketball with reduced motion), and verify', async ({ page }) => {
  await openGame(page, '/en/games/virtual-tennis');
  await expect(page.getByTestId('game-family')).toHaveText('Virtual tennis');
  await expect(page.getByTestId('h2h-pick-draw')).toHaveCount(0);
  await expect(page.getByTestId('paytable-virtual')).toContainText('Total games over');
  let played = await playHeadToHead(page, 'tennis');
  expect(await demoBalance(page)).toBeCloseTo(10_000 - played.stake + played.win, 6);
  await verifyLastRound(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGame(page, '/en/games/virtual-basketball');
  await expect(page.getByTestId('game-family')).toHaveText('Virtual basketball');
  played = await playHeadToHead(page, 'basketball');
  expect(await demoBalance(page)).toBeCloseTo(10_000 - played.stake + played.win, 6);
  await verifyLastRound(page);
});

test('the signed-in player plays virtual tennis and basketball for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  for (const [slug, sport] of [['virtual-tennis-express', 'tennis'], ['virtual-basketball', 'basketball']] as const) {
    await playForRealMoney(page, `/en/games/${slug}`, (page) => playHeadToHead(page, sport));
  }
});

test('a hunting game shows the forest with game animals, not the sea, on its tile and its page, and its animals are shot from the keyboard', async ({ page }) => {
  await page.goto('/en/fishinghunting');
  const hunting = page.getByTestId('game-tile-duck-hunter');
  await hunting.scrollIntoViewIfNeeded();
  await expect(hunting.locator('svg.cs-art [data-scene="forest"]')).toBeVisible();
  await expect(hunting.getByTestId('game-tile-family')).toHaveText('Hunting shooter');
  const fishing = page.getByTestId('game-tile-ocean-king');
  await fishing.scrollIntoViewIfNeeded();
  await expect(fishing.locator('svg.cs-art')).toHaveAttribute('data-family', 'fishing');
  await expect(fishing.locator('[data-scene="forest"]')).toHaveCount(0);
  await expect(fishing.getByTestId('game-tile-family')).toHaveText('Fishing shooter');

  await openGame(page, '/en/games/duck-hunter');
  await expect(page.getByTestId('game-family')).toHaveText('Hunting shooter');
  const board = page.getByTestId('fishing');
  await expect(board).toHaveAttribute('data-scene', 'forest');
  await expect(page.getByTestId('hunting-forest')).toBeVisible();
  await expect(page.getByTestId('fish-whale').locator('[data-animal="stag"]')).toBeVisible();
  await expect(page.getByTestId('fish-clownfish').locator('[data-animal="duck"]')).toBeVisible();
  await expect(board.locator('[data-kind]')).toHaveCount(0);
  await expect(page.getByTestId('paytable-fishing')).toContainText('stag');
  await page.getByTestId('game-play').click();
  await expect(board).toHaveAttribute('data-status', 'open');
  const aims = ['clownfish', 'pufferfish', 'turtle', 'shark', 'whale'];
  for (let shot = 0; shot < 10; shot++) {
    await expect(board).toHaveAttribute('data-shots-left', String(10 - shot));
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
    await page.getByTestId(`fish-${aims[shot % aims.length]}`).press('Enter');
  }
  await expect(board).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('fishing-status')).toContainText('out of 10 shots');
  const { stake, win } = await settledResult(page);
  expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);

  // The sea stays the fishing games' own.
  await openGame(page, '/en/games/ocean-king');
  await expect(page.getByTestId('fishing')).toHaveAttribute('data-scene', 'sea');
  await expect(page.getByTestId('hunting-forest')).toHaveCount(0);
});
