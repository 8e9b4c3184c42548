/**
 * Keeps the header's accounts in step with changes other apps make: an app that changed money on an
 * account (the office's deposit) announces it with 'account:changed'; the shell then reloads the accounts
 * so the header balance is the server's. The shell's own account switch emits the same event while it
 * is switching and refreshes by itself, so that moment is skipped; a logout's `account: null` is too.
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
