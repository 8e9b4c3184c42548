/**
 * The one rule for any URL the site navigates to that came from outside (a `returnUrl` query, the
 * previous page): it is followed only when it is a path on this very site. Used by the auth app
 * (after login, after confirm-terms) and the root config, so there is one definition to get right.
 *
 * Why more than `startsWith('/')`: browsers strip tabs and newlines from URLs and treat `\` as `/`, so
 * `/\t/evil.example/` or `/\evil.example` become `//evil.example/`, another site. The value must start
 * with exactly one `/`, contain no backslash and no control character, and, parsed against this
 * origin, still have this origin.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** This page's origin; in Node (unit tests, no `location`) any fixed origin gives the same answers. */
function currentOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/**
 * The same-origin path (`/path?query#hash`, as the browser would resolve it) `value` stands for, or
 * null when `value` is not a same-origin path and must not be navigated to.
 */
export function sameOriginPath(value: string | null | undefined, origin: string = currentOrigin()): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (CONTROL_OR_BACKSLASH.test(value)) return null;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Whether `value` is a same-origin path (see sameOriginPath). */
export function isSameOriginPath(value: string | null | undefined, origin?: string): value is string {
  return sameOriginPath(value, origin) !== null;
}
