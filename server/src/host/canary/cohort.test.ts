import { describe, expect, it } from 'vitest';
import { COHORT_COOKIE, cohortCookie, cohortIdFromCookieHeader, inCanary, newCohortId, resolveCohort } from './cohort.ts';

describe('canary cohort', () => {
  it('splits 10 000 simulated visitors within ±3 % of the requested percent', () => {
    const visitors = Array.from({ length: 10_000 }, () => newCohortId());
    for (const percent of [5, 10, 25, 50, 90]) {
      const share = (visitors.filter((id) => inCanary(id, percent, 'canary-7')).length / visitors.length) * 100;
      expect(Math.abs(share - percent), `percent ${percent}: got ${share}`).toBeLessThanOrEqual(3);
    }
  });

  it('keeps a visitor in or out across reloads (same cookie → same answer)', () => {
    for (let i = 0; i < 1000; i += 1) {
      const { cohortId, setCookie } = resolveCohort(undefined, { secure: false });
      const firstLoad = inCanary(cohortId, 30, 'canary-1');
      const cookieHeader = `other=1; ${setCookie!.split(';')[0]}`;
      const reload = resolveCohort(cookieHeader, { secure: false });
      expect(reload).toEqual({ cohortId, setCookie: null });
      expect(inCanary(reload.cohortId, 30, 'canary-1')).toBe(firstLoad);
    }
  });

  it('grows the canary monotonically: everyone in at 10 % is still in at 50 %', () => {
    const visitors = Array.from({ length: 2000 }, () => newCohortId());
    for (const id of visitors.filter((v) => inCanary(v, 10, 'c'))) expect(inCanary(id, 50, 'c')).toBe(true);
  });

  it('draws an independent sample for another canary id', () => {
    const visitors = Array.from({ length: 10_000 }, () => newCohortId());
    const inBoth = visitors.filter((id) => inCanary(id, 50, 'a') && inCanary(id, 50, 'b')).length / visitors.length;
    expect(Math.abs(inBoth - 0.25)).toBeLessThan(0.03);
  });

  it('0 % is nobody and 100 % is everybody', () => {
    const id = newCohortId();
    expect(inCanary(id, 0, 'x')).toBe(false);
    expect(inCanary(id, 100, 'x')).toBe(true);
    expect(inCanary(id, Number.NaN, 'x')).toBe(false);
  });

  it('issues an HttpOnly, SameSite=Lax, long-lived cookie and ignores foreign values', () => {
    const cookie = cohortCookie('0b2d3c4e-1111-4222-8333-444455556666', { secure: true });
    expect(cookie).toMatch(new RegExp(`^${COHORT_COOKIE}=0b2d3c4e-1111-4222-8333-444455556666; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cohortIdFromCookieHeader(`${COHORT_COOKIE}=<script>`)).toBeNull();
    expect(resolveCohort(`${COHORT_COOKIE}=forged`, { secure: false }).setCookie).not.toBeNull();
  });
});
