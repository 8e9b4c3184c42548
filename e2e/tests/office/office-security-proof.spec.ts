/**
 * Issue 32, finding 4 in the browser: re-binding the phone needs the current password (a session alone is
 * refused), and the security page lists the live sessions with "sign out on every other device".
 */
import type { APIRequestContext } from '@playwright/test';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { quietPage, resetBackend } from '../auth/auth-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});

test('a phone change needs the current password, then binds the number with the SMS code', async ({ page, request }) => {
  await signInViaApi(page);
  await page.goto('/en/office/security');
  const section = page.getByTestId('phone-section');
  await section.getByLabel('Phone number').fill('9005550101');
  await section.getByTestId('phone-password').fill('not-my-password');
  await section.getByTestId('phone-send').click();
  await expect(page.getByTestId('phone-note')).toHaveText(/password/i);
  await expect(section.getByTestId('phone-code')).toHaveCount(0);

  await section.getByTestId('phone-password').fill('Demo1234!');
  await section.getByTestId('phone-send').click();
  await expect(page.getByTestId('phone-note')).toContainText('The code has been sent');
  const codes = (await (await request.get('/test-api/codes?kind=sms&limit=1')).json()) as { codes: Array<{ code: string; target: string }> };
  expect(codes.codes[0]!.target).toMatch(/^office:phone:\d+:\+79005550101$/);
  await section.getByTestId('phone-code').fill(codes.codes[0]!.code);
  await section.getByTestId('phone-confirm').click();
  await expect(page.getByTestId('phone-note')).toHaveText('The phone is linked');
  await expect(section).toContainText('+7 9005550101');
});

test('the phone change refuses a number with the wrong digit count with the registration form message (issue 27)', async ({ page, request }) => {
  await signInViaApi(page);
  await page.goto('/en/office/security');
  const section = page.getByTestId('phone-section');
  await section.getByLabel('Phone number').fill('900555010');
  await section.getByTestId('phone-password').fill('Demo1234!');
  await section.getByTestId('phone-send').click();
  await expect(page.getByTestId('phone-note')).toHaveText('Check the number of digits');
  await expect(section.getByTestId('phone-code')).toHaveCount(0);
  const codes = (await (await request.get('/test-api/codes?kind=sms&limit=1')).json()) as { codes: Array<{ target: string }> };
  expect(codes.codes.filter((c) => c.target.endsWith('+7900555010'))).toEqual([]);
});

/** A second session of the demo player, as another device would open it; answers its bearer token. */
async function otherDevice(request: APIRequestContext): Promise<string> {
  const { token: fingerprint } = (await (await request.post('/fingerprint-api/issue', { data: { data: { e2e: true } } })).json()) as { token: string };
  const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const answer = await request.post('/auth-api/login', { data: { login: encode('demo'), password: encode('Demo1234!') }, headers: { 'X-Fingerprint': fingerprint } });
  return ((await answer.json()) as { token: string }).token;
}

test('the security page lists the sessions and signs out every other one', async ({ page, request }) => {
  const otherToken = await otherDevice(request);
  const asOther = { headers: { Authorization: `Bearer ${otherToken}` } };
  expect((await request.get('/office-api/profile', asOther)).status()).toBe(200);
  await signInViaApi(page);
  await page.goto('/en/office/security');
  const items = page.getByTestId('session-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-testid="session-item"][data-current="yes"]')).toHaveCount(1);
  await page.getByTestId('sessions-end-others').click();
  await expect(page.getByTestId('sessions-note')).toContainText('Other sessions signed out');
  await expect(items).toHaveCount(1);
  expect((await request.get('/office-api/profile', asOther)).status()).toBe(401);
});
