/**
 * SEAM: legacy promotion paths are resolved by the redirects service (spec §7: POST
 * /redirects-api/api/v1/redirect-light with body { url }, 5 retries at 1000 ms; the answer carries
 * code and url). The @arena/http library will own the transport; until it is connected this uses
 * fetch with the same retry rule.
 */
export type RedirectLookup = (url: string) => Promise<{ url: string; status: number } | null>;

export const REDIRECT_LOOKUP_RETRIES = 5;
export const REDIRECT_LOOKUP_DELAY_MS = 1000;

export function createFetchRedirectLookup(fetchImpl: typeof fetch = fetch, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): RedirectLookup {
  return async (url) => {
    for (let attempt = 0; attempt <= REDIRECT_LOOKUP_RETRIES; attempt += 1) {
      try {
        const response = await fetchImpl('/redirects-api/api/v1/redirect-light', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        });
        if (response.status === 404) return null;
        if (response.ok) {
          const body = (await response.json()) as { code?: number; url?: string; data?: { code?: number; url?: string } };
          const answer = body.data ?? body;
          return answer.url ? { url: answer.url, status: answer.code ?? 302 } : null;
        }
      } catch {
        // Network failure: retry below like a 5xx.
      }
      if (attempt < REDIRECT_LOOKUP_RETRIES) await wait(REDIRECT_LOOKUP_DELAY_MS);
    }
    return null;
  };
}
