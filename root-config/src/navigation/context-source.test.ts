import { describe, expect, it } from 'vitest';
import { cookieUser, parseCookies } from './context-source.ts';

describe('navigation context cookies', () => {
  it('a visitor has no session marker; the ua_present marker alone counts as signed in (a visitor user_token does not)', () => {
    expect(cookieUser({})).toBeNull();
    expect(cookieUser({ ua_present: '1' })).toEqual({ userId: 0, banLevel: 0, banVersion: 0 });
    // `ua` itself is HttpOnly: a page never sees it, and it is not what the client reads.
    expect(cookieUser({ ua: 'abc' })).toBeNull();
    expect(cookieUser({ user_token: 'visitor-token' })).toBeNull();
  });

  it('parses cookies, tolerating bad escapes', () => {
    expect(parseCookies('a=1; b=%E0%A4%A; c')).toEqual({ a: '1', b: '%E0%A4%A' });
  });
});
