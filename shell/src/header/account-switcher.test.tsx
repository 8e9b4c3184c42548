import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bus } from '@arena/event-bus';
import type { Account, UserConfig } from '@arena/domain';
import { renderApp } from '@arena/testing';
import type { PlayerSnapshot } from '../player/player-store.ts';

const account = (id: number, type: 0 | 4 | 9, money: number, isActive = false): Account => ({
  id, type, iso: 'RUB', symbol: '₽', currencyId: 1, money, label: 'RUB', labelWithSymbol: 'RUB ₽', isActive, points: 0, isPointsTypeBalance: false,
});

const fake = vi.hoisted(() => {
  let state: unknown = null;
  const listeners = new Set<() => void>();
  return {
    set(next: unknown) {
      state = next;
      for (const l of listeners) l();
    },
    store: {
      snapshot: () => state,
      subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
      selectAccount: vi.fn(async () => undefined),
    },
  };
});
vi.mock('../player/player.ts', () => ({ playerStore: fake.store }));

const { AccountSwitcher } = await import('./account-switcher.tsx');

const snapshot = (hide: boolean): PlayerSnapshot => ({
  userConfig: { user_hide_balance: hide } as UserConfig,
  accounts: [account(1, 0, 10_000, true), account(2, 4, 500)],
  switching: false,
});

const renderSwitcher = () => renderApp(<AccountSwitcher />, { language: 'en', session: {} });

describe('header account switcher', () => {
  it("shows the active account's balance in the page language, without zero cents", async () => {
    fake.set(snapshot(false));
    await renderSwitcher();
    expect(screen.getByTestId('balance').textContent).toBe('RUB\u00a010,000');
    act(() => bus.setState('language', 'ru'));
    expect(screen.getByTestId('balance').textContent).toBe('10\u00a0000\u00a0₽');
  });

  it('hides the balance when the user config has user_hide_balance', async () => {
    fake.set(snapshot(true));
    await renderSwitcher();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.getByTestId('account-switcher').textContent).toContain('Main account');
  });

  it('selecting an account in the menu asks the player store to switch', async () => {
    fake.set(snapshot(false));
    await renderSwitcher();
    await act(async () => void fireEvent.click(screen.getByTestId('account-switcher')));
    act(() => fireEvent.click(screen.getByTestId('account-option-2')));
    expect(fake.store.selectAccount).toHaveBeenCalledWith(2);
  });
});
