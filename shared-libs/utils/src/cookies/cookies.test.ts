// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { DEFAULT_COOKIE_EXPIRY_SECONDS, createCookieStore } from './cookies.ts';
import { REFERRAL_COOKIE_LIFETIMES, readReferralValues, saveReferralCookie, saveReferralValues } from '../referral/referral-cookies.ts';

const NOW = Date.UTC(2030, 0, 1);
const clock = { now: () => NOW };

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('default cookie expiry is 86400 s', () => {
    expect(DEFAULT_COOKIE_EXPIRY_SECONDS).toBe(86_400);
    const set = vi.spyOn(Cookies, 'set');
    createCookieStore(clock).set('a', '1');
    expect(set).toHaveBeenCalledWith('a', '1', expect.objectContaining({ path: '/', expires: new Date(NOW + 86_400_000) }));
  });

  it('writes, reads and removes a cookie in the document', () => {
    const store = createCookieStore();
    store.set('lang', 'en');
    expect(store.get('lang')).toBe('en');
    store.remove('lang');
    expect(store.get('lang')).toBeUndefined();
  });
});

describe('referral cookies', () => {
  const DAY = 86_400;
  it('lifetimes follow spec §9: refererid 60 d, reflinkid 60 d or 1 h for the simple tag, ref_partner_id 30 or 60 d, subid 60 d, bf 1 d, postback watcher 30 d or 4 s', () => {
    expect(REFERRAL_COOKIE_LIFETIMES).toEqual({
      refererid: { default: 60 * DAY },
      reflinkid: { default: 60 * DAY, simpleTag: 3600 },
      ref_partner_id: { default: 60 * DAY, short: 30 * DAY },
      subid: { default: 60 * DAY },
      bf: { default: DAY },
      postback_watcher: { default: 30 * DAY, short: 4 },
    });
  });

  it('a referral cookie is saved with the lifetime of its variant', () => {
    const set = vi.spyOn(Cookies, 'set');
    const store = createCookieStore(clock);
    saveReferralCookie(store, 'reflinkid', 'x', 'simpleTag');
    saveReferralCookie(store, 'subid', 'y');
    expect(set).toHaveBeenNthCalledWith(1, 'reflinkid', 'x', expect.objectContaining({ expires: new Date(NOW + 3_600_000) }));
    expect(set).toHaveBeenNthCalledWith(2, 'subid', 'y', expect.objectContaining({ expires: new Date(NOW + 60 * DAY * 1000) }));
  });

  it('referral_values round-trips type, val and additional, and junk reads as null', () => {
    const store = createCookieStore();
    saveReferralValues(store, { type: 'tag', val: '42', additional: 'a' });
    expect(readReferralValues(store)).toEqual({ type: 'tag', val: '42', additional: 'a' });
    store.set('referral_values', '{not json');
    expect(readReferralValues(store)).toBeNull();
  });
});
