/** Guards of spec §4 and §6, each test named after its rule. */
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@arena/routes';
import { context, PLAYER } from '../testing/navigation-fixtures.ts';
import { afterLoginTarget, afterLogoutTarget } from './auth.ts';
import { BLOCK_REASON_PAGES, blockPageFor } from './blocking.ts';
import { decideNavigation } from './decide.ts';
import { maintenanceWindow, MAINTENANCE_WINDOW_MS } from './maintenance.ts';

const go = (url: string, ctx = context()) => decideNavigation(url, ctx);
const banned = (banLevel: number, banVersion = 1) => ({ ...PLAYER, banLevel, banVersion });
const returnTo = (path: string) => encodeURIComponent(path);

describe('login required (spec §6)', () => {
  const protectedPaths = ['/ru/office/account', '/ru/office/payment/create-request/3/transactions/9', '/ru/my-casino', '/ru/my-casino/favorites', '/ru/block-appeal-history'];

  it('a visitor on a login-required route → login page (route 72 available), login block open, with the return URL', () => {
    for (const path of protectedPaths) {
      expect(go(path)).toMatchObject({ kind: 'redirect', url: `/ru/user/login?openLogin=1&returnUrl=${returnTo(path)}` });
    }
  });
  it('a visitor on a login-required route → home with the login block when route 72 is not available', () => {
    expect(go('/ru/my-casino?x=1', context({ config: { availableRoutes: [] } }))).toMatchObject({
      kind: 'redirect',
      url: `/ru/?openLogin=1&returnUrl=${returnTo('/ru/my-casino?x=1')}`,
    });
  });
  it('a signed-in player opens login-required routes', () => {
    for (const path of protectedPaths.slice(0, 4)) expect(go(path, context({ user: PLAYER })).kind).toBe('allow');
  });
  it('after login → return URL, else previous page, else home; off-site return URLs are ignored', () => {
    expect(afterLoginTarget(new URLSearchParams('returnUrl=/ru/office/history'), '/ru/line', 'ru')).toBe('/ru/office/history');
    expect(afterLoginTarget(new URLSearchParams(), '/ru/line', 'ru')).toBe('/ru/line');
    expect(afterLoginTarget(new URLSearchParams('returnUrl=//evil.example'), null, 'ru')).toBe('/ru/');
  });
  it('return URLs follow the shared same-origin-path rule: tab, newline, backslash, // and javascript: are ignored (issue 16)', () => {
    for (const query of ['returnUrl=%2F%09%2Fevil.example%2F', 'returnUrl=%2F%0A%2Fevil.example', 'returnUrl=%2F%5Cevil.example', 'returnUrl=%2F%2Fevil.example', 'returnUrl=javascript%3Aalert(1)']) {
      expect(afterLoginTarget(new URLSearchParams(query), null, 'ru'), query).toBe('/ru/');
    }
    expect(afterLoginTarget(new URLSearchParams('returnUrl=%2F%09%2Fevil.example%2F'), '/\\evil.example', 'ru')).toBe('/ru/');
  });
  it('after logout on a protected page → home; elsewhere stay', () => {
    const office = ROUTES.find((r) => r.id === 'office-history')!;
    const news = ROUTES.find((r) => r.id === 'news')!;
    expect(afterLogoutTarget(office, 'ru')).toBe('/ru/');
    expect(afterLogoutTarget(news, 'ru')).toBeNull();
  });
});

describe('visitors only (spec §6)', () => {
  it('registration, login and password reset send a signed-in player to the account home', () => {
    for (const path of ['/ru/registration', '/ru/registration/socialregistration', '/ru/user/login', '/ru/user/passwordreset']) {
      expect(go(path, context({ user: PLAYER }))).toMatchObject({ kind: 'redirect', url: '/ru/office/account', rule: 'visitors-only' });
      expect(go(path).kind).toBe('allow');
    }
  });
  it('the forgot-password modal opens on home only for a guest', () => {
    expect(go('/ru/?showForgotPasswordModal=1')).toMatchObject({ kind: 'allow', effects: { showForgotPasswordModal: true } });
    expect(go('/ru/?showForgotPasswordModal=1', context({ user: PLAYER }))).toMatchObject({ effects: { showForgotPasswordModal: false } });
  });
});

describe('ban state (spec §4)', () => {
  it('ban level > 0: only ban-accessible routes, others → the blocked page', () => {
    const ctx = context({ user: banned(10) });
    expect(go('/ru/line', ctx)).toMatchObject({ kind: 'redirect', url: '/ru/block-appeal-history', rule: 'ban' });
    expect(go('/ru/office/history', ctx)).toMatchObject({ kind: 'redirect', url: '/ru/block-appeal-history' });
    expect(go('/ru/contacts', ctx).kind).toBe('allow');
    expect(go('/ru/office/support', ctx).kind).toBe('allow');
    expect(go('/ru/block-appeal-history', ctx).kind).toBe('allow');
  });
  it('deduce only at ban level 53 for ban version 1', () => {
    expect(go('/ru/office/deduce', context({ user: banned(53, 1) })).kind).toBe('allow');
    expect(go('/ru/office/deduce', context({ user: banned(45, 1) }))).toMatchObject({ kind: 'redirect', rule: 'ban' });
  });
  it('deduce only at ban level 45 for other ban versions', () => {
    expect(go('/ru/office/deduce', context({ user: banned(45, 2) })).kind).toBe('allow');
    expect(go('/ru/office/deduce', context({ user: banned(53, 2) }))).toMatchObject({ kind: 'redirect', rule: 'ban' });
  });
  it('a visitor on block-appeal-history (login required, banned only) → login with the return URL, not home (issue 31, item 7)', () => {
    expect(go('/ru/block-appeal-history')).toMatchObject({ kind: 'redirect', rule: 'login-required', url: `/ru/user/login?openLogin=1&returnUrl=${returnTo('/ru/block-appeal-history')}` });
    // Signed in, the login returns there: a banned player stays, a player in good standing goes home.
    expect(afterLoginTarget(new URLSearchParams(`returnUrl=${returnTo('/ru/block-appeal-history')}`), '/ru/', 'ru')).toBe('/ru/block-appeal-history');
    expect(go('/ru/block-appeal-history', context({ user: banned(10) })).kind).toBe('allow');
  });
  it('banned-only routes redirect home when not banned', () => {
    expect(go('/ru/block-appeal-history', context({ user: PLAYER }))).toMatchObject({ kind: 'redirect', url: '/ru/', rule: 'banned-only' });
  });
  it('ban level 0 is not banned', () => {
    expect(go('/ru/line', context({ user: banned(0) })).kind).toBe('allow');
  });
});

describe('navigation blocked (spec §4)', () => {
  it('with the flag set, leaving the current URL is cancelled', () => {
    expect(go('/ru/line', context({ navigationBlocked: true, currentUrl: '/ru/' }))).toEqual({ kind: 'cancel', rule: 'navigation-blocked' });
  });
  it('the first load (no current URL) is not cancelled', () => {
    expect(go('/ru/line', context({ navigationBlocked: true })).kind).toBe('allow');
  });
});

describe('blocking (spec §4)', () => {
  it('display type 1: reason codes → block pages 4 site-updates, 16 suspension, 3/1/5/2/14 block, 13 block-ua, 17 block-ie, 8 coming-soon', () => {
    const expected: Record<number, string> = { 4: 'site-updates', 16: 'suspension', 3: 'block', 1: 'block', 5: 'block', 2: 'block', 14: 'block', 13: 'block-ua', 17: 'block-ie', 8: 'coming-soon' };
    expect(BLOCK_REASON_PAGES).toEqual(expected);
    for (const [code, page] of Object.entries(expected)) {
      expect(go('/ru/line', context({ block: { displayType: 1, templateTypeId: Number(code) } }))).toMatchObject({ kind: 'redirect', url: `/ru/${page}` });
      expect(go(`/ru/${page}`, context({ block: { displayType: 1, templateTypeId: Number(code) } })).kind).toBe('allow');
    }
  });
  it('other display types do not block', () => {
    expect(go('/ru/line', context({ block: { displayType: 2, templateTypeId: 4 } })).kind).toBe('allow');
  });
  it('force_geo_off cookie lifts the template-1 block only', () => {
    expect(blockPageFor({ displayType: 1, templateTypeId: 1 }, { force_geo_off: '1' })).toBeNull();
    expect(blockPageFor({ displayType: 1, templateTypeId: 4 }, { force_geo_off: '1' })).toBe('site-updates');
    expect(go('/ru/line', context({ block: { displayType: 1, templateTypeId: 1 }, cookies: { force_geo_off: '1' } })).kind).toBe('allow');
  });
  it('the verify route is exempt', () => {
    expect(go('/ru/user/accountverify', context({ block: { displayType: 1, templateTypeId: 3 } })).kind).toBe('allow');
  });
  it('block pages return to the language home when no reason applies', () => {
    for (const page of ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension']) {
      expect(go(`/ru/${page}`)).toMatchObject({ kind: 'redirect', url: '/ru/', rule: 'block-page-without-reason' });
    }
  });
  it('blocking comes before login: a blocked visitor on a protected page sees the block page', () => {
    expect(go('/ru/office/account', context({ block: { displayType: 1, templateTypeId: 13 } }))).toMatchObject({ url: '/ru/block-ua' });
  });
});

describe('maintenance (spec §4)', () => {
  it('cookie maintenance=1 → window from now to +24 h', () => {
    expect(maintenanceWindow({ maintenance: '1' }, false, 1000)).toEqual({ isActive: true, startAt: 1000, finishAt: 1000 + MAINTENANCE_WINDOW_MS });
    expect(MAINTENANCE_WINDOW_MS).toBe(86_400_000);
  });
  it('or the state flag; otherwise none', () => {
    expect(maintenanceWindow({}, true, 5)).toMatchObject({ isActive: true });
    expect(maintenanceWindow({ maintenance: '0' }, false, 5)).toBeNull();
    expect(go('/ru/', context({ cookies: { maintenance: '1' } }))).toMatchObject({ kind: 'allow', effects: { maintenance: { isActive: true } } });
  });
});

describe("a self-excluded player's restricted office (issue 32, finding 7)", () => {
  const excluded = { ...PLAYER, restrictedOffice: true };
  it('betting, casino and the rest of the office send them to the withdrawal', () => {
    for (const url of ['/ru/', '/ru/line', '/ru/casino-lobby', '/ru/office/recharge', '/ru/office/account']) {
      expect(go(url, context({ user: excluded })), url).toMatchObject({ kind: 'redirect', url: '/ru/office/deduce', rule: 'restricted-office' });
    }
  });
  it('withdrawal, history, responsible gaming, support, verification and the rules stay open', () => {
    for (const url of ['/ru/office/deduce', '/ru/office/history', '/ru/office/historypay', '/ru/office/responsible', '/ru/office/support', '/ru/office/verification', '/ru/rules/1', '/ru/onpay/withdraw/pending']) {
      expect(go(url, context({ user: excluded })).kind, url).toBe('allow');
    }
  });
  it('other players are not restricted', () => {
    expect(go('/ru/line', context({ user: PLAYER })).kind).toBe('allow');
  });
});

describe('terms changed (spec §4)', () => {
  it('a signed-in player with changed terms → confirm-terms', () => {
    const ctx = context({ user: PLAYER, termsMustBeAccepted: true });
    expect(go('/ru/line', ctx)).toMatchObject({ kind: 'redirect', url: '/ru/confirm-terms', rule: 'terms-changed' });
    expect(go('/ru/confirm-terms', ctx).kind).toBe('allow');
  });
  it('not when confirm-terms is disabled in config, nor for visitors', () => {
    expect(go('/ru/line', context({ user: PLAYER, termsMustBeAccepted: true, config: { confirmTermsEnabled: false } })).kind).toBe('allow');
    expect(go('/ru/line', context({ termsMustBeAccepted: true })).kind).toBe('allow');
  });
});

describe('config conditions (spec §2, §5)', () => {
  it('registration only when registration is allowed', () => {
    expect(go('/ru/registration', context({ config: { registrationAllowed: false } }))).toMatchObject({ kind: 'not-found', rule: 'registration-allowed' });
  });
  it('identification only when identification is enabled', () => {
    expect(go('/ru/office/identification', context({ user: PLAYER }))).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/office/identification', context({ user: PLAYER, config: { identificationEnabled: true } })).kind).toBe('allow');
  });
  it('payment page per payment-route availability, and auth-only when config says so', () => {
    expect(go('/ru/payment', context({ config: { paymentRoute: { available: false, authOnly: false } } }))).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/payment', context({ config: { paymentRoute: { available: true, authOnly: true } } }))).toMatchObject({
      kind: 'redirect',
      rule: 'login-required',
    });
    expect(go('/ru/payment', context({ user: PLAYER, config: { paymentRoute: { available: true, authOnly: true } } })).kind).toBe('allow');
  });
  it('paybills needs its route flag', () => {
    expect(go('/ru/paybills')).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/paybills', context({ config: { paybillsEnabled: true } })).kind).toBe('allow');
  });
  it('rules are a 404 unless route 47 is available', () => {
    expect(go('/ru/rules/1', context({ config: { availableRoutes: [72] } }))).toMatchObject({ kind: 'not-found', rule: 'route-47' });
    expect(go('/ru/rules/1/2').kind).toBe('allow');
  });
  it('statistics needs its feature flag', () => {
    expect(go('/ru/statistic/football', context({ config: { statisticsEnabled: false } }))).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/statisticpopup/game/1').kind).toBe('allow');
  });
  it('forbidden paths → 404', () => {
    expect(go('/ru/casino/brand', context({ config: { forbiddenPaths: ['casino'] } }))).toMatchObject({ kind: 'not-found', rule: 'forbidden-path' });
  });
  it('the debug page only outside production', () => {
    expect(go('/ru/debug')).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/debug', context({ config: { production: false } })).kind).toBe('allow');
  });
  it('unknown middleware → 500', () => {
    const routes: RouteDef[] = [{ id: 'x', pattern: 'x', app: '@arena/info', layout: 'main', title: 'X', conditions: ['no-such-check'] }];
    expect(decideNavigation('/ru/x', context(), routes)).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware', lng: 'ru' });
  });
  it('an unknown path → 404; the 500 page exists at path 500', () => {
    expect(go('/ru/no-such-page')).toMatchObject({ kind: 'not-found', rule: 'no-route' });
    expect(go('/ru/500')).toMatchObject({ kind: 'allow', route: { id: 'error-500', app: '@arena/errors' } });
  });
});
