/** Issue 17 item 12: the header's accounts menu offers "Convert" that opens the convert modal the server's status allows. */
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, UserConfig } from '@arena/domain';
import type { FakeReply } from '@arena/http';
import { renderApp, type RenderedApp } from '@arena/testing';

const account = (id: number, type: 0 | 4 | 9, iso: string, money: number, isActive = false): Account => ({
  id, type, iso, symbol: iso, currencyId: 1, money, label: iso, labelWithSymbol: iso, isActive, points: 0, isPointsTypeBalance: false,
});

const fake = vi.hoisted(() => ({
  state: null as unknown,
  store: {
    snapshot: (): unknown => fake.state,
    subscribe: () => () => undefined,
    selectAccount: async () => undefined,
  },
}));
vi.mock('../player/player.ts', () => ({ playerStore: fake.store }));

const { AccountSwitcher } = await import('./account-switcher.tsx');

const STATUS = '/office-api/accounts/convert-status';
/** The header with the server's convert status answer (or a network failure). */
function renderSwitcher(status: number | 'fail', language = 'en'): Promise<RenderedApp> {
  // The whole contract shape: the answer is checked at the boundary (issue 27).
  const reply: FakeReply = status === 'fail' ? 'network-error' : { body: wellFormedAnswer('convertStatusAnswer', { status: status as 0 | 1 | 2 }) };
  return renderApp(<AccountSwitcher />, { language, session: {}, http: { [`GET ${STATUS}`]: reply } });
}

async function openMenu(status: number | 'fail', language?: string): Promise<RenderedApp> {
  const app = await renderSwitcher(status, language);
  await act(async () => void fireEvent.click(screen.getByTestId('account-switcher')));
  return app;
}

beforeEach(() => {
  fake.state = { userConfig: {} as UserConfig, accounts: [account(1, 0, 'RUB', 10_000, true), account(2, 9, 'USD', 150)], switching: false };
});

describe('Convert in the accounts menu', () => {
  it('status 2 (money on an additional account): "Перевести" opens convert-additional-account and closes the menu', async () => {
    const app = await openMenu(2, 'ru');
    const entry = await screen.findByTestId('account-convert');
    expect(app.http.callsTo(STATUS)).toHaveLength(1);
    expect(entry.textContent).toBe('Перевести');
    fireEvent.click(entry);
    expect(app.emitted('modal:open')).toEqual([{ kind: 'convert-additional-account' }]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('status 1 (main account may go to the additional one): "Convert" opens convert-main-account', async () => {
    const app = await openMenu(1);
    const entry = await screen.findByRole('button', { name: 'Convert' });
    fireEvent.click(entry);
    expect(app.emitted('modal:open')).toEqual([{ kind: 'convert-main-account' }]);
  });

  it('status 0 or a failed status call: no Convert entry', async () => {
    const answered = await openMenu(0);
    expect(screen.getByRole('listbox', { name: 'Accounts' })).toBeTruthy();
    expect(answered.http.callsTo(STATUS)).toHaveLength(1);
    expect(screen.queryByTestId('account-convert')).toBeNull();
    cleanup();
    const failed = await openMenu('fail');
    expect(failed.http.callsTo(STATUS)).toHaveLength(1);
    expect(screen.queryByTestId('account-convert')).toBeNull();
  });

  it('is not asked while the menu is closed', async () => {
    const app = await renderSwitcher(2);
    expect(app.http.callsTo(STATUS)).toEqual([]);
  });
});
