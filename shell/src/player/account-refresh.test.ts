import { describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, createEventBus, type ArenaBus } from '@arena/event-bus';
import { connectAccountRefresh } from './account-refresh.ts';

const ACCOUNT = { id: 7, type: 0, iso: 'RUB', symbol: '₽', money: 1500 };
const USER = { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 };

function setup(switching = false) {
  const bus: ArenaBus = createEventBus(INITIAL_STATE);
  const store = { snapshot: () => ({ userConfig: null, accounts: [], switching }), refreshAccounts: vi.fn(() => Promise.resolve()) };
  const onError = vi.fn();
  const off = connectAccountRefresh(bus, store, onError);
  return { bus, store, onError, off };
}

describe('header accounts follow account:changed', () => {
  it('another app announcing a changed account reloads the accounts for a signed-in player', () => {
    const { bus, store } = setup();
    bus.setState('user', USER);
    bus.emit('account:changed', { account: ACCOUNT });
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });

  it('skips the shell\'s own switch, a logout (null) and a visitor', () => {
    const switching = setup(true);
    switching.bus.setState('user', USER);
    switching.bus.emit('account:changed', { account: ACCOUNT });
    expect(switching.store.refreshAccounts).not.toHaveBeenCalled();

    const { bus, store } = setup();
    bus.emit('account:changed', { account: ACCOUNT });
    bus.setState('user', USER);
    bus.emit('account:changed', { account: null });
    expect(store.refreshAccounts).not.toHaveBeenCalled();
  });

  it('a failed reload is reported, and unsubscribing stops the reloads', async () => {
    const { bus, store, onError, off } = setup();
    bus.setState('user', USER);
    store.refreshAccounts.mockRejectedValueOnce(new Error('down'));
    bus.emit('account:changed', { account: ACCOUNT });
    await Promise.resolve();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    off();
    bus.emit('account:changed', { account: ACCOUNT });
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });
});
