import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THIRD_PARTY_SCRIPTS_DELAY_MS, createAnalyticsSink, scheduleThirdPartyScripts } from './analytics.ts';
import { createLogger } from '../logger/logger.ts';

const sink = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('analytics sink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('analytics errors never break the page and are logged as warnings only', async () => {
    const log = sink();
    const analytics = createAnalyticsSink(createLogger('t', log));
    const healthy = vi.fn();
    analytics.addTransport(() => {
      throw new Error('counter down');
    });
    analytics.addTransport(() => Promise.reject(new Error('async down')));
    analytics.addTransport(healthy);
    expect(() => analytics.track('login_open', { form: 'sms' })).not.toThrow();
    await vi.runAllTimersAsync();
    expect(healthy).toHaveBeenCalledWith({ name: 'login_open', data: { form: 'sms' } });
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('third-party scripts load after 10 s', () => {
    const load = vi.fn();
    scheduleThirdPartyScripts({ isRegistration: false, load });
    vi.advanceTimersByTime(THIRD_PARTY_SCRIPTS_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
    expect(THIRD_PARTY_SCRIPTS_DELAY_MS).toBe(10_000);
  });

  it('third-party scripts load at once on registration, without the 10 s delay', () => {
    const load = vi.fn();
    scheduleThirdPartyScripts({ isRegistration: true, load });
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failing third-party loader is logged as a warning', async () => {
    const log = sink();
    scheduleThirdPartyScripts({ isRegistration: false, load: () => Promise.reject(new Error('blocked')), logger: createLogger('t', log) });
    await vi.advanceTimersByTimeAsync(THIRD_PARTY_SCRIPTS_DELAY_MS);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
