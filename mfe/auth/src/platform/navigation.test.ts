import { describe, expect, it } from 'vitest';
import { afterLoginTarget, isAuthPagePath } from './navigation.ts';

const target = (search: string, previousUrl: string | null = null) => afterLoginTarget({ search, previousUrl, language: 'en', isAuthPage: isAuthPagePath });

describe('after login: only same-origin paths are followed (the shared rule of @arena/utils, issue 16)', () => {
  it('follows a same-site return URL, else the previous page, else the language home', () => {
    expect(target('?returnUrl=%2Fen%2Fresults')).toBe('/en/results');
    expect(target('', '/en/line?sport=1')).toBe('/en/line?sport=1');
    expect(target('')).toBe('/en/');
  });

  it.each([
    ['tab (browsers strip it: "/\\t/evil" is "//evil")', '?returnUrl=%2F%09%2Fevil.example%2F'],
    ['newline', '?returnUrl=%2F%0A%2Fevil.example%2F'],
    ['backslash ("/\\\\evil" is "//evil")', '?returnUrl=%2F%5Cevil.example'],
    ['protocol-relative //', '?returnUrl=%2F%2Fevil.example'],
    ['javascript:', '?returnUrl=javascript%3Aalert(document.cookie)'],
    ['absolute URL', '?returnUrl=https%3A%2F%2Fevil.example%2F'],
  ])('ignores a return URL with %s and goes home', (_name, search) => {
    expect(target(search)).toBe('/en/');
  });

  it('an unsafe previous page is ignored too, and the login page itself is never the target', () => {
    expect(target('', '/\t/evil.example/')).toBe('/en/');
    expect(target('?returnUrl=%2Fen%2Fuser%2Flogin', '/en/results')).toBe('/en/results');
  });
});
