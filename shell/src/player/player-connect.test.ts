/**
 * The shell's follow of the bus user (player-connect.ts). Issue 26: a page the host drew for a signed-in
 * player brought the user config and accounts with it (player-boot.ts), so hydration fetches neither again;
 * any later sign-in still loads them.
 */
import { describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, createEventBus, type ArenaBus } from '@arena/event-bus';
import type { UserConfig } from '@arena/domain';
import { connectPlayer, type PlayerConnectDeps } from './player-connect.ts';

const IVAN = { userId: 9, login: 'ivan', banLevel: 0, banVersion: 0 };
const ANNA = { userId: 12, login: 'anna', banLevel: 0, banVersion: 0 };
const CONFIG = { user_name: 'ivan' } as unknown as UserConfig;

function setup(drawnPlayerId: number | null, seeded: boolean) {
  const bus: ArenaBus = createEventBus(INITIAL_STATE);
  let userConfig: UserConfig | null = seeded ? CONFIG : null;
  const store = {
    snapshot: () => ({ userConfig, accounts: [], switching: false }),
    loadUserConfig: vi.fn(async () => (userConfig = CONFIG)),
    refreshAccounts: vi.fn(() => Promise.resolve()),
    clear: vi.fn(() => (userConfig = null)),
  };
  const stopAuthRefresh = vi.fn();
  const deps = { bus, store, drawnPlayerId, startAuthRefresh: vi.fn(() => stopAuthRefresh), onError: vi.fn() } satisfies PlayerConnectDeps;
  return { bus, store, deps, stopAuthRefresh };
}

describe('the shell follows the bus user', () => {
  it('a sign-in on a visitor page: session "player", token refresh started, user config and accounts loaded', () => {
    const { bus, store, deps } = setup(null, false);
    connectPlayer(deps);
    bus.setState('user', IVAN);
    expect(bus.getState('session')).toBe('player');
    expect(deps.startAuthRefresh).toHaveBeenCalledTimes(1);
    expect(store.loadUserConfig).toHaveBeenCalledTimes(1);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });

  it('issue 26: the player the page was drawn for is not fetched again at hydration (no user config, no accounts load), but the token refresh runs', () => {
    const { bus, store, deps } = setup(9, true);
    // applyPagePlayer put the page's player on the bus and in the store before the shell connects.
    bus.setState('user', IVAN);
    connectPlayer(deps);
    expect(deps.startAuthRefresh).toHaveBeenCalledTimes(1);
    expect(store.loadUserConfig).not.toHaveBeenCalled();
    expect(store.refreshAccounts).not.toHaveBeenCalled();
  });

  it('issue 26: after the drawn player signs out, the next sign-in (even the same player) loads again', () => {
    const { bus, store, deps, stopAuthRefresh } = setup(9, true);
    bus.setState('user', IVAN);
    connectPlayer(deps);
    bus.setState('user', null);
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(stopAuthRefresh).toHaveBeenCalledTimes(1);
    expect(bus.getState('session')).toBe('visitor');
    bus.setState('user', IVAN);
    expect(store.loadUserConfig).toHaveBeenCalledTimes(1);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });

  it('issue 26: another player replacing the drawn one on the bus gets their own accounts', () => {
    const { bus, store, deps } = setup(9, true);
    bus.setState('user', IVAN);
    connectPlayer(deps);
    bus.emit('auth:login', { user: ANNA });
    expect(bus.getState('user')).toEqual(ANNA);
    expect(store.refreshAccounts).toHaveBeenCalledTimes(1);
  });
});
