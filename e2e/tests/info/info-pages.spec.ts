/**
 * Information pages (issue 21): the betting calculator works the coupon maths of the domain library
 * (system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600 returns 2710 when all win), also when the
 * player used the painted form before its code had run (issue 26); a rules chapter
 * opens from the rules' table of contents; an information page lists its headings as contents; an
 * unknown rules chapter is the info app's not-found view, and so is a page an operator unpublished (until
 * it is published again).
 */
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import type { Page } from '@playwright/test';
import { PAGE_SCRIPT, expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/**
 * The calculator's system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600: 2710 when all win, 950 when the
 * second loses. The type is clicked, not `check()`ed: a radio clicked while the painted form waits for
 * hydration stays unchecked until the app has hydrated (the page holds the click, early-clicks.js), and
 * Playwright's check() fails a click that does not check at once.
 */
async function calculateSystem(page: Page, before: () => Promise<void> = async () => undefined): Promise<void> {
  const calculator = page.getByTestId('betting-calculator');
  await expect(calculator).toBeVisible();
  await calculator.getByTestId('calc-type-system').click();
  await calculator.getByTestId('calc-stake').fill('600');
  await calculator.getByTestId('calc-odds-0').fill('1,90');
  await before();
  await expect(calculator.getByTestId('calc-type-system')).toBeChecked();
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
}

test('the betting calculator gives 2710 for a system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600', async ({ page }) => {
  await page.goto('/ru/betting-calculator');
  await calculateSystem(page);
});

test('what the player clicks and types in the painted calculator before its code has run reaches the calculator once it hydrates', async ({ page, mountedApps }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's JavaScript is held back until the player has used the painted form; the HTML and its stylesheets are not.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_SCRIPT, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/ru/betting-calculator', { waitUntil: 'commit' });
  await calculateSystem(page, async () => {
    const calculator = page.getByTestId('betting-calculator');
    expect(await page.locator('[data-arena-ssr]').count(), 'the form is still waiting for hydration').toBeGreaterThan(0);
    // Held: the browser set the cancelled check back. What was typed stays in the fields.
    await expect(calculator.getByTestId('calc-type-system')).not.toBeChecked();
    await expect(calculator.getByTestId('calc-stake')).toHaveValue('600');
    release();
    await expect.poll(mountedApps).toContain('@arena/info');
    await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  });
  expect(errors).toEqual([]);
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
