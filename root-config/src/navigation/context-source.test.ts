import { describe, expect, it } from 'vitest';
import { cookieUser, parseCookies } from './context-source.ts';

describe('navigation context cookies', () => {
  it('a visitor has no session cookie; the session cookie alone counts as signed in (a visitor user_token does not)', () => {
    expect(cookieUser({})).toBeNull();
    expect(cookieUser({ ua: 'abc' })).toEqual({ userId: 0, banLevel: 0, banVersion: 0 });
    expect(cookieUser({ user_token: 'visitor-token' })).toBeNull();
  });

  it('parses cookies, tolerating bad escapes', () => {
    expect(parseCookies('a=1; b=%E0%A4%A; c')).toEqual({ a: '1', b: '%E0%A4%A' });
  });
});
