/**
 * Cyber end to end (issue 15): an esports match is bet on from cyber/real through the shell's coupon (the
 * same coupon:add the betting app sends), and the stream page's live tracker follows the live score.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { resetBettingEachTest, setGame } from '../betting/betting-support.ts';

interface CyberGame { id: string; champId: number; discipline: string; kind: string; isLive: boolean; startTime: number; score: [number, number]; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'e2e/artifacts/test-results';

resetBettingEachTest();

async function cyberGames(request: APIRequestContext, type: string): Promise<CyberGame[]> {
  return ((await (await request.get(`/cyber-api/games?type=${type}`)).json()) as { games: CyberGame[] }).games;
}

test('an esports match is bet on from cyber/real: the odds go to the coupon and the coupon is placed', async ({ page }) => {
  await signInViaApi(page);
  // An esports line match at least 20 minutes away, its market kept open whatever the simulation says.
  const game = (await cyberGames(page.request, 'real')).find((g) => !g.isLive && g.startTime * 1000 > Date.now() + 20 * 60_000)!;
  expect(game).toBeTruthy();
  const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  await setGame(page.request, { gameId: game.id, isBlocked: false, coefs: { [outcome.id]: 1.85 } });

  await page.goto('/ru/cyber/real');
  await expect(page.getByRole('heading', { name: 'Киберспорт', exact: true })).toBeVisible();
  await expect(page.getByTestId('cyber-discipline-cs2')).toBeVisible();
  const odds = page.getByTestId(`cyber-odds-${outcome.id}`);
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/cyber-real.png`, fullPage: true });

  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId(`coupon-bet-${outcome.id}`)).toBeVisible();
  await panel.getByTestId('coupon-amount').fill('100');
  await panel.getByTestId('coupon-place').click();
  await expect(panel.getByTestId('coupon-result')).toContainText('Купон №');
  const couponId = (await panel.getByTestId('coupon-result').textContent())!.match(/№(\d+)/)![1]!;

  await page.goto('/ru/office/history');
  await expect(page.getByTestId('bet-history').getByTestId(`history-coupon-${couponId}`)).toContainText('1.85');
});

test('the stream page tracker moves with the live score', async ({ page }) => {
  const live = await cyberGames(page.request, 'stream');
  // A real esports match in play if there is one, else the virtual match with the most play left.
  const game = live.find((g) => g.kind === 'real') ?? [...live].sort((a, b) => b.startTime - a.startTime)[0]!;
  expect(game).toBeTruthy();
  const [home, away] = game.score;
  await setGame(page.request, { gameId: game.id, score: [home, away] });

  await page.goto(`/ru/cyber/stream/${game.discipline}/${game.champId}/${game.id}`);
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker).toHaveAttribute('data-score', `${home}:${away}`);
  await expect(tracker.getByTestId('tracker-score')).toHaveText(`${home} : ${away}`);

  // The home side scores: the score follows, the marker moves into the home side's attacking half.
  await setGame(page.request, { gameId: game.id, score: [home + 1, away] });
  await expect(tracker).toHaveAttribute('data-score', `${home + 1}:${away}`);
  await expect(tracker).toHaveAttribute('data-side', 'home');
  await expect(tracker.getByTestId('tracker-event')).toBeVisible();
  const homeMarker = Number(await tracker.getAttribute('data-marker'));
  expect(homeMarker).toBeGreaterThan(50);
  await page.screenshot({ path: `${SHOTS}/cyber-stream-tracker.png`, fullPage: true });

  // Then the away side scores twice: the marker crosses to the other half.
  await setGame(page.request, { gameId: game.id, score: [home + 1, away + 2] });
  await expect(tracker).toHaveAttribute('data-score', `${home + 1}:${away + 2}`);
  await expect(tracker).toHaveAttribute('data-side', 'away');
  expect(Number(await tracker.getAttribute('data-marker'))).toBeLessThan(50);
});

test('an unknown discipline or match shows the cyber not-found view', async ({ page }) => {
  await page.goto('/ru/cyber/real/chess');
  await expect(page.getByTestId('cyber-not-found')).toContainText('Здесь ничего нет');
  await page.goto('/ru/esports/stream/cs2/801/123');
  await expect(page.getByTestId('cyber-not-found')).toBeVisible();
});
