/**
 * Sign-in related navigation (spec §4 Idle logout, §6): where a visitor is sent from a protected
 * page, where a player goes after login and after logout.
 */
import { sameOriginPath } from '@arena/utils';
import type { RouteDef } from '@arena/routes';

/** Query flags the auth app reads: open the login block, and where to return after login. */
export const OPEN_LOGIN_QUERY = 'openLogin';
export const RETURN_URL_QUERY = 'returnUrl';
/** Query flag of user/forgotpassword's redirect (spec §2): the home page opens the forgot-password modal. */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/** Login page (when route 72 is available) or home, opening the login block, remembering the return URL. */
export function loginRedirect(lng: string, returnUrl: string, loginPageAvailable: boolean): string {
  const query = new URLSearchParams({ [OPEN_LOGIN_QUERY]: '1', [RETURN_URL_QUERY]: returnUrl });
  return `/${lng}/${loginPageAvailable ? 'user/login' : ''}?${query.toString()}`;
}

/**
 * After login: the return URL, else the previous page, else the language home. Only same-site paths
 * are honoured, so a crafted link cannot send a player off-site: the shared rule of @arena/utils (the
 * auth app uses the same one).
 */
export function afterLoginTarget(query: URLSearchParams, previousUrl: string | null, lng: string): string {
  return sameOriginPath(query.get(RETURN_URL_QUERY)) ?? sameOriginPath(previousUrl) ?? `/${lng}/`;
}

/** After logout: home when the current page needs login, else stay (null). */
export function afterLogoutTarget(route: RouteDef | null, lng: string): string | null {
  return route?.audience === 'login-required' ? `/${lng}/` : null;
}
