/**
 * Page tokens: what makes a telemetry report come from a page this host served. While a canary runs,
 * every page answer carries a short-lived token signed by the host (HMAC-SHA256) naming the map version
 * and cohort the page was served with and when the token expires, plus a random nonce: one page load,
 * one token. Anonymous reports once aborted a healthy canary (20 forged errors) and kept a broken one
 * running (forged stable errors). The token travels as a cookie limited to /telemetry-api (HttpOnly,
 * SameSite=Strict): pages are cached whole and revalidated with 304s, so a token inside the cached body
 * would be shared by every visitor; the cookie is set on each page answer, 304s included, and the
 * reporter's same-origin beacons carry it without any script touching it.
 * Several host processes must share ARENA_TELEMETRY_SECRET (else each has its own random secret and a
 * report reaching another process than its page is ignored, which only thins the sample).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PAGE_TOKEN_COOKIE = 'arena_pt';
/** Long enough for a session on a canary page, short enough that a harvested token soon stops counting. */
export const PAGE_TOKEN_TTL_MS = 30 * 60_000;

export type Cohort = 'stable' | 'canary';

export interface PageTokenClaims {
  version: string;
  cohort: Cohort;
  /** Expiry, ms since the epoch. */
  exp: number;
  nonce: string;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function pageTokenSecret(env: NodeJS.ProcessEnv): Buffer {
  const configured = env.ARENA_TELEMETRY_SECRET;
  return configured && configured.length >= 16 ? Buffer.from(configured) : randomBytes(32);
}

export function createPageTokens(secret: Buffer, now: () => number = Date.now, ttlMs = PAGE_TOKEN_TTL_MS) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    issue(version: string, cohort: Cohort): string {
      const payload = b64(JSON.stringify({ version, cohort, exp: now() + ttlMs, nonce: b64(randomBytes(12)) } satisfies PageTokenClaims));
      return `${payload}.${b64(sign(payload))}`;
    },
    /** The claims of a token this host signed and that has not expired; null for anything else. */
    verify(token: string | undefined): PageTokenClaims | null {
      if (!token || token.length > 512) return null;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PageTokenClaims;
        return typeof claims.version === 'string' && typeof claims.nonce === 'string' && typeof claims.exp === 'number' && claims.exp > now() ? claims : null;
      } catch {
        return null;
      }
    },
    cookie(token: string, secure: boolean): string {
      return `${PAGE_TOKEN_COOKIE}=${token}; Path=/telemetry-api; Max-Age=${Math.floor(ttlMs / 1000)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;

/** The page token in a Cookie header, if any. */
export function pageTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PAGE_TOKEN_COOKIE) return value.join('=');
  }
  return undefined;
}
