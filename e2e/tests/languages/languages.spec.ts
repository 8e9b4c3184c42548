/**
 * Issue 20: the interface languages. A page is served with `<html lang dir>` of its language, the shell
 * and the betting app speak it, and switching language on the page keeps `<html lang dir>` right
 * (Arabic right to left, with the frame mirrored).
 */
import { join } from 'node:path';
import { ROOT } from '../../support/arena-server.ts';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies, resetBackend } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ request }) => resetBackend(request));

test('a Ukrainian page is served and shown in Ukrainian, with <html lang="uk">', async ({ page, request }) => {
  await acceptCookies(page);
  const response = await request.get('/ua/line');
  expect(await response.text()).toContain('<html lang="uk" dir="ltr">');
  await page.goto('/ua/line');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  const visitor = page.getByTestId('visitor-actions');
  await expect(visitor.getByRole('button', { name: 'Увійти' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Реєстрація' })).toBeVisible();
  await expect(page.getByTestId('sports-menu').getByRole('link', { name: 'Лінія' })).toBeVisible();
  await expect(page.getByTestId('sports-menu').getByRole('link', { name: 'Мультилайв' })).toBeVisible();
});

test('switching to Arabic turns the page right to left and back to left to right for Kazakh', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/ru/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: /العربية/ }).getByRole('button').click();
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('visitor-actions').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  // Mirrored: in a right-to-left page the logo is at the right edge and the coupon column on the left.
  const viewport = page.viewportSize()!;
  const coupon = await page.getByTestId('coupon-panel').boundingBox();
  expect(coupon!.x + coupon!.width / 2).toBeLessThan(viewport.width / 2);
  // The home page and a coupon with a selection, right to left (kept as artifacts for review).
  await page.getByTestId('home-live').locator('[data-testid^="odds-"]:not([disabled])').first().click();
  await expect(page.getByTestId('coupon-panel-count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'screenshots', 'home-coupon-ar.png') });
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: /Қазақша/ }).getByRole('button').click();
  await expect(page).toHaveURL(/\/kz\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('visitor-actions').getByRole('button', { name: 'Кіру' })).toBeVisible();
});
