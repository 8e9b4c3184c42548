/**
 * The shell's follow of the bus user: a user appearing (page-load restore, a sign-in) settles the
 * session, starts the token refresh and loads the header's player data; a user leaving clears it.
 *
 * Issue 26: a page the host drew for a signed-in player brought that player's user config and accounts
 * (player-boot.ts seeds them into the store before the frame hydrates), so the first appearance of that
 * player loads neither again. Later changes still reach the header: the balance follow, `account:changed`
 * and any later sign-in (a sign-out forgets the drawn player) load as before.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { PlayerStore } from './player-store.ts';

export interface PlayerConnectDeps {
  bus: Pick<ArenaBus, 'watchState' | 'getState' | 'setState' | 'subscribe'>;
  store: Pick<PlayerStore, 'snapshot' | 'loadUserConfig' | 'refreshAccounts' | 'clear'>;
  /** Starts the session's token refresh; returns its stop. */
  startAuthRefresh: () => () => void;
  /** The user id the page was drawn for with its data (player-boot.ts `pagePlayerId`), or null. */
  drawnPlayerId: number | null;
  onError: (what: string, error: unknown) => void;
}

export function connectPlayer({ bus, store, startAuthRefresh, drawnPlayerId, onError }: PlayerConnectDeps): () => void {
  let stopRefresh: (() => void) | null = null;
  // Only the drawn player's first appearance comes with its data; anything after it is a new sign-in.
  let drawn = drawnPlayerId;
  const offUser = bus.watchState('user', (user) => {
    // Signing in or out later in the page's life settles what the restore left open.
    if (user) bus.setState('session', 'player');
    else if (bus.getState('session') === 'player') bus.setState('session', 'visitor');
    const pageBroughtData = user !== null && user.userId === drawn;
    drawn = null;
    if (!user) {
      stopRefresh?.();
      stopRefresh = null;
      store.clear();
      return;
    }
    stopRefresh ??= startAuthRefresh();
    if (pageBroughtData) return;
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
