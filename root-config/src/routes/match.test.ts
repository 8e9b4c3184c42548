import { describe, expect, it } from 'vitest';
import { activityFor, appsOf, matchRoute, splitPath } from './match.ts';
import { ROUTES } from './route-table.ts';

const at = (pathname: string) => ({ pathname }) as Location;

describe('route matching', () => {
  it('the language segment is two lowercase letters', () => {
    expect(splitPath('/ru/office').lng).toBe('ru');
    expect(splitPath('/RU/office').lng).toBeNull();
    expect(splitPath('/rus/office').lng).toBeNull();
    expect(splitPath('/office').lng).toBeNull();
  });

  it('betting owns the language home and /line..., office owns /office...', () => {
    expect(matchRoute(ROUTES, '/ru/')?.app).toBe('@arena/betting');
    expect(matchRoute(ROUTES, '/en/line/football/1')?.app).toBe('@arena/betting');
    expect(matchRoute(ROUTES, '/ru/office')?.app).toBe('@arena/office');
    expect(matchRoute(ROUTES, '/ru/office/history')?.app).toBe('@arena/office');
    expect(matchRoute(ROUTES, '/ru/officer')).toBeUndefined();
    expect(matchRoute(ROUTES, '/office')).toBeUndefined();
  });

  it('activity functions are generated per app from the table', () => {
    const betting = activityFor(ROUTES, '@arena/betting');
    const office = activityFor(ROUTES, '@arena/office');
    expect(betting(at('/ru/'))).toBe(true);
    expect(office(at('/ru/'))).toBe(false);
    expect(office(at('/ru/office/account'))).toBe(true);
    expect(appsOf(ROUTES)).toEqual(['@arena/betting', '@arena/office']);
  });
});
