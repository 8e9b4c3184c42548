/**
 * Where limits bite outside the limits service: bets (called from betting's placement), deposits and
 * login. The checks are @arena/domain's (checkAmountAgainstLimits, runningBreak);
 * the limits come from loadLimits so balances are those the player sees on the limits screen.
 */
import type { FastifyRequest } from 'fastify';
import { LIMIT_TYPE, checkAmountAgainstLimits, findSessionLimit, runningBreak, type ClientLimit, type MoneyLimitKind, formatMoney } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { ApiError } from '../shared/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { isoOf, toLimitCurrency } from './limit-money.ts';
import { loadLimits, playerCurrency } from './limit-store.ts';
import { formatEnd, limitsMessage, type LimitsMessageKey } from './limits-messages.ts';
import { sessionUsedSeconds } from './session-usage.ts';

export interface LimitRefusal {
  status: number;
  code: string;
  message: string;
  extra: Record<string, unknown>;
}

/** True when at least one limit of this kind is in force (an infinite amount fits none of them). */
function hasLimitOfKind(limits: readonly ClientLimit[], kind: MoneyLimitKind): boolean {
  return !checkAmountAgainstLimits(limits, kind, Number.POSITIVE_INFINITY).allowed;
}

/**
 * An amount of the account's currency against the money limits of one kind, which are kept in the limit
 * currency: the amount is converted at the rate table first (limit-money.ts), and refused when its currency
 * has no rate while such a limit is in force. The refusal names what is left in the limit's currency.
 */
function moneyRefusal(ctx: ApiContext, userId: number, kind: MoneyLimitKind, amount: number, accountCurrency: string, lang: string): LimitRefusal | null {
  const limits = loadLimits(ctx, userId, lang);
  if (!hasLimitOfKind(limits, kind)) return null;
  const currency = playerCurrency(ctx, userId);
  const converted = toLimitCurrency(amount, accountCurrency, currency);
  if (converted === null) {
    return {
      status: 403,
      code: 'limit_rate_missing',
      message: limitsMessage('limit_rate_missing', lang, { currency: accountCurrency, limitCurrency: currency }),
      extra: { currency, accountCurrency },
    };
  }
  const check = checkAmountAgainstLimits(limits, kind, converted);
  if (check.allowed) return null;
  const key: LimitsMessageKey = `${kind}_limit_exceeded`;
  const conversion = accountCurrency === currency ? {} : { amountInLimitCurrency: converted, accountCurrency };
  return {
    status: 403,
    code: key,
    // Written as the limits page writes what is left (3 000 ₽), not as a number and a code (3000 RUB).
    message: limitsMessage(key, lang, { remaining: formatMoney(check.remaining, currency, lang, { dropZeroCents: true }) }),
    extra: { limitType: check.limitType, remaining: check.remaining, currency, ...conversion },
  };
}

/**
 * A deposit (amount in the account's currency) is refused during a break (self-exclusion, time-out) and
 * above what is left of any deposit limit (converted to the limit's currency).
 */
export function checkDepositAllowed(ctx: ApiContext, userId: number, amount: number, accountCurrency: string, lang: string): LimitRefusal | null {
  return breakRefusal(ctx, userId, lang) ?? moneyRefusal(ctx, userId, 'deposit', amount, accountCurrency, lang);
}

interface CouponStakeInput {
  /** The account staked from: its currency is converted into the limits' currency. */
  accountId: number;
  typeId: number;
  amount: number;
  amountByBetId?: Record<string, number> | undefined;
  bets: ReadonlyArray<{ outcomeId: string }>;
}

/** What a coupon puts at stake: a singles coupon stakes every bet, every other type its one amount. */
export function couponStake(input: CouponStakeInput): number {
  if (input.typeId !== 10001) return input.amount;
  return input.bets.reduce((sum, bet) => sum + (input.amountByBetId?.[bet.outcomeId] ?? input.amount), 0);
}

/**
 * Betting's placement calls this before anything is debited. Answers null when allowed, else a refusal
 * in the betting API's rejection shape: the code and message travel in `extra`, which the rejection body
 * spreads last, so the player reads the limit's own wording (the base code is only a typed placeholder).
 */
export function checkBetAllowed(ctx: ApiContext, userId: number, input: CouponStakeInput, lang: string) {
  const amount = couponStake(input);
  const account = ctx.repos.accounts.all(userId).find((a) => a.id === input.accountId);
  // Betting checked the account before calling; an unknown one is measured as the limits' own currency.
  const accountCurrency = account ? isoOf(account.currency_id) : playerCurrency(ctx, userId);
  const refusal =
    breakRefusal(ctx, userId, lang) ??
    moneyRefusal(ctx, userId, 'wagering', amount, accountCurrency, lang) ??
    moneyRefusal(ctx, userId, 'loss', amount, accountCurrency, lang);
  if (!refusal) return null;
  return { code: 'amount_above_max' as const, status: refusal.status, extra: { ...refusal.extra, code: refusal.code, message: refusal.message } };
}

/**
 * The refusal code (and message key) of each break (@arena/domain BREAK_LIMIT_TYPES). The time-out keeps
 * its `deposit_timeout` code: the office recharge screen shows its end from it.
 */
const BREAK_REFUSAL_CODE: Readonly<Record<number, 'self_excluded' | 'deposit_timeout'>> = {
  [LIMIT_TYPE.selfExclusion]: 'self_excluded',
  [LIMIT_TYPE.depositTimeout]: 'deposit_timeout',
};

/** 403 with the end while a break runs (login, refresh, deposits, bets, every signed-in call), else null. */
export function breakRefusal(ctx: ApiContext, userId: number, lang: string): LimitRefusal | null {
  const running = runningBreak(loadLimits(ctx, userId, lang), ctx.clock.nowSeconds());
  if (running === null) return null;
  const code = BREAK_REFUSAL_CODE[running.limitType] ?? 'self_excluded';
  return { status: 403, code, message: limitsMessage(code, lang, { end: formatEnd(running.endsAt) }), extra: { endsAt: running.endsAt } };
}

/** True when today's session time is used up under a session limit. */
export function sessionUsedUp(ctx: ApiContext, userId: number): boolean {
  const session = findSessionLimit(loadLimits(ctx, userId, 'en'));
  return session !== undefined && sessionUsedSeconds(ctx, userId) >= session.limitValue * 3600;
}

/**
 * Login (every way in: startSession, completeLogin, the demo provider) refuses a player on a time-out
 * with the end date (a self-excluded one signs in to the restricted office), and a player whose daily session time is used up
 * (403 session_limit_reached) until the next day.
 */
export function assertLoginAllowed(ctx: ApiContext, request: FastifyRequest, userId: number): void {
  const lang = requestLanguage(request);
  const refusal = breakRefusal(ctx, userId, lang);
  // A self-excluded player signs in to the restricted office (withdrawal, history, limits: issue 32,
  // finding 7); session-guard.ts refuses every other call. A time-out still refuses the login.
  if (refusal?.code === 'self_excluded') return assertSessionTimeLeft(ctx, lang, userId);
  // ApiError's extra is spread after its generic message, so the limit's own wording wins.
  if (refusal) throw new ApiError(refusal.status, refusal.code, 'forbidden', { ...refusal.extra, message: refusal.message });
  assertSessionTimeLeft(ctx, lang, userId);
}

function assertSessionTimeLeft(ctx: ApiContext, lang: string, userId: number): void {
  if (sessionUsedUp(ctx, userId)) {
    throw new ApiError(403, 'session_limit_reached', 'forbidden', { message: limitsMessage('session_limit_reached', lang) });
  }
}
