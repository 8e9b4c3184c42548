/**
 * The signed-in player a page is drawn for (issue 26): the host finds the player of a session cookie as the
 * browser's restore would (a token, then the session check, user config and accounts), and both sides put
 * the same player on the bus and in the player store, so the header hydrates as drawn.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@arena/event-bus';
import type { Account, SiteConfigGroups } from '@arena/domain';
import { applyPlayerBoot, isUnrestrictedPlayer, loadPlayerBoot, playerBootOf } from './player-boot.ts';
import { playerAccounts } from '@arena/server-state';
import { playerStore } from './player.ts';

const ACCOUNT = { id: 7, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 12_500, label: 'Main', labelWithSymbol: 'Main ₽', isActive: false, points: 0, isPointsTypeBalance: false } as Account;
/** A well-formed account-data answer (its contract is checked on the host as in the browser). */
const accountData = (accounts: Account[]) => ({ balance: 12_500, bonus: null, all_accounts: accounts, is_available_first_deposit_bonus: false });
const USER_CONFIG = { user_name: 'ivan', user_email: 'ivan@arena.test', ban_level: 0, ban_version: 1, user_msg_count: 2 };

/** The backend as the host's transport reaches it: a token only for the right cookie, the rest only with it. */
function backend(options: { userId?: number; configStatus?: number; accountsAnswer?: unknown } = {}) {
  const asked: Array<{ path: string; headers: Record<string, string> }> = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    asked.push({ path: input, headers });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (input.startsWith('/web-api/user/gettoken')) return json({ data: headers.cookie === 'ua=session-of-ivan-0001' ? { token: 'tok', expiresAt: 2e9 } : { token: 'visitor', expiresAt: 2e9 } });
    const authorised = headers.authorization === 'Bearer tok';
    if (input === '/web-api/user/session-check') return json({ user_id: authorised ? (options.userId ?? 9) : 0 });
    if (!authorised) return json({ message: 'sign in' }, 401);
    if (input === '/web-api/user/config') return options.configStatus ? json({ code: 'terms_not_accepted' }, options.configStatus) : json({ result: USER_CONFIG });
    if (input === '/web-api/user/account-data') return json(options.accountsAnswer ?? accountData([ACCOUNT]));
    if (input === '/office-api/v2/accounts') return json({ data: accountData([{ ...ACCOUNT, money: 99 }]) });
    return json({}, 404);
  };
  return { fetch, asked };
}

const signal = new AbortController().signal;

describe('loading the player of a session cookie', () => {
  it('asks for a token with the cookie, then the session, user config and accounts with the token', async () => {
    const { fetch, asked } = backend();
    const player = await loadPlayerBoot(fetch, 'ua=session-of-ivan-0001', null, signal);
    expect(player).toEqual({ userId: 9, userConfig: USER_CONFIG, accountData: accountData([ACCOUNT]) });
    expect(asked[0]).toMatchObject({ path: '/web-api/user/gettoken?force_refresh=true', headers: { cookie: 'ua=session-of-ivan-0001' } });
    // The cookie goes to the token call only; the token is never part of the player that reaches the page.
    expect(asked.slice(1).every((call) => call.headers.cookie === undefined && call.headers.authorization === 'Bearer tok')).toBe(true);
    expect(JSON.stringify(player)).not.toContain('tok');
  });

  it('reads the accounts where the site config says (the v2 variant)', async () => {
    const player = await loadPlayerBoot(backend().fetch, 'ua=session-of-ivan-0001', { payments: { accountDataVariant: 'v2' } } as unknown as SiteConfigGroups, signal);
    expect(player?.accountData.all_accounts).toEqual([{ ...ACCOUNT, money: 99 }]);
  });

  it('asks for the token while the site config is still on its way (issue 26), and reads the accounts where the config says once it comes', async () => {
    const { fetch, asked } = backend();
    let arrive: (config: SiteConfigGroups) => void = () => undefined;
    const config = new Promise<SiteConfigGroups>((resolve) => (arrive = resolve));
    const loading = loadPlayerBoot(fetch, 'ua=session-of-ivan-0001', config, signal);
    await vi.waitFor(() => expect(asked.map((call) => call.path)).toEqual(['/web-api/user/gettoken?force_refresh=true']));
    arrive({ payments: { accountDataVariant: 'v2' } } as unknown as SiteConfigGroups);
    expect((await loading)?.accountData.all_accounts).toEqual([{ ...ACCOUNT, money: 99 }]);
  });

  it('an accounts answer that breaks its contract (a balance sent as text) is no player: nothing unchecked reaches the page (issue 27)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tampered = accountData([{ ...ACCOUNT, money: '987654.32' as unknown as number }]);
    expect(await loadPlayerBoot(backend({ accountsAnswer: tampered }).fetch, 'ua=session-of-ivan-0001', null, signal)).toBeNull();
    vi.restoreAllMocks();
  });

  it('an ended session (a visitor token) or terms to accept (451) is no player: the page is a visitor\'s', async () => {
    expect(await loadPlayerBoot(backend().fetch, 'ua=someone-elses-cookie', null, signal)).toBeNull();
    expect(await loadPlayerBoot(backend({ configStatus: 451 }).fetch, 'ua=session-of-ivan-0001', null, signal)).toBeNull();
    expect(await loadPlayerBoot(backend({ userId: 0 }).fetch, 'ua=session-of-ivan-0001', null, signal)).toBeNull();
  });
});

describe('putting the player on the page', () => {
  afterEach(() => {
    applyPlayerBoot(null);
    bus.setState('user', null);
    bus.setState('session', 'unknown');
  });

  it('the user and session on the bus, the user config and accounts (one active) in the player store, the answer in the page\'s accounts entry', () => {
    applyPlayerBoot({ userId: 9, userConfig: USER_CONFIG as never, accountData: { all_accounts: [ACCOUNT] } as never });
    expect(playerAccounts.current()).toEqual({ all_accounts: [ACCOUNT] });
    expect(bus.getState('user')).toEqual({ userId: 9, login: 'ivan', banLevel: 0, banVersion: 1, selfExcludedUntil: null });
    expect(bus.getState('session')).toBe('player');
    expect(playerStore.snapshot().accounts).toEqual([{ ...ACCOUNT, isActive: true }]);
    expect(bus.getState('activeAccount')).toEqual({ id: 7, type: 0, iso: 'RUB', symbol: '₽', money: 12_500 });
    applyPlayerBoot(null);
    expect(playerStore.snapshot()).toEqual({ userConfig: null, accounts: [], switching: false });
    expect(playerAccounts.current()).toBeUndefined();
  });

  it('the page\'s embedded player is used only when whole', () => {
    const accountData = { all_accounts: [] };
    expect(playerBootOf({ userId: 9, userConfig: {}, accountData })).not.toBeNull();
    for (const bad of [null, 'x', { userId: 0, userConfig: {}, accountData }, { userId: 9, userConfig: null, accountData }, { userId: 9, userConfig: {}, accountData: {} }, { userId: 9, userConfig: {}, accounts: [] }]) {
      expect(playerBootOf(bad)).toBeNull();
    }
  });
});

describe("who a login-only page's app is server-rendered for (issue 26)", () => {
  const boot = (config: Record<string, unknown>) => ({ userId: 9, userConfig: { ...USER_CONFIG, ...config }, accountData: { all_accounts: [ACCOUNT] } });

  it('a signed-in player with no ban and no self-exclusion: every login-only page opens for them as it is', () => {
    expect(isUnrestrictedPlayer(boot({}))).toBe(true);
  });

  it('not a visitor, a banned player (spec §4 ban state) or a self-excluded one (the restricted office): their guards decide in the browser', () => {
    expect(isUnrestrictedPlayer(null)).toBe(false);
    expect(isUnrestrictedPlayer({ userId: 0, userConfig: USER_CONFIG, accountData: { all_accounts: [] } })).toBe(false);
    expect(isUnrestrictedPlayer(boot({ ban_level: 45 }))).toBe(false);
    expect(isUnrestrictedPlayer(boot({ self_excluded_until: 1_809_129_600_000 }))).toBe(false);
  });
});
