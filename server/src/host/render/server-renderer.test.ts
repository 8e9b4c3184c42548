/**
 * Which pages the host renders with their app (issue 26): a page anyone sees as it is, for anyone; a
 * login-only page, for its signed-in player; the guards' own pages are the browser's.
 */
import { describe, expect, it } from 'vitest';
import { routeStateOf } from './server-renderer.ts';

describe('server render route', () => {
  it('a public page renders with its app and the route state the root config publishes', () => {
    expect(routeStateOf('/ru/promotions')).toEqual({ state: { id: 'promotions', params: { lng: 'ru', title: expect.any(String) }, layout: 'main' }, app: '@arena/promotions', access: 'anyone' });
    expect(routeStateOf('/ru/')?.access).toBe('anyone');
  });

  it('a login-only page renders its app for a signed-in player: the office, my casino', () => {
    expect(routeStateOf('/ru/office/account')).toMatchObject({ app: '@arena/office', access: 'player' });
    expect(routeStateOf('/ru/office/history')?.access).toBe('player');
    expect(routeStateOf('/ru/my-casino/favorites')).toMatchObject({ app: '@arena/casino', access: 'player' });
  });

  it('pages for visitors only, behind a config condition, for banned players only, or the error page render their app in the browser', () => {
    expect(routeStateOf('/ru/registration')?.access).toBe('browser');
    expect(routeStateOf('/ru/office/identification')?.access).toBe('browser');
    expect(routeStateOf('/ru/block-appeal-history')?.access).toBe('browser');
    expect(routeStateOf('/ru/500')?.access).toBe('browser');
  });

  it('a path no route matches is not rendered (the browser shows its 404 view)', () => {
    expect(routeStateOf('/ru/no-such-page-xyz')).toBeNull();
    expect(routeStateOf('/no-language')).toBeNull();
  });
});
