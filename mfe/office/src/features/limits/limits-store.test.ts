import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@arena/http';
import { createLimitsStore } from './limits-store.ts';
import { NOW, fakeApi, limit, pending, type FakeApi } from './limits-test-data.ts';

function setup(api: FakeApi, approvalMode = true) {
  const bus = { emit: vi.fn() };
  const logger = { warn: vi.fn(), error: vi.fn() };
  const store = createLimitsStore({ api, bus, logger, language: () => 'en', approvalMode: () => approvalMode, nowMs: () => NOW * 1000 });
  return { store, bus, logger };
}

describe('limits store bindings', () => {
  it('a failed reload (401/403 or other) is only logged and leaves the list unchanged', async () => {
    const api = fakeApi([limit(20, 500)]);
    const { store, logger } = setup(api);
    await store.load();
    api.answers.load = [new HttpError({ status: 403, kind: 'http', url: '/limits', body: { code: 'forbidden' } })];
    await store.load();
    expect(store.get().limits.map((l) => l.limitValue)).toEqual([500]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(store.get().notice).toBeNull();
  });

  it('after a reject the reloaded list drops pending deposit limits; the bus hears limits:changed', async () => {
    const api = fakeApi([pending(20, 500, 2000, NOW + 3600)]);
    const { store, bus } = setup(api);
    await store.load();
    api.answers.load = [{ limits: [pending(20, 500, 2000, NOW + 3600), pending(31, 2, 5, NOW + 3600)], serverTime: NOW }];
    await store.cancel();
    expect(api.calls).toContain('action 0');
    expect(store.get().limits.map((l) => l.limitType)).toEqual([31]);
    expect(store.get().notice).toEqual({ kind: 'translation', key: 'responsible_gaming_cancel_limit_success', tone: 'success' });
    expect(bus.emit).toHaveBeenCalledWith('limits:changed', expect.objectContaining({ limitTypes: expect.any(Array) }));
  });

  it('outside approval mode the cancel is DELETE limit', async () => {
    const api = fakeApi([pending(20, 500, 2000, NOW + 3600)]);
    const { store } = setup(api, false);
    await store.cancel(20);
    expect(api.calls).toContain('delete 20');
    expect(api.calls).not.toContain('action 0 20');
  });

  it('an action failure shows the server title, else the confirm/cancel error key', async () => {
    const api = fakeApi([]);
    const { store } = setup(api);
    api.answers.action = new HttpError({ status: 409, kind: 'http', url: '/x', body: { code: 'cooling_off', title: 'Wait 24 h' } });
    await store.approve();
    expect(store.get().notice).toEqual({ kind: 'server-title', text: 'Wait 24 h', tone: 'error' });
    api.answers.action = new HttpError({ status: 500, kind: 'http', url: '/x' });
    await store.approve();
    expect(store.get().notice).toEqual({ kind: 'translation', key: 'responsible_gaming_confirm_limit_error', tone: 'error' });
    await store.cancel();
    expect(store.get().notice).toEqual({ kind: 'translation', key: 'responsible_gaming_cancel_limit_error', tone: 'error' });
  });

  it.each([30, 33])('setting break %i signs the page out (the server ended every session); other limits only reload', async (limitType) => {
    const api = fakeApi([]);
    const onBreakStarted = vi.fn();
    const store = createLimitsStore({ api, bus: { emit: vi.fn() }, logger: { warn: vi.fn(), error: vi.fn() }, language: () => 'en', approvalMode: () => true, onBreakStarted });
    await store.setLimit(20, 500);
    expect(onBreakStarted).not.toHaveBeenCalled();
    await store.setLimit(limitType, 7);
    expect(onBreakStarted).toHaveBeenCalledTimes(1);
    expect(store.get().busy).toBe(false);
  });

  it('a successful action with a server title shows that title', async () => {
    const api = fakeApi([]);
    api.answers.action = { status: true, title: 'The limit has been confirmed' };
    const { store } = setup(api);
    await store.approve(20);
    expect(store.get().notice).toEqual({ kind: 'server-title', text: 'The limit has been confirmed', tone: 'success' });
  });
});
