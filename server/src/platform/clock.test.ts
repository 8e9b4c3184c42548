import { describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from './clock.ts';

describe('AdjustableClock', () => {
  it('freeze stops it where it is: only advance() moves it, and reset lets it run with the real time again', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    try {
      const clock = new AdjustableClock();
      clock.advance(5_000);
      clock.freeze();
      const frozen = clock.now();
      expect(frozen).toBe(Date.UTC(2030, 0, 1) + 5_000);
      vi.advanceTimersByTime(1_000);
      expect(clock.now()).toBe(frozen);
      clock.advance(250);
      expect(clock.now()).toBe(frozen + 250);
      clock.reset();
      expect(clock.now()).toBe(Date.now());
    } finally {
      vi.useRealTimers();
    }
  });
});
