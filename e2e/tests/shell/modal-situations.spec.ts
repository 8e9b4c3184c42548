/**
 * Issue 17 item 12: the modal kinds the spec ties to a situation open from that situation —
 * the slip's banker control (`banker`), the header's accounts menu (`convert-*-account`), the mobile
 * platform's cookie question (`cookies-agree-mobile`) and paybills marked out of service.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { game, gamePath, games, winnerOutcome, type ApiGame, pickOdds } from '../betting/betting-support.ts';
import { acceptCookies, busStateOf, loginDemo, patchSiteConfig, resetBackend } from './shell-helpers.ts';

const modal = (page: Page, kind: string) => page.locator(`[data-testid="modal"][data-kind="${kind}"]`);
const notSoon = (g: ApiGame) => g.startTime * 1000 > Date.now() + 20 * 60_000;

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('marking the first banker of a system explains bankers once; the "?" explains them again', async ({ page }) => {
  await acceptCookies(page);
  const picks = (await games(page.request, 'section=line&limit=60')).filter(notSoon).slice(0, 3);
  expect(picks).toHaveLength(3);
  for (const pick of picks) {
    const full = await game(page.request, pick.id);
    await page.goto(gamePath(full));
    await pickOdds(page, winnerOutcome(full).id);
  }
  const panel = page.getByTestId('coupon-panel');
  await expect(panel.getByTestId('coupon-panel-count')).toHaveText('3');
  await panel.getByTestId('coupon-type-2').click();
  const first = winnerOutcome(picks[0]!).id;
  await panel.getByTestId(`coupon-banker-${first}`).check();

  const banker = modal(page, 'banker');
  await expect(banker.getByRole('heading', { name: 'Банкер' })).toBeVisible();
  await expect(banker).toContainText('входит в каждую комбинацию системы');
  await banker.getByRole('button', { name: 'ОК' }).click();
  await expect(banker).toHaveCount(0);
  await expect(panel.getByTestId(`coupon-banker-${first}`)).toBeChecked();

  // Unmarking and marking again (also after a reload) does not interrupt again.
  await panel.getByTestId(`coupon-banker-${first}`).uncheck();
  await page.reload();
  // Marking opens the explanation in the same click handler, rendered with the box (bus and modal stack are
  // synchronous): once the box shows checked, an explanation would show too.
  await panel.getByTestId(`coupon-banker-${first}`).check();
  await expect(panel.getByTestId(`coupon-banker-${first}`)).toBeChecked();
  await expect(banker).toHaveCount(0);

  // The "?" beside the control explains on demand.
  await panel.getByRole('button', { name: 'Что такое банкер?' }).first().click();
  await expect(banker).toContainText('входит в каждую комбинацию системы');
});

test('the accounts menu offers Convert, which opens the convert modal the server allows and converts', async ({ page }) => {
  await acceptCookies(page);
  await loginDemo(page);
  await page.goto('/en/');
  await page.getByTestId('account-switcher').click();
  await expect(page.getByRole('listbox', { name: 'Accounts' })).toBeVisible();
  // The demo player holds USD on an additional account: status 2.
  await page.getByTestId('account-convert').filter({ hasText: 'Convert' }).click();
  await expect(page.getByRole('listbox', { name: 'Accounts' })).toHaveCount(0);
  const convert = modal(page, 'convert-additional-account');
  await expect(convert).toContainText('You hold money on your USD account');
  await convert.getByRole('textbox').fill('10');
  await expect(convert.getByTestId('convert-receive')).toHaveText('You receive: 900 RUB');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert).toHaveCount(0);
  await expect(page.getByText('Done: 900 RUB credited to the account')).toBeVisible();

  // In Russian the entry reads "Перевести".
  await page.goto('/ru/');
  await page.getByTestId('account-switcher').click();
  await expect(page.getByTestId('account-convert')).toHaveText('Перевести');
});

test('on the mobile platform the cookie question is the full-screen modal, not the banner', async ({ page }) => {
  await page.goto('/en/?platform_type=mobile');
  const cookies = modal(page, 'cookies-agree-mobile');
  await expect(cookies.getByTestId('cookies-mobile')).toBeVisible();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  // Not dismissible: Escape leaves it open until the player answers.
  await page.keyboard.press('Escape');
  await expect(cookies).toBeVisible();
  await cookies.getByRole('button', { name: 'Save choice' }).click();
  await expect(cookies).toHaveCount(0);
  // Settled: the consent component's effects have run after the reload. With a consent they write the window
  // width cookie (cleared here, so its return is that signal) in the same pass that would open the modal.
  await page.context().clearCookies({ name: 'window_width' });
  await page.reload();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'window_width')).toBe(true);
  await expect(cookies).toHaveCount(0);
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
});

test('a desktop visitor still gets the banner and no cookie modal', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  await expect(modal(page, 'cookies-agree-mobile')).toHaveCount(0);
});

test('paybills marked out of service: its page opens the modal, which leads to the other methods', async ({ page, request }) => {
  await acceptCookies(page);
  await patchSiteConfig(request, {
    routes: { availability: { '47': true, '72': true, '80': true, '81': true } },
    features: { flags: { paybillsOutOfService: true } },
  });
  await page.goto('/ru/paybills');
  await expect(page.getByTestId('paybills-page')).toBeVisible();
  const down = modal(page, 'paybills-out-of-service');
  await expect(down.getByRole('heading', { name: 'Платежи недоступны' })).toBeVisible();
  await down.getByRole('button', { name: 'Другие способы оплаты' }).click();
  await expect(page).toHaveURL(/\/ru\/(office\/recharge|user\/login)/);
});

test('paybills in service (the shipped flag is off): no modal', async ({ page, request }) => {
  await acceptCookies(page);
  await patchSiteConfig(request, { routes: { availability: { '47': true, '72': true, '80': true, '81': true } } });
  await page.goto('/ru/paybills');
  await expect(page.getByTestId('paybills-page')).toBeVisible();
  // Settled: the page checks the flag (and would open the modal at once) as soon as the session outcome and
  // the config are in (paybills-out-of-service.ts); both are in the bus state.
  await expect.poll(() => busStateOf(page, 'configReady')).toBe(true);
  await expect.poll(() => busStateOf(page, 'session')).not.toBe('unknown');
  await expect(modal(page, 'paybills-out-of-service')).toHaveCount(0);
});
