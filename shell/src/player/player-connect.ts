/**
 * The shell's follow of the bus user: a user appearing (page-load restore, a sign-in) settles the
 * session, starts the token refresh and loads the header's player data; a user leaving clears it.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { PlayerStore } from './player-store.ts';

export interface PlayerConnectDeps {
  bus: Pick<ArenaBus, 'watchState' | 'getState' | 'setState' | 'subscribe'>;
  store: Pick<PlayerStore, 'snapshot' | 'loadUserConfig' | 'refreshAccounts' | 'clear'>;
  /** Starts the session's token refresh; returns its stop. */
  startAuthRefresh: () => () => void;
  onError: (what: string, error: unknown) => void;
}

export function connectPlayer({ bus, store, startAuthRefresh, onError }: PlayerConnectDeps): () => void {
  let stopRefresh: (() => void) | null = null;
  const offUser = bus.watchState('user', (user) => {
    // Signing in or out later in the page's life settles what the restore left open.
    if (user) bus.setState('session', 'player');
    else if (bus.getState('session') === 'player') bus.setState('session', 'visitor');
    if (!user) {
      stopRefresh?.();
      stopRefresh = null;
      store.clear();
      return;
    }
    stopRefresh ??= startAuthRefresh();
    if (!store.snapshot().userConfig) void store.loadUserConfig().catch((e: unknown) => onError('user config failed', e));
    void store.refreshAccounts().catch((e: unknown) => onError('account data failed', e));
  });
  // An app that only announces the moment (no replayed state) still updates the header at once.
  const offLogin = bus.subscribe('auth:login', ({ user }) => {
    if (bus.getState('user')?.userId !== user.userId) bus.setState('user', user);
  });
  const offLogout = bus.subscribe('auth:logout', () => bus.setState('user', null));
  return () => {
    offUser();
    offLogin();
    offLogout();
    stopRefresh?.();
  };
}
