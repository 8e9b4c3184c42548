import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus.ts';
import { INITIAL_STATE, type ArenaEvents, type ArenaState } from './catalogue.ts';

describe('arena catalogue', () => {
  it('current user, config readiness, active account and ban level are replayed to late subscribers', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const user = { userId: 1, login: 'ann', banLevel: 0, banVersion: 1 };
    const account = { id: 5, type: 0, iso: 'RUB', symbol: '₽', money: 100 };
    bus.setState('user', user);
    bus.setState('configReady', true);
    bus.setState('activeAccount', account);
    bus.setState('banLevel', 45);
    const late = { user: vi.fn(), configReady: vi.fn(), activeAccount: vi.fn(), banLevel: vi.fn() };
    bus.watchState('user', late.user);
    bus.watchState('configReady', late.configReady);
    bus.watchState('activeAccount', late.activeAccount);
    bus.watchState('banLevel', late.banLevel);
    expect(late.user).toHaveBeenCalledWith(user);
    expect(late.configReady).toHaveBeenCalledWith(true);
    expect(late.activeAccount).toHaveBeenCalledWith(account);
    expect(late.banLevel).toHaveBeenCalledWith(45);
  });

  it('the page starts as a visitor in ru, config not installed, ban level 0', () => {
    expect(INITIAL_STATE).toMatchObject({ user: null, activeAccount: null, banLevel: 0, configReady: false, language: 'ru' });
  });

  it('auth, notify and navigation events are one-off: a late subscriber does not get them', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    bus.emit('auth:token-changed', { hasToken: true });
    bus.emit('notify', { kind: 'error', text: 'x' });
    const late = vi.fn();
    bus.subscribe('auth:token-changed', late);
    bus.subscribe('notify', late);
    expect(late).not.toHaveBeenCalled();
    bus.emit('navigation:blocked', { blocked: true });
  });

  it('auth:terms-accepted is a one-off moment with no payload (the session restore follows it)', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const heard = vi.fn();
    bus.subscribe('auth:terms-accepted', heard);
    bus.emit('auth:terms-accepted', {});
    expect(heard).toHaveBeenCalledWith({});
  });
});
