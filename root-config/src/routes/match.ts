/** Pure path matching for the route table; no DOM, no single-spa. */
import type { RouteDef } from './route-table.ts';

export const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export interface SplitPath {
  lng: string | null;
  /** Segments after the language segment. */
  rest: string[];
}

export function splitPath(pathname: string): SplitPath {
  const segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const [first, ...rest] = segments;
  if (first && LANGUAGE_SEGMENT.test(first)) return { lng: first, rest };
  return { lng: null, rest: segments };
}

export function matchesPattern(pattern: string, rest: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const wildcard = parts[parts.length - 1] === '*';
  const fixed = wildcard ? parts.slice(0, -1) : parts;
  if (wildcard ? rest.length < fixed.length : rest.length !== fixed.length) return false;
  return fixed.every((part, i) => part === rest[i]);
}

export function matchRoute(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  const { lng, rest } = splitPath(pathname);
  if (!lng) return undefined;
  return routes.find((r) => matchesPattern(r.pattern, rest));
}

/** single-spa activity function for one app, generated from the table. */
export function activityFor(routes: readonly RouteDef[], app: string): (location: Location) => boolean {
  return (location) => matchRoute(routes, location.pathname)?.app === app;
}

/** Every app named in the table, in table order. */
export function appsOf(routes: readonly RouteDef[]): string[] {
  return [...new Set(routes.map((r) => r.app))];
}
