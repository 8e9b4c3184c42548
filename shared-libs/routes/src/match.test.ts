import { describe, expect, it } from 'vitest';
import { activityFor, appsOf, compilePattern, matchRoute, splitPath } from './match.ts';
import { ROUTES } from './route-table.ts';
import { BETTING_SECTIONS, CASINO_SECTIONS, CYBER_TYPES, ENUMERATIONS, KENO_SECTIONS, SLOTS_SECTIONS } from './sections.ts';
import { AREA_APPS } from './types.ts';

const at = (pathname: string) => ({ pathname }) as Location;
const idAt = (pathname: string) => matchRoute(ROUTES, pathname)?.route.id ?? null;

describe('validation rules (spec §5)', () => {
  it('language: the segment is 2 lowercase letters', () => {
    expect(splitPath('/ru/office').lng).toBe('ru');
    expect(splitPath('/RU/office').lng).toBeNull();
    expect(splitPath('/rus/office').lng).toBeNull();
    expect(splitPath('/r1/office').lng).toBeNull();
    expect(splitPath('/office').lng).toBeNull();
  });

  it('print-coupon id: digits only', () => {
    expect(matchRoute(ROUTES, '/ru/print-coupon/0042')?.params).toEqual({ lng: 'ru', couponId: '0042' });
    expect(idAt('/ru/print-coupon/12a')).toBeNull();
    expect(idAt('/ru/print-coupon/-1')).toBeNull();
    expect(idAt('/ru/print-coupon')).toBeNull();
  });

  it('line/live section: fixed enumeration', () => {
    for (const section of BETTING_SECTIONS) expect(idAt(`/ru/${section}`)).toBe('betting-section');
    expect(idAt('/ru/lines')).toBeNull();
    expect(idAt('/ru/line/menu/top')).toBe('betting-menu');
    expect(matchRoute(ROUTES, '/en/live/football/epl/99')?.params).toEqual({ lng: 'en', section: 'live', sport: 'football', champ: 'epl', gameId: '99' });
  });

  it('cyber type: real, virtual or stream', () => {
    for (const type of CYBER_TYPES) {
      expect(idAt(`/ru/cyber/${type}`)).toBe('cyber');
      expect(idAt(`/ru/esports/${type}`)).toBe('cyber');
    }
    expect(idAt('/ru/cyber/fake')).toBeNull();
  });

  it('slots, casino and keno sections: fixed enumerations', () => {
    for (const s of SLOTS_SECTIONS) expect(idAt(`/ru/slots/${s}`)).toBe('slots');
    for (const s of CASINO_SECTIONS) expect(idAt(`/ru/casino/${s}`)).toBe('casino-section');
    for (const s of KENO_SECTIONS) expect(idAt(`/ru/keno/${s}`)).toBe('keno');
    expect(idAt('/ru/slots/unknown')).toBeNull();
    expect(idAt('/ru/casino/unknown')).toBeNull();
    expect(idAt('/ru/keno/unknown')).toBeNull();
  });

  it('every enumeration is non-empty, lowercase and without duplicates', () => {
    for (const values of Object.values(ENUMERATIONS)) {
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values).size).toBe(values.length);
      for (const v of values) expect(v).toMatch(/^[a-z0-9_-]+$/);
    }
  });
});

describe('route table integrity', () => {
  it('ids are unique', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('every route belongs to an area app of spec §1, and every area app owns a route', () => {
    for (const route of ROUTES) expect(AREA_APPS).toContain(route.app);
    expect(new Set(appsOf(ROUTES))).toEqual(new Set(AREA_APPS));
  });

  it('optional parameters only at the end, rest parameters only last, parameter rules name real parameters', () => {
    for (const route of ROUTES) {
      const segments = compilePattern(route.pattern);
      const firstOptional = segments.findIndex((s) => s.kind === 'optional');
      if (firstOptional >= 0) expect(segments.slice(firstOptional).every((s) => s.kind === 'optional'), route.id).toBe(true);
      const rest = segments.findIndex((s) => s.kind === 'rest');
      if (rest >= 0) expect(rest, route.id).toBe(segments.length - 1);
      const names = segments.flatMap((s) => (s.kind === 'literal' ? [] : [s.name]));
      for (const name of Object.keys(route.params ?? {})) expect(names, route.id).toContain(name);
    }
  });

  it('empty layout: block pages, onpay pages and print-coupon; blocked layout: block-appeal-history', () => {
    const byLayout = (layout: string) => ROUTES.filter((r) => r.layout === layout).map((r) => r.pattern);
    expect(byLayout('empty').sort()).toEqual(
      ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'onpay/{status}', 'onpay/withdraw/{status}', 'print-coupon/{couponId}'].sort(),
    );
    expect(byLayout('blocked')).toEqual(['block-appeal-history']);
  });

  it('login required: office/*, my-casino, my-casino/favorites, block-appeal-history — and nothing else', () => {
    const protectedPatterns = ROUTES.filter((r) => r.audience === 'login-required').map((r) => r.pattern);
    for (const p of protectedPatterns) expect(p.startsWith('office/') || ['my-casino', 'my-casino/favorites', 'block-appeal-history'].includes(p), p).toBe(true);
    expect(protectedPatterns).toEqual(expect.arrayContaining(['my-casino', 'my-casino/favorites', 'block-appeal-history']));
    expect(ROUTES.filter((r) => r.pattern.startsWith('office/')).every((r) => r.audience === 'login-required')).toBe(true);
  });

  it('visitors only: registration, login and password reset', () => {
    expect(ROUTES.filter((r) => r.audience === 'visitors-only').map((r) => r.id).sort()).toEqual(['login', 'registration', 'user-passwordreset']);
  });
});

describe('activity functions', () => {
  it('betting owns the language home and /line..., office owns /office...', () => {
    expect(idAt('/ru/')).toBe('home');
    expect(matchRoute(ROUTES, '/en/line/football/1')?.route.app).toBe('@arena/betting');
    expect(matchRoute(ROUTES, '/ru/office/history')?.route.app).toBe('@arena/office');
    expect(idAt('/ru/officer')).toBeNull();
    expect(idAt('/office')).toBeNull();
  });

  it('are generated per app from the table, or from a given owner decision', () => {
    const betting = activityFor(ROUTES, '@arena/betting');
    const office = activityFor(ROUTES, '@arena/office');
    expect(betting(at('/ru/'))).toBe(true);
    expect(office(at('/ru/'))).toBe(false);
    expect(office(at('/ru/office/account'))).toBe(true);
    const errors = activityFor(ROUTES, '@arena/errors', () => '@arena/errors');
    expect(errors(at('/ru/'))).toBe(true);
  });
});
