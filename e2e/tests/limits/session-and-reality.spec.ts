import { expect, test } from '../../support/fixtures.ts';
import { HOUR_MS, chooseOption, freshPlayer, moveServerClock, openLimits } from './limits-support.ts';

test('a 1-hour session limit: when the hour is over a permanent error appears, and confirming it logs out', async ({ page }) => {
  await freshPlayer(page);
  await page.clock.install();
  await openLimits(page);
  await chooseOption(page, 31, 1);
  await expect(page.getByTestId('limit-value-31')).toHaveText('1 h');

  await moveServerClock(page.request, HOUR_MS);
  await page.clock.fastForward('01:00:05');
  const modal = page.getByTestId('modal');
  await expect(modal).toHaveAttribute('data-kind', 'permanent-alert');
  await expect(modal).toContainText('Session limit ended');
  await expect(modal).toContainText('visit us tomorrow');
  await modal.getByRole('button', { name: 'OK' }).click();

  // Signed out: the office (login required) is left for the login page or home.
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'));
  await expect(page.getByTestId('limits-page')).toHaveCount(0);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'ua' && c.value !== '')).toBe(false);
});

test('a 5-minute reality check shows its reminder with time played and net result; continue closes it', async ({ page }) => {
  await freshPlayer(page);
  await page.clock.install();
  await openLimits(page);
  await chooseOption(page, 32, 5);
  await expect(page.getByTestId('limit-value-32')).toHaveText('5 min');

  await moveServerClock(page.request, 5 * 60_000);
  await page.clock.fastForward('05:01');
  const reminder = page.getByTestId('reality-check');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('You have been playing for');
  await expect(page.getByTestId('reality-check-net')).toContainText('Net result today');
  await page.getByTestId('reality-check-continue').click();
  await expect(reminder).toHaveCount(0);
  await expect(page.getByTestId('limits-page')).toBeVisible();
});
