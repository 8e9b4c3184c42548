/** Password recovery ('wrong code', 'time up', success), confirm-terms after login, logout from a protected page. */
import { expect, test } from '../../support/fixtures.ts';
import { advanceClock, DEMO, expectSignedIn, latestCode, openLoginPage, quietPage, resetBackend } from './auth-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});

test('password recovery: wrong code, time up after the clock moves, then success and login', async ({ page, request }) => {
  await page.goto('/en/user/passwordreset');
  await page.getByLabel('Login or e-mail').fill(DEMO.login);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByTestId('error-code')).toHaveText('Wrong code');
  await advanceClock(request, 6 * 60 * 1000);
  const stale = await latestCode(request, { kind: 'recovery', login: DEMO.login });
  await page.getByLabel('Code', { exact: true }).fill(stale);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByTestId('error-code')).toHaveText('The code has expired. Request a new one.');
  await page.getByTestId('recovery-resend').click();
  await expect(page.getByTestId('form-message')).toHaveText('The code has been sent');
  const fresh = await latestCode(request, { kind: 'recovery', login: DEMO.login });
  await page.getByLabel('Code', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Fresh1234!');
  await page.getByLabel('Repeat the password').fill('Fresh1234!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('recovery-success')).toBeVisible();
  await openLoginPage(page);
  await page.getByLabel('Login or e-mail').fill(DEMO.login);
  await page.getByLabel('Password', { exact: true }).fill('Fresh1234!');
  await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);
});

test('a player who must accept new terms lands on confirm-terms and continues after accepting', async ({ page }) => {
  await openLoginPage(page, '?returnUrl=%2Fen%2Fresults');
  await page.getByLabel('Login or e-mail').fill('terms');
  await page.getByLabel('Password', { exact: true }).fill('Terms1234!');
  await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('confirm-terms')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/confirm-terms/);
  await page.getByTestId('terms-accept').click();
  await expect(page).toHaveURL(/\/en\/results/);
  await expectSignedIn(page);
});

test('logout from a protected page returns home; the session cookies are HttpOnly (scripts see only the ua_present marker)', async ({ page }) => {
  const logIn = async () => {
    await page.getByLabel('Login or e-mail').fill(DEMO.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  };
  const scriptCookies = async () => (await page.evaluate(() => document.cookie)).split(/;\s*/).map((pair) => pair.split('=')[0]);
  const browserCookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name && c.value !== '');
  await openLoginPage(page, '?returnUrl=%2Fen%2Foffice%2Faccount');
  await logIn();
  await expect(page).toHaveURL(/\/en\/office\/account/);
  // The session id and the token exist, but no script (an injected one included) can read them.
  expect(await browserCookie('ua')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await browserCookie('user_token')).toMatchObject({ httpOnly: true });
  expect(await scriptCookies()).toContain('ua_present');
  expect(await scriptCookies()).not.toContain('ua');
  expect(await scriptCookies()).not.toContain('user_token');
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)ua=/);
  await page.getByTestId('player-actions').getByRole('button', { name: /log ?out/i }).click();
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
  // The server cleared the HttpOnly cookies; a reload stays signed out; signing in again works.
  await expect.poll(async () => (await browserCookie('ua')) === undefined && (await browserCookie('ua_present')) === undefined).toBe(true);
  await page.reload();
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await openLoginPage(page);
  await logIn();
  await expectSignedIn(page);
});

test('a visitor on the account-verification link is asked to sign in and given the way to (it once said "sign in" with no button)', async ({ page }) => {
  await page.goto('/ru/user/accountverify');
  await expect(page.getByTestId('account-verify')).toBeVisible();
  await page.getByTestId('account-verify-login').click();
  await expect(page.locator('[data-testid="modal"][data-kind="login"]')).toBeVisible();
});
