/** Helpers of the auth journeys: test controls (reset, codes, clock) and form steps. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { login: 'demo', password: 'Demo1234!', phone: '9001234567' } as const;

export async function resetBackend(request: APIRequestContext): Promise<void> {
  const res = await request.post('/test-api/reset');
  if (!res.ok()) throw new Error(`reset failed: ${res.status()}`);
}

/** The newest code of a kind (sms, two_step, recovery, activation) for a target or login. */
export async function latestCode(request: APIRequestContext, query: Record<string, string>): Promise<string> {
  const res = await request.get(`/test-api/codes?${new URLSearchParams({ limit: '1', ...query }).toString()}`);
  const { codes } = (await res.json()) as { codes: Array<{ code: string }> };
  const code = codes[0]?.code;
  if (!code) throw new Error(`no code for ${JSON.stringify(query)}`);
  return code;
}

export async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  const res = await request.post('/test-api/clock', { data: { advanceMs: ms } });
  if (!res.ok()) throw new Error(`clock failed: ${res.status()}`);
}

/** Cookie consent recorded up front so its banner never covers the forms. */
export async function quietPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() }));
  });
}

export async function openLoginPage(page: Page, query = ''): Promise<void> {
  await page.goto(`/en/user/login${query}`);
  await expect(page.getByTestId('login-view')).toBeVisible();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('player-actions')).toBeVisible();
}

export async function pickRussia(page: Page): Promise<void> {
  // The country list comes from the backend; wait until it is there, Russia (+7) is first.
  await expect(page.locator('select[name="phone-country"] option').first()).toHaveText(/\+7/);
}
