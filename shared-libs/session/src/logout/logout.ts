/**
 * The logout procedure (spec §4): server disconnect, clear the `ua` and `user_token` cookies, ban level
 * 0, clear the active account, then reload — or go home when the current page needs login.
 * `ua` and `user_token` are HttpOnly, so the disconnect answer clears them; the client clears the
 * `ua_present` marker itself too, so the page reads as signed out even when the server is unreachable.
 */
import type { ArenaBus, ArenaEvents } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import type { CookieStore, Logger } from '@arena/utils';
import { SESSION_COOKIES, SESSION_PATHS } from '../paths.ts';
import type { CurrentUser } from '../user/current-user.ts';

/** How the page moves after logout; the root config registers the real one (it knows the routes). */
export interface LogoutNavigation {
  currentPageNeedsLogin(): boolean;
  goHome(): void;
  reload(): void;
}

export const browserLogoutNavigation: LogoutNavigation = {
  currentPageNeedsLogin: () => false,
  goHome: () => globalThis.location.assign(`/${globalThis.location.pathname.split('/')[1] ?? ''}`),
  reload: () => globalThis.location.reload(),
};

export interface LogoutOptions {
  http: HttpClient;
  cookies: CookieStore;
  bus: Pick<ArenaBus, 'emit' | 'setState'>;
  user: CurrentUser;
  tokens: { invalidate(): void };
  logger: Logger;
  navigation?: LogoutNavigation;
}

export interface Logout {
  logout(reason?: ArenaEvents['auth:logout']['reason']): Promise<void>;
  setNavigation(navigation: LogoutNavigation): void;
}

export function createLogout(options: LogoutOptions): Logout {
  const { http, cookies, bus, user, tokens, logger } = options;
  let navigation = options.navigation ?? browserLogoutNavigation;
  return {
    setNavigation(next) {
      navigation = next;
    },
    async logout(reason = 'user') {
      // The local logout must happen even when the server is unreachable.
      await http.post(SESSION_PATHS.disconnect).catch((error: unknown) => logger.warn('disconnect failed', error));
      cookies.remove(SESSION_COOKIES.marker);
      tokens.invalidate();
      bus.setState('activeAccount', null);
      bus.emit('account:changed', { account: null });
      user.signOut(reason);
      if (navigation.currentPageNeedsLogin()) navigation.goHome();
      else navigation.reload();
    },
  };
}
