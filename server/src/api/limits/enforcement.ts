/**
 * Where limits bite outside the limits service: bets (called from betting's placement), deposits and
 * login. The checks are @arena/domain's (checkAmountAgainstLimits, selfExclusionEnd, depositTimeoutEnd);
 * the limits come from loadLimits so balances are those the player sees on the limits screen.
 */
import type { FastifyRequest } from 'fastify';
import { checkAmountAgainstLimits, depositTimeoutEnd, findSessionLimit, selfExclusionEnd, type MoneyLimitKind } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { ApiError } from '../shared/errors.ts';
import { requestLanguage } from '../shared/language.ts';
import { loadLimits, playerCurrency } from './limit-store.ts';
import { formatEnd, limitsMessage, type LimitsMessageKey } from './limits-messages.ts';
import { sessionUsedSeconds } from './session-usage.ts';

export interface LimitRefusal {
  status: number;
  code: string;
  message: string;
  extra: Record<string, unknown>;
}

function moneyRefusal(ctx: ApiContext, userId: number, kind: MoneyLimitKind, amount: number, lang: string): LimitRefusal | null {
  const check = checkAmountAgainstLimits(loadLimits(ctx, userId, lang), kind, amount);
  if (check.allowed) return null;
  const key: LimitsMessageKey = `${kind}_limit_exceeded`;
  const currency = playerCurrency(ctx, userId);
  return {
    status: 403,
    code: key,
    message: limitsMessage(key, lang, { remaining: check.remaining, currency }),
    extra: { limitType: check.limitType, remaining: check.remaining, currency },
  };
}

/** A deposit is refused during a deposit time-out or above what is left of any deposit limit. */
export function checkDepositAllowed(ctx: ApiContext, userId: number, amount: number, lang: string): LimitRefusal | null {
  const end = depositTimeoutEnd(loadLimits(ctx, userId, lang), ctx.clock.nowSeconds());
  if (end !== null) return { status: 403, code: 'deposit_timeout', message: limitsMessage('deposit_timeout', lang, { end: formatEnd(end) }), extra: { endsAt: end } };
  return moneyRefusal(ctx, userId, 'deposit', amount, lang);
}

interface CouponStakeInput {
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
  const refusal = selfExclusionRefusal(ctx, userId, lang) ?? moneyRefusal(ctx, userId, 'wagering', amount, lang) ?? moneyRefusal(ctx, userId, 'loss', amount, lang);
  if (!refusal) return null;
  return { code: 'amount_above_max' as const, status: refusal.status, extra: { ...refusal.extra, code: refusal.code, message: refusal.message } };
}

function selfExclusionRefusal(ctx: ApiContext, userId: number, lang: string): LimitRefusal | null {
  const end = selfExclusionEnd(loadLimits(ctx, userId, lang), ctx.clock.nowSeconds());
  if (end === null) return null;
  return { status: 403, code: 'self_excluded', message: limitsMessage('self_excluded', lang, { end: formatEnd(end) }), extra: { endsAt: end } };
}

/** True when today's session time is used up under a session limit. */
export function sessionUsedUp(ctx: ApiContext, userId: number): boolean {
  const session = findSessionLimit(loadLimits(ctx, userId, 'en'));
  return session !== undefined && sessionUsedSeconds(ctx, userId) >= session.limitValue * 3600;
}

/**
 * Login (auth's completeLogin) refuses a self-excluded player with the end date, and a player whose
 * daily session time is used up (403 session_limit_reached) until the next day.
 */
export function assertLoginAllowed(ctx: ApiContext, request: FastifyRequest, userId: number): void {
  const lang = requestLanguage(request);
  const refusal = selfExclusionRefusal(ctx, userId, lang);
  // ApiError's extra is spread after its generic message, so the limit's own wording wins.
  if (refusal) throw new ApiError(refusal.status, refusal.code, 'forbidden', { ...refusal.extra, message: refusal.message });
  if (sessionUsedUp(ctx, userId)) {
    throw new ApiError(403, 'session_limit_reached', 'forbidden', { message: limitsMessage('session_limit_reached', lang) });
  }
}
