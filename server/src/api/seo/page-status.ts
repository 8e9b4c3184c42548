/**
 * The HTTP status of a page URL as the content store knows it, for the host's index.html: 404 for a content
 * URL whose slug is unknown or unpublished (crawlers must not index the app's not-found view), else 200.
 * The API and the host are separate plugins sharing the ServerEnv object, so the lookup is registered
 * per env by the SEO plugin and read by the host through app.ts.
 */
import type { ServerEnv } from '../../platform/env.ts';

const lookups = new WeakMap<ServerEnv, (pathname: string) => number>();

export function registerPageStatus(env: ServerEnv, lookup: (pathname: string) => number): void {
  lookups.set(env, lookup);
}

export function pageStatusFor(env: ServerEnv, pathname: string): number {
  return lookups.get(env)?.(pathname) ?? 200;
}
