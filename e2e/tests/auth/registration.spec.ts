/** Register one-click, phone and full on the registration page, then log in with the new credentials. */
import { expect, test } from '../../support/fixtures.ts';
import { expectSignedIn, openLoginPage, pickRussia, quietPage, resetBackend } from './auth-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});

async function logoutThenLogin(page: import('@playwright/test').Page, login: string, password: string) {
  await page.context().clearCookies();
  await openLoginPage(page);
  await page.getByLabel('Login or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);
}

test('one-click: the generated login and password are shown once and work for login', async ({ page }) => {
  await page.goto('/en/registration/one_click');
  await page.getByRole('radio', { name: 'Casino bonus' }).check();
  await page.getByTestId('form-registration-one_click').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('generated-credentials')).toBeVisible();
  const login = (await page.getByTestId('generated-login').textContent())!.trim();
  const password = (await page.getByTestId('generated-password').textContent())!.trim();
  await page.getByTestId('registration-continue').click();
  await expectSignedIn(page);
  await logoutThenLogin(page, login, password);
});

test('phone: registers, confirms the phone by SMS, and logs in by phone', async ({ page, request }) => {
  await page.goto('/en/registration/phone');
  await pickRussia(page);
  await page.getByLabel('Phone number').fill('9005550101');
  await page.getByLabel('Password', { exact: true }).fill('Phone1234!');
  await page.getByTestId('form-registration-phone').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('phone-confirmation')).toBeVisible();
  await expect.poll(async () => (await (await request.get('/test-api/codes?kind=activation&login=79005550101&limit=1')).json()).codes.length).toBeGreaterThan(0);
  const { codes } = await (await request.get('/test-api/codes?kind=activation&login=79005550101&limit=1')).json();
  await page.getByLabel('Code from SMS').fill(codes[0].code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
  await page.context().clearCookies();
  await openLoginPage(page);
  await page.getByRole('tab', { name: 'Phone' }).click();
  await pickRussia(page);
  await page.getByLabel('Phone number').fill('9005550101');
  await page.getByLabel('Password', { exact: true }).fill('Phone1234!');
  await page.getByTestId('form-phone_password').getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);
});

test('full: validation messages, then registration with personal data and login', async ({ page }) => {
  await page.goto('/en/registration/full');
  const form = page.getByTestId('form-registration-full');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('form-message')).toHaveText('Check the highlighted fields');
  await form.getByLabel('Login', { exact: true }).fill('newplayer');
  await form.getByLabel('E-mail').fill('newplayer@arena.test');
  await form.getByLabel('Password', { exact: true }).fill('Full1234!');
  await form.getByLabel('Repeat the password').fill('Full1234!');
  await form.getByLabel('First name').fill('Ann');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Date of birth').fill('1990-05-01');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expectSignedIn(page);
  await logoutThenLogin(page, 'newplayer', 'Full1234!');
});
