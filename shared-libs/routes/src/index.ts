/**
 * @arena/routes: the route table of spec §2 as data (rows, redirects, parameter enumerations), the pure
 * matcher over it, and the route ids as types. No DOM and no single-spa: the root config registers the
 * apps with it, the host reads it for preloads, SEO and the import map's requirements, and apps type
 * their page switches with RouteIdOf so a renamed or removed route fails the type-check.
 */
export { ROUTES, isRouteId } from './route-table.ts';
export type { RouteId, RouteIdOf, TableRoute } from './route-table.ts';

export { AREA_APPS, ERRORS_APP } from './types.ts';
export type { AreaApp, Audience, BanAccess, Layout, ParamRule, RouteCondition, RouteDef, RouteRole } from './types.ts';

export { BLOCK_PAGES } from './table/technical.ts';
export type { BlockPage } from './table/technical.ts';
export { ERROR_ROUTE_IDS } from './error-routes.ts';
export type { ErrorRouteId } from './error-routes.ts';

export { activityFor, appsOf, compilePattern, matchPattern, matchRoute, matchSegments, paramAllowed, splitPath, LANGUAGE_SEGMENT } from './match.ts';
export type { OwnerOf, RouteMatch, RouteParams, SplitPath } from './match.ts';

export { fillTarget, isRoutedPath, LEGACY_PROMOTION_PATTERNS, REDIRECT_SERVICE_QUERY, REDIRECTS, redirectAsRoute } from './redirects.ts';
export type { RedirectRule } from './redirects.ts';

export { samplePath } from './sample-path.ts';
export { unhandledRoute } from './exhaustive.ts';

export {
  BETTING_MENU_SECTIONS,
  BETTING_PAGE_TYPES,
  BETTING_SECTIONS,
  CASINO_SECTIONS,
  CYBER_ROOTS,
  CYBER_TYPES,
  DIGITS_PATTERN,
  ENUMERATIONS,
  KENO_SECTIONS,
  LANGUAGE_PATTERN,
  ONPAY_STATUSES,
  REGISTRATION_TYPES,
  RESULTS_TYPES,
  SLOTS_SECTIONS,
  THIRD_PARTY_SECTIONS,
  TOP_EVENT_PAGE_TYPES,
  TOTO_SECTIONS,
  USER_ACTIVATION_TYPES,
} from './sections.ts';
export type { EnumerationName } from './sections.ts';
