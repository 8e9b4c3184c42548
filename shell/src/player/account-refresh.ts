/**
 * Keeps the header's accounts in step with app builds that still announce a money change as a "please
 * reload" broadcast ('account:changed'): an operator may roll an app back to a build from before the
 * page's server-state cache. Today's apps say `playerAccounts.changed()` (@arena/server-state) instead,
 * which reloads the one accounts entry every reader shows. The shell's own account switch emits the
 * event while it is switching and refreshes by itself, so that moment is skipped; a logout's
 * `account: null` is too.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { PlayerStore } from './player-store.ts';

export function connectAccountRefresh(
  bus: Pick<ArenaBus, 'subscribe' | 'getState'>,
  store: Pick<PlayerStore, 'snapshot' | 'refreshAccounts'>,
  onError: (error: unknown) => void,
): () => void {
  return bus.subscribe('account:changed', ({ account }) => {
    if (!account || !bus.getState('user') || store.snapshot().switching) return;
    store.refreshAccounts().catch(onError);
  });
}
