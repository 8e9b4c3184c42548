import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from './client.ts';
import type { AuthTokenProvider, FingerprintProvider, TermsNavigation } from './providers.ts';
import { createFakeFetch, type FakeFetch } from '../testing/fake-fetch.ts';
import { HttpError } from '../errors/http-error.ts';
import { CANCELLED_STATUS, NETWORK_ERROR_STATUS } from '../errors/error-codes.ts';

let fetch: FakeFetch;
let client: HttpClient;

function tokenProvider(tokens: string[]): AuthTokenProvider & { invalidate: ReturnType<typeof vi.fn>; refresh: ReturnType<typeof vi.fn> } {
  let current: string | null = tokens.shift() ?? null;
  return {
    getToken: vi.fn(async () => current),
    invalidate: vi.fn(() => {
      current = null;
    }),
    refresh: vi.fn(async () => (current = tokens.shift() ?? null)),
  };
}

const captchaBody = (captchaCode: number) => ({ status: 400, body: { code: 'captcha_required', captchaCode, message: 'solve it' } });
const fingerprintBody = { status: 400, body: { code: 'fingerprint_invalid', fingerprintErrorCode: 2002, message: 'expired' } };
const termsBody = { status: 451, body: { code: 'terms_not_accepted', exception_code: 1, message: 'accept terms' } };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.useFakeTimers();
  fetch = createFakeFetch();
  client = createHttpClient({ fetch, getLanguage: () => 'en' });
});
afterEach(() => vi.useRealTimers());

describe('http client basics', () => {
  it('sends Authorization: Bearer, X-Language and a JSON body, and parses the JSON answer', async () => {
    client.setAuthProvider(tokenProvider(['t1']));
    fetch.on('POST', '/web-api/thing', { body: { ok: 1 } });
    await expect(client.post('/web-api/thing', { a: 1 }, { query: { lang: 'en', skip: undefined } })).resolves.toEqual({ ok: 1 });
    const [call] = fetch.calls;
    expect(call?.url).toBe('/web-api/thing?lang=en');
    expect(call?.headers).toMatchObject({ authorization: 'Bearer t1', 'x-language': 'en', 'content-type': 'application/json' });
    expect(call?.body).toEqual({ a: 1 });
  });

  it('a call marked auth:false carries no Authorization header', async () => {
    client.setAuthProvider(tokenProvider(['t1']));
    fetch.on('GET', '/web-api/user/gettoken', { body: {} });
    await client.get('/web-api/user/gettoken', { auth: false });
    expect(fetch.calls[0]?.headers['authorization']).toBeUndefined();
  });

  it('an error answer rejects with HttpError carrying status, code and body', async () => {
    fetch.on('GET', '/x', { status: 403, body: { code: 'forbidden', message: 'no' } });
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'no', kind: 'http' });
  });

  it('network failure maps to the network-error status', async () => {
    fetch.on('GET', '/x', 'network-error');
    const error = await failure(client.get('/x'));
    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.kind).toBe('network');
  });

  it('cancellation through the AbortController maps to 499', async () => {
    fetch.on('GET', '/x', 'hang');
    const controller = new AbortController();
    const pending = failure(client.get('/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.status).toBe(CANCELLED_STATUS);
    expect(error.isCancelled).toBe(true);
  });

  it('a call that gets no answer within its timeout fails with a timeout, not a cancellation', async () => {
    fetch.on('GET', '/x', 'hang');
    const pending = failure(client.get('/x', { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 408 });
  });
});

describe('spec §8 reactions', () => {
  it('401 on a non-extra-auth call deletes the token, fetches a new one and retries once', async () => {
    const tokens = tokenProvider(['old', 'new']);
    client.setAuthProvider(tokens);
    fetch.on('GET', '/web-api/user/config', { status: 401, body: { code: 'token_invalid' } }, { body: { result: {} } });
    await expect(client.get('/web-api/user/config')).resolves.toEqual({ result: {} });
    expect(tokens.invalidate).toHaveBeenCalledOnce();
    expect(tokens.refresh).toHaveBeenCalledOnce();
    expect(fetch.calls.map((c) => c.headers['authorization'])).toEqual(['Bearer old', 'Bearer new']);
  });

  it('401 retry is bounded: a second 401 is returned to the caller', async () => {
    const tokens = tokenProvider(['a', 'b', 'c']);
    client.setAuthProvider(tokens);
    fetch.on('GET', '/x', { status: 401, body: { code: 'token_invalid' } });
    expect((await failure(client.get('/x'))).status).toBe(401);
    expect(fetch.calls).toHaveLength(2);
    expect(tokens.refresh).toHaveBeenCalledOnce();
  });

  it('401 whose token refresh fails is returned without a retry', async () => {
    const tokens = tokenProvider(['old']);
    tokens.refresh.mockRejectedValue(new Error('Fetch token error'));
    client.setAuthProvider(tokens);
    fetch.on('GET', '/x', { status: 401, body: { code: 'token_invalid' } });
    expect((await failure(client.get('/x'))).status).toBe(401);
    expect(fetch.calls).toHaveLength(1);
  });

  it('401 on an extra-auth call is returned as is, without a token refresh', async () => {
    const tokens = tokenProvider(['a', 'b']);
    client.setAuthProvider(tokens);
    fetch.on('POST', '/auth-api/login', { status: 401, body: { code: 'unauthorized' } });
    expect((await failure(client.post('/auth-api/login', {}, { extraAuth: true }))).status).toBe(401);
    expect(fetch.calls).toHaveLength(1);
    expect(tokens.invalidate).not.toHaveBeenCalled();
  });

  it.each([100, 111, 112, 113])('400 with captcha code %i runs the matching challenge and retries with X-Captcha-Token', async (code) => {
    const matching = vi.fn(async () => `solved-${code}`);
    const other = vi.fn(async () => 'wrong');
    client.registerCaptchaHandler(code as 100, matching);
    client.registerCaptchaHandler(([100, 111, 112, 113] as const).filter((c) => c !== code), other);
    fetch.on('POST', '/auth-api/login', captchaBody(code), { body: { ok: true } });
    await expect(client.post('/auth-api/login', { login: 'a' }, { extraAuth: true })).resolves.toEqual({ ok: true });
    expect(matching).toHaveBeenCalledWith(expect.objectContaining({ code, message: 'solve it' }));
    expect(other).not.toHaveBeenCalled();
    expect(fetch.calls[0]?.headers['x-captcha-token']).toBeUndefined();
    expect(fetch.calls[1]?.headers['x-captcha-token']).toBe(`solved-${code}`);
  });

  it('a captcha the user abandons returns the original 400 without a retry', async () => {
    client.registerCaptchaHandler([100, 111, 112, 113], async () => null);
    fetch.on('POST', '/auth-api/login', captchaBody(100));
    const error = await failure(client.post('/auth-api/login', {}));
    expect(error.body?.['captchaCode']).toBe(100);
    expect(fetch.calls).toHaveLength(1);
  });

  it('400 with another code is not treated as a captcha', async () => {
    const handler = vi.fn(async () => 'x');
    client.registerCaptchaHandler([100, 111, 112, 113], handler);
    fetch.on('POST', '/x', captchaBody(101));
    await failure(client.post('/x', {}));
    expect(handler).not.toHaveBeenCalled();
  });

  it('400 with a fingerprint code refreshes the fingerprint and retries with it', async () => {
    const fp: FingerprintProvider = { current: vi.fn(() => 'fp-old'), refresh: vi.fn(async () => 'fp-new') };
    vi.mocked(fp.refresh).mockImplementation(async () => {
      vi.mocked(fp.current).mockReturnValue('fp-new');
      return 'fp-new';
    });
    client.setFingerprintProvider(fp);
    fetch.on('POST', '/auth-api/login', fingerprintBody, { body: { ok: true } });
    await expect(client.post('/auth-api/login', {}, { fingerprint: true })).resolves.toEqual({ ok: true });
    expect(fp.refresh).toHaveBeenCalledOnce();
    expect(fetch.calls.map((c) => c.headers['x-fingerprint'])).toEqual(['fp-old', 'fp-new']);
  });

  it('451 with exception_code 1 goes to confirm-terms when enabled and not already there', async () => {
    const nav: TermsNavigation = { isEnabled: () => true, isOnConfirmTerms: () => false, goToConfirmTerms: vi.fn() };
    client.registerTermsNavigation(nav);
    fetch.on('GET', '/x', termsBody);
    expect((await failure(client.get('/x'))).status).toBe(451);
    expect(nav.goToConfirmTerms).toHaveBeenCalledOnce();
  });

  it.each([
    ['confirm-terms is disabled', { isEnabled: () => false, isOnConfirmTerms: () => false }],
    ['the page is already on confirm-terms', { isEnabled: () => true, isOnConfirmTerms: () => true }],
  ])('451 does not navigate when %s', async (_, state) => {
    const goToConfirmTerms = vi.fn();
    client.registerTermsNavigation({ ...state, goToConfirmTerms });
    fetch.on('GET', '/x', termsBody);
    await failure(client.get('/x'));
    expect(goToConfirmTerms).not.toHaveBeenCalled();
  });

  it('451 with another exception code does not navigate', async () => {
    const goToConfirmTerms = vi.fn();
    client.registerTermsNavigation({ isEnabled: () => true, isOnConfirmTerms: () => false, goToConfirmTerms });
    fetch.on('GET', '/x', { status: 451, body: { code: 'legal', exception_code: 2 } });
    await failure(client.get('/x'));
    expect(goToConfirmTerms).not.toHaveBeenCalled();
  });
});
