import { describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, createEventBus, type ArenaBus } from '@arena/event-bus';
import type { UserConfig } from '@arena/domain';
import { connectTermsAccepted, restoreSession, userSummaryOf, type SessionRestoreDeps } from './session-restore.ts';

const CONFIG = { user_name: 'terms', user_email: 'terms@arena.test', ban_level: 0, ban_version: 2 } as unknown as UserConfig;

function setup(userId = 9, drawn: { userId: number; userConfig: UserConfig } | null = null) {
  const bus: ArenaBus = createEventBus(INITIAL_STATE);
  const deps = {
    bus,
    checkSession: vi.fn(async () => userId),
    loadUserConfig: vi.fn(async (): Promise<UserConfig | null> => CONFIG),
    drawnPlayer: vi.fn(() => drawn),
    onError: vi.fn(),
  } satisfies SessionRestoreDeps;
  return { bus, deps };
}

/** A page the host drew for player 9 (player-boot.ts applyPagePlayer): the player is on the bus already. */
function drawnFor9(sessionUserId: number) {
  const drawnConfig = { ...CONFIG, user_name: 'drawn' } as UserConfig;
  const { bus, deps } = setup(sessionUserId, { userId: 9, userConfig: drawnConfig });
  bus.setState('user', userSummaryOf(9, drawnConfig));
  bus.setState('session', 'player');
  return { bus, deps };
}
const termsRefusal = () => new Error('451 terms_not_accepted');

describe('the page-load session restore', () => {
  it('a visitor: session "visitor", no user config asked', async () => {
    const { bus, deps } = setup(0);
    await restoreSession(deps);
    expect(bus.getState('session')).toBe('visitor');
    expect(deps.loadUserConfig).not.toHaveBeenCalled();
  });

  it('a player: the user (login, ban level) is replayed state and the session "player"', async () => {
    const { bus, deps } = setup();
    await restoreSession(deps);
    expect(bus.getState('user')).toEqual({ userId: 9, login: 'terms', banLevel: 0, banVersion: 2, selfExcludedUntil: null });
    expect(bus.getState('session')).toBe('player');
  });
});

describe('the restore of a page drawn for a signed-in player (issue 26: no second fetch of the data the page brought)', () => {
  it('the session confirms the drawn player: the user config the page brought is used, none is loaded', async () => {
    const { bus, deps } = drawnFor9(9);
    await restoreSession(deps);
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
    expect(deps.loadUserConfig).not.toHaveBeenCalled();
    expect(bus.getState('user')).toMatchObject({ userId: 9, login: 'drawn' });
    expect(bus.getState('session')).toBe('player');
  });

  it('an old copy of the page whose session has ended since: the drawn player leaves, the page is a visitor\'s', async () => {
    const { bus, deps } = drawnFor9(0);
    await restoreSession(deps);
    expect(bus.getState('user')).toBeNull();
    expect(bus.getState('session')).toBe('visitor');
    expect(deps.loadUserConfig).not.toHaveBeenCalled();
  });

  it('an old copy drawn for another player than the session\'s: the session\'s player is loaded and replaces them', async () => {
    const { bus, deps } = drawnFor9(12);
    await restoreSession(deps);
    expect(deps.loadUserConfig).toHaveBeenCalledTimes(1);
    expect(bus.getState('user')).toMatchObject({ userId: 12, login: 'terms' });
    expect(bus.getState('session')).toBe('player');
  });
});

describe('terms accepted after a restore the terms held back (issue 17 item 7)', () => {
  it('new terms (451 on the user config) leave the page a visitor; accepting them puts the player on the bus at once', async () => {
    const { bus, deps } = setup();
    connectTermsAccepted(deps);
    deps.loadUserConfig.mockRejectedValueOnce(termsRefusal());
    await restoreSession(deps);
    expect(bus.getState('user')).toBeNull();
    expect(bus.getState('session')).toBe('unknown');
    expect(deps.onError).toHaveBeenCalledTimes(1);

    bus.emit('auth:terms-accepted', {});
    await vi.waitFor(() => expect(bus.getState('user')).toMatchObject({ userId: 9, login: 'terms' }));
    expect(bus.getState('session')).toBe('player');
    expect(deps.checkSession).toHaveBeenCalledTimes(2);
  });

  it('a player already on the bus (signed in with pending terms) is left to confirm-terms: no second restore', async () => {
    const { bus, deps } = setup();
    const off = connectTermsAccepted(deps);
    bus.setState('user', { userId: 9, login: 'terms', banLevel: 0, banVersion: 0 });
    bus.emit('auth:terms-accepted', {});
    expect(deps.checkSession).not.toHaveBeenCalled();
    bus.setState('user', null);
    off();
    bus.emit('auth:terms-accepted', {});
    expect(deps.checkSession).not.toHaveBeenCalled();
  });
});
