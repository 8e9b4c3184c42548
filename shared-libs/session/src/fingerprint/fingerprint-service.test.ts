import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_FAILURE_CAP, createFingerprintService, isFingerprintValid, type FingerprintScript } from './fingerprint-service.ts';
import { harness, inSeconds } from '../test-support.ts';

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) }));
afterEach(() => vi.useRealTimers());

const goodScript = (token = 'fp1', ttl = 600): FingerprintScript => ({
  ready: async () => undefined,
  exec: async () => ({ token, expiresAt: inSeconds(ttl), data: { screen: 1 } }),
});

describe('fingerprint validity (spec §5)', () => {
  it('a fingerprint is valid if it has a token and its expiry is in the future', () => {
    const now = Date.now();
    expect(isFingerprintValid({ token: 'x', expiresAt: inSeconds(1) }, now)).toBe(true);
    expect(isFingerprintValid({ token: '', expiresAt: inSeconds(1) }, now)).toBe(false);
    expect(isFingerprintValid({ token: 'x', expiresAt: inSeconds(0) }, now)).toBe(false);
    expect(isFingerprintValid({ token: 'x' }, now)).toBe(false);
    expect(isFingerprintValid(null, now)).toBe(false);
  });
});

describe('fingerprint service', () => {
  it('works with the hosted script shape: ready flag and run()', async () => {
    const h = harness();
    const hosted: FingerprintScript = { ready: true, run: async () => ({ token: 'srv', expiresAt: inSeconds(600), data: {} }) };
    await expect(createFingerprintService({ ...h, loadScript: async () => hosted }).get()).resolves.toMatchObject({ token: 'srv' });
  });

  it('runs the hosted script once and reuses the valid fingerprint', async () => {
    const h = harness();
    const loadScript = vi.fn(async () => goodScript());
    const fp = createFingerprintService({ ...h, loadScript });
    await expect(fp.get()).resolves.toMatchObject({ token: 'fp1', componentsData: { screen: 1 } });
    await fp.get();
    expect(loadScript).toHaveBeenCalledOnce();
    expect(fp.current()).toBe('fp1');
  });

  it.each([
    ['missing exec or ready', async () => ({ exec: goodScript().exec })],
    ['execute error', async () => ({ ready: async () => undefined, exec: () => Promise.reject(new Error('boom')) })],
    ['incorrect response', async () => ({ ready: async () => undefined, exec: async () => ({ token: 'x', expiresAt: 'soon' }) })],
  ] as const)('a %s counts as a failure and is logged', async (reason, loadScript) => {
    const h = harness();
    const fp = createFingerprintService({ ...h, loadScript });
    await expect(fp.get()).resolves.toBeNull();
    expect(fp.consecutiveFailures).toBe(1);
    expect(h.sink.error.mock.calls[0]?.[2]).toBe(reason);
  });

  it('after 2 consecutive failures no more attempts are made unless forced', async () => {
    const h = harness();
    const loadScript = vi.fn(async (): Promise<FingerprintScript> => ({ ready: async () => undefined, exec: () => Promise.reject(new Error('boom')) }));
    const fp = createFingerprintService({ ...h, loadScript });
    await fp.get();
    await fp.get();
    expect(loadScript).toHaveBeenCalledTimes(FINGERPRINT_FAILURE_CAP);
    await expect(fp.get()).resolves.toBeNull();
    await fp.get();
    expect(loadScript).toHaveBeenCalledTimes(2);
    loadScript.mockImplementation(async () => goodScript('fp-forced'));
    await expect(fp.get({ force: true })).resolves.toMatchObject({ token: 'fp-forced' });
    expect(loadScript).toHaveBeenCalledTimes(3);
    expect(fp.consecutiveFailures).toBe(0);
    expect(FINGERPRINT_FAILURE_CAP).toBe(2);
  });

  it('a success resets the consecutive failure count', async () => {
    const h = harness();
    const loadScript = vi
      .fn<() => Promise<FingerprintScript>>()
      .mockResolvedValueOnce({ ready: async () => undefined })
      .mockResolvedValueOnce(goodScript('a', 1))
      .mockResolvedValue({ ready: async () => undefined });
    const fp = createFingerprintService({ ...h, loadScript });
    await fp.get();
    await fp.get();
    vi.advanceTimersByTime(1000);
    await fp.get();
    expect(fp.consecutiveFailures).toBe(1);
    await fp.get();
    expect(loadScript).toHaveBeenCalledTimes(4);
  });

  it('as the fingerprint provider, it heals a 400 fingerprint error with a forced refresh', async () => {
    const h = harness();
    const loadScript = vi.fn(async () => goodScript('fresh'));
    h.http.setFingerprintProvider(createFingerprintService({ ...h, loadScript }));
    h.fetch.on('POST', '/auth-api/login', { status: 400, body: { code: 'fingerprint_invalid', fingerprintErrorCode: 2001 } }, { body: { ok: true } });
    await expect(h.http.post('/auth-api/login', {}, { fingerprint: true, extraAuth: true })).resolves.toEqual({ ok: true });
    expect(h.fetch.calls.map((c) => c.headers['x-fingerprint'])).toEqual([undefined, 'fresh']);
  });
});
