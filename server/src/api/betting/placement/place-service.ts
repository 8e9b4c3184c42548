/**
 * Placing a coupon: resolve the account and the current quotes, run the rules, then debit and store in one
 * transaction (the debit is conditional, so two tabs racing for the same money cannot overdraw).
 * Stakes finer than the account currency's minor unit are refused (`amount_precision`), and a coupon
 * resubmitted under a client id already used answers the coupon placed first (client-coupon-id.ts).
 */
import { COUPON_TYPE, gameIdOfOutcome } from '@arena/domain';
import type { UserRow } from '../../db/repositories/users.ts';
import { checkBetAllowed } from '../../limits/enforcement.ts';
import { checkPrecision } from '../../shared/money.ts';
import { currencyById } from '../../shared/reference-data.ts';
import { rejection, type BetRejection } from '../betting-messages.ts';
import type { BettingContext } from '../betting-context.ts';
import { BONUS_GAME_ID, BONUS_OUTCOME_ID, bonusMarketView } from '../catalogue/bonus-market.ts';
import { decisionDueAt } from '../approval/vip-trader.ts';
import { betLimitsFor } from './bet-limits.ts';
import { findPromo } from './promo-codes.ts';
import { couponView, type CouponView } from './coupon-view.ts';
import { clientCouponId, isSamePlacement, singleClientId } from './client-coupon-id.ts';
import {
  validateCoupon, validateSingles, type AccountInfo, type BaseCouponInput, type OutcomeLookup, type PlannedCoupon, type PlacementRules, type QuotedOutcome,
} from './validate-coupon.ts';

export type PlaceAnswer =
  | { ok: true; couponId: string; coupon: CouponView; balance: number; singles?: SingleAnswer[]; resubmitted?: boolean }
  | { ok: false; rejection: BetRejection; singles?: SingleAnswer[] };

export type SingleAnswer = { outcomeId: string; ok: true; couponId: string } | { outcomeId: string; ok: false; rejection: BetRejection };

/** The bonus outcome as the catalogue lists it; placement re-prices it on the express it rides on. */
function bonusQuote(lang: string): QuotedOutcome {
  const view = bonusMarketView(lang);
  const outcome = view.market.outcomes[0]!;
  return {
    outcomeId: outcome.id, gameId: BONUS_GAME_ID, sportId: view.sportId, marketTypeId: view.market.typeId, kind: view.kind,
    title: view.sportName, marketName: view.market.name, outcomeName: outcome.name, coef: outcome.coef,
    isBlocked: false, isFinished: false, isLive: false, startTime: 0, fullScore: '',
  };
}

export function outcomeLookup(betting: BettingContext, lang: string): OutcomeLookup {
  return (outcomeId) => {
    if (outcomeId === BONUS_OUTCOME_ID) return bonusQuote(lang);
    const game = betting.catalogue.scheduled(Number(gameIdOfOutcome(outcomeId)));
    if (!game) return null;
    const view = betting.catalogue.view(game, lang, true);
    for (const market of view.markets) {
      const outcome = market.outcomes.find((o) => o.id === outcomeId);
      if (!outcome) continue;
      return {
        outcomeId,
        gameId: game.id,
        sportId: view.sportId,
        marketTypeId: market.typeId,
        kind: 0,
        title: `${view.opponents[0]} – ${view.opponents[1]}`,
        marketName: market.name,
        outcomeName: outcome.name,
        coef: outcome.coef,
        isBlocked: market.isBlocked,
        isFinished: view.isFinished,
        isLive: view.isLive,
        startTime: view.startTime,
        fullScore: view.fullScore,
      };
    }
    return null;
  };
}

function accountOf(betting: BettingContext, user: UserRow, accountId: number): AccountInfo | null {
  const row = betting.ctx.repos.accounts.visible(user.id, betting.ctx.clock.now()).find((a) => a.id === accountId);
  if (!row) return null;
  return { id: row.id, type: row.type, currencyId: row.currency_id, iso: currencyById(row.currency_id)?.iso ?? 'RUB', money: row.money };
}

function store(betting: BettingContext, user: UserRow, account: AccountInfo, coupon: PlannedCoupon, input: BaseCouponInput, clientId: string | null): number | null {
  const { repos, clock } = betting.ctx;
  if (!repos.coupons.debit(account.id, coupon.amount)) return null;
  return repos.coupons.insert(
    {
      user_id: user.id,
      account_id: account.id,
      type_id: coupon.typeId,
      amount: coupon.amount,
      coef: coupon.coef,
      system_value: coupon.systemValue,
      possible_win: coupon.possibleWin,
      change_coef_action: input.changeCoefAction ?? 2,
      // Stored as the table spells it (settlement looks it up again); an unusable code never gets here.
      promo_code: findPromo(input.promoCode)?.code ?? '',
      status: coupon.pendingApproval ? 'pending' : 'open',
      created_at: clock.nowSeconds(),
      client_id: clientId,
      // A VIP coupon waits for the trader (approval/): the asked stake is held, decided by the due moment.
      ...(coupon.pendingApproval
        ? { asked_amount: coupon.amount, decision_due_at: decisionDueAt(clock.nowSeconds(), coupon.bets.filter((b) => b.gameId !== BONUS_GAME_ID).map((b) => b.startTime)) }
        : {}),
    },
    coupon.bets.map((b) => ({
      outcome_id: b.outcomeId, game_id: b.gameId, sport_id: b.sportId, title: b.title, market_name: b.marketName,
      outcome_name: b.outcomeName, coef: b.coef, is_banker: b.isBanker ? 1 : 0, is_live: b.isLive ? 1 : 0, start_time: b.startTime,
    })),
  );
}

export function loadCouponView(betting: BettingContext, id: number): CouponView | null {
  const { repos } = betting.ctx;
  const row = repos.coupons.byId(id);
  if (!row) return null;
  const account = repos.accounts.byId(row.account_id);
  return couponView(row, repos.coupons.betsOf(id), currencyById(account?.currency_id ?? 1)?.iso ?? 'RUB');
}

/** Every amount of the coupon that could be staked: each must be a whole number of minor units. */
function stakeAmounts(input: BaseCouponInput): number[] {
  return [input.amount, input.prepaidAmount ?? 0, ...Object.values(input.amountByBetId ?? {}), ...Object.values(input.amountByBlockId ?? {})];
}

/** The stake of one bet of a singles coupon. */
const singleAmount = (input: BaseCouponInput, outcomeId: string) => input.amountByBetId?.[outcomeId] ?? input.amount;

export function placeCoupon(betting: BettingContext, user: UserRow, input: BaseCouponInput, lang: string): PlaceAnswer {
  const { repos } = betting.ctx;
  const account = accountOf(betting, user, input.accountId);
  if (!account) return { ok: false, rejection: rejection('account_not_found', undefined, 404) };
  const precision = checkPrecision(stakeAmounts(input), account.currencyId, lang);
  if (precision) return { ok: false, rejection: rejection('amount_precision', { ...precision }) };
  const balance = () => accountOf(betting, user, account.id)?.money ?? 0;
  const clientId = clientCouponId(input.id);

  // A resubmission under a client id already used: the coupon placed first, nothing debited again.
  const placedBefore = new Map<string, string>();
  if (clientId) {
    const asked = input.typeId === COUPON_TYPE.singles
      ? input.bets.map((b) => ({ id: singleClientId(clientId, b.outcomeId), outcomeId: b.outcomeId, shape: { accountId: account.id, typeId: COUPON_TYPE.single, amount: singleAmount(input, b.outcomeId), outcomeIds: [b.outcomeId] } }))
      : [{ id: clientId, outcomeId: '', shape: { accountId: account.id, typeId: input.typeId, amount: input.amount, outcomeIds: input.bets.map((b) => b.outcomeId) } }];
    for (const one of asked) {
      const earlier = repos.coupons.byClientId(user.id, one.id);
      if (!earlier) continue;
      if (!isSamePlacement(earlier, repos.coupons.betsOf(earlier.id), one.shape)) {
        return { ok: false, rejection: rejection('coupon_id_conflict', { couponId: String(earlier.id) }, 409) };
      }
      placedBefore.set(one.outcomeId, String(earlier.id));
    }
    if (input.typeId !== COUPON_TYPE.singles && placedBefore.size > 0) {
      const couponId = placedBefore.get('')!;
      return { ok: true, couponId, coupon: loadCouponView(betting, Number(couponId))!, balance: balance(), resubmitted: true };
    }
  }

  if (input.typeId === COUPON_TYPE.singles) {
    const remaining: BaseCouponInput = { ...input, bets: input.bets.filter((b) => !placedBefore.has(b.outcomeId)) };
    const earlierSingles = input.bets.flatMap((b): SingleAnswer[] => {
      const couponId = placedBefore.get(b.outcomeId);
      return couponId ? [{ outcomeId: b.outcomeId, ok: true, couponId }] : [];
    });
    const fresh = remaining.bets.length > 0 ? placeSingles(betting, user, account, remaining, clientId, lang) : { ok: true as const, singles: [] };
    if (!fresh.ok) return fresh;
    const singles = input.bets.map((b) => fresh.singles.find((s) => s.outcomeId === b.outcomeId) ?? earlierSingles.find((s) => s.outcomeId === b.outcomeId)!);
    const first = singles.find((s): s is Extract<SingleAnswer, { ok: true }> => s.ok);
    if (!first) return { ok: false, rejection: rejection('singles_rejected'), singles };
    const resubmitted = fresh.singles.length === 0 ? { resubmitted: true } : {};
    return { ok: true, couponId: first.couponId, coupon: loadCouponView(betting, Number(first.couponId))!, balance: balance(), singles, ...resubmitted };
  }

  const limitRefusal = checkBetAllowed(betting.ctx, user.id, input, lang);
  if (limitRefusal) return { ok: false, rejection: limitRefusal };
  const checked = validateCoupon(input, outcomeLookup(betting, lang), account, placementRules(betting, account));
  if (!checked.ok) return { ok: false, rejection: checked.rejection };
  const id = repos.transaction(() => store(betting, user, account, checked.value, input, clientId));
  if (id === null) return { ok: false, rejection: rejection('insufficient_funds') };
  return { ok: true, couponId: String(id), coupon: loadCouponView(betting, id)!, balance: balance() };
}

function placementRules(betting: BettingContext, account: AccountInfo): PlacementRules {
  const config = betting.ctx.siteConfig.get().betting;
  return {
    minAmountCouponTypes: config.minAmountCouponTypes,
    maxAmountCouponTypes: config.maxAmountCouponTypes,
    limits: betLimitsFor(account.iso),
    vipBet: config.vipBet,
    autoBonusBet: config.autoBonusBet,
  };
}

/** Type 10001: each bet its own type-0 coupon, the money running down in order. */
function placeSingles(
  betting: BettingContext, user: UserRow, account: AccountInfo, input: BaseCouponInput, clientId: string | null, lang: string,
): { ok: true; singles: SingleAnswer[] } | { ok: false; rejection: BetRejection } {
  const limitRefusal = checkBetAllowed(betting.ctx, user.id, input, lang);
  if (limitRefusal) return { ok: false, rejection: limitRefusal };
  const checked = validateSingles(input, outcomeLookup(betting, lang), account, placementRules(betting, account));
  if (!checked.ok) return { ok: false, rejection: checked.rejection };
  const singles = betting.ctx.repos.transaction(() =>
    checked.value.map((result): SingleAnswer => {
      if (!result.plan) return { outcomeId: result.outcomeId, ok: false, rejection: result.rejection ?? rejection('outcome_not_found') };
      const id = store(betting, user, account, result.plan, input, clientId ? singleClientId(clientId, result.outcomeId) : null);
      if (id === null) return { outcomeId: result.outcomeId, ok: false, rejection: rejection('insufficient_funds') };
      return { outcomeId: result.outcomeId, ok: true, couponId: String(id) };
    }),
  );
  return { ok: true, singles };
}
