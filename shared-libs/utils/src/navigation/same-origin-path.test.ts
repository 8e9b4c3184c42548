import { describe, expect, it } from 'vitest';
import { isSameOriginPath, sameOriginPath } from './same-origin-path.ts';

const ORIGIN = 'https://arena.example';

describe('sameOriginPath: a return URL is followed only when it is a path on this site (issue 16, finding 7)', () => {
  it.each([
    ['/ru/office/history', '/ru/office/history'],
    ['/en/results?sport=1#top', '/en/results?sport=1#top'],
    ['/', '/'],
    ['/ru/a/../office', '/ru/office'],
  ])('accepts the same-origin path %j', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    ['tab: browsers strip it, "/\\t/evil" becomes "//evil"', '/\t/evil.example/'],
    ['newline, stripped the same way', '/\n/evil.example/'],
    ['carriage return', '/\r/evil.example'],
    ['protocol-relative //', '//evil.example/'],
    ['backslash after the slash: "/\\\\" is read as "//"', '/\\evil.example'],
    ['backslash anywhere', '/ru/\\..\\..\\/evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['absolute URL to another site', 'https://evil.example/'],
    ['absolute URL to this site (only paths are accepted)', 'https://arena.example/ru/'],
    ['no leading slash', 'evil.example'],
    ['NUL', '/ru\u0000/x'],
    ['DEL', '/\u007f/evil.example'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
    expect(isSameOriginPath(value, ORIGIN)).toBe(false);
  });

  it('refuses null and undefined, and decodes nothing itself: the %09 in a query arrives here as a real tab', () => {
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
    const fromQuery = new URLSearchParams('returnUrl=%2F%09%2Fevil.example%2F').get('returnUrl');
    expect(fromQuery).toBe('/\t/evil.example/');
    expect(sameOriginPath(fromQuery, ORIGIN)).toBeNull();
  });

  it('works without a page (Node): the rule does not depend on which origin it is checked against', () => {
    expect(sameOriginPath('/ru/office')).toBe('/ru/office');
    expect(sameOriginPath('//evil.example')).toBeNull();
  });
});
