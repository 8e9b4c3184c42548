import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimeoutMs, startIdleTimer } from './idle-timer.ts';

describe('idle logout timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the timeout is config minutes × 60 000 ms', () => {
    expect(idleTimeoutMs(30)).toBe(1_800_000);
  });

  it('fires once after exactly minutes × 60 000 ms of no activity', () => {
    const onIdle = vi.fn();
    startIdleTimer(2, onIdle);
    vi.advanceTimersByTime(119_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity restarts the idle period', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer(1, onIdle);
    vi.advanceTimersByTime(50_000);
    timer.activity();
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a stopped timer never fires', () => {
    const onIdle = vi.fn();
    startIdleTimer(1, onIdle).stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
