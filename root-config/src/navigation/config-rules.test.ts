/**
 * Issue 17 item 11, config-driven rules: the route flag 80 (paybills) and the login block opened after
 * a login-required redirect (route 72 on: the login page; off: home). Each test is named after its rule.
 */
import { describe, expect, it } from 'vitest';
import type { SiteConfigGroups } from '@arena/domain';
import { decideNavigation } from '../guards/decide.ts';
import { context, PLAYER } from '../testing/navigation-fixtures.ts';
import { navigationConfigFrom } from './platform-context-source.ts';
import { routerOn } from '../testing/router-harness.ts';

const withAvailability = (availability: Record<string, boolean>): SiteConfigGroups => ({ routes: { availability, forbiddenPaths: [] } });

describe('route flag 80: paybills (spec §2 "Paybills and similar pages need an enabled route flag")', () => {
  it('the site config route flag 80 turns paybills on, and only that flag', () => {
    expect(navigationConfigFrom(withAvailability({ '47': true, '72': true, '80': true }), true).paybillsEnabled).toBe(true);
    expect(navigationConfigFrom(withAvailability({ '47': true, '72': true, '80': false }), true).paybillsEnabled).toBe(false);
    expect(navigationConfigFrom(withAvailability({ '47': true, '72': true }), true).paybillsEnabled).toBe(false);
  });

  it('with route flag 80 on, /paybills opens the paybills page; off, it is a 404', () => {
    const on = context({ config: navigationConfigFrom(withAvailability({ '80': true, '72': true }), true) });
    const off = context({ config: navigationConfigFrom(withAvailability({ '80': false, '72': true }), true) });
    expect(decideNavigation('/ru/paybills', on)).toMatchObject({ kind: 'allow', route: { id: 'paybills' } });
    expect(decideNavigation('/ru/paybills', off)).toMatchObject({ kind: 'not-found', rule: 'paybills-enabled' });
  });
});

describe('login block after a login-required redirect (spec §6)', () => {
  it('route 72 off: home with openLogin=1 asks for the login block for a guest', () => {
    const ctx = context({ config: { availableRoutes: [] } });
    const redirect = decideNavigation('/ru/office/history', ctx);
    expect(redirect).toMatchObject({ kind: 'redirect', url: '/ru/?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory' });
    expect(decideNavigation((redirect as { url: string }).url, ctx)).toMatchObject({ kind: 'allow', effects: { openLogin: true } });
  });

  it('route 72 on: the login page is itself the login block, no login modal over it', () => {
    const redirect = decideNavigation('/ru/office/history', context());
    expect(redirect).toMatchObject({ kind: 'redirect', url: '/ru/user/login?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory' });
    expect(decideNavigation((redirect as { url: string }).url, context())).toMatchObject({ kind: 'allow', effects: { openLogin: false } });
  });

  it('a signed-in player gets no login block', () => {
    expect(decideNavigation('/ru/?openLogin=1', context({ user: PLAYER }))).toMatchObject({ effects: { openLogin: false } });
  });
});

describe('the router opens the login block its decision asks for (spec §6)', () => {
  it('login block: home with openLogin=1 opens the login modal for a guest', () => {
    const { openModal, visit } = routerOn(() => context({ config: { availableRoutes: [] } }));
    visit('/ru/?openLogin=1&returnUrl=%2Fru%2Foffice%2Fhistory');
    expect(openModal.mock.calls).toEqual([['login']]);
  });
});

