/**
 * Casino games journeys (issue 13): a visitor plays a demo round; the demo player plays Fruit Fiesta 5 for
 * real and the header balance moves by exactly stake − win; a provider failure offers a retry that takes
 * the stake once; a wagering limit stops real play with its message; the session-limit end closes the game.
 */
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { patchSiteConfig } from '../shell/shell-helpers.ts';
import { freshBackendPerTest, headerBalance, openGame, playRound, setLimit, switchToReal } from './casino-games-support.ts';

const SLOT = '/en/slots/game/1/fruit-fiesta-5';
/** A sum as the English pages write it (the player's formatters): grouped thousands, two decimals. */
const en2 = (amount: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

// Limits set here and the server clock moved past a session limit would lock the demo player out of the
// worker's next tests: freshBackendPerTest leaves the backend as it was found.
freshBackendPerTest();

test('a visitor opens a game in demo mode and plays a round for fun money', async ({ page }) => {
  await openGame(page, SLOT);
  const game = page.getByTestId('game-page');
  await expect(game).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('game-title')).toHaveText('Fruit Fiesta 5');
  await expect(page.getByTestId('game-balance')).toHaveText('10,000.00 FUN');
  const { stake, win } = await playRound(page);
  expect(stake).toBe(10);
  await expect(page.getByTestId('game-balance')).toHaveText(`${en2(10000 - stake + win)} FUN`);
  // The provably-fair panel lists the round with its revealed seed, and the server verifies it.
  await page.getByTestId('fair-panel').locator('summary').click();
  await page.getByTestId('fair-round').first().getByTestId('fair-verify').click();
  await expect(page.getByTestId('fair-verdict').first()).toHaveAttribute('data-verdict', 'ok');
  // Every other catalogue game is a real game too: a generated classic slot spins reels of SVG symbols (no letters);
  // video slots play ways or hold and win (slot-mechanics-journey.spec.ts).
  await openGame(page, '/en/slots/game/107/sweet-fruits');
  await expect(page.getByTestId('game-family')).toHaveText('Slot');
  await expect(page.getByTestId('slot-reels').locator('svg[data-symbol]')).toHaveCount(15);
  await expect(page.getByTestId('game-mode-real')).toBeEnabled();
  await playRound(page);
});

test('keno and crash play in demo: picks are drawn, the rocket flies until cash-out or crash', async ({ page }) => {
  await openGame(page, '/en/keno/game/3/lucky-keno');
  await expect(page.getByTestId('game-play')).toBeDisabled(); // no picks yet
  for (const n of [7, 21, 42]) await page.getByTestId(`keno-${n}`).click();
  await expect(page.getByTestId('keno-7')).toHaveAttribute('aria-pressed', 'true');
  await playRound(page);
  await expect(page.getByTestId('keno-board').locator('.is-drawn')).toHaveCount(20);

  await openGame(page, '/en/crash-games/game/2/rocket-crash');
  await page.getByTestId('game-play').click();
  // The rocket may crash before the click lands (about 1 % of rounds bust at 1.00×): then there is nothing to cash out.
  await page.getByTestId('game-cash-out').click({ timeout: 3000 }).catch(() => undefined);
  await expect(page.getByTestId('crash-result')).toContainText(/Cashed out at|crashed at/);
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-phase', 'ready');
});

test('in Russian the game speaks Russian, and full screen puts the game alone on the screen', async ({ page }) => {
  await openGame(page, '/ru/slots/game/1/fruit-fiesta-5');
  await expect(page.getByTestId('game-title')).toHaveText('Фруктовая фиеста 5');
  await expect(page.getByTestId('game-play')).toHaveText('Крутить');
  await expect(page.getByTestId('game-balance')).toHaveText('10 000,00 фан');
  await expect(page.getByTestId('game-mode-real')).toHaveText('На деньги');
  await page.getByTestId('game-fullscreen').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('game-page');
  await page.getByTestId('game-fullscreen').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});

test('an unknown game is the casino\'s own not-found view', async ({ page }) => {
  await page.goto('/en/slots/game/99999/no-such-game');
  await expect(page.getByTestId('casino-not-found')).toBeVisible();
});

test('the demo player spins Fruit Fiesta 5 for real: the header balance changes by exactly stake − win', async ({ page }) => {
  await signInViaApi(page);
  await openGame(page, SLOT);
  await switchToReal(page);
  await expect(page.getByTestId('balance')).toContainText(/10.000/);
  const opening = await headerBalance(page);
  const { stake, win } = await playRound(page);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(opening - stake + win, 2);
  await expect(page.getByTestId('game-balance')).toHaveText(`RUB ${en2(opening - stake + win)}`);
});

test('the provider goes down mid-round: an error with retry, and the retry takes the stake once', async ({ page }) => {
  await signInViaApi(page);
  await openGame(page, SLOT);
  await switchToReal(page);
  await expect(page.getByTestId('balance')).toContainText(/10.000/);
  const opening = await headerBalance(page);
  expect((await page.request.post('/test-api/casino/provider', { data: { down: true, count: 1 } })).ok()).toBe(true);
  await page.getByTestId('game-play').click();
  const error = page.getByTestId('game-error');
  await expect(error).toHaveAttribute('data-code', 'provider_unavailable');
  await expect(error).toContainText('no money will be taken twice');
  await page.getByTestId('game-retry').click();
  const result = page.getByTestId('game-result');
  await expect(result).not.toHaveAttribute('data-round', '');
  const win = Number(await result.getAttribute('data-win'));
  await expect.poll(() => headerBalance(page)).toBeCloseTo(opening - 10 + win, 2);
});

test('a wagering limit stops real play with the limit\'s message', async ({ page }) => {
  await signInViaApi(page);
  await setLimit(page.request, 1, 15); // wagering, 15 RUB a day
  await openGame(page, SLOT);
  await switchToReal(page);
  await playRound(page); // 10 of the 15 RUB
  await page.getByTestId('game-play').click();
  const error = page.getByTestId('game-error');
  await expect(error).toHaveAttribute('data-code', 'wagering_limit_exceeded');
  await expect(error).toContainText('The stake exceeds your wagering limit: RUB\u00a05 left');
  await expect(page.getByTestId('game-retry')).toHaveCount(0);
});

test('the session-limit end closes the game', async ({ page }) => {
  // The hour fast-forwarded below would first hit the 30-minute idle logout: this test is about the limit.
  await patchSiteConfig(page.request, { application: { idleLogoutMinutes: 240 } });
  await signInViaApi(page);
  await page.clock.install();
  await setLimit(page.request, 31, 1); // one hour a day
  await openGame(page, SLOT);
  await switchToReal(page);
  await playRound(page);
  expect((await page.request.post('/test-api/clock', { data: { advanceMs: 3_600_000 } })).ok()).toBe(true);
  await page.clock.fastForward('01:00:05');
  await expect(page.getByTestId('game-closed')).toHaveAttribute('data-reason', 'session-limit');
  await expect(page.getByTestId('game-stage')).toHaveCount(0);
});
