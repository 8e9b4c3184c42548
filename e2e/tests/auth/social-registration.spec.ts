/**
 * Register through the social tab (configured providers): the arena-demo provider asks for a player's
 * password before it vouches for them; a real provider this server has not configured is refused.
 */
import { expect, test } from '../../support/fixtures.ts';
import { DEMO, expectSignedIn, quietPage, resetBackend } from './auth-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});

test('social: the configured providers are offered; registering with one signs in with an account in the chosen currency', async ({ page, request }) => {
  const patched = await request.patch('/test-api/config', { data: { auth: { oneTapProviders: ['google', 'arena-demo'] } } });
  expect(patched.ok()).toBe(true);
  await page.goto('/en/registration');
  await page.getByTestId('reg-tab-social').click();
  const form = page.getByTestId('form-registration-social');
  await expect(form.getByRole('radio', { name: 'Google' })).toBeChecked();
  await form.getByRole('radio', { name: 'Arena demo ID' }).check();
  // The currencies come from GET /web-api/currencies, named in the page language.
  await form.getByLabel('Currency').selectOption({ label: 'USD — US dollar' });
  await form.getByLabel('Promo code').fill('WELCOME');
  await form.getByRole('radio', { name: 'Sports bonus' }).check();
  await form.getByRole('button', { name: 'Continue with Arena demo ID' }).click();

  const provider = page.getByTestId('demo-provider-dialog');
  await expect(provider).toBeVisible();
  await provider.getByLabel('Login or e-mail').fill(DEMO.login);
  await provider.locator('input[name="demo-password"]').fill(DEMO.password);
  await provider.getByRole('button', { name: 'Continue' }).click();

  await expectSignedIn(page);
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('$');
});

test('social: a provider the server has not configured is refused with a clear message', async ({ page, request }) => {
  await request.patch('/test-api/config', { data: { auth: { oneTapProviders: ['google'] } } });
  await page.goto('/en/registration');
  await page.getByTestId('reg-tab-social').click();
  const form = page.getByTestId('form-registration-social');
  await form.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(form.getByTestId('form-message')).toContainText('Sign-in with this social network is not set up on this site');
  await expect(page.getByTestId('balance')).toHaveCount(0);
});

test('social: the currency list failing shows the error and the retry brings it back', async ({ page, request }) => {
  await request.post('/test-api/faults', { data: { path: '/web-api/currencies', status: 500, count: 1 } });
  await page.goto('/en/registration');
  await expect(page.getByTestId('currency-load-error')).toContainText('Could not load the currencies');
  await page.getByTestId('currency-load-error').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('1');
  await expect(page.getByTestId('currency-load-error')).toHaveCount(0);
});
