/**
 * Issue 17 item 12: spec §2 modal kinds open with their real content through the situations that open
 * them — a finished registration offers the first deposit and the limits; the convert-account reminder
 * converts money through the backend; a kind fired on the bus shows its own content (never "not available").
 */
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies, emitOnBus, loginDemo, patchSiteConfig, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await acceptCookies(page);
});

const modal = (page: import('@playwright/test').Page, kind: string) => page.locator(`[data-testid="modal"][data-kind="${kind}"]`);

test('after a registration the first-deposit modal offers the limits, which lead to the limits screen', async ({ page }) => {
  await page.goto('/en/registration/one_click');
  await page.getByRole('radio', { name: 'Casino bonus' }).check();
  await page.getByTestId('form-registration-one_click').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('generated-credentials')).toBeVisible();
  await page.getByTestId('registration-continue').click();

  const firstDeposit = modal(page, 'registration-first-deposit');
  await expect(firstDeposit.getByRole('heading', { name: 'First deposit bonus' })).toBeVisible();
  await expect(firstDeposit).toContainText('Make your first deposit now');
  await firstDeposit.getByRole('button', { name: 'Set limits' }).click();

  const limits = modal(page, 'set-limits');
  await expect(limits).toContainText('Play responsibly');
  await expect(firstDeposit).toHaveCount(0);
  await limits.getByRole('button', { name: 'Set limits' }).click();
  await expect(page).toHaveURL(/\/en\/office\/responsible$/);
  await expect(limits).toHaveCount(0);
});

test('a plain login opens no registration modal; the convert reminder converts USD into the main account', async ({ page, request }) => {
  await patchSiteConfig(request, { features: { flags: { convertAccountReminder: true } } });
  await loginDemo(page);
  await page.goto('/en/');
  const convert = modal(page, 'convert-additional-account');
  await expect(convert).toContainText('You hold money on your USD account');
  await expect(convert.getByTestId('convert-rate')).toHaveText('Rate: 1 USD = 90 RUB');
  await expect(modal(page, 'registration-first-deposit')).toHaveCount(0);
  await convert.getByRole('textbox').fill('10');
  await expect(convert.getByTestId('convert-receive')).toHaveText('You receive: 900 RUB');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert).toHaveCount(0);
  await expect(page.getByText('Done: 900 RUB credited to the account')).toBeVisible();
  const { token } = ((await (await page.request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { data: { token: string } }).data;
  const data = (await (await page.request.get('/web-api/user/account-data', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    all_accounts: Array<{ iso: string; type: number; money: number }>;
  };
  expect(data.all_accounts.find((a) => a.iso === 'USD')?.money).toBe(140);
  expect(data.all_accounts.find((a) => a.type === 0)?.money).toBe(10900);
  // Once per user per session: a reload does not show it again. The reminder is decided when the player
  // appears (modal-triggers.ts), before the header shows them, and would first ask the convert status.
  const statusAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/office-api/accounts/convert-status')) statusAsked.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('player-actions')).toBeVisible();
  expect(statusAsked).toEqual([]);
  await expect(convert).toHaveCount(0);
});

test('kinds fired on the bus show their own content and working buttons, in the page language', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await emitOnBus(page, 'modal:open', { kind: 'paybills-out-of-service' });
  const paybills = modal(page, 'paybills-out-of-service');
  await expect(paybills.getByRole('heading', { name: 'Платежи недоступны' })).toBeVisible();
  await expect(paybills).toContainText('Этот способ оплаты временно не работает');
  await emitOnBus(page, 'modal:close', {});
  await emitOnBus(page, 'modal:open', { kind: 'banker' });
  await expect(modal(page, 'banker')).toContainText('входит в каждую комбинацию системы');
  await modal(page, 'banker').getByRole('button', { name: 'ОК' }).click();
  await emitOnBus(page, 'modal:open', { kind: 'support-request-history' });
  await modal(page, 'support-request-history').getByRole('button', { name: 'Мои обращения' }).click();
  await expect(page).toHaveURL(/\/ru\/(office\/payment\/requests|user\/login)/);
  await expect(page.locator('body')).not.toContainText('пока недоступно');
});

test('with the web-push prompt on, a player is asked once; "Allow" asks the browser', async ({ page, request }) => {
  // Playwright cannot answer the browser's own permission prompt: the page gets a Notification whose
  // request answers "granted", the state a real browser reaches when the player clicks Allow there.
  await page.addInitScript(() => {
    const state = { permission: 'default' };
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: { get permission() { return state.permission; }, requestPermission: async () => (state.permission = 'granted') },
    });
  });
  await patchSiteConfig(request, { features: { flags: { webPushPrompt: true } } });
  await loginDemo(page);
  await page.goto('/en/');
  const push = modal(page, 'web-push-agree');
  await expect(push).toContainText('Allow notifications about your bets and promotions?');
  await push.getByRole('button', { name: 'Allow' }).click();
  await expect(push).toHaveCount(0);
  await page.reload();
  // Settled: the prompt is decided when the player appears (modal-triggers.ts), before the header shows them.
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await expect(push).toHaveCount(0);
});
