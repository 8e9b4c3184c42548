import { describe, expect, it, vi } from 'vitest';
import { createLogout, type LogoutNavigation } from './logout.ts';
import { createCurrentUser } from '../user/current-user.ts';
import { harness } from '../test-support.ts';
import type { CookieStore } from '@arena/utils';

function setUp(needsLogin: boolean) {
  const h = harness();
  // What a script sees: ua and user_token are HttpOnly (the disconnect answer clears them), ua_present is not.
  const jar = new Map([['ua_present', '1'], ['lang', 'ru']]);
  const cookies: CookieStore = { get: (n) => jar.get(n), set: (n, v) => void jar.set(n, v), remove: (n) => void jar.delete(n) };
  const user = createCurrentUser(h.bus);
  user.signIn({ userId: 7, login: 'ann', banLevel: 45, banVersion: 1 });
  h.bus.setState('activeAccount', { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 10 });
  const tokens = { invalidate: vi.fn() };
  const navigation: LogoutNavigation = { currentPageNeedsLogin: () => needsLogin, goHome: vi.fn(), reload: vi.fn() };
  const events: string[] = [];
  h.bus.subscribe('auth:logout', (e) => events.push(`logout:${e.reason}`));
  h.bus.subscribe('account:changed', (e) => events.push(`account:${String(e.account)}`));
  const logout = createLogout({ ...h, cookies, user, tokens, navigation });
  return { h, jar, tokens, navigation, events, logout };
}

describe('logout procedure (spec §4)', () => {
  it('disconnects on the server (which clears ua and user_token), clears the ua_present marker, sets ban level 0, clears the active account and reloads', async () => {
    const { h, jar, tokens, navigation, events, logout } = setUp(false);
    h.fetch.on('POST', '/auth-api/disconnect', { body: { ok: true } });
    await logout.logout('idle');
    expect(h.fetch.callsTo('/auth-api/disconnect')).toHaveLength(1);
    expect([...jar.keys()]).toEqual(['lang']);
    expect(tokens.invalidate).toHaveBeenCalledOnce();
    expect(h.bus.getState('banLevel')).toBe(0);
    expect(h.bus.getState('activeAccount')).toBeNull();
    expect(h.bus.getState('user')).toBeNull();
    expect(events).toEqual(['account:null', 'logout:idle']);
    expect(navigation.reload).toHaveBeenCalledOnce();
    expect(navigation.goHome).not.toHaveBeenCalled();
  });

  it('goes home instead of reloading when the current page needs login', async () => {
    const { h, navigation, logout } = setUp(true);
    h.fetch.on('POST', '/auth-api/disconnect', { body: { ok: true } });
    await logout.logout();
    expect(navigation.goHome).toHaveBeenCalledOnce();
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('logs out locally even when the server disconnect fails', async () => {
    const { h, jar, navigation, logout } = setUp(false);
    h.fetch.on('POST', '/auth-api/disconnect', 'network-error');
    await logout.logout();
    expect(jar.has('ua_present')).toBe(false);
    expect(h.bus.getState('user')).toBeNull();
    expect(navigation.reload).toHaveBeenCalledOnce();
  });
});

describe('current user', () => {
  it('login publishes the replayed current user and ban level, and the auth:login event', () => {
    const h = harness();
    const login = vi.fn();
    h.bus.subscribe('auth:login', login);
    const ann = { userId: 7, login: 'ann', banLevel: 3, banVersion: 1 };
    createCurrentUser(h.bus).signIn(ann);
    const late = vi.fn();
    h.bus.watchState('user', late);
    expect(late).toHaveBeenCalledWith(ann);
    expect(h.bus.getState('banLevel')).toBe(3);
    expect(login).toHaveBeenCalledWith({ user: ann });
  });
});
