/** The fixed redirects of spec §2 and the cyclic-redirect refusal. */
import { describe, expect, it, vi } from 'vitest';
import { REDIRECTS, type RouteDef } from '@arena/routes';
import { context } from '../testing/navigation-fixtures.ts';
import { decideNavigation } from './decide.ts';

const go = (url: string, ctx = context()) => decideNavigation(url, ctx);

describe('redirects of spec §2', () => {
  it('bare office → office/account', () => {
    expect(go('/ru/office')).toEqual({ kind: 'redirect', url: '/ru/office/account', status: 302, rule: 'office-root' });
  });
  it('rules → rules/1', () => {
    expect(go('/en/rules')).toMatchObject({ kind: 'redirect', url: '/en/rules/1' });
  });
  it('cyber and esports → …/real', () => {
    expect(go('/ru/cyber')).toMatchObject({ kind: 'redirect', url: '/ru/cyber/real' });
    expect(go('/ru/esports')).toMatchObject({ kind: 'redirect', url: '/ru/esports/real' });
  });
  it('tvgames/view/poker → poker', () => {
    expect(go('/ru/tvgames/view/poker')).toMatchObject({ kind: 'redirect', url: '/ru/poker' });
  });
  it('lpage/{id} → landing-page/{id}', () => {
    expect(go('/ru/lpage/summer-2024')).toMatchObject({ kind: 'redirect', url: '/ru/landing-page/summer-2024' });
  });
  it('user/forgotpassword → home with showForgotPasswordModal=1', () => {
    expect(go('/ru/user/forgotpassword')).toMatchObject({ kind: 'redirect', url: '/ru/?showForgotPasswordModal=1' });
  });
  it('user/coupon → language home', () => {
    expect(go('/kz/user/coupon')).toMatchObject({ kind: 'redirect', url: '/kz/' });
  });
  it('redirects keep the query string', () => {
    expect(go('/ru/office?tab=2')).toMatchObject({ url: '/ru/office/account?tab=2' });
  });
  it('bonus slot_first_deposit → casino/slot-first-deposit with 301 only when config enables it', () => {
    expect(go('/ru/bonus/slot_first_deposit', context({ config: { firstDepositRedirect: true } }))).toEqual({
      kind: 'redirect',
      url: '/ru/casino/slot-first-deposit',
      status: 301,
      rule: 'slot-first-deposit',
    });
    expect(go('/ru/bonus/slot_first_deposit')).toMatchObject({ kind: 'allow', route: { id: 'bonus-item' } });
  });
  it('legacy promotion paths → redirects service, only in production or with the redirect-service query', () => {
    expect(go('/ru/actions/summer')).toEqual({ kind: 'lookup-redirect', url: '/ru/actions/summer', lng: 'ru' });
    expect(go('/ru/actions/summer', context({ config: { production: false } }))).toMatchObject({ kind: 'not-found' });
    expect(go('/ru/actions/summer?redirect_service=1', context({ config: { production: false } }))).toMatchObject({ kind: 'lookup-redirect' });
  });
  it('every redirect target is a route of the table (no redirect into a 404)', () => {
    const ctx = context({ user: { userId: 1, banLevel: 0, banVersion: 1 }, config: { firstDepositRedirect: true } });
    for (const rule of REDIRECTS) {
      const from = rule.from.replace('{root}', 'cyber').replace('{id}', '5');
      const decision = go(`/ru/${from}`, ctx);
      expect(decision.kind, rule.id).toBe('redirect');
      if (decision.kind !== 'redirect') continue;
      expect(go(decision.url, ctx).kind, `${rule.id} → ${decision.url}`).toBe('allow');
    }
  });
});

describe('cyclic redirects', () => {
  it('a redirect to the current URL is refused and logged as cyclic', () => {
    const log = vi.fn();
    // A table whose home is also a block page: with no blocking reason it would be sent home, i.e. to itself.
    const routes: RouteDef[] = [{ id: 'home', pattern: '', app: '@arena/errors', layout: 'empty', title: 'Home', role: 'block-page' }];
    const decision = decideNavigation('/ru/', context({ log }), routes);
    expect(decision.kind).not.toBe('redirect');
    expect(log).toHaveBeenCalledWith('cyclic redirect refused', expect.objectContaining({ url: '/ru/' }));
  });
});
