import { expect, test } from '../../support/fixtures.ts';
import { emitOnBus, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request }) => resetBackend(request));

test('an app firing modal:open shows the modal; Escape closes it', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await emitOnBus(page, 'modal:open', { kind: 'user-question', props: { text: 'Did you place this bet?' } });
  const dialog = page.getByRole('dialog', { name: 'Вопрос' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Did you place this bet?');
  // Focus moved into the modal, and the page behind does not scroll.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="modal"]') !== null)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('a kind no app registered content for shows its own content (no placeholder)', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await emitOnBus(page, 'modal:open', { kind: 'team-cash' });
  const modal = page.locator('[data-testid="modal"][data-kind="team-cash"]');
  await expect(modal.getByTestId('modal-text')).toHaveText('Пополните счёт или выведите выигрыш через кассу.');
  await expect(modal).not.toContainText('недоступно');
});

test('the registration modal is 95% wide and the login modal full width', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await emitOnBus(page, 'modal:open', { kind: 'registration' });
  const registration = page.locator('[data-testid="modal"][data-kind="registration"]');
  await expect(registration).toBeVisible();
  // Measured once the opening animation has settled (the modal scales in).
  await expect.poll(async () => (await registration.boundingBox())!.width).toBeCloseTo(1200 * 0.95, -1);
  await emitOnBus(page, 'modal:close', { kind: 'registration' });
  await emitOnBus(page, 'modal:open', { kind: 'login' });
  const login = page.locator('[data-testid="modal"][data-kind="login"]');
  await expect(login).toBeVisible();
  await expect.poll(async () => (await login.boundingBox())!.width).toBeGreaterThanOrEqual(1180);
});

test('four default notifications show only three', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  for (const n of [1, 2, 3, 4]) await emitOnBus(page, 'notify', { kind: 'default', text: `Notice ${n}`, permanent: true });
  const group = page.locator('[data-group="default"]').getByTestId('notification-default');
  await expect(group).toHaveCount(3);
  await expect(group).toHaveText([/Notice 1/, /Notice 2/, /Notice 3/]);
  // Closing one lets the waiting fourth move up.
  await group.first().getByRole('button', { name: 'Закрыть' }).click();
  await expect(group).toHaveText([/Notice 2/, /Notice 3/, /Notice 4/]);
});

test('notification defaults: error gets its default title, info an OK button', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await emitOnBus(page, 'notify', { kind: 'error', text: 'Bet was not accepted', permanent: true });
  await emitOnBus(page, 'notify', { kind: 'info', text: 'Odds changed', permanent: true });
  const toasts = page.locator('[data-group="default"] [data-testid="notification-default"]');
  await expect(toasts.nth(0)).toContainText('Error');
  await expect(toasts.nth(1).getByRole('button', { name: 'OK' })).toBeVisible();
});
