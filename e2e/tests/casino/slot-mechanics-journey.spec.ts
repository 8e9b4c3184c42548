/**
 * Slot mechanics (issue 30): different slot tiles open different games. The first slot of the category, the first
 * Megaways slot (ways with cascades) and the first Vulkan slot (hold and win) each open their own game with its
 * themed symbols drawn as SVG (no letters), the rules panel naming the mechanic; each plays a round in demo and for
 * real money (the header balance moves by exactly stake − win), and a played round verifies from its seed. A classic
 * slot plays the table of its volatility (a high one shows its steep pays).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { demoBalance, freshBackendPerTest, openGame, playForRealMoney, playRound, verifyLastRound, firstListedGame } from './casino-games-support.ts';

interface Listed { slug: string; engine: string; artwork: { motif: string } }

freshBackendPerTest();

const firstSlot = (page: Page, subcategory?: string): Promise<Listed> => firstListedGame<Listed>(page, `category=slots${subcategory ? `&subcategory=${subcategory}` : ''}`);

const BOARDS: Readonly<Record<string, string>> = { slot: 'slot-reels', 'slot-ways': 'slot-ways', 'slot-hold': 'slot-hold' };
const MECHANICS: Readonly<Record<string, string>> = { slot: 'lines', 'slot-ways': 'ways', 'slot-hold': 'hold' };

test('the first slot, the first Megaways and the first Vulkan slot are three different games, each played in demo with SVG symbols', async ({ page }) => {
  const games = [await firstSlot(page), await firstSlot(page, 'megaways'), await firstSlot(page, 'vulkan')];
  expect(games.map((g) => g.engine)).toEqual(['slot', 'slot-ways', 'slot-hold']);
  for (const game of games) {
    await openGame(page, `/en/games/${game.slug}`);
    await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', game.engine);
    const { stake, win } = await playRound(page);
    expect(stake).toBeGreaterThan(0);
    expect(await demoBalance(page)).toBeCloseTo(10_000 - stake + win, 6);
    const reels = page.getByTestId('slot-reels').first();
    await expect(reels).toBeVisible();
    // Every cell is a drawing named for assistive technology; no cell shows letters standing in for a symbol.
    const cells = reels.locator('.gm-symbol');
    await expect(cells).toHaveCount(15);
    for (const text of await cells.allInnerTexts()) expect(text.replace(/×[\d.]+/g, '').trim()).toBe('');
    await expect(cells.first().locator('svg')).toHaveAttribute('aria-label', /\S+/);
    await expect(page.getByTestId(BOARDS[game.engine]!)).toBeVisible();
    await page.getByTestId('paytable').locator('summary').click();
    await expect(page.getByTestId('paytable-mechanic')).toHaveAttribute('data-mechanic', MECHANICS[game.engine]!);
    await expect(page.getByTestId('paytable-mechanic')).not.toHaveText(/mechanic_|slot_volatility_/);
    await verifyLastRound(page);
  }
});

test('a classic slot of high volatility plays its own table: the rules name the volatility and show its pays, and a round verifies', async ({ page }) => {
  // sweet-fruits: a classic-line slot the catalogue gives high volatility (its five wilds pay 7500× the line bet).
  await openGame(page, '/en/games/sweet-fruits');
  await expect(page.getByTestId('game-family')).toHaveAttribute('data-engine', 'slot');
  await playRound(page);
  await page.getByTestId('paytable').locator('summary').click();
  await expect(page.getByTestId('paytable-mechanic')).toHaveAttribute('data-volatility', 'high');
  await expect(page.getByTestId('paytable-mechanic')).toContainText('High volatility');
  await expect(page.getByTestId('paytable')).toContainText('7500×');
  await verifyLastRound(page);
});

test('the signed-in player spins the ways and hold-and-win slots for real money: the header balance moves by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  for (const subcategory of ['megaways', 'vulkan']) {
    const game = await firstSlot(page, subcategory);
    await playForRealMoney(page, `/en/games/${game.slug}`, playRound);
  }
});

test('the slot tiles in the lobby draw their family\'s picture: the art names the engine the tile opens', async ({ page }) => {
  await page.goto('/en/slots');
  const tiles = page.locator('[data-testid^="game-tile-"][data-game-id]');
  await expect(tiles.first()).toBeVisible();
  const engines = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const tile = tiles.nth(i);
    await tile.scrollIntoViewIfNeeded();
    const engine = (await tile.getByTestId('game-tile-family').getAttribute('data-engine')) ?? '';
    await expect(tile.locator('svg.cs-art')).toHaveAttribute('data-family', engine);
    engines.add(engine);
  }
  expect(engines.size).toBeGreaterThan(1);
});
