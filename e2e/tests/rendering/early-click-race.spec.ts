/**
 * Issue 26, the early click: a price clicked on a cold load as soon as it is visible, while the page's
 * scripts arrive late, must reach the coupon exactly once whenever the click lands relative to hydration
 * (before the page's code, while the markup waits for hydration, while React is hydrating it). The
 * script delay differs per repetition (`--repeat-each`), so the click lands at a different moment each time.
 */
import { PAGE_SCRIPT, expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

/** Script delays tried in turn, ms: from "as fast as the server" to "long after the click". */
const DELAYS = [0, 40, 90, 150, 250, 400, 700];

test('a price clicked as soon as it is visible on a cold load reaches the coupon exactly once', async ({ page, mountedApps }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await acceptCookies(page);
  // Counts the clicks on a price that reach the page: the player's own and the ones replayed by script. On the
  // document, not the window: Playwright's click checks at the window (capture) that the click lands on the
  // element it aimed at, and when hydration has just replaced that element it cancels the click there and
  // clicks again. The cancelled one never reaches the document, nor the page's code; counted on the window,
  // it made the player's one click look like two (red once in CI).
  await page.addInitScript(() => {
    const w = window as unknown as { clicks: { trusted: number; replayed: number } };
    w.clicks = { trusted: 0, replayed: 0 };
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('[data-testid^="odds-"]')) return;
        if (event.isTrusted) w.clicks.trusted += 1;
        else w.clicks.replayed += 1;
      },
      true,
    );
  });
  const delay = DELAYS[testInfo.repeatEachIndex % DELAYS.length]!;
  await page.route(PAGE_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
  await page.goto('/ru/', { waitUntil: 'commit' });
  const price = page.locator('button[data-testid^="odds-"]:not([disabled]):visible').first();
  const priceId = await price.getAttribute('data-testid');
  await price.click();
  await expect.poll(mountedApps).toContain('@arena/betting');
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  const chosen = page.getByTestId(priceId!);
  await expect(chosen, 'the clicked price is selected').toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  const clicks = await page.evaluate(() => (window as unknown as { clicks: { trusted: number; replayed: number } }).clicks);
  testInfo.annotations.push({ type: 'clicks', description: `delay ${delay} ms: ${JSON.stringify(clicks)}` });
  expect(clicks.trusted, 'the player clicked once').toBe(1);
  expect(clicks.replayed, 'replayed at most once').toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});
