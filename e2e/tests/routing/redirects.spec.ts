import { expect, test } from '../../support/fixtures.ts';

/** Spec §2 redirects, seen by a visitor in a real browser (the root config decides them). */
const REDIRECTS: ReadonlyArray<[from: string, to: RegExp]> = [
  ['/ru/rules', /^\/ru\/rules\/1$/],
  ['/ru/cyber', /^\/ru\/cyber\/real$/],
  ['/ru/esports', /^\/ru\/esports\/real$/],
  ['/ru/tvgames/view/poker', /^\/ru\/poker$/],
  ['/ru/lpage/spring', /^\/ru\/landing-page\/spring$/],
  ['/ru/user/forgotpassword', /^\/ru\/\?showForgotPasswordModal=1$/],
  ['/ru/user/coupon', /^\/ru\/$/],
  ['/ru/actions/express-day', /^\/ru\/promotions\/express-day$/],
  ['/xx/about', /^\/ru\/about$/],
  ['/ru/office/history', /^\/ru\/user\/login\?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory$/],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects to ${to.source}`, async ({ page }) => {
    await page.goto(from);
    await expect.poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    }).toMatch(to);
  });
}

test('an unknown page shows "This page could not be found"; path 500 shows "Unknown middleware", in the page language', async ({ page }) => {
  await page.goto('/ru/no/such/page');
  await expect(page.getByTestId('error-message')).toHaveText('Страница не найдена');
  await expect(page.getByTestId('error-message')).toHaveAttribute('data-message', 'This page could not be found');
  await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();
  await page.goto('/ru/500');
  await expect(page.getByTestId('error-message')).toHaveText('Неизвестная ошибка сервера');
  await page.goto('/en/500');
  await expect(page.getByText('Unknown middleware')).toBeVisible();
});
