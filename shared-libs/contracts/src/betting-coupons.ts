/**
 * The betting backend's coupons (server/src/api/betting/README.md, spec §3 base coupon, §7 placement):
 * placement, the promo-code check, history, one coupon, the stake limits, and the betting test controls.
 * Amounts are major units of the account's currency.
 */
import { Type } from 'typebox';
import { BettingGame } from './betting.ts';

const Stake = Type.Number({ minimum: 0, maximum: 1e9 });
const OutcomeId = Type.String({ pattern: '^\\d{1,12}-[a-z0-9.]{1,12}-[a-z0-9]{1,4}$' });
const CouponTypeId = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(10001)]);
const NumericId = Type.String({ pattern: '^\\d{1,12}$' });

/**
 * POST /betting-api/coupon/place (spec §3 base coupon). changeCoefAction: 0 rejects any odds change, 1
 * accepts only higher odds, 2 (default) any; a bet's `score` is the live score it was taken at (for
 * isDropOnScoreChange); `isVipBet`: a stake above the max goes to the operator's approval instead of refused.
 */
export const PlaceCouponRequest = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    typeId: CouponTypeId,
    userId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    accountId: Type.Integer({ minimum: 1 }),
    amount: Stake,
    amountByBlockId: Type.Optional(Type.Record(Type.String({ pattern: '^\\d{1,6}$' }), Stake)),
    amountByBetId: Type.Optional(Type.Record(OutcomeId, Stake)),
    bets: Type.Array(
      Type.Object({
        outcomeId: OutcomeId,
        gameId: Type.Optional(NumericId),
        marketId: Type.Optional(Type.String({ maxLength: 40 })),
        coef: Type.Number({ minimum: 1, maximum: 100_000 }),
        isBanker: Type.Optional(Type.Boolean()),
        blockId: Type.Optional(Type.Integer({ minimum: 0 })),
        score: Type.Optional(Type.String({ pattern: '^\\d{1,3}:\\d{1,3}$' })),
      }),
      { minItems: 1, maxItems: 30 },
    ),
    changeCoefAction: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    coef: Type.Optional(Type.Number({ minimum: 0 })),
    coefByView: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number()])),
    coefViewId: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    exactCoef: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
    isDropOnScoreChange: Type.Optional(Type.Boolean()),
    isVipBet: Type.Optional(Type.Boolean()),
    prepaidAmount: Type.Optional(Stake),
    refId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    systemValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
    promoCode: Type.Optional(Type.String({ maxLength: 32 })),
    hyperBonusPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    minHyperBonusBetLimit: Type.Optional(Type.Number({ minimum: 0 })),
    maxHyperBonusLimit: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);

/**
 * 'pending' is a VIP coupon above the max stake, waiting for the trader's decision; 'declined' is one the
 * trader refused (its stake refunded). An approved VIP coupon is 'open' and settles like any other.
 */
export const CouponStatus = Type.Union([
  Type.Literal('open'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('void'), Type.Literal('pending'), Type.Literal('declined'),
]);
export const OutcomeResult = Type.Union([Type.Literal('win'), Type.Literal('lose'), Type.Literal('void')]);
export const CouponBetResult = Type.Union([Type.Literal('open'), OutcomeResult]);

/**
 * A VIP coupon's approval: the asked stake, when the decision is due (unix seconds, never after the first
 * leg starts), the decision once made, and `refunded`, the part of the held stake given back.
 */
export const CouponApproval = Type.Object({
  askedAmount: Type.Number(),
  decisionDueAt: Type.Integer(),
  decision: Type.Union([Type.Literal('approved'), Type.Literal('lowered'), Type.Literal('declined'), Type.Null()]),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
  refunded: Type.Number(),
});

export const CouponViewBet = Type.Object({
  outcomeId: Type.String(),
  gameId: Type.String(),
  sportId: Type.Integer(),
  title: Type.String(),
  marketName: Type.String(),
  outcomeName: Type.String(),
  coef: Type.Number(),
  isBanker: Type.Boolean(),
  isLive: Type.Boolean(),
  startTime: Type.Integer(),
  result: CouponBetResult,
});

/** A placed coupon: placement answer, history entry and print page. Times are unix seconds; `approval` VIP only. */
export const CouponView = Type.Object({
  id: Type.String(),
  typeId: Type.Integer(),
  accountId: Type.Integer(),
  currency: Type.String(),
  amount: Type.Number(),
  coef: Type.Number(),
  systemValue: Type.Integer(),
  possibleWin: Type.Number(),
  changeCoefAction: Type.Integer(),
  promoCode: Type.String(),
  status: CouponStatus,
  payout: Type.Number(),
  createdAt: Type.Integer(),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
  approval: Type.Optional(CouponApproval),
  bets: Type.Array(CouponViewBet),
});

/**
 * One line of a singles (10001) placement: a placed line carries its coupon id, a refused one the refusal
 * (`code`, `message` and the refusal's own details, e.g. `changes`, `max`), so the line stays open.
 */
export const PlaceSingleLine = Type.Object(
  { outcomeId: Type.String(), ok: Type.Boolean(), couponId: Type.Optional(Type.String()), code: Type.Optional(Type.String()), message: Type.Optional(Type.String()) },
  { additionalProperties: true },
);

/** Accepted: `pendingApproval` marks a VIP coupon sent for approval, `resubmitted` a retry of a placed coupon. */
export const PlaceCouponAnswer = Type.Object({
  couponId: Type.String(),
  coupon: CouponView,
  balance: Type.Number(),
  pendingApproval: Type.Optional(Type.Boolean()),
  resubmitted: Type.Optional(Type.Boolean()),
  singles: Type.Optional(Type.Array(PlaceSingleLine)),
});

export const CouponHistoryPage = Type.Object({ total: Type.Integer(), coupons: Type.Array(CouponView) });
export const CouponParams = Type.Object({ couponId: NumericId });
export const CouponAnswer = Type.Object({ coupon: CouponView });

/** A currency's stake limits (spec §5, §9): min and max stake per coupon and the max payout. */
export const CurrencyBetLimits = Type.Object({ minBetAmount: Type.Number(), maxBetAmount: Type.Number(), maxPayout: Type.Number() });
/** GET /betting-api/limits: a row per currency iso and the row for any other currency. */
export const BetLimitsTable = Type.Object({ limits: Type.Record(Type.String(), CurrencyBetLimits), fallback: CurrencyBetLimits });

/** POST /betting-api/coupon/promo-check: the coupon being built; with `amount`, the answer adds the possible win. */
export const PromoCheckRequest = Type.Object(
  {
    promoCode: Type.String({ minLength: 1, maxLength: 32 }),
    typeId: CouponTypeId,
    bets: Type.Array(Type.Object({ outcomeId: OutcomeId, coef: Type.Number({ minimum: 1, maximum: 100_000 }), isBanker: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 30,
    }),
    amount: Type.Optional(Stake),
    accountId: Type.Optional(Type.Integer({ minimum: 1 })),
    systemValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
  },
  { additionalProperties: false },
);
const PromoCheckAccepted = Type.Object({ valid: Type.Literal(true), promoCode: Type.String(), winBonusPercent: Type.Number(), possibleWin: Type.Optional(Type.Number()) });
/** A refusal is an answer of the check, not a failed call: the refusal's own details come along. */
const PromoCheckRefused = Type.Object({ valid: Type.Literal(false), code: Type.String(), message: Type.String() }, { additionalProperties: true });
export const PromoCheckAnswer = Type.Union([PromoCheckAccepted, PromoCheckRefused]);

/** Test control: force a game's coefficients, block its markets, set its live score or finish it with a score. */
export const BettingGameControl = Type.Object(
  {
    gameId: NumericId,
    coefs: Type.Optional(Type.Record(OutcomeId, Type.Number({ minimum: 1.01, maximum: 1000 }))),
    blockedMarketIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 50 })),
    isBlocked: Type.Optional(Type.Boolean()),
    finishedScore: Type.Optional(Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })])),
    score: Type.Optional(Type.Tuple([Type.Integer({ minimum: 0, maximum: 999 }), Type.Integer({ minimum: 0, maximum: 999 })])),
  },
  { additionalProperties: false },
);
export const BettingGameControlAnswer = Type.Object({ game: BettingGame });
export const BettingOverridesClearedAnswer = Type.Object({ ok: Type.Boolean() });
export const BettingLiveTickAnswer = Type.Object({ seq: Type.Integer() });
export const BettingSettleAnswer = Type.Object({ closed: Type.Integer() });
/** The operator's decision on a VIP coupon: the trader's rule now ('auto') or a forced one; `amount` the lowered stake. */
export const VipDecisionControl = Type.Object(
  {
    couponId: NumericId,
    decision: Type.Union([Type.Literal('auto'), Type.Literal('approved'), Type.Literal('lowered'), Type.Literal('declined')]),
    amount: Type.Optional(Stake),
  },
  { additionalProperties: false },
);
export const VipDecisionAnswer = Type.Object({ decision: Type.String() });
