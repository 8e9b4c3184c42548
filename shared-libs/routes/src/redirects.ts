/**
 * The fixed redirects of spec §2, as data. They are applied before route matching, so a redirect
 * source never needs a route of its own. Targets are paths under the same `/{lng}/`; `{name}`
 * placeholders take the source's parameters.
 */
import { matchPattern, matchSegments } from './match.ts';
import type { ParamRule, RouteDef } from './types.ts';

export interface RedirectRule {
  id: string;
  from: string;
  to: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** 302 unless stated: these are product decisions that may change, not permanent moves. */
  status?: 301 | 302;
  /** Query added to the target. */
  query?: Readonly<Record<string, string>>;
  /** Config switch the redirect depends on (see the guards' redirect conditions). */
  when?: 'first-deposit-redirect';
}

export const REDIRECTS: readonly RedirectRule[] = [
  { id: 'office-root', from: 'office', to: 'office/account' },
  { id: 'rules-root', from: 'rules', to: 'rules/1' },
  { id: 'cyber-root', from: '{root}', to: '{root}/real', params: { root: 'cyberRoot' } },
  { id: 'tvgames-poker', from: 'tvgames/view/poker', to: 'poker' },
  { id: 'lpage', from: 'lpage/{id}', to: 'landing-page/{id}' },
  { id: 'forgot-password', from: 'user/forgotpassword', to: '', query: { showForgotPasswordModal: '1' } },
  { id: 'user-coupon', from: 'user/coupon', to: '' },
  {
    id: 'slot-first-deposit',
    from: 'bonus/slot_first_deposit',
    to: 'casino/slot-first-deposit',
    status: 301,
    when: 'first-deposit-redirect',
  },
];

/**
 * Legacy promotion paths (spec §2 "many legacy promotion paths redirect to promotions/{slug}"). The
 * slug comes from the redirects service (POST /redirects-api/api/v1/redirect-light), which acts only
 * in production or when the redirect-service query is present; the spec does not list the paths,
 * these are the legacy prefixes this team knows of.
 */
export const LEGACY_PROMOTION_PATTERNS: readonly string[] = [
  'actions/{slug}',
  'action/{slug}',
  'promotion/{slug}',
  'bonuses/promo/{slug}',
  'special/{slug}',
];

/** Query parameter that turns the redirects service on outside production (name not given by the spec). */
export const REDIRECT_SERVICE_QUERY = 'redirect_service';

/** Redirect rules as route-shaped rows, so the one matcher serves both. */
export function redirectAsRoute(rule: RedirectRule): RouteDef {
  return { id: `redirect:${rule.id}`, pattern: rule.from, app: '@arena/errors', layout: 'main', title: '', params: rule.params };
}

/** Fills `{name}` placeholders of a target path. */
export function fillTarget(to: string, params: Readonly<Record<string, string>>): string {
  return to.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Whether the client router can take the path segments after the language anywhere but its not-found
 * page: a route matches, or a fixed redirect or a legacy promotion path moves it (whatever config switch
 * or redirects-service answer those wait for). The host answers every other page under a language 404.
 */
export function isRoutedPath(routes: readonly RouteDef[], rest: readonly string[]): boolean {
  if (matchSegments(routes, rest)) return true;
  if (REDIRECTS.some((rule) => matchPattern(redirectAsRoute(rule), rest))) return true;
  return LEGACY_PROMOTION_PATTERNS.some((from) => matchPattern(redirectAsRoute({ id: 'legacy', from, to: '' }), rest));
}
