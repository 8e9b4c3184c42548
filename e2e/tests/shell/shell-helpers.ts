/** Helpers of the shell journeys: the backend's test controls, API login and events fired into the page bus. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mountedAppsOf } from '../../support/fixtures.ts';

export const DEMO = { login: 'demo', password: 'Demo1234!' } as const;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** Back to the seed: accounts, config patch, clock and faults (each worker shares one server). */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const res = await request.post('/test-api/reset');
  if (!res.ok()) throw new Error(`reset failed: ${res.status()}`);
}

export async function patchSiteConfig(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const res = await request.patch('/test-api/config', { data: patch });
  if (!res.ok()) throw new Error(`config patch failed: ${res.status()} ${await res.text()}`);
}

/** Logs the demo player in through the backend API; the session cookie lands in the page's context. */
export async function loginDemo(page: Page): Promise<void> {
  const fp = await page.request.post('/fingerprint-api/issue', { data: { data: { e2e: 'shell' } } });
  const { token } = (await fp.json()) as { token: string };
  const res = await page.request.post('/auth-api/login', {
    data: { login: b64(DEMO.login), password: b64(DEMO.password) },
    headers: { 'X-Fingerprint': token },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** Emits an event on the page's one bus, as any app would. */
export async function emitOnBus(page: Page, type: string, payload: unknown): Promise<void> {
  // An event is heard only once the shell listens: a painted page shows the header before the shell has
  // hydrated, and the root config mounts the first app only after the shell has mounted.
  await expect.poll(() => mountedAppsOf(page), { message: 'an app has mounted (so the shell has)' }).not.toEqual([]);
  await page.evaluate(
    ([t, p]) =>
      (window as unknown as { System: { import(s: string): Promise<{ bus: { emit(t: string, p: unknown): void } }> } }).System
        .import('@arena/event-bus')
        .then((m) => m.bus.emit(t as string, p)),
    [type, payload] as const,
  );
}

/** A key of the page's bus state (the platform's ready signals: `session` leaves 'unknown', `configReady`). */
export function busStateOf(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      (window as unknown as { System: { import(s: string): Promise<{ bus: { getState(k: string): unknown } }> } }).System
        .import('@arena/event-bus')
        .then((m) => m.bus.getState(k)),
    key,
  );
}

/** Records the cookie consent up front so the banner does not cover the page in screenshots. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() }));
  });
}

/** The overlay of one modal kind (the shell's modal host marks each with its kind). */
export const modalOf = (page: Page, kind: string) => page.locator(`[data-testid="modal"][data-kind="${kind}"]`);

/** The header's visitor buttons: the sign that the shell and its session restore have settled. */
export async function visitorHeader(page: Page) {
  const actions = page.getByTestId('visitor-actions');
  await expect(actions).toBeVisible();
  return actions;
}
