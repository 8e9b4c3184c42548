/**
 * The ids as types and values. The `@ts-expect-error` lines are checked by `npm run typecheck`: if RouteId
 * or RouteIdOf widened to `string` (a row losing its literal id), those lines would stop being errors and
 * the type-check would fail.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_ROUTE_IDS, isRouteId, matchRoute, ROUTES, samplePath, type RouteId, type RouteIdOf } from './index.ts';

describe('route ids', () => {
  it('are literal types, per app too', () => {
    const office: RouteIdOf<'@arena/office'> = 'office-account';
    const generated: RouteIdOf<'@arena/casino'> = 'keno-game';
    const bonus: RouteIdOf<'@arena/promotions'> = 'bonuses-offers.partner';
    // @ts-expect-error an id the table does not have
    const unknown: RouteId = 'office-acount';
    // @ts-expect-error an id of another app
    const foreign: RouteIdOf<'@arena/office'> = 'home';
    expect([office, generated, bonus, unknown, foreign].every((id) => typeof id === 'string')).toBe(true);
  });

  it('isRouteId knows every row and nothing else', () => {
    for (const route of ROUTES) expect(isRouteId(route.id), route.id).toBe(true);
    expect(isRouteId('office-acount')).toBe(false);
    expect(isRouteId(ERROR_ROUTE_IDS.notFound)).toBe(false);
    expect(isRouteId(ERROR_ROUTE_IDS.serverError)).toBe(true);
    expect(isRouteId(undefined)).toBe(false);
  });
});

describe('samplePath', () => {
  const byId = (id: RouteId) => ROUTES.find((route) => route.id === id)!;

  it('fills parameters from their rules and leaves optional ones out on request', () => {
    expect(samplePath(byId('print-coupon'))).toBe('print-coupon/12345');
    expect(samplePath(byId('betting-game'))).toBe('line/sample-sport/sample-champ/sample-gameid');
    expect(samplePath(byId('toto'))).toBe('toto/draw');
    expect(samplePath(byId('toto'), false)).toBe('toto');
    expect(samplePath(byId('statistic'))).toBe('statistic/a/b');
  });

  it('gives every row a path its own pattern matches', () => {
    for (const route of ROUTES) {
      for (const withOptionals of [true, false]) {
        const match = matchRoute([route], `/ru/${samplePath(route, withOptionals)}`);
        expect(match?.route.id, `${route.id} ${withOptionals}`).toBe(route.id);
      }
    }
  });
});
