import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientLimit } from '@arena/domain';
import { systemTimers } from '@arena/utils';
import { SESSION_ENDED_MODAL_ID, createRgController, type PingAnswer } from './rg-controller.ts';

const limit = (limitType: number, limitValue: number, limitBalance = limitValue): ClientLimit => ({
  limitType, limitValue, limitState: 'ACTIVE', startedAt: 0, endsAt: 0, limitBalance, needApprove: false, measure: 'hours', label: '',
});

function setup(limits: ClientLimit[], ping: PingAnswer = { sessionEnded: false, playedSeconds: 600, netResult: -150 }) {
  const emitted: Array<[string, unknown]> = [];
  const listeners = new Map<string, () => void>();
  const api = { limits: vi.fn(async () => ({ limits })), ping: vi.fn(async () => ping) };
  const closers: Array<() => void> = [];
  const logout = vi.fn();
  const controller = createRgController({
    api,
    bus: {
      emit: ((name: string, payload: unknown) => void emitted.push([name, payload])) as never,
      subscribe: ((name: string, listener: () => void) => {
        listeners.set(name, listener);
        return () => listeners.delete(name);
      }) as never,
    },
    timers: systemTimers,
    logger: { warn: vi.fn() },
    text: (key) => key,
    logout,
    whenModalClosed: (_id, onClosed) => {
      closers.push(onClosed);
      return () => {};
    },
    currency: () => 'RUB',
  });
  return { controller, api, emitted, logout, closers, listeners, names: () => emitted.map(([name]) => name) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session limit', () => {
  it('a timer of remaining hours × 3 600 000 ms ends the session with a permanent error; closing it logs out', async () => {
    const s = setup([limit(31, 2, 1.5)]);
    const stop = s.controller.start();
    await vi.advanceTimersByTimeAsync(1.5 * 3_600_000 - 1000);
    expect(s.names()).not.toContain('session-limit:ended');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.names()).toContain('session-limit:ended');
    const modal = s.emitted.find(([name]) => name === 'modal:open')?.[1];
    expect(modal).toEqual({ kind: 'permanent-alert', id: SESSION_ENDED_MODAL_ID, props: { title: 'session_limit_ended', text: 'session_limit_visit_tomorrow' } });
    expect(s.logout).not.toHaveBeenCalled();
    s.closers[0]!();
    expect(s.logout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('pings every 30 s while a session limit exists; the ping ending the session ends it', async () => {
    const s = setup([limit(31, 5)]);
    const stop = s.controller.start();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(s.api.ping).toHaveBeenCalledTimes(3);
    s.api.ping.mockResolvedValueOnce({ sessionEnded: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.names()).toContain('session-limit:ended');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.api.ping).toHaveBeenCalledTimes(4);
    stop();
  });

  it('no session limit (or -1): no ping, no timer; a later limits:changed without it stops the ping', async () => {
    const s = setup([limit(31, -1)]);
    const stop = s.controller.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.api.ping).not.toHaveBeenCalled();
    stop();

    const t = setup([limit(31, 3)]);
    const stopT = t.controller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.api.ping).toHaveBeenCalledTimes(1);
    t.api.limits.mockResolvedValue({ limits: [] });
    t.listeners.get('limits:changed')!();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.api.ping).toHaveBeenCalledTimes(1);
    stopT();
  });

  it('stopping clears every timer', async () => {
    const s = setup([limit(31, 1), limit(32, 5)]);
    const stop = s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(s.emitted).toEqual([]);
  });
});

describe('reality check', () => {
  it('every N minutes a reminder with time played and net result', async () => {
    const s = setup([limit(32, 5)]);
    const stop = s.controller.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1000);
    expect(s.names()).not.toContain('reality-check:due');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.emitted).toContainEqual(['reality-check:due', { minutesPlayed: 10, netResult: -150, currency: 'RUB' }]);
    expect(s.emitted).toContainEqual(['modal:open', expect.objectContaining({ kind: 'reality-check-reminder' })]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.names().filter((n) => n === 'reality-check:due')).toHaveLength(2);
    stop();
  });
});
