/**
 * Account rules (spec §4): if no account is active the main account becomes active; selecting an active
 * account resets the coupon's available prepaid amount to 0 and refreshes the data. Pure functions; the
 * account service (account-service.ts) performs the effects.
 */
import type { ActiveAccountSummary } from '@arena/event-bus';
import type { Account } from '@arena/domain';

export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;

/** The list with exactly one active account: the active one, else the main account. */
export function withActiveAccount(accounts: readonly Account[]): Account[] {
  if (accounts.some((a) => a.isActive)) return [...accounts];
  return accounts.map((a) => (a.type === ACCOUNT_TYPES.main ? { ...a, isActive: true } : a));
}

export function activeAccountOf(accounts: readonly Account[]): Account | undefined {
  return withActiveAccount(accounts).find((a) => a.isActive);
}

export function accountSummary(account: Account): ActiveAccountSummary {
  return { id: account.id, type: account.type, iso: account.iso, symbol: account.symbol, money: account.money };
}

export interface AccountSwitchEffects {
  accounts: Account[];
  active: Account;
  /** The coupon's available prepaid amount after the switch. */
  availablePrepaidAmount: 0;
  /** Account data (balances) must be reloaded from the server. */
  refresh: true;
}

/** The effects of selecting `accountId`, or null when it is unknown or already active (nothing to do). */
export function switchAccount(accounts: readonly Account[], accountId: number): AccountSwitchEffects | null {
  const target = accounts.find((a) => a.id === accountId);
  if (!target || activeAccountOf(accounts)?.id === accountId) return null;
  const next = accounts.map((a) => ({ ...a, isActive: a.id === accountId }));
  return { accounts: next, active: { ...target, isActive: true }, availablePrepaidAmount: 0, refresh: true };
}
