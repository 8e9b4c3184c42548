/**
 * The header balance follows settlement (issue 17 item 6). The backend settles finished games by itself
 * (its sweep runs every few seconds) and announces nothing to the page, so a page left open kept the
 * balance of its last load. While a player is signed in and the page is visible, the shell re-reads the
 * account data every BALANCE_POLL_MS; coming back to a hidden tab re-reads at once. A hidden tab asks
 * nothing (the visible one, if any, keeps its own header right), and a running account switch is never
 * overwritten by a poll that started before the switch was answered.
 *
 * Why 10 s: settlement reaches the account within ~10 s of a game ending (the backend sweep), so the
 * header shows the new balance at most one poll after the server has it; one small GET per 10 s per
 * visible tab is cheap. (Spec §9's "account poll 5 at 1000 ms" is the add-currency wait, a different
 * situation: a fixed burst right after an action, not a steady follow.)
 */
import type { ArenaBus } from '@arena/event-bus';
import type { Timers } from '@arena/utils';
import type { PlayerStore } from './player-store.ts';

export const BALANCE_POLL_MS = 10_000;

export interface PageVisibility {
  isVisible(): boolean;
  /** Calls the listener whenever visibility changes; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface BalanceFollowDeps {
  bus: Pick<ArenaBus, 'watchState'>;
  store: Pick<PlayerStore, 'snapshot' | 'refreshAccounts'>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  visibility: PageVisibility;
  onError: (error: unknown) => void;
}

/** The browser's page visibility (document.visibilityState and its visibilitychange event). */
export const documentVisibility: PageVisibility = {
  isVisible: () => globalThis.document?.visibilityState !== 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export function connectBalanceFollow({ bus, store, timers, visibility, onError }: BalanceFollowDeps): () => void {
  let signedIn = false;
  let timer: ReturnType<Timers['setInterval']> | null = null;
  const refresh = () => {
    if (!signedIn || !visibility.isVisible() || store.snapshot().switching) return;
    store.refreshAccounts().catch(onError);
  };
  const stop = () => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  };
  const offUser = bus.watchState('user', (user) => {
    signedIn = user !== null;
    // The sign-in itself loads the accounts (shell boot); the poll only follows later changes.
    if (signedIn) timer ??= timers.setInterval(refresh, BALANCE_POLL_MS);
    else stop();
  });
  const offVisibility = visibility.onChange(refresh);
  return () => {
    offUser();
    offVisibility();
    stop();
  };
}
