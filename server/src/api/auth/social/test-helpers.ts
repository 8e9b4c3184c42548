/** Test helpers for the social calls: the demo provider's credential and the multipart one-tap post. */
import type { LightMyRequestResponse } from 'fastify';
import { b64, type TestApi } from '../../test-support.ts';

/** An ID token of the arena-demo provider, issued after the player's login and password are checked. */
export async function demoCredential(t: TestApi, login: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST', url: '/social-api/demo-provider/credential',
    headers: { 'x-fingerprint': await t.fingerprint() },
    payload: { login: b64(login), password: b64(password) },
  });
  if (response.statusCode !== 200) throw new Error(`demo credential failed: ${response.statusCode} ${response.body}`);
  return t.json<{ credential: string }>(response).credential;
}

export interface OneTapOptions {
  /** The X-Fingerprint token; null sends none. Default: a fresh one. */
  fingerprint?: string | null;
  currency?: string;
  language?: string;
  headers?: Record<string, string>;
}

export async function postOneTap(t: TestApi, provider: string, credential: string, options: OneTapOptions = {}): Promise<LightMyRequestResponse> {
  const boundary = 'B0undary';
  const fields = [['credential', credential], ['language', options.language ?? 'en'], ['currency', options.currency ?? 'RUB'], ['countryId', '1']];
  const form = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
  const fingerprint = options.fingerprint === undefined ? await t.fingerprint() : options.fingerprint;
  return t.app.inject({
    method: 'POST', url: `/social-api/oauth/${provider}-one-tap`, payload: form,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(fingerprint ? { 'x-fingerprint': fingerprint } : {}), ...options.headers },
  });
}

/** Follows a one-tap answer's redirect: exchanges its auth_token for a session. */
export async function signInWithRedirect(t: TestApi, oneTap: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const redirectUrl = t.json<{ redirectUrl: string }>(oneTap).redirectUrl;
  const token = decodeURIComponent(redirectUrl.split('auth_token=')[1] ?? '');
  return t.app.inject({ method: 'POST', url: '/auth-api/login/token', payload: { token }, headers: { 'x-fingerprint': await t.fingerprint() } });
}
