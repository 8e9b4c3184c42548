/**
 * office/account's balances are the page's one accounts entry (@arena/server-state), the one the header and
 * the slip show (issue 26): no load of the office's own when the page holds them, and a change of money
 * anywhere on the page redraws the table.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_DATA_PATHS, playerAccounts } from '@arena/server-state';
import { dictionary, renderApp } from '@arena/testing';
import { AccountPage } from './account-page.tsx';

const account = { id: 11, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 1500, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false } as const;
const accountData = (money: number) => ({ balance: money, bonus: null, all_accounts: [{ ...account, money }], is_available_first_deposit_bonus: false });
const balance = () => screen.getByTestId('account-balance-11').textContent;

describe('office/account balances: the page\'s accounts entry (issue 26)', () => {
  it('the accounts the page holds (drawn with it, or the header\'s) are shown without a load of the office\'s own', async () => {
    const app = await renderApp(<AccountPage />, { language: 'en', session: {}, accounts: accountData(1500), http: { 'GET /office-api/profile': { status: 503 } } });
    expect(balance()).toContain('1,500');
    expect(app.http.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(0);
  });

  it('money moved elsewhere on the page (a bet from the slip) redraws the table with the server\'s balance', async () => {
    const app = await renderApp(<AccountPage />, {
      language: 'en',
      session: {},
      accounts: accountData(1500),
      http: { 'GET /office-api/profile': { status: 503 }, [`GET ${ACCOUNT_DATA_PATHS.legacy}`]: { body: accountData(1400) } },
    });
    await act(() => playerAccounts.changed());
    await waitFor(() => expect(balance()).toContain('1,400'));
    expect(app.http.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(1);
  });

  it('a refused reload (a balance sent as text, issue 27) is said, and the last trusted balances stay: never the wrong amount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp(<AccountPage />, {
      language: 'en',
      session: {},
      accounts: accountData(1500),
      http: { 'GET /office-api/profile': { status: 503 }, [`GET ${ACCOUNT_DATA_PATHS.legacy}`]: { body: { ...accountData(1500), all_accounts: [{ ...account, money: '987654.32' }] } } },
    });
    await act(() => playerAccounts.changed());
    await waitFor(() => expect(screen.getByTestId('account-balances').querySelector('[role="alert"]')?.textContent).toBe(dictionary('en', 'office')!['answer_shape_error']));
    expect(balance()).toContain('1,500');
    expect(screen.queryByText(/987/)).toBeNull();
  });

  it('with nothing on the page yet, the table loads the entry itself', async () => {
    const app = await renderApp(<AccountPage />, {
      language: 'en',
      session: {},
      http: { 'GET /office-api/profile': { status: 503 }, [`GET ${ACCOUNT_DATA_PATHS.legacy}`]: { body: accountData(900) } },
    });
    await waitFor(() => expect(balance()).toContain('900'));
    expect(app.http.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(1);
  });
});
