/**
 * Information pages (issue 21): the betting calculator works the coupon maths of the domain library
 * (system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600 returns 2710 when all win); a rules chapter
 * opens from the rules' table of contents; an information page lists its headings as contents; an
 * unknown rules chapter is the info app's not-found view, and so is a page an operator unpublished (until
 * it is published again).
 */
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the betting calculator gives 2710 for a system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600', async ({ page }) => {
  await page.goto('/ru/betting-calculator');
  const calculator = page.getByTestId('betting-calculator');
  await expect(calculator).toBeVisible();
  // The form is painted by the server; a radio checked before the app has hydrated is set back by the
  // hydration (early-clicks.js holds buttons, not form fields: issue 26, open). The app drops its mark once hydrated.
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  await calculator.getByTestId('calc-type-system').check();
  await calculator.getByTestId('calc-stake').fill('600');
  await calculator.getByTestId('calc-odds-0').fill('1,90');
  await calculator.getByTestId('calc-odds-1').fill('2.00');
  await calculator.getByTestId('calc-odds-2').fill('2.50');
  await expect(calculator.getByTestId('calc-system-value')).toHaveValue('2');
  await expect(calculator.getByTestId('calc-returns')).toHaveAttribute('data-value', '2710');
  await expect(calculator.getByTestId('calc-returns')).toHaveText(/2\s?710,00/);

  // One lost selection leaves only the 1.90 × 2.50 line: 200 × 4.75.
  await calculator.getByTestId('calc-result-1').selectOption('lose');
  await expect(calculator.getByTestId('calc-returns')).toHaveAttribute('data-value', '950');
  // The page explains the calculation in the page language.
  await expect(page.getByTestId('info-title')).toHaveText('Калькулятор ставок');
});

test('a rules chapter opens from the table of contents', async ({ page, baseURL }) => {
  await page.goto('/ru/rules');
  await expect(page).toHaveURL(`${baseURL}/ru/rules/1`);
  const toc = page.getByTestId('rules-toc');
  await expect(toc.getByRole('link')).toHaveCount(7);
  await expect(page.getByTestId('info-title')).toHaveText('Общие положения');

  await toc.getByRole('link', { name: 'Расчёт ставок' }).click();
  await expect(page).toHaveURL(`${baseURL}/ru/rules/1/settlement`);
  await expect(page.getByTestId('info-title')).toHaveText('Расчёт ставок');
  await expect(toc.getByRole('link', { name: 'Расчёт ставок' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('info-body').locator('h2').first()).toHaveText('4.1. Официальный результат');
});

test('an information page lists its headings as contents and jumps to them', async ({ page }) => {
  await page.goto('/en/howbet');
  await expect(page.getByTestId('info-title')).toHaveText('How to bet');
  const toc = page.getByTestId('info-toc');
  await expect(toc.getByRole('link')).toHaveCount(6);
  await toc.getByRole('link', { name: '5. Enter the stake and confirm' }).click();
  await expect(page.locator('#sec-5')).toBeInViewport();
});

test('an unknown rules chapter or group shows the not-found view', async ({ page }) => {
  await page.goto('/ru/rules/1/no-such-chapter');
  await expect(page.getByTestId('info-not-found')).toBeVisible();
  await expect(page.getByTestId('info-not-found')).toContainText('Страница не найдена');
  await page.goto('/en/rules/99');
  await expect(page.getByTestId('info-not-found')).toContainText('Page not found');
});

test('a page an operator unpublishes shows the not-found view on the next load, and returns once published', async ({ page, request }) => {
  const operator = { authorization: `Bearer ${E2E_CONTENT_TOKEN}` };
  await page.goto('/ru/smsbets');
  await expect(page.getByTestId('info-title')).toHaveText('Ставки по SMS');
  expect((await request.post('/content-api/operator/items/info/smsbets/unpublish', { headers: operator })).status()).toBe(200);
  try {
    await page.reload();
    await expect(page.getByTestId('info-not-found')).toBeVisible();
  } finally {
    expect((await request.post('/content-api/operator/items/info/smsbets/publish', { headers: operator })).status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('info-title')).toHaveText('Ставки по SMS');
});
