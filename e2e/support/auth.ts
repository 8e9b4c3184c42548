/**
 * Signs a demo player in through the backend's own API (fingerprint, then login), so journeys that are
 * not about the login forms start as a player. The session cookie lands in the page's browser context.
 */
import type { Page } from '@playwright/test';

export const DEMO_PLAYERS = {
  demo: { login: 'demo', password: 'Demo1234!' },
  banned: { login: 'banned', password: 'Banned1234!' },
  twofa: { login: 'twofa', password: 'TwoFa1234!' },
  terms: { login: 'terms', password: 'Terms1234!' },
} as const;

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export async function signInViaApi(page: Page, player: keyof typeof DEMO_PLAYERS = 'demo'): Promise<void> {
  const { login, password } = DEMO_PLAYERS[player];
  const fingerprint = await page.request.post('/fingerprint-api/issue', { data: { data: { e2e: true } } });
  if (!fingerprint.ok()) throw new Error(`fingerprint issue failed: ${fingerprint.status()} ${await fingerprint.text()}`);
  const { token } = (await fingerprint.json()) as { token: string };
  const answer = await page.request.post('/auth-api/login', {
    data: { login: encode(login), password: encode(password), save: true },
    headers: { 'X-Fingerprint': token },
  });
  if (!answer.ok()) throw new Error(`login of ${login} failed: ${answer.status()} ${await answer.text()}`);
}
