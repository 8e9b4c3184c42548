/**
 * Issue 17 item 10: blocked and banned players get an explanation. Each block page shows its own title
 * and text from the dictionaries (ru/en) instead of its raw id; the banned player's page shows the ban's
 * message, level and what stays open.
 */
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test.afterEach(async ({ request }) => {
  await request.post('/test-api/reset');
});

test('a geo-blocked visitor from Ukraine reads why the site is closed, not "block-ua / Home"', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Geo-Country': 'ua' });
  await page.goto('/ru/');
  await expect(page).toHaveURL(/\/ru\/block-ua$/);
  const blockPage = page.getByTestId('block-page');
  await expect(blockPage.getByRole('heading', { name: 'Сайт недоступен в Украине' })).toBeVisible();
  await expect(blockPage).toContainText('законодательства Украины');
  await expect(blockPage).toContainText('службу поддержки');
  await expect(page.getByTestId('app-errors')).toHaveCount(0);
  await expect(page.locator('#arena-root')).not.toContainText('block-ua');
});

test('an English visitor from Ireland gets the block-ie explanation in English', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Geo-Country': 'ie' });
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en\/block-ie$/);
  await expect(page.getByTestId('block-page').getByRole('heading', { name: 'The site is not available in Ireland' })).toBeVisible();
});

const REASONS = [
  { template: 3, page: 'block', title: 'Доступ к сайту ограничен' },
  { template: 4, page: 'site-updates', title: 'Идут технические работы' },
  { template: 8, page: 'coming-soon', title: 'Скоро открытие' },
  { template: 16, page: 'suspension', title: 'Работа сайта приостановлена' },
] as const;

for (const reason of REASONS) {
  test(`block reason ${reason.template} leads to ${reason.page}, which explains itself`, async ({ page, request }) => {
    await request.put('/test-api/blocks', { data: { rules: [{ country: 'de', display_type: 1, template_type_id: reason.template }] } });
    await page.setExtraHTTPHeaders({ 'X-Geo-Country': 'de' });
    await page.goto('/ru/line');
    await expect(page).toHaveURL(new RegExp(`/ru/${reason.page}$`));
    const blockPage = page.getByTestId('block-page');
    await expect(blockPage.getByRole('heading', { name: reason.title })).toBeVisible();
    await expect(page.getByTestId('block-text')).not.toHaveText(reason.page);
    if (reason.page === 'site-updates' || reason.page === 'coming-soon') await expect(blockPage.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  });
}

test('a banned player sees the ban message, its level and what stays open on the blocked page', async ({ page }) => {
  await signInViaApi(page, 'banned');
  await page.goto('/ru/office/history');
  await expect(page).toHaveURL(/\/ru\/block-appeal-history$/);
  const banPage = page.getByTestId('ban-page');
  await expect(banPage.getByRole('heading', { name: 'Аккаунт ограничен' })).toBeVisible();
  await expect(page.getByTestId('ban-level')).toHaveText('Уровень ограничения: 45');
  // Seed: ban level 45 under ban version 1, where withdrawal is open only at 53.
  await expect(page.getByTestId('ban-withdrawal')).toHaveText('Вывод средств при этом уровне ограничения недоступен.');
  await expect(banPage.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/ru/office/support');
  await expect(page.getByTestId('ban-appeals')).toContainText('Обращений пока нет');
  await expect(page.getByText('Personal office')).toHaveCount(0);
});
