/**
 * Issue 17 item 8: user/forgotpassword lands on home with showForgotPasswordModal=1 and the home page
 * opens the forgot-password modal for a guest only (spec §2, §6), once the shell and session are ready.
 */
import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import type { NavigationContext } from '../guards/context.ts';
import { context, PLAYER } from '../testing/navigation-fixtures.ts';
import { createRouteModalOpener } from './route-modals.ts';
import { routerOn } from '../testing/router-harness.ts';

describe('the router opens the modals its decision asks for (spec §2, §6: visitors only)', () => {
  it('forgot-password: the home page with the flag opens the modal for a guest, once per visit', () => {
    const { openModal, visit, change } = routerOn(() => context());
    visit('/ru/?showForgotPasswordModal=1');
    change();
    visit('/ru/?showForgotPasswordModal=1');
    expect(openModal.mock.calls).toEqual([['forgot-password']]);
  });

  it('forgot-password: a signed-in player never gets the modal', () => {
    const { openModal, visit } = routerOn(() => context({ user: PLAYER }));
    visit('/ru/?showForgotPasswordModal=1');
    expect(openModal).not.toHaveBeenCalled();
  });

  it('forgot-password: the flag off the home page opens nothing', () => {
    const { openModal, visit } = routerOn(() => context());
    visit('/ru/about?showForgotPasswordModal=1');
    visit('/ru/line?showForgotPasswordModal=1');
    expect(openModal).not.toHaveBeenCalled();
  });

  it('forgot-password: a stale session cookie that turns out to be a visitor gets the modal once the session is known', () => {
    let user: NavigationContext['user'] = { userId: 0, banLevel: 0, banVersion: 0 };
    const { openModal, visit, change } = routerOn(() => context({ user }));
    visit('/ru/?showForgotPasswordModal=1');
    expect(openModal).not.toHaveBeenCalled();
    user = null;
    change();
    visit('/ru/?showForgotPasswordModal=1');
    expect(openModal.mock.calls).toEqual([['forgot-password']]);
  });
});

describe('route modals wait for the shell and the session (spec §6: visitors only)', () => {
  const fakeBus = () => createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);

  it('asked before the session is known: opens once the session check says visitor', () => {
    const bus = fakeBus();
    const opened = vi.fn();
    bus.subscribe('modal:open', opened);
    createRouteModalOpener(bus, () => '/ru/?showForgotPasswordModal=1')('forgot-password');
    expect(opened).not.toHaveBeenCalled();
    bus.setState('session', 'visitor');
    expect(opened).toHaveBeenCalledWith({ kind: 'forgot-password' });
    bus.setState('session', 'unknown');
    bus.setState('session', 'visitor');
    expect(opened).toHaveBeenCalledOnce();
  });

  it('the session turns out to be a player: no modal', () => {
    const bus = fakeBus();
    const opened = vi.fn();
    bus.subscribe('modal:open', opened);
    createRouteModalOpener(bus, () => '/ru/?showForgotPasswordModal=1')('forgot-password');
    bus.setState('user', { userId: 7, login: 'demo', banLevel: 0, banVersion: 1 });
    bus.setState('session', 'player');
    expect(opened).not.toHaveBeenCalled();
  });

  it('the player left the URL before the session answered: no modal', () => {
    const bus = fakeBus();
    const opened = vi.fn();
    bus.subscribe('modal:open', opened);
    let path = '/ru/?showForgotPasswordModal=1';
    createRouteModalOpener(bus, () => path)('forgot-password');
    path = '/ru/line';
    bus.setState('session', 'visitor');
    expect(opened).not.toHaveBeenCalled();
  });

  it('session already known: opens at once', () => {
    const bus = fakeBus();
    bus.setState('session', 'visitor');
    const opened = vi.fn();
    bus.subscribe('modal:open', opened);
    createRouteModalOpener(bus, () => '/ru/?showForgotPasswordModal=1')('forgot-password');
    expect(opened).toHaveBeenCalledWith({ kind: 'forgot-password' });
  });
});
