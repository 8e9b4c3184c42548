import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound, useAsync } from './use-async.ts';

afterEach(() => vi.useRealTimers());

describe('useAsync', () => {
  it('loads, aborts the previous request when the inputs change, and retries on demand', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal, value: string) => {
      signals.push(signal);
      return Promise.resolve(value);
    });
    const { result, rerender } = renderHook(({ value }) => useAsync((s) => load(s, value), [value]), { initialProps: { value: 'a' } });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'a' }));
    rerender({ value: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'b' }));
    expect(signals[0]!.aborted).toBe(true);
    act(() => result.current.retry());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('a failure is an error state; a failed periodic reload keeps the data shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    const { result } = renderHook(() => useAsync(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(1)), [], { refreshMs: 1000 }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    fail = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('reload fetches again while the data stays on screen (no loading state in between)', async () => {
    let value = 1;
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useAsync(() => Promise.resolve(value), []);
      seen.push(state.status);
      return state;
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    value = 2;
    seen.length = 0;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }));
    expect(seen).not.toContain('loading');
  });

  it('isNotFound tells a 404 answer', () => {
    expect(isNotFound({ status: 404 })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
