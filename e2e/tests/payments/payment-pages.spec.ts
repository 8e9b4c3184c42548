/**
 * The /payment information page lists the payment systems per currency with logos drawn from data, and a
 * payment request about a declined deposit goes through the create-request steps and is listed.
 */
import { expect, test } from '../../support/fixtures.ts';
import { freshPlayer } from '../limits/limits-support.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';
import { SANDBOX_CARDS, payWithCard } from './sandbox-support.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await freshPlayer(page);
});

test('the payment methods page lists the systems of each currency with their limits and fees', async ({ page }) => {
  await page.goto('/ru/payment');
  const table = page.getByTestId('payment-methods-table');
  await expect(table).toBeVisible();
  // The signed-in player's active account is in roubles: Мир is listed, with its logo drawn as SVG.
  await expect(page.getByTestId('payment-method-mir')).toContainText('Банковская карта');
  await expect(page.getByTestId('payment-method-mir').locator('svg[role="img"]')).toHaveAttribute('aria-label', 'Мир');
  await expect(page.getByTestId('payment-method-bank-transfer')).toContainText('Банковский перевод');
  await page.getByTestId('payment-methods-currency-USD').click();
  await expect(page.getByTestId('payment-method-mir')).toHaveCount(0);
  await expect(page.getByTestId('payment-method-visa')).toContainText('Комиссия 2%');
});

test('a payment request about a declined deposit: topic → transactions → the payment → sent and listed', async ({ page }) => {
  await page.goto('/en/office/recharge');
  await page.getByTestId('recharge-amount').fill('300');
  await page.getByTestId('recharge-submit').click();
  await payWithCard(page, SANDBOX_CARDS.insufficientFunds);
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'fail');
  await page.getByTestId('onpay-link-requests').click();

  await page.getByTestId('payment-request-topic-deposit').click();
  await page.getByTestId('payment-request-transactions-link').click();
  await page.locator('[data-testid^="payment-request-transaction-"]').first().click();
  await page.getByTestId('payment-request-message').fill('The card was charged but the deposit was declined.');
  await page.getByTestId('payment-request-send').click();

  await expect(page.getByTestId('payment-requests-page')).toBeVisible();
  const request = page.locator('[data-testid^="payment-request-"][data-status="open"]');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Deposit not credited');
  await expect(request).toContainText('The card was charged but the deposit was declined.');
});

test('a return page without a payment claims no result: a player is told it was not found, a visitor to sign in (issue 31: "credited" was shown)', async ({ page, browser }) => {
  await page.goto('/ru/onpay/success');
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'unknown');
  await expect(page.getByTestId('onpay-page')).toContainText('Мы не нашли этот платёж');
  await expect(page.getByTestId('onpay-title')).toHaveText('Статус платежа');

  const visitor = await browser.newPage();
  await visitor.goto(page.url().replace(/\/ru\/.*$/, '/ru/onpay/success'));
  await expect(visitor.getByTestId('onpay-page')).toContainText('Войдите в аккаунт, чтобы увидеть, что с вашим платежом');
  await expect(visitor.getByTestId('onpay-page')).not.toContainText('зачислен');
  await visitor.close();
});
