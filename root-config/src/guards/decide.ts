/**
 * decideNavigation: one pure function composing every rule of spec §2, §4 and §6 that decides where
 * a URL may go. The order is the contract, each step runs only when the earlier ones let the URL pass:
 *
 *  1. language segment missing → same path with the current language;
 *  2. language not visible → default language, else en (language home without platform_type when
 *     no route would match);
 *  3. navigation blocked → cancel (stay);
 *  4. forbidden paths → 404;
 *  5. fixed redirects of spec §2 (conditional ones only when their config switch is on);
 *  6. legacy promotion paths → redirects service (production or redirect-service query only);
 *  7. route matching with parameter validation → 404 when nothing matches;
 *  8. a route naming an unknown condition → 500 'Unknown middleware';
 *  9. blocking → block page (verify route exempt; block pages go home when nothing blocks);
 * 10. terms changed → confirm-terms;
 * 11. ban state → blocked page / home; a self-excluded player's restricted office → withdrawal;
 * 12. audience: login-required → login (route 72) or home with the login block and a return URL;
 *     visitors-only → account home;
 * 13. config conditions → 404 (or login for auth-only payment);
 * 14. allow, with side effects (mobile platform, payment consultant, maintenance, forgot-password modal).
 *
 * Any redirect that would land on the requested URL itself is refused, logged as cyclic, and the
 * decision falls back to 404 rather than looping.
 */
import { checkLanguage, languageForMissingSegment, queryFlags, queryForLanguageHome, USER_COOKIE } from '../language/language.ts';
import {
  fillTarget,
  LEGACY_PROMOTION_PATTERNS,
  matchPattern,
  matchSegments,
  REDIRECT_SERVICE_QUERY,
  REDIRECTS,
  redirectAsRoute,
  ROUTES,
  splitPath,
  type RouteDef,
  type RouteRole,
} from '@arena/routes';
import { FORGOT_PASSWORD_QUERY, loginRedirect, OPEN_LOGIN_QUERY } from './auth.ts';
import { banVerdict } from './ban.ts';
import { isOutsideRestrictedOffice, RESTRICTED_OFFICE_HOME } from './restricted-office.ts';
import { blockPageFor } from './blocking.ts';
import { CONDITIONS, loginPageAvailable, unknownConditions } from './conditions.ts';
import type { NavigationContext } from './context.ts';
import type { NavigationDecision } from './decision.ts';
import { maintenanceWindow } from './maintenance.ts';

export type { NavigationDecision, NavigationEffects } from './decision.ts';

const BASE = 'http://arena.invalid';

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function pathForRole(routes: readonly RouteDef[], role: RouteRole, lng: string): string {
  const route = routes.find((r) => r.role === role);
  if (!route) throw new Error(`route table has no route with role ${role}`);
  return `/${lng}/${route.pattern}`;
}

function pathForId(routes: readonly RouteDef[], id: string, lng: string): string {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`route table has no route ${id}`);
  return `/${lng}/${route.pattern}`;
}

export function decideNavigation(url: string, context: NavigationContext, routes: readonly RouteDef[] = ROUTES): NavigationDecision {
  const parsed = new URL(url, BASE);
  const requested = pathOf(parsed);
  const query = parsed.searchParams;
  const hasUserCookie = Boolean(context.cookies[USER_COOKIE]);
  const { lng: segment, rest } = splitPath(parsed.pathname);
  const lng = segment ?? languageForMissingSegment(context.language, hasUserCookie);

  const redirect = (target: string, rule: string, status: 301 | 302 = 302): NavigationDecision => {
    if (new URL(target, BASE).href === new URL(requested, BASE).href) {
      context.log?.('cyclic redirect refused', { url: requested, rule });
      return { kind: 'not-found', lng, rule: `cyclic:${rule}` };
    }
    return { kind: 'redirect', url: target, status, rule };
  };
  const restPath = rest.map(encodeURIComponent).join('/');

  // 1–2. Language segment.
  if (!segment) {
    context.log?.('missing language prefix', { url: requested });
    return redirect(withQuery(`/${lng}/${restPath}`, query), 'language-missing');
  }
  const language = checkLanguage(segment, context.language, hasUserCookie);
  if (language.kind === 'replace') {
    const known = matchSegments(routes, rest) || REDIRECTS.some((r) => matchPattern(redirectAsRoute(r), rest));
    return known
      ? redirect(withQuery(`/${language.lng}/${restPath}`, query), 'language-unavailable')
      : redirect(withQuery(`/${language.lng}/`, queryForLanguageHome(query)), 'language-unavailable-home');
  }

  // 3. Navigation blocked: stay where the player is (nothing to cancel on the first load).
  if (context.navigationBlocked && context.currentUrl !== null && context.currentUrl !== requested) {
    return { kind: 'cancel', rule: 'navigation-blocked' };
  }

  // 4. Forbidden paths.
  const path = `/${rest.join('/')}`;
  if (context.config.forbiddenPaths.some((forbidden) => forbidden && path.includes(forbidden))) {
    return { kind: 'not-found', lng, rule: 'forbidden-path' };
  }

  // 5. Fixed redirects.
  for (const rule of REDIRECTS) {
    if (rule.when === 'first-deposit-redirect' && !context.config.firstDepositRedirect) continue;
    const params = matchPattern(redirectAsRoute(rule), rest);
    if (!params) continue;
    const target = new URLSearchParams(query);
    for (const [key, value] of Object.entries(rule.query ?? {})) target.set(key, value);
    return redirect(withQuery(`/${lng}/${fillTarget(rule.to, params)}`, target), rule.id, rule.status);
  }

  // 6. Legacy promotion paths.
  const serviceActive = context.config.production || query.has(REDIRECT_SERVICE_QUERY);
  if (serviceActive && LEGACY_PROMOTION_PATTERNS.some((from) => matchPattern(redirectAsRoute({ id: 'legacy', from, to: '' }), rest))) {
    return { kind: 'lookup-redirect', url: requested, lng };
  }

  // 7. Matching.
  const match = matchSegments(routes, rest);
  if (!match) return { kind: 'not-found', lng, rule: 'no-route' };
  const { route } = match;
  const params = { lng, ...match.params };

  // 8. Unknown middleware.
  const unknown = unknownConditions(route.conditions);
  if (unknown.length > 0) {
    context.log?.('unknown middleware', { route: route.id, unknown });
    return { kind: 'error', status: 500, message: 'Unknown middleware', lng };
  }

  // 9. Blocking.
  const blockPage = blockPageFor(context.block, context.cookies);
  if (route.role !== 'verify') {
    if (blockPage && route.id !== blockPage) return redirect(`/${lng}/${blockPage}`, 'blocking');
    if (!blockPage && route.role === 'block-page') return redirect(`/${lng}/`, 'block-page-without-reason');
  }

  // 10. Terms changed.
  const termsExempt = route.role === 'confirm-terms' || route.layout === 'empty';
  if (context.user && context.config.confirmTermsEnabled && context.termsMustBeAccepted && !termsExempt) {
    return redirect(pathForRole(routes, 'confirm-terms', lng), 'terms-changed');
  }

  // 11. Ban state.
  const ban = banVerdict(route, context.user);
  if (ban === 'to-blocked-page') return redirect(pathForRole(routes, 'blocked-page', lng), 'ban');
  // A visitor on a banned-only page that needs login (block-appeal-history) signs in first (step 12, spec
  // §6): whether the player is banned is known only then, and the login returns here.
  if (ban === 'to-home' && (context.user || route.audience !== 'login-required')) return redirect(`/${lng}/`, 'banned-only');
  if (isOutsideRestrictedOffice(route, context.user)) return redirect(pathForId(routes, RESTRICTED_OFFICE_HOME, lng), 'restricted-office');

  // 12. Audience.
  const toLogin = () => redirect(loginRedirect(lng, requested, loginPageAvailable(context)), 'login-required');
  if (route.audience === 'login-required' && !context.user) return toLogin();
  if (route.audience === 'visitors-only' && context.user) return redirect(pathForRole(routes, 'account-home', lng), 'visitors-only');

  // 13. Config conditions.
  for (const name of route.conditions ?? []) {
    const verdict = CONDITIONS[name]!(context);
    if (verdict === 'not-found') return { kind: 'not-found', lng, rule: name };
    if (verdict === 'login') return toLogin();
  }

  // 14. Allow.
  const flags = queryFlags(query);
  return {
    kind: 'allow',
    route,
    params,
    effects: {
      forceMobile: flags.forceMobile,
      paymentConsultant: flags.paymentConsultant,
      maintenance: maintenanceWindow(context.cookies, context.maintenanceFlag, context.now),
      showForgotPasswordModal: route.role === 'home' && !context.user && query.get(FORGOT_PASSWORD_QUERY) === '1',
      openLogin: route.role !== 'login' && !context.user && query.get(OPEN_LOGIN_QUERY) === '1',
    },
  };
}
