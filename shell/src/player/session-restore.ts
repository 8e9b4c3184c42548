/**
 * The page-load session restore and its second chance after the terms (issue 17 item 7).
 *
 * A page load with a live session: the user becomes replayed bus state without an `auth:login` moment.
 * The outcome is published as bus `session` ('visitor' | 'player'), which the root config's guards wait
 * on; a failed check leaves it 'unknown' (the session cookie then stays the only hint).
 *
 * New terms make the user config answer 451, so the restore of such a page load stops half-way: the
 * HTTP client sends the player to confirm-terms and the page looks like a visitor's. When the auth app
 * announces `auth:terms-accepted`, the session is usable: the restore runs again at once, so the header,
 * the quick-login prompt and the registration widget learn about the player without a navigation.
 * (A player already on the bus — a sign-in with pending terms — is updated by confirm-terms itself.)
 *
 * A page the host drew for a signed-in player (issue 26) brought the user config: the restore uses it
 * instead of loading it again. The session check stays: the page cannot prove it is still current (a tab
 * restored from the history or the disk cache after the player signed out or someone else signed in), and
 * when the check disagrees, the drawn player leaves the page.
 */
import type { ArenaBus, UserSummary } from '@arena/event-bus';
import type { UserConfig } from '@arena/domain';
import { userStateOf } from '@arena/session';

export interface SessionRestoreDeps {
  bus: Pick<ArenaBus, 'getState' | 'setState' | 'subscribe'>;
  /** The session check: the user id of the session, 0 for a visitor. */
  checkSession: () => Promise<number>;
  /** The player store's user config load (it keeps the config for the header). */
  loadUserConfig: () => Promise<UserConfig | null>;
  /** The player the page was drawn for and the user config it brought (player-boot.ts), or null. */
  drawnPlayer: () => { userId: number; userConfig: UserConfig } | null;
  onError: (error: unknown) => void;
}

export function userSummaryOf(userId: number, config: UserConfig): UserSummary {
  return { userId, login: config.user_name || config.user_email, ...userStateOf(config) };
}

export async function restoreSession({ bus, checkSession, loadUserConfig, drawnPlayer, onError }: SessionRestoreDeps): Promise<void> {
  try {
    const drawn = drawnPlayer();
    const userId = await checkSession();
    // A drawn player the session no longer belongs to (signed out, or another player since) leaves the page.
    if (drawn && drawn.userId !== userId && bus.getState('user')?.userId === drawn.userId) bus.setState('user', null);
    if (userId <= 0) {
      bus.setState('session', 'visitor');
      return;
    }
    const config = drawn?.userId === userId ? drawn.userConfig : await loadUserConfig();
    if (config && !bus.getState('user')) {
      bus.setState('user', userSummaryOf(userId, config));
      bus.setState('banLevel', config.ban_level);
    }
    bus.setState('session', bus.getState('user') ? 'player' : 'unknown');
  } catch (error) {
    onError(error);
  }
}

/** Runs the restore again when the player accepts the terms and the page does not know them yet. */
export function connectTermsAccepted(deps: SessionRestoreDeps): () => void {
  return deps.bus.subscribe('auth:terms-accepted', () => {
    if (deps.bus.getState('user')) return;
    void restoreSession(deps);
  });
}
