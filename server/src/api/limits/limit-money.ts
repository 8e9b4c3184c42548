/**
 * Money limits are kept in one currency, the limit's `measure` (the player's main account currency).
 * Deposits, stakes and losses made in any other currency count against them converted with the rate table
 * (currencies/rates.ts) — never added 1:1, which let 1 000 USD through a 1 000 RUB limit. An amount whose
 * currency has no rate cannot be measured: a new one is refused (enforcement.ts) and past ones use the
 * limit up (conservative: a player's own limit must not open because a rate is missing).
 */
import { roundMoney, type MoneyLimitKind } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { currencyById } from '../shared/reference-data.ts';
import { convertAmount } from '../currencies/rates.ts';

export function isoOf(currencyId: number): string {
  return currencyById(currencyId)?.iso ?? '';
}

/** The currency every money limit of the player is kept in: the main account's (fixed at registration). */
export function limitCurrency(ctx: ApiContext, userId: number): string {
  const main = ctx.repos.accounts.all(userId).find((a) => a.type === 0);
  return currencyById(main?.currency_id ?? 1)?.iso ?? 'RUB';
}

/** Sums per-currency amounts in `target`; Infinity when one of them has no rate (see the file comment). */
function sumIn(target: string, parts: ReadonlyArray<{ currencyId: number; amount: number }>): number {
  let total = 0;
  for (const part of parts) {
    if (part.amount === 0) continue;
    const converted = convertAmount(part.amount, isoOf(part.currencyId), target);
    if (converted === null) return Number.POSITIVE_INFINITY;
    total += converted;
  }
  return total;
}

/**
 * What a money limit has used since `since`, in the limit's currency: deposits for deposit limits, stakes
 * for wagering, stakes minus winnings (never below 0) for loss. Each currency is converted on its own.
 */
export function usedSince(ctx: ApiContext, userId: number, kind: MoneyLimitKind, since: number, target: string): number {
  if (kind === 'deposit') {
    return sumIn(target, ctx.repos.limits.depositsSince(userId, since).map((r) => ({ currencyId: r.currency_id, amount: r.total })));
  }
  const stakes = ctx.repos.limits.stakesSince(userId, since);
  if (kind === 'wagering') return sumIn(target, stakes.map((r) => ({ currencyId: r.currency_id, amount: r.stakes })));
  return Math.max(0, sumIn(target, stakes.map((r) => ({ currencyId: r.currency_id, amount: r.stakes - r.payouts }))));
}

/** Winnings minus stakes since `since` in the player's main currency (the reality check's net result). */
export function netResultSince(ctx: ApiContext, userId: number, since: number): number {
  const target = limitCurrency(ctx, userId);
  const parts = ctx.repos.limits.stakesSince(userId, since).map((r) => ({ currencyId: r.currency_id, amount: r.payouts - r.stakes }));
  // Only a display: a currency without a rate is left out rather than shown as an infinite result.
  const known = parts.filter((p) => convertAmount(1, isoOf(p.currencyId), target) !== null);
  // Rounded once, after converting and summing, to the minor unit of the limit's currency.
  return roundMoney(sumIn(target, known), target);
}

/** `amount` of the account's currency in the limit's currency (rounded to its minor unit), or null without a rate. */
export function toLimitCurrency(amount: number, accountCurrency: string, target: string): number | null {
  const converted = convertAmount(amount, accountCurrency, target);
  return converted === null ? null : roundMoney(converted, target);
}
