/**
 * The URL areas the reference backend answers (the spec's calls, §7) — everything else is the host's. When
 * the host runs apart from the backend it forwards exactly these to ARENA_API_URL (host/remote-backend.ts);
 * api/backend-paths.test.ts checks that every backend route lies in one of them and host tests that no
 * host route does, so the list cannot drift from either side.
 */
export const BACKEND_PREFIXES: readonly string[] = [
  '/auth-api',
  '/betting-api',
  '/bff-api',
  '/blocks-api',
  '/bonuses-api',
  '/captcha-api',
  '/casino-api',
  '/casino-wallet-api',
  '/content-api',
  '/cyber-api',
  '/dictionary-api',
  '/fingerprint',
  '/fingerprint-api',
  '/limit-service-api',
  '/office-api',
  '/payments-api',
  '/redirects-api',
  '/results-api',
  '/seo-api',
  '/site-api',
  '/social-api',
  '/support-api',
  '/test-api',
  '/toto-api',
  '/verification-api',
  '/web-api',
  // Crawler files written from the content store and the site config.
  '/robots.txt',
  '/sitemap.xml',
];

/** Whether a request path (no query) belongs to the backend. */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
