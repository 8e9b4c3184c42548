/**
 * Canary cohorts: every visitor carries a random, sticky cohort id in a cookie; whether that id is in a
 * canary is a pure function of (cohort id, percent, canary id) by stable hashing. So a visitor stays in
 * or out across reloads and host processes (no server state), and each new canary (new canary id)
 * draws a fresh, independent sample instead of always hitting the same unlucky 5 %.
 */
import { createHash, randomUUID } from 'node:crypto';

export const COHORT_COOKIE = 'arena_cohort';
/** One year: the cohort should outlive any canary; the id carries nothing about the person. */
export const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** What a cohort id we issued looks like; anything else in the cookie is replaced, never hashed. */
const COHORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newCohortId = (): string => randomUUID();

export const isCohortId = (value: unknown): value is string => typeof value === 'string' && COHORT_ID.test(value);

/** The cohort id in a Cookie header, or null when absent or not one we issued. */
export function cohortIdFromCookieHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== COHORT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isCohortId(value) ? value : null;
  }
  return null;
}

/** Set-Cookie value for a cohort id: HttpOnly (scripts never need it), SameSite=Lax, Path=/, long-lived. */
export function cohortCookie(cohortId: string, { secure }: { secure: boolean }): string {
  return `${COHORT_COOKIE}=${cohortId}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's cohort for this request: the cookie's id, or a new one with the Set-Cookie to send
 * (the caller adds it to the response that serves the map, so the next load is sticky).
 */
export function resolveCohort(cookieHeader: string | undefined, options: { secure: boolean }): { cohortId: string; setCookie: string | null } {
  const existing = cohortIdFromCookieHeader(cookieHeader);
  if (existing) return { cohortId: existing, setCookie: null };
  const cohortId = newCohortId();
  return { cohortId, setCookie: cohortCookie(cohortId, options) };
}

/** A number in [0, 1) fixed for (canary, cohort): the first 48 bits of SHA-256, uniform enough for a split. */
export function cohortBucket(cohortId: string, canaryId: string): number {
  const digest = createHash('sha256').update(`${canaryId}\u0000${cohortId}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** Whether this cohort gets the canary map: percent is 0…100 (0 nobody, 100 everybody). */
export function inCanary(cohortId: string, percent: number, canaryId: string): boolean {
  if (!(percent > 0)) return false;
  if (percent >= 100) return true;
  return cohortBucket(cohortId, canaryId) * 100 < percent;
}
