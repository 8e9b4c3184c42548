import type { Request } from '@playwright/test';
import { LIMIT_PING_INTERVAL_MS } from '@arena/domain';
import { expect, test } from '../../support/fixtures.ts';
import { signInViaApi } from '../../support/auth.ts';
import { HOUR_MS, bearerOf, chooseOption, freshPlayer, moveServerClock, openLimits } from './limits-support.ts';

const LIMITS_BASE = '/limit-service-api/api/external/web/v3';

test('a 1-hour session limit: when the hour is over a permanent error appears, and confirming it logs out', async ({ page }) => {
  await freshPlayer(page);
  // The page clock only jumps with no request in flight: a jump fires the HTTP client's timeout of any request
  // still open (a dictionary then fails with 408 and its error covers the page). The live feed stays open.
  const inFlight = new Set<Request>();
  page.on('request', (request) => void (request.resourceType() !== 'eventsource' && inFlight.add(request)));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  const jump = async (time: number | string) => {
    await expect.poll(() => inFlight.size).toBe(0);
    await page.clock.fastForward(time);
  };
  await page.clock.install();
  await openLimits(page);
  await chooseOption(page, 31, 1);
  await expect(page.getByTestId('limit-value-31')).toHaveText('1 h');

  await moveServerClock(page.request, HOUR_MS);
  // The shell arms its hour timer and its 30 s ping from its own limits read after the change: the first jump
  // waits for that read. Should the timer still not be armed, the next ping, whose answer says the server's
  // hour is over, ends the session the same way (the spec's other path to this error).
  await jump('01:00:05');
  const modal = page.getByTestId('modal');
  await expect(async () => {
    if ((await modal.count()) === 0) await jump(LIMIT_PING_INTERVAL_MS);
    await expect(modal).toHaveAttribute('data-kind', 'permanent-alert', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(modal).toContainText('Session limit ended');
  await expect(modal).toContainText('visit us tomorrow');
  await modal.getByRole('button', { name: 'OK' }).click();

  // Signed out: the office (login required) is left for the login page or home.
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'));
  await expect(page.getByTestId('limits-page')).toHaveCount(0);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'ua' && c.value !== '')).toBe(false);
});

test('the server ends the session itself: 2 h past a 1-hour limit with no page open (no ping), a deposit is refused and the player is signed out', async ({ page }) => {
  expect((await page.request.post('/test-api/reset')).ok()).toBe(true);
  // 08:00 site time (UTC+3) today, so the 2 h move stays inside one site day whenever the suite runs.
  const day = 86_400_000;
  const siteNow = Date.now() + 3 * HOUR_MS;
  await page.request.post('/test-api/clock', { data: { setMs: Math.floor(siteNow / day) * day - 3 * HOUR_MS + 8 * HOUR_MS } });
  await signInViaApi(page);
  const auth = async () => ({ Authorization: `Bearer ${await bearerOf(page.request)}`, 'X-Language': 'en' });
  const set = await page.request.post(`${LIMITS_BASE}/limit`, { headers: await auth(), data: { limitType: 31, limitValue: 1 } });
  expect(set.ok()).toBe(true);
  const accounts = (await (await page.request.get('/web-api/user/account-data', { headers: await auth() })).json()) as { all_accounts: Array<{ id: number; type: number }> };
  const accountId = accounts.all_accounts.find((a) => a.type === 0)!.id;

  await moveServerClock(page.request, 2 * HOUR_MS);
  const deposit = await page.request.post('/payments-api/deposit', {
    headers: { ...(await auth()), 'Idempotency-Key': crypto.randomUUID() },
    data: { accountId, amount: 100 },
  });
  expect(deposit.status()).toBe(403);
  expect(await deposit.json()).toMatchObject({ code: 'session_limit_reached', message: 'Your session time for today is used up. Please visit tomorrow' });

  // The session was revoked on the server: the office is no longer reachable.
  await page.goto('/en/office/responsible');
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'));
  await expect(page.getByTestId('limits-page')).toHaveCount(0);
});

test('a 5-minute reality check shows its reminder with time played and net result; continue closes it', async ({ page }) => {
  await freshPlayer(page);
  await page.clock.install();
  await openLimits(page);
  await chooseOption(page, 32, 5);
  await expect(page.getByTestId('limit-value-32')).toHaveText('5 min');

  await moveServerClock(page.request, 5 * 60_000);
  await page.clock.fastForward('05:01');
  const reminder = page.getByTestId('reality-check');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('You have been playing for');
  await expect(page.getByTestId('reality-check-net')).toContainText('Net result today');
  await page.getByTestId('reality-check-continue').click();
  await expect(reminder).toHaveCount(0);
  await expect(page.getByTestId('limits-page')).toBeVisible();
});
