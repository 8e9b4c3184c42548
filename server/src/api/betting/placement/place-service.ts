/**
 * Placing a coupon: resolve the account and the current quotes, run the rules, then debit and store in one
 * transaction (the debit is conditional, so two tabs racing for the same money cannot overdraw).
 */
import { COUPON_TYPE } from '@arena/domain';
import type { UserRow } from '../../../db/repositories/users.ts';
import { checkBetAllowed } from '../../limits/enforcement.ts';
import { currencyById } from '../../shared/reference-data.ts';
import { rejection, type BetRejection } from '../betting-messages.ts';
import type { BettingContext } from '../betting-context.ts';
import { BONUS_GAME_ID, BONUS_OUTCOME_ID, bonusMarketView } from '../catalogue/bonus-market.ts';
import { betLimitsFor } from './bet-limits.ts';
import { findPromo } from './promo-codes.ts';
import { couponView, type CouponView } from './coupon-view.ts';
import {
  validateCoupon, validateSingles, type AccountInfo, type BaseCouponInput, type OutcomeLookup, type PlannedCoupon, type PlacementRules, type QuotedOutcome,
} from './validate-coupon.ts';

export type PlaceAnswer =
  | { ok: true; couponId: string; coupon: CouponView; balance: number; singles?: SingleAnswer[] }
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
    const game = betting.catalogue.scheduled(Number(outcomeId.split('-')[0]));
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
  return { id: row.id, type: row.type, iso: currencyById(row.currency_id)?.iso ?? 'RUB', money: row.money };
}

function store(betting: BettingContext, user: UserRow, account: AccountInfo, coupon: PlannedCoupon, input: BaseCouponInput): number | null {
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
  const account = repos.accounts.all(row.user_id).find((a) => a.id === row.account_id);
  return couponView(row, repos.coupons.betsOf(id), currencyById(account?.currency_id ?? 1)?.iso ?? 'RUB');
}

export function placeCoupon(betting: BettingContext, user: UserRow, input: BaseCouponInput, lang: string): PlaceAnswer {
  const { repos, siteConfig } = betting.ctx;
  const account = accountOf(betting, user, input.accountId);
  if (!account) return { ok: false, rejection: rejection('account_not_found', undefined, 404) };
  const limitRefusal = checkBetAllowed(betting.ctx, user.id, input, lang); if (limitRefusal) return { ok: false, rejection: limitRefusal };
  const config = siteConfig.get().betting;
  const rules: PlacementRules = {
    minAmountCouponTypes: config.minAmountCouponTypes,
    maxAmountCouponTypes: config.maxAmountCouponTypes,
    limits: betLimitsFor(account.iso),
    vipBet: config.vipBet,
    autoBonusBet: config.autoBonusBet,
  };
  const lookup = outcomeLookup(betting, lang);
  const balance = () => accountOf(betting, user, account.id)?.money ?? 0;

  if (input.typeId === COUPON_TYPE.singles) {
    const checked = validateSingles(input, lookup, account, rules);
    if (!checked.ok) return { ok: false, rejection: checked.rejection };
    const singles = repos.transaction(() =>
      checked.value.map((result): SingleAnswer => {
        if (!result.plan) return { outcomeId: result.outcomeId, ok: false, rejection: result.rejection ?? rejection('outcome_not_found') };
        const id = store(betting, user, account, result.plan, input);
        if (id === null) return { outcomeId: result.outcomeId, ok: false, rejection: rejection('insufficient_funds') };
        return { outcomeId: result.outcomeId, ok: true, couponId: String(id) };
      }),
    );
    const first = singles.find((s): s is Extract<SingleAnswer, { ok: true }> => s.ok);
    if (!first) return { ok: false, rejection: rejection('singles_rejected'), singles };
    return { ok: true, couponId: first.couponId, coupon: loadCouponView(betting, Number(first.couponId))!, balance: balance(), singles };
  }

  const checked = validateCoupon(input, lookup, account, rules);
  if (!checked.ok) return { ok: false, rejection: checked.rejection };
  const id = repos.transaction(() => store(betting, user, account, checked.value, input));
  if (id === null) return { ok: false, rejection: rejection('insufficient_funds') };
  return { ok: true, couponId: String(id), coupon: loadCouponView(betting, id)!, balance: balance() };
}
