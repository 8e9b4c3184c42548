/**
 * Withdrawals (office/deduce). A request names an account, a payment system and an amount; it must fit the
 * system (system-check.ts) and the withdrawable balance: the account's money less its bonus money (not
 * withdrawable until wagered: bonuses concept's `bonusMoneyOf`). The amount is held at once (debited from
 * the account in the same transaction as the request), so money held by pending requests can never be
 * asked for twice. While pending the player may cancel (hold returned). When the system's processing time
 * has passed on the server clock the processor decides (`processDueWithdrawals`, run before every payments
 * call): paid (the hold leaves for good, the player receives amount − fee) or rejected with a reason (hold
 * returned). Ban levels of spec §4/§6: a banned player may withdraw only at the level deduce stays open at.
 */
import { ACCOUNT_TYPE, isDeduceAllowedWhileBanned } from '@arena/domain';
import type { AccountRow } from '../db/repositories/accounts.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { bonusMoneyOf } from '../bonuses/bonus-service.ts';
import type { ApiContext } from '../shared/context.ts';
import { toMajor, toMinor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { withdrawableOf } from './fees.ts';
import { findPaymentSystem, rulesFor, systemsFor, type ScaledRules } from './payment-systems.ts';
import { paymentLanguage } from './payment-language.ts';
import { holdReturnedOn, nextWithdrawalStatus, type WithdrawalEvent, type WithdrawalStatus } from './payment-status.ts';
import { paymentView, type PaymentView } from './payment-view.ts';
import { paymentsMessage, type PaymentReason } from './payments-messages.ts';
import { paymentsStore, type PaymentRow } from './payments-store.ts';
import { checkSystemAmount, refusal, type Refusal } from './system-check.ts';

export interface WithdrawalAccount {
  id: number;
  type: number;
  currency: string;
  balance: number;
  bonusMoney: number;
  /** Money held by this account's pending withdrawals (already out of the balance). */
  held: number;
  withdrawable: number;
  systems: Array<{ id: string } & ScaledRules>;
}

export function deduceAllowed(user: Pick<UserRow, 'ban_level' | 'ban_version'>): boolean {
  return user.ban_level <= 0 || isDeduceAllowedWhileBanned({ banLevel: user.ban_level, banVersion: user.ban_version });
}

function heldMinor(ctx: ApiContext, userId: number, accountId: number): number {
  return paymentsStore(ctx)
    .ofUser(userId, 'withdrawal')
    .filter((p) => p.account_id === accountId && p.status === 'pending')
    .reduce((sum, p) => sum + p.amount_minor, 0);
}

export function withdrawalAccount(ctx: ApiContext, userId: number, account: AccountRow): WithdrawalAccount {
  const precision = currencyPrecision(account.currency_id);
  const currency = currencyById(account.currency_id)?.iso ?? '';
  const bonusMoney = bonusMoneyOf(ctx, userId, account.id);
  return {
    id: account.id,
    type: account.type,
    currency,
    balance: account.money,
    bonusMoney,
    held: toMajor(heldMinor(ctx, userId, account.id), precision),
    withdrawable: withdrawableOf(account.money, bonusMoney, precision),
    systems: systemsFor('withdrawal', currency).map((s) => ({ id: s.id, ...rulesFor(s, 'withdrawal', currency)! })),
  };
}

/** The accounts money can be withdrawn from (every visible one but the bonus account), with their figures. */
export function withdrawalAccounts(ctx: ApiContext, userId: number): WithdrawalAccount[] {
  return ctx.repos.accounts
    .visible(userId, ctx.clock.now())
    .filter((a) => a.type !== ACCOUNT_TYPE.bonus)
    .map((a) => withdrawalAccount(ctx, userId, a));
}

export interface WithdrawalRequest {
  accountId: number;
  systemId: string;
  amount: number;
}

export function requestWithdrawal(ctx: ApiContext, user: UserRow, input: WithdrawalRequest, lang: string): { ok: true; payment: PaymentView; balance: number } | Refusal {
  if (!deduceAllowed(user)) return refusal(403, 'deduce_banned', paymentsMessage('deduce_banned', lang), { ban_level: user.ban_level, ban_version: user.ban_version });
  return ctx.repos.transaction(() => {
    const account = ctx.repos.accounts.visible(user.id, ctx.clock.now()).find((a) => a.id === input.accountId && a.type !== ACCOUNT_TYPE.bonus);
    if (!account) return refusal(404, 'account_not_found', paymentsMessage('payment_not_found', lang));
    const system = checkSystemAmount(input.systemId, 'withdrawal', account, input.amount, lang);
    if (!system.ok) return system;
    const figures = withdrawalAccount(ctx, user.id, account);
    const precision = currencyPrecision(account.currency_id);
    const amountMinor = toMinor(system.fee.amount, precision);
    if (amountMinor > toMinor(figures.withdrawable, precision) || !ctx.repos.accounts.debit(account.id, system.fee.amount)) {
      const vars = { available: figures.withdrawable, currency: figures.currency };
      return refusal(422, 'insufficient_withdrawable', paymentsMessage('insufficient_withdrawable', lang, vars), vars);
    }
    const now = ctx.clock.nowSeconds();
    const id = paymentsStore(ctx).insert({
      user_id: user.id,
      account_id: account.id,
      currency_id: account.currency_id,
      kind: 'withdrawal',
      system_id: system.system.id,
      amount_minor: amountMinor,
      fee_minor: toMinor(system.fee.fee, precision),
      status: 'pending',
      token: null,
      lang: paymentLanguage(lang),
      created_at: now,
      due_at: now + system.system.processingSeconds,
    });
    const balance = ctx.repos.accounts.byId(account.id)?.money ?? 0;
    return { ok: true as const, payment: paymentView(paymentsStore(ctx).byId(id)!, lang), balance };
  });
}

/** Moves a pending withdrawal on by an event, returning the hold when the event does; false when not allowed. */
function settleWithdrawal(ctx: ApiContext, payment: PaymentRow, event: WithdrawalEvent, reason: PaymentReason | null): boolean {
  const to = nextWithdrawalStatus(payment.status as WithdrawalStatus, event);
  if (to === null) return false;
  return ctx.repos.transaction(() => {
    if (!paymentsStore(ctx).transition(payment.id, payment.status, to, ctx.clock.nowSeconds(), reason)) return false;
    if (holdReturnedOn(event)) ctx.repos.accounts.credit(payment.account_id, toMajor(payment.amount_minor, currencyPrecision(payment.currency_id)));
    return true;
  });
}

export function cancelWithdrawal(ctx: ApiContext, userId: number, paymentId: number, lang: string): { ok: true; payment: PaymentView; balance: number } | Refusal {
  const store = paymentsStore(ctx);
  const payment = store.byId(paymentId);
  if (!payment || payment.user_id !== userId || payment.kind !== 'withdrawal') return refusal(404, 'payment_not_found', paymentsMessage('payment_not_found', lang));
  if (!settleWithdrawal(ctx, payment, 'cancel', null)) return refusal(409, 'withdrawal_not_cancellable', paymentsMessage('withdrawal_not_cancellable', lang));
  const balance = ctx.repos.accounts.byId(payment.account_id)?.money ?? 0;
  return { ok: true, payment: paymentView(store.byId(paymentId)!, lang), balance };
}

/**
 * The processor's rule (deterministic, so tests and players can predict it): a withdrawal to a card needs
 * an approved deposit from a card of the same system into the same account (money goes back the way it
 * came); e-wallets and bank transfers are paid.
 */
export function processorDecision(ctx: ApiContext, payment: PaymentRow): { event: 'pay' } | { event: 'reject'; reason: PaymentReason } {
  if (findPaymentSystem(payment.system_id)?.kind !== 'card') return { event: 'pay' };
  const deposited = paymentsStore(ctx)
    .ofUser(payment.user_id, 'deposit')
    .some((d) => d.status === 'approved' && d.system_id === payment.system_id && d.account_id === payment.account_id);
  return deposited ? { event: 'pay' } : { event: 'reject', reason: 'card_not_deposited' };
}

/** Decides every withdrawal whose processing time has passed (called before each payments call). */
export function processDueWithdrawals(ctx: ApiContext): number {
  let decided = 0;
  for (const payment of paymentsStore(ctx).dueWithdrawals(ctx.clock.nowSeconds())) {
    const decision = processorDecision(ctx, payment);
    if (settleWithdrawal(ctx, payment, decision.event, decision.event === 'reject' ? decision.reason : null)) decided++;
  }
  return decided;
}
