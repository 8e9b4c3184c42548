/** Issue 17 item 12: the header's accounts menu offers "Convert" that opens the convert modal the server's status allows. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus, type ModalOpenPayload } from '@arena/event-bus';
import { http } from '@arena/http';
import type { Account, UserConfig } from '@arena/domain';

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

let opened: ModalOpenPayload[] = [];
let offOpen: () => void = () => undefined;

function answerStatus(status: number | 'fail') {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path !== '/office-api/accounts/convert-status') throw new Error(`unexpected ${path}`);
    if (status === 'fail') throw new Error('network');
    return { status } as never;
  });
}

async function openMenu() {
  render(<AccountSwitcher />);
  await act(async () => void fireEvent.click(screen.getByTestId('account-switcher')));
}

beforeEach(() => {
  fake.state = { userConfig: {} as UserConfig, accounts: [account(1, 0, 'RUB', 10_000, true), account(2, 9, 'USD', 150)], switching: false };
  opened = [];
  offOpen = bus.subscribe('modal:open', (payload) => void opened.push(payload));
});
afterEach(() => {
  offOpen();
  cleanup();
  vi.restoreAllMocks();
});

describe('Convert in the accounts menu', () => {
  it('status 2 (money on an additional account): "Перевести" opens convert-additional-account and closes the menu', async () => {
    bus.setState('language', 'ru');
    const get = answerStatus(2);
    await openMenu();
    const entry = await screen.findByTestId('account-convert');
    expect(get).toHaveBeenCalledWith('/office-api/accounts/convert-status');
    expect(entry.textContent).toBe('Перевести');
    fireEvent.click(entry);
    expect(opened).toEqual([{ kind: 'convert-additional-account' }]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('status 1 (main account may go to the additional one): "Convert" opens convert-main-account', async () => {
    bus.setState('language', 'en');
    answerStatus(1);
    await openMenu();
    const entry = await screen.findByRole('button', { name: 'Convert' });
    fireEvent.click(entry);
    expect(opened).toEqual([{ kind: 'convert-main-account' }]);
  });

  it('status 0 or a failed status call: no Convert entry', async () => {
    bus.setState('language', 'en');
    answerStatus(0);
    await openMenu();
    expect(screen.getByRole('listbox', { name: 'Accounts' })).toBeTruthy();
    expect(screen.queryByTestId('account-convert')).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    answerStatus('fail');
    await openMenu();
    expect(screen.queryByTestId('account-convert')).toBeNull();
  });

  it('is not asked while the menu is closed', async () => {
    const get = answerStatus(2);
    render(<AccountSwitcher />);
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
  });
});
