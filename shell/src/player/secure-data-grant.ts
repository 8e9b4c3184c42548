/**
 * The secure-data grant for signed-in players (spec §7, §9): when a player appears on the bus (the boot's
 * session restore or a sign-in) the shell asks for ggru and the grant (the session library stores them in
 * cookies, the grant for 1800 s) and asks again shortly before the grant lapses while the player stays.
 * On sign-out the timer stops and both cookies go: they belong to the session that ended.
 */
import type { ArenaBus } from '@arena/event-bus';
import { SECURE_DATA_COOKIES, GRANT_COOKIE_LIFETIME_SECONDS } from '@arena/session';
import type { CookieStore, Timers } from '@arena/utils';

/** Renewed a minute early so a page that stays open never runs without a grant. */
export const GRANT_RENEW_MS = (GRANT_COOKIE_LIFETIME_SECONDS - 60) * 1000;

export interface SecureDataGrantDeps {
  bus: Pick<ArenaBus, 'watchState'>;
  /** @arena/session's createSecureDataLoader: resolves false when there is no host cookie to key it. */
  load: () => Promise<boolean>;
  cookies: Pick<CookieStore, 'remove'>;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  onError: (error: unknown) => void;
}

export function connectSecureDataGrant(deps: SecureDataGrantDeps): () => void {
  const { bus, load, cookies, timers, onError } = deps;
  let timer: ReturnType<Timers['setTimeout']> | null = null;
  let userId: number | null = null;
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const run = (forUser: number) => {
    stop();
    load().catch(onError);
    timer = timers.setTimeout(() => {
      if (userId === forUser) run(forUser);
    }, GRANT_RENEW_MS);
  };
  const off = bus.watchState('user', (user) => {
    const next = user?.userId ?? null;
    if (next === userId) return;
    const hadUser = userId !== null;
    userId = next;
    if (next !== null) return run(next);
    stop();
    if (hadUser) {
      cookies.remove(SECURE_DATA_COOKIES.ggru);
      cookies.remove(SECURE_DATA_COOKIES.grant);
    }
  });
  return () => {
    off();
    stop();
  };
}
