import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REFRESH_INTERVAL_MS, SESSION_PRELOAD_DELAY_MS, createSessionService } from './session-service.ts';
import { harness } from '../test-support.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session preload', () => {
  it('loads the session once after ~8 s when none is stored', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/session', { body: { ok: true } });
    const service = createSessionService({ ...h, hasStoredSession: () => false });
    service.schedulePreload();
    service.schedulePreload();
    await vi.advanceTimersByTimeAsync(SESSION_PRELOAD_DELAY_MS - 1);
    expect(h.fetch.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.fetch.callsTo('/web-api/session')).toHaveLength(1);
    expect(SESSION_PRELOAD_DELAY_MS).toBe(8000);
  });

  it('does not load the session when one is stored', async () => {
    const h = harness();
    const service = createSessionService({ ...h, hasStoredSession: () => true });
    service.schedulePreload();
    await vi.advanceTimersByTimeAsync(SESSION_PRELOAD_DELAY_MS);
    expect(h.fetch.calls).toHaveLength(0);
  });

  it("a failing session load is logged as 'fail load session'", async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/session', 'network-error');
    createSessionService({ ...h, hasStoredSession: () => false }).schedulePreload();
    await vi.advanceTimersByTimeAsync(SESSION_PRELOAD_DELAY_MS);
    expect(h.logged('error')).toEqual(['fail load session']);
  });
});

describe('session check', () => {
  it('answers the user id of the session', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/session-check', { body: { user_id: 42 } });
    await expect(createSessionService({ ...h, hasStoredSession: () => true }).checkSession()).resolves.toBe(42);
  });

  it('session check is retried 2 times, 1.5 s apart', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/session-check', 'network-error');
    const result = createSessionService({ ...h, hasStoredSession: () => true }).checkSession().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1499);
    expect(h.fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetch.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(h.fetch.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.fetch.calls).toHaveLength(3);
    expect(await result).toMatchObject({ kind: 'network' });
  });
});

describe('auth refresh', () => {
  it('auth refresh runs every 60 s while the page is visible', async () => {
    const h = harness();
    h.fetch.on('POST', '/web-api/user/auth-refresh', { body: { ok: true } });
    let visible = true;
    const stop = createSessionService({ ...h, hasStoredSession: () => true, isVisible: () => visible }).startAuthRefresh();
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS - 1);
    expect(h.fetch.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetch.calls).toHaveLength(1);
    visible = false;
    await vi.advanceTimersByTimeAsync(2 * AUTH_REFRESH_INTERVAL_MS);
    expect(h.fetch.calls).toHaveLength(1);
    visible = true;
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS);
    expect(h.fetch.calls).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(5 * AUTH_REFRESH_INTERVAL_MS);
    expect(h.fetch.calls).toHaveLength(2);
  });
});
