import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DURATION_MS, createProgressController, type ProgressState } from './progress-controller.ts';

describe('progress bar throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a navigation shorter than 200 ms never shows the bar', () => {
    const states: ProgressState[] = [];
    const bar = createProgressController((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });

  it('a longer one shows after 200 ms, creeps to at most 90 % over 5000 ms, then completes and hides', () => {
    const states: ProgressState[] = [];
    const bar = createProgressController((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(200);
    expect(states.at(-1)).toEqual({ visible: true, value: 0.1 });
    vi.advanceTimersByTime(PROGRESS_DURATION_MS * 2);
    expect(states.at(-1)!.value).toBeCloseTo(0.9);
    bar.done();
    expect(states.at(-1)).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(200);
    expect(states.at(-1)).toEqual({ visible: false, value: 0 });
  });

  it('a short navigation starting while the previous bar finishes still hides it (the home page re-routes right after its first load)', () => {
    const states: ProgressState[] = [];
    const bar = createProgressController((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    expect(states.at(-1)).toEqual({ visible: true, value: 1 });
    bar.start();
    vi.advanceTimersByTime(70);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toEqual({ visible: false, value: 0 });
  });
});
