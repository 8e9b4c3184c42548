import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, createEventBus, type ArenaBus } from '@arena/event-bus';
import { systemTimers } from '@arena/utils';
import { BALANCE_POLL_MS, connectBalanceFollow } from './balance-follow.ts';

const USER = { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const bus: ArenaBus = createEventBus(INITIAL_STATE);
  let visible = true;
  let switching = false;
  const visibilityListeners = new Set<() => void>();
  const store = { snapshot: () => ({ userConfig: null, accounts: [], switching }), refreshAccounts: vi.fn(() => Promise.resolve()) };
  const onError = vi.fn();
  const off = connectBalanceFollow({
    bus,
    store,
    timers: systemTimers,
    visibility: {
      isVisible: () => visible,
      onChange: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    },
    onError,
  });
  const setVisible = (next: boolean) => {
    visible = next;
    for (const listener of visibilityListeners) listener();
  };
  return { bus, store, onError, off, setVisible, setSwitching: (next: boolean) => (switching = next) };
}

describe('the header balance follows settlement (issue 17 item 6)', () => {
  it('a signed-in player on a visible page gets the account data re-read every 10 s', () => {
    const { bus, store } = setup();
    expect(BALANCE_POLL_MS).toBe(10_000);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 2);
    expect(store.refreshAccounts).not.toHaveBeenCalled();
    bus.setState('user', USER);
    vi.advanceTimersByTime(BALANCE_POLL_MS - 1);
    expect(store.refreshAccounts).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BALANCE_POLL_MS);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(2);
  });

  it('a hidden tab asks nothing; becoming visible again re-reads at once', () => {
    const { bus, store, setVisible } = setup();
    bus.setState('user', USER);
    setVisible(false);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 3);
    expect(store.refreshAccounts).not.toHaveBeenCalled();
    setVisible(true);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });

  it('a running account switch is not overwritten by a poll', () => {
    const { bus, store, setSwitching } = setup();
    bus.setState('user', USER);
    setSwitching(true);
    vi.advanceTimersByTime(BALANCE_POLL_MS);
    expect(store.refreshAccounts).not.toHaveBeenCalled();
    setSwitching(false);
    vi.advanceTimersByTime(BALANCE_POLL_MS);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });

  it('sign-out and unmount stop the poll; a failed read is reported, not thrown', async () => {
    const { bus, store, onError, off, setVisible } = setup();
    bus.setState('user', USER);
    store.refreshAccounts.mockRejectedValueOnce(new Error('down'));
    vi.advanceTimersByTime(BALANCE_POLL_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    bus.setState('user', null);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 3);
    setVisible(true);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
    bus.setState('user', USER);
    off();
    vi.advanceTimersByTime(BALANCE_POLL_MS * 3);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });
});
