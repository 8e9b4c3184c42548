import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, createHttpClient } from '@arena/http';
import type { AccountData, SiteConfigGroups } from '@arena/domain';
import { createServerStateCache } from '../cache/server-state-cache.ts';
import { ACCOUNT_DATA_PATHS, accountDataLoader, createPlayerAccounts } from './player-accounts.ts';

const account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 100, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false };
const dataWith = (money: number): AccountData => ({ balance: money, bonus: null, all_accounts: [{ ...account, money }], is_available_first_deposit_bonus: false }) as AccountData;

function world(variant: 'legacy' | 'v2' = 'legacy') {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'ru' });
  const config = { payments: { accountDataVariant: variant } } as unknown as SiteConfigGroups;
  const accounts = createPlayerAccounts(createServerStateCache(), accountDataLoader(http, () => config));
  return { fetch, accounts };
}

describe('the player accounts entry: one answer for every reader of the page (issue 26)', () => {
  it('loads the variant the site config chooses (spec §4, config 1788), checked against its contract', async () => {
    const legacy = world('legacy');
    legacy.fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, { body: dataWith(100) });
    await expect(legacy.accounts.refresh()).resolves.toEqual(dataWith(100));
    const v2 = world('v2');
    v2.fetch.on('GET', ACCOUNT_DATA_PATHS.v2, { body: { data: dataWith(250) } });
    await expect(v2.accounts.refresh()).resolves.toEqual(dataWith(250));
    expect(v2.fetch.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(0);
  });

  it('a malformed balance is refused (issue 27): the failure reaches watchFailures and the entry keeps its answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, accounts } = world();
    accounts.seed(dataWith(100));
    fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, { body: { ...dataWith(100), all_accounts: [{ ...account, money: '100' }] } });
    const failures: unknown[] = [];
    accounts.watchFailures((error) => failures.push(error));
    await expect(accounts.refresh()).rejects.toMatchObject({ name: 'AnswerShapeError' });
    expect(failures).toEqual([expect.objectContaining({ name: 'AnswerShapeError' })]);
    expect(accounts.current()).toEqual(dataWith(100));
  });

  it('seed puts the page\'s accounts in place without a load, and every watcher hears it', () => {
    const { fetch, accounts } = world();
    const heard: Array<AccountData | undefined> = [];
    accounts.watch((data) => heard.push(data));
    accounts.seed(dataWith(100));
    expect(accounts.current()).toEqual(dataWith(100));
    expect(heard).toEqual([dataWith(100)]);
    expect(fetch.calls).toHaveLength(0);
  });

  it('changed reloads a seeded entry for every watcher (the "please reload" broadcast it replaces)', async () => {
    const { fetch, accounts } = world();
    fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, { body: dataWith(40) });
    accounts.seed(dataWith(100));
    const header: number[] = [];
    const office: number[] = [];
    accounts.watch((data) => header.push(data!.all_accounts[0]!.money));
    accounts.watch((data) => office.push(data!.all_accounts[0]!.money));
    await accounts.changed();
    expect(header).toEqual([40]);
    expect(office).toEqual([40]);
    expect(fetch.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(1);
  });

  it('changed for a visitor (no entry) asks nothing', async () => {
    const { fetch, accounts } = world();
    await accounts.changed();
    expect(fetch.calls).toHaveLength(0);
  });

  it('two readers asking at once share one load', async () => {
    const { fetch, accounts } = world();
    fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, { body: dataWith(70) });
    const [a, b] = await Promise.all([accounts.refresh(), accounts.refresh()]);
    expect(a).toEqual(dataWith(70));
    expect(b).toBe(a);
    expect(fetch.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(1);
  });

  it('forget (sign-out) drops the entry and cancels a load under way: its answer never lands', async () => {
    const { fetch, accounts } = world();
    fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, 'hang');
    accounts.seed(dataWith(100));
    const heard: Array<AccountData | undefined> = [];
    const failures: unknown[] = [];
    accounts.watch((data) => heard.push(data));
    accounts.watchFailures((error) => failures.push(error));
    const loading = accounts.refresh();
    accounts.forget();
    await expect(loading).rejects.toBeDefined();
    expect(accounts.current()).toBeUndefined();
    expect(heard).toEqual([undefined]);
    expect(failures).toEqual([]);
  });

  it('an unread entry is kept while the player is signed in (no 5-minute sweep takes the header\'s balance)', () => {
    vi.useFakeTimers();
    try {
      const { accounts } = world();
      accounts.seed(dataWith(100));
      vi.advanceTimersByTime(60 * 60_000);
      expect(accounts.current()).toEqual(dataWith(100));
    } finally {
      vi.useRealTimers();
    }
  });
});
