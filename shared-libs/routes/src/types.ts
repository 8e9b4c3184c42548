/**
 * The shape of one route of the table. Everything a guard needs to know about a route is a field
 * here, so the guards never test route ids or paths.
 */
import type { EnumerationName } from './sections.ts';

export type Layout = 'main' | 'empty' | 'blocked';

/** Every area app of spec §1, by import-map specifier. */
export const AREA_APPS = [
  '@arena/betting',
  '@arena/results',
  '@arena/office',
  '@arena/payments',
  '@arena/auth',
  '@arena/promotions',
  '@arena/casino',
  '@arena/cyber',
  '@arena/blog',
  '@arena/news',
  '@arena/info',
  '@arena/alphabet',
  '@arena/errors',
] as const;
export type AreaApp = (typeof AREA_APPS)[number];

/** The app that renders 404/500 pages and the block pages. */
export const ERRORS_APP = '@arena/errors' satisfies AreaApp;

/** A parameter is checked against a named enumeration or the digits-only pattern. */
export type ParamRule = EnumerationName | 'digits';

/** Who may open the route (spec §6). */
export type Audience = 'anyone' | 'login-required' | 'visitors-only';

/**
 * Ban accessibility (spec §4 Ban state): `closed` routes send a banned player to the blocked page,
 * `accessible` ones stay open, `banned-only` ones send players who are not banned home, `deduce`
 * is open only at the ban level the ban version allows.
 */
export type BanAccess = 'closed' | 'accessible' | 'banned-only' | 'deduce';

/**
 * Named config conditions ("middleware"): each name is looked up in the condition registry of the
 * guards; a name the registry does not know is the spec's 'Unknown middleware' 500.
 */
export type RouteCondition =
  | 'registration-allowed'
  | 'identification-enabled'
  | 'payment-route'
  | 'paybills-enabled'
  | 'route-47'
  | 'statistics-enabled'
  | 'not-production';

/**
 * One row of the table. `Id` and `App` are literal types for the rows of the table itself (see
 * route-table.ts: RouteId, RouteIdOf), and plain `string`/`AreaApp` wherever a row is handled generically.
 */
export interface RouteDef<Id extends string = string, App extends AreaApp = AreaApp> {
  id: Id;
  /**
   * Pattern after `/{lng}/`: literal segments, `{name}` (one segment), `{name?}` (optional, only at
   * the end), `{name*}` (one or more segments, only last). `''` is the language home.
   */
  pattern: string;
  layout: Layout;
  app: App;
  /** Validation of named parameters; unlisted parameters accept any non-empty segment. */
  params?: Readonly<Record<string, ParamRule>>;
  audience?: Audience;
  ban?: BanAccess;
  conditions?: readonly string[];
  /** Role in the guards, where one route stands for a page the rules name (login page, block page…). */
  role?: RouteRole;
  /** SEO title shown by the placeholder apps until their content lands. */
  title: string;
}

export type RouteRole = 'home' | 'login' | 'account-home' | 'confirm-terms' | 'blocked-page' | 'block-page' | 'verify';
