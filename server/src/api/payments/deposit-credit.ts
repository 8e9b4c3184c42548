/**
 * The one place a deposit reaches an account. Both ways in use it: the instant `POST /payments-api/deposit`
 * (limits/limits-routes.ts, kept for tools and tests) and the hosted payment page's approval
 * (payments/hosted/). The rules, in order: the account is the player's and not the bonus account; the
 * amount is a whole number of the currency's minor units; no break is running and the amount fits what is
 * left of every deposit limit (limits/enforcement.ts, converted to the limit's currency); then, in one
 * transaction, the account is credited and the deposit counted for the limits.
 *
 * A hook for later concepts (a deposit bonus granted on a qualifying deposit) belongs in `afterCredit`
 * callers pass, or right after the credit below, inside the same transaction.
 */
import { ACCOUNT_TYPE } from '@arena/domain';
import type { AccountRow } from '../db/repositories/accounts.ts';
import { checkDepositAllowed } from '../limits/enforcement.ts';
import { isoOf } from '../limits/limit-money.ts';
import { limitsMessage } from '../limits/limits-messages.ts';
import { onDepositCredited } from '../bonuses/bonus-service.ts';
import type { ApiContext } from '../shared/context.ts';
import { checkPrecision } from '../shared/money.ts';

export interface DepositRefusal {
  ok: false;
  status: number;
  body: { code: string; message: string } & Record<string, unknown>;
}

export type DepositCheck = { ok: true; account: AccountRow } | DepositRefusal;

/** The player's visible, non-bonus account by id, else a 404 refusal. */
export function depositAccount(ctx: ApiContext, userId: number, accountId: number, lang: string): DepositCheck {
  const account = ctx.repos.accounts.visible(userId, ctx.clock.now()).find((a) => a.id === accountId);
  if (!account || account.type === ACCOUNT_TYPE.bonus) {
    return { ok: false, status: 404, body: { code: 'account_not_found', message: limitsMessage('deposit_account_invalid', lang) } };
  }
  return { ok: true, account };
}

/**
 * Everything a deposit must pass before money moves (also asked before a hosted payment is opened, so the
 * player is not sent to pay what would be refused): account, minor unit, breaks and deposit limits.
 */
export function checkDeposit(ctx: ApiContext, userId: number, accountId: number, amount: number, lang: string): DepositCheck {
  const found = depositAccount(ctx, userId, accountId, lang);
  if (!found.ok) return found;
  const { account } = found;
  const precision = checkPrecision([amount], account.currency_id, lang);
  if (precision) return { ok: false, status: 400, body: { ...precision } };
  // Limits are kept in their own currency: the deposit is measured in the account's and converted.
  const refusal = checkDepositAllowed(ctx, userId, amount, isoOf(account.currency_id), lang);
  if (refusal) return { ok: false, status: refusal.status, body: { code: refusal.code, message: refusal.message, ...refusal.extra } };
  return { ok: true, account };
}

export interface DepositInput {
  userId: number;
  accountId: number;
  /** What the player paid (counted against the deposit limits). */
  amount: number;
  /** What reaches the account: the amount less the payment system's fee (default: the whole amount). */
  credited?: number;
  lang: string;
}

export type DepositResult = { ok: true; account: AccountRow; balance: number } | DepositRefusal;

/**
 * Checks and credits in one transaction (callers may already be inside one: better-sqlite3 nests them as
 * savepoints). Answers the account's balance after the credit.
 */
export function creditDeposit(ctx: ApiContext, input: DepositInput): DepositResult {
  const { userId, accountId, amount, lang } = input;
  return ctx.repos.transaction((): DepositResult => {
    const check = checkDeposit(ctx, userId, accountId, amount, lang);
    if (!check.ok) return check;
    const credited = input.credited ?? amount;
    if (credited > 0) ctx.repos.accounts.credit(accountId, credited);
    ctx.repos.limits.addDeposit(userId, accountId, amount, ctx.clock.nowSeconds());
    // A chosen deposit bonus is granted on a qualifying deposit, under this deposit's transaction and key.
    onDepositCredited(ctx, { userId, accountId, amount });
    const balance = ctx.repos.accounts.byId(accountId)?.money ?? 0;
    return { ok: true, account: check.account, balance };
  });
}
