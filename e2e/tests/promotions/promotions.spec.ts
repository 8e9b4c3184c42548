/**
 * Promotions journeys (issues 14 and 21): a promotion's call to action chooses its deposit bonus, the player
 * deposits through the payment sandbox, the office shows the bonus's wagering and its progress after a
 * settled bet; legacy promotion URLs and the first-deposit bonus answer real redirects; the bring-a-friend
 * page shows the player's referral link.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { bearerOf, freshPlayer } from '../limits/limits-support.ts';
import { acceptCookies, patchSiteConfig } from '../shell/shell-helpers.ts';
import { SANDBOX_CARDS, payWithCard } from '../payments/sandbox-support.ts';

interface ApiGame { id: string; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

/** Chooses a radio option by keyboard: the sticky header may cover the option the pointer would click. */
async function choose(page: Page, testId: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input');
  await input.focus();
  await page.keyboard.press('Space');
  await expect(input).toBeChecked();
}

/** A settled sports bet of the signed-in player: placed through the API on a live game, then finished and settled. */
async function settledBet(request: APIRequestContext, amount: number, coef: number): Promise<void> {
  const token = await bearerOf(request);
  const auth = { authorization: `Bearer ${token}` };
  const accounts = (await (await request.get('/web-api/user/account-data', { headers: auth })).json()) as { all_accounts: Array<{ id: number; type: number }> };
  const accountId = accounts.all_accounts.find((a) => a.type === 0)!.id;
  const { games } = (await (await request.get('/betting-api/games?section=live')).json()) as { games: ApiGame[] };
  const game = games.find((g) => g.markets.some((m) => m.typeId === 1))!;
  const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  expect((await request.post('/test-api/betting/game', { data: { gameId: game.id, coefs: { [outcome.id]: coef }, isBlocked: false } })).ok()).toBe(true);
  const placed = await request.post('/betting-api/coupon/place', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: { typeId: 0, accountId, amount, bets: [{ outcomeId: outcome.id, coef }] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  expect((await request.post('/test-api/betting/game', { data: { gameId: game.id, finishedScore: [0, 2] } })).ok()).toBe(true);
  expect((await request.post('/test-api/betting/settle')).ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await freshPlayer(page);
});
test.afterEach(async ({ request }) => {
  await request.delete('/test-api/betting/overrides');
  await request.post('/test-api/reset');
});

test('a promotion call to action chooses the bonus; after a deposit the office shows its wagering, and a settled bet moves it', async ({ page }) => {
  await page.goto('/en/promotions');
  await expect(page.getByTestId('promotions-list')).toBeVisible();
  await page.getByTestId('promo-category-redeposit').click();
  await expect(page.getByTestId('promotion-card-poker-freeroll')).toHaveCount(0);
  await page.getByTestId('promotion-card-reload-bonus').click();

  const promotion = page.getByTestId('promotion-page');
  await expect(promotion).toHaveAttribute('data-slug', 'reload-bonus');
  await expect(promotion.getByRole('heading', { level: 1 })).toHaveText('50 % reload bonus');
  await expect(page.getByTestId('deposit-bonus-terms')).toContainText('×3');
  await page.getByTestId('promotion-cta-choose').click();
  await expect(page.getByTestId('promotion-cta-done')).toContainText('next qualifying deposit');

  // The deposit, through the payment sandbox with a test card, as a player makes it.
  await page.getByTestId('promotion-cta-deposit').click();
  await expect(page.getByTestId('recharge-page')).toBeVisible();
  await choose(page, 'recharge-system-ewallet-pay');
  await page.getByTestId('recharge-amount').fill('1000');
  await page.getByTestId('recharge-submit').click();
  await payWithCard(page, SANDBOX_CARDS.approve);
  await expect(page.getByTestId('onpay-page')).toHaveAttribute('data-status', 'success');

  await page.goto('/en/office/bonuses/wager');
  const card = page.getByTestId('office-bonuses-wager').locator('[data-slug="reload-bonus"]');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.getByTestId('bonus-amount')).toContainText('500');
  await expect(card.getByTestId('bonus-required')).toContainText('1,500');
  await expect(card.getByTestId('bonus-progress')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByTestId('bonus-expiry')).toContainText(/6 d 23 h|7 d 0 h/);

  await settledBet(page.request, 300, 2);
  await page.getByTestId('bonuses-refresh').click();
  await expect(card.getByTestId('bonus-progress')).toHaveAttribute('aria-valuenow', '20');
  await expect(card.getByTestId('bonus-progress-text')).toContainText('20 % wagered');
});

test('legacy promotion URLs answer 301 to promotions/{slug}; the first-deposit bonus redirect follows the config', async ({ page, request }) => {
  const legacy = await request.get('/ru/promo/cashback?utm_source=old', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers()['location']).toBe('/ru/promotions/cashback?utm_source=old');

  await page.goto('/ru/bonus/rules/welcome');
  await expect(page).toHaveURL(/\/ru\/promotions\/welcome$/);
  await expect(page.getByTestId('promotion-page')).toHaveAttribute('data-slug', 'welcome');
  await expect(page.getByTestId('promotion-page').getByRole('heading', { level: 1 })).toHaveText('Приветственный бонус казино 150 %');

  const firstDeposit = await request.get('/en/bonus/slot_first_deposit', { maxRedirects: 0 });
  expect(firstDeposit.status()).toBe(301);
  expect(firstDeposit.headers()['location']).toBe('/en/casino/slot-first-deposit');
  await patchSiteConfig(request, { payments: { firstDepositRedirect: false } });
  const served = await request.get('/en/bonus/slot_first_deposit', { maxRedirects: 0 });
  expect(served.status()).toBe(200);
});

test('bring a friend shows the referral link; a friend who registers through it is counted', async ({ page, browser }) => {
  await page.goto('/en/office/bringfriend');
  const link = page.getByTestId('ref-link');
  await expect(link).toHaveValue(/\/en\/registration\?ref_code=AR[0-9A-Z]+$/);
  const code = await page.getByTestId('ref-code').textContent();
  await expect(link).toHaveValue(new RegExp(`ref_code=${code}$`));
  await expect(page.getByTestId('ref-registrations')).toHaveText('0');
  await expect(page.getByTestId('ref-none')).toBeVisible();

  // The friend opens the shared link in their own browser and signs up in one click.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await acceptCookies(friendPage);
  await friendPage.goto(await link.inputValue());
  await friendPage.getByTestId('reg-tab-one_click').click();
  await friendPage.getByTestId('form-registration-one_click').getByRole('button', { name: 'Sign up' }).click();
  await expect(friendPage.getByTestId('generated-credentials')).toBeVisible();
  await friend.close();

  await page.reload();
  await expect(page.getByTestId('ref-registrations')).toHaveText('1');
  await expect(page.getByTestId('ref-table')).toContainText('Awaiting deposit');
});
