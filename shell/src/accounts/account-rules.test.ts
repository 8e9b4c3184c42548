import { describe, expect, it } from 'vitest';
import type { Account } from '@arena/domain';
import { activeAccountOf, switchAccount, withActiveAccount } from './account-rules.ts';

const account = (id: number, type: 0 | 4 | 9, isActive = false, money = 100): Account => ({
  id, type, iso: 'RUB', symbol: '₽', currencyId: 1, money, label: 'RUB', labelWithSymbol: 'RUB ₽', isActive, points: 0, isPointsTypeBalance: false,
});

describe('account-switch effects', () => {
  it('if no account is active, the main account becomes active', () => {
    const accounts = [account(2, 4), account(1, 0), account(3, 9)];
    expect(activeAccountOf(accounts)?.id).toBe(1);
    expect(withActiveAccount(accounts).filter((a) => a.isActive).map((a) => a.id)).toEqual([1]);
  });

  it('an active account stays active', () => {
    expect(activeAccountOf([account(1, 0), account(3, 9, true)])?.id).toBe(3);
  });

  it('selecting an account resets the available prepaid amount to 0 and asks for a refresh', () => {
    const effects = switchAccount([account(1, 0, true), account(2, 4)], 2);
    expect(effects).not.toBeNull();
    expect(effects!.availablePrepaidAmount).toBe(0);
    expect(effects!.refresh).toBe(true);
    expect(effects!.active.id).toBe(2);
    expect(effects!.accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([2]);
  });

  it('selecting the active or an unknown account does nothing', () => {
    expect(switchAccount([account(1, 0, true)], 1)).toBeNull();
    expect(switchAccount([account(1, 0, true)], 9)).toBeNull();
  });
});
