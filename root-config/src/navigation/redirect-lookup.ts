/**
 * Legacy promotion paths are resolved by the redirects service (spec §7: POST
 * /redirects-api/api/v1/redirect-light with body { url }, 5 retries at 1000 ms; the answer carries code
 * and url). The transport lives in platform/platform-wiring.ts over @arena/http.
 */
export type RedirectLookup = (url: string) => Promise<{ url: string; status: number } | null>;
