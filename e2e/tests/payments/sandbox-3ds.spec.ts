/**
 * Issue 32: a deposit with a sandbox card through a 3-D Secure challenge. The sandbox sends the player back
 * at once and notifies the server a moment later; here the test controls hold that notification until the
 * journey has seen the return page show the payment pending and the balance unchanged, then let it go: the
 * credit follows the signed notification — the browser never decides the outcome.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { freshPlayer } from '../limits/limits-support.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';
import { SANDBOX_CARDS, payWithCard } from './sandbox-support.ts';

const NOTIFICATIONS_HOLD = '/test-api/payments/notifications-hold';

const headerBalance = (page: Page) => page.getByTestId('player-actions').getByTestId('balance');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await freshPlayer(page);
});
test.afterEach(async ({ request }) => {
  expect((await request.delete(NOTIFICATIONS_HOLD)).ok()).toBe(true);
});

test('a 3-D Secure card payment: pending with the old balance until the provider’s notification, then credited', async ({ page }) => {
  await page.goto('/en/office/recharge');
  await expect(page.getByTestId('recharge-test-payments')).toBeVisible();
  await expect(headerBalance(page)).toContainText(/10.000/);
  await page.getByTestId('recharge-amount').fill('500');
  await page.getByTestId('recharge-submit').click();

  await payWithCard(page, SANDBOX_CARDS.challenge);
  const challenge = page.getByTestId('sandbox-challenge');
  await expect(challenge).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toHaveText('Test payments');
  expect((await page.request.post(NOTIFICATIONS_HOLD)).ok()).toBe(true);
  await page.getByTestId('sandbox-3ds-code').fill('1234');
  await page.getByTestId('sandbox-3ds-confirm').click();

  // Back on the site before the notification: the page shows what the server says — not paid yet.
  const onpay = page.getByTestId('onpay-page');
  await expect(onpay).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('onpay-title')).toHaveText('The payment is being processed');
  await expect(headerBalance(page)).toContainText(/10.000/);

  // The notification arrives; the page, following the payment, shows the credit, and so does the header.
  expect((await page.request.delete(NOTIFICATIONS_HOLD)).ok()).toBe(true);
  await expect(onpay).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
  await expect(page.getByTestId('onpay-title')).toHaveText('Deposit credited');
  await expect(headerBalance(page)).toContainText(/10.500/);
});

test('a failed 3-D Secure confirmation declines the payment; nothing is credited', async ({ page }) => {
  await page.goto('/en/office/recharge');
  await page.getByTestId('recharge-amount').fill('500');
  await page.getByTestId('recharge-submit').click();
  await payWithCard(page, SANDBOX_CARDS.challenge);
  await page.getByTestId('sandbox-3ds-code').fill('0000');
  await page.getByTestId('sandbox-3ds-confirm').click();
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'fail', { timeout: 15_000 });
  await expect(page.getByTestId('onpay-reason')).toContainText('Reason:');
  await expect(headerBalance(page)).toContainText(/10.000/);
});
