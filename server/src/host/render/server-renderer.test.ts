/** Which pages the host renders with their app (issue 26): a page anyone sees as it is; the guards' pages are the browser's. */
import { describe, expect, it } from 'vitest';
import { routeStateOf } from './server-renderer.ts';

describe('server render route', () => {
  it('a public page renders with its app and the route state the root config publishes', () => {
    expect(routeStateOf('/ru/promotions')).toEqual({ state: { id: 'promotions', params: { lng: 'ru', title: expect.any(String) }, layout: 'main' }, app: '@arena/promotions', public: true });
    expect(routeStateOf('/ru/')?.public).toBe(true);
  });

  it('pages behind a login, for visitors only, or the error page render their app in the browser', () => {
    expect(routeStateOf('/ru/office/account')?.public).toBe(false);
    expect(routeStateOf('/ru/registration')?.public).toBe(false);
    expect(routeStateOf('/ru/500')?.public).toBe(false);
  });

  it('a path no route matches is not rendered (the browser shows its 404 view)', () => {
    expect(routeStateOf('/ru/no-such-page-xyz')).toBeNull();
    expect(routeStateOf('/no-language')).toBeNull();
  });
});
