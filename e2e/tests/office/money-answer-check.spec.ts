/**
 * Issue 27, answers checked at the browser's boundary: the accounts answer of a signed-in player is tampered
 * with on its way (a balance sent as text, as a broken proxy or backend might). The office's balances show
 * the translated refusal, never the wrong amount, and the refusal is logged with its route and path.
 *
 * The office page arrives with the balances the host drew (the page's accounts entry, issue 26): the tampered
 * answer is the browser's next read of them, the header's balance follow on coming back to the tab.
 */
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { quietPage, resetBackend } from '../auth/auth-helpers.ts';

const TAMPERED_MONEY = '987654.32';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});

test('a tampered accounts answer shows the refusal on the office balances, never the wrong balance', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('GET /web-api/user/account-data')) refusals.push(message.text());
  });
  let tampered = 0;
  await signInViaApi(page);
  await page.route('**/web-api/user/account-data', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { all_accounts: Array<Record<string, unknown>> };
    tampered += 1;
    await route.fulfill({ response, json: { ...answer, all_accounts: answer.all_accounts.map((account) => ({ ...account, money: TAMPERED_MONEY })) } });
  });
  await page.goto('/en/office/account');
  const balances = page.getByTestId('account-balances');
  // Drawn by the host from the backend's own answer: the trusted balance, and no read of the browser's yet.
  await expect(balances.getByRole('table')).toContainText('10,000.00');
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(balances.getByRole('alert')).toHaveText(
    'The answer about your money arrived in a form we cannot trust, so we are not showing it. Please reload the page; if it happens again, contact support.',
  );
  expect(tampered).toBeGreaterThan(0);
  // The header, whose read it was, tells the player too (the shell judges the refusal the shared load made).
  await expect(page.getByTestId('notification-default').filter({ hasText: 'arrived in a form we cannot trust' })).toBeVisible();
  // The last trusted balances stay; the tampered amount is shown nowhere (table, header, slip).
  await expect(balances.getByRole('table')).toContainText('10,000.00');
  await expect(page.getByText(/987[\s,.\u00a0]?654/)).toHaveCount(0);
  expect(refusals.some((text) => text.includes('/all_accounts/0/money'))).toBe(true);
});
