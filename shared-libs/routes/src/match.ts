/**
 * Pure path matching for the route table: no DOM, no single-spa. A pattern is compiled once into
 * segments; a route matches when every segment matches and every parameter passes its rule.
 */
import { DIGITS_PATTERN, ENUMERATIONS, LANGUAGE_PATTERN } from './sections.ts';
import type { ParamRule, RouteDef } from './types.ts';

export const LANGUAGE_SEGMENT = LANGUAGE_PATTERN;

export interface SplitPath {
  lng: string | null;
  /** Segments after the language segment (all segments when there is none). */
  rest: string[];
}

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'optional'; name: string }
  | { kind: 'rest'; name: string };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed: it will simply not match and end as a 404.
    return segment;
  }
}

export function splitPath(pathname: string): SplitPath {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const [first, ...rest] = segments;
  if (first && LANGUAGE_SEGMENT.test(first)) return { lng: first, rest };
  return { lng: null, rest: segments };
}

const compiled = new Map<string, Segment[]>();

export function compilePattern(pattern: string): Segment[] {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const param = /^\{(\w+)([?*]?)\}$/.exec(part);
      if (!param) return { kind: 'literal', value: part };
      const name = param[1]!;
      if (param[2] === '?') return { kind: 'optional', name };
      if (param[2] === '*') return { kind: 'rest', name };
      return { kind: 'param', name };
    });
  compiled.set(pattern, segments);
  return segments;
}

export function paramAllowed(rule: ParamRule | undefined, value: string): boolean {
  if (!rule) return true;
  if (rule === 'digits') return DIGITS_PATTERN.test(value);
  return (ENUMERATIONS[rule] as readonly string[]).includes(value);
}

/** Parameters of `rest` under `route`, or null when the route does not match. */
export function matchPattern(route: RouteDef, rest: readonly string[]): RouteParams | null {
  const segments = compilePattern(route.pattern);
  const params: RouteParams = {};
  let i = 0;
  for (const segment of segments) {
    const value = rest[i];
    if (segment.kind === 'rest') {
      // `{name*}` takes whatever is left, possibly nothing (statistic/* also covers bare statistic).
      if (i < rest.length) params[segment.name] = rest.slice(i).join('/');
      return params;
    }
    if (value === undefined) {
      if (segment.kind === 'optional') continue;
      return null;
    }
    if (segment.kind === 'literal') {
      if (value !== segment.value) return null;
    } else {
      if (!paramAllowed(route.params?.[segment.name], value)) return null;
      params[segment.name] = value;
    }
    i += 1;
  }
  return i === rest.length ? params : null;
}

/** The first route of the table matching the path segments after the language. */
export function matchSegments(routes: readonly RouteDef[], rest: readonly string[]): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route, rest);
    if (params) return { route, params };
  }
  return null;
}

/** Matches a full pathname; paths without a language segment never match (they are redirected first). */
export function matchRoute(routes: readonly RouteDef[], pathname: string): RouteMatch | null {
  const { lng, rest } = splitPath(pathname);
  if (!lng) return null;
  const found = matchSegments(routes, rest);
  return found && { route: found.route, params: { lng, ...found.params } };
}

/** Which app owns a location; the default reads the table only, the root config passes its guarded decision. */
export type OwnerOf = (location: Location) => string | null;

/** single-spa activity function for one app, generated from the table. */
export function activityFor(routes: readonly RouteDef[], app: string, ownerOf?: OwnerOf): (location: Location) => boolean {
  const owner: OwnerOf = ownerOf ?? ((location) => matchRoute(routes, location.pathname)?.route.app ?? null);
  return (location) => owner(location) === app;
}

/** Every app named in the table, in table order. */
export function appsOf(routes: readonly RouteDef[]): string[] {
  return [...new Set(routes.map((r) => r.app))];
}
