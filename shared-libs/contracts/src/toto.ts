/**
 * The toto backend (server/src/api/toto/README.md, spec toto): the rules, draws with their 15 events and
 * settled pools, recent winners, and the player's coupons. Amounts are major units of the coupon's currency;
 * times unix seconds.
 */
import { Type } from 'typebox';
import { BettingScorePair } from './betting.ts';

export const TotoResult = Type.Union([Type.Literal('1'), Type.Literal('X'), Type.Literal('2')]);

/** One of a draw's 15 events; `result` once it has finished (by the settling score), else null. */
export const TotoEvent = Type.Object({
  number: Type.Integer(),
  gameId: Type.String(),
  sportName: Type.String(),
  champName: Type.String(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  startTime: Type.Integer(),
  statusId: Type.Integer(),
  score: BettingScorePair,
  result: Type.Union([TotoResult, Type.Null()]),
});

export const TotoPrizeCategory = Type.Object({ correct: Type.Integer(), sharePercent: Type.Number() });
/** A prize category of a settled pool: its share, winners and the prize per winning variant. */
export const TotoCategory = Type.Object({ correct: Type.Integer(), sharePercent: Type.Number(), winners: Type.Integer(), prize: Type.Number() });
/** A settled draw's pool in one currency. */
export const TotoSettlement = Type.Object({ currency: Type.String(), pool: Type.Number(), prizeFund: Type.Number(), categories: Type.Array(TotoCategory) });

export const TotoDraw = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('finished')]),
  closesAt: Type.Integer(),
  events: Type.Array(TotoEvent),
  results: Type.Union([Type.Array(TotoResult), Type.Null()]),
  settlements: Type.Array(TotoSettlement),
});

/** A coupon: `distribution` counts its variants by correct picks once settled (else null). */
export const TotoCoupon = Type.Object({
  id: Type.String(),
  drawId: Type.Integer(),
  picks: Type.Array(Type.String()),
  variants: Type.Integer(),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost')]),
  correct: Type.Union([Type.Integer(), Type.Null()]),
  distribution: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  payout: Type.Number(),
  createdAt: Type.Integer(),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});

/** A winning coupon of a recent draw, its player masked. */
export const TotoWinner = Type.Object({
  drawId: Type.Integer(),
  couponId: Type.String(),
  player: Type.String(),
  correct: Type.Integer(),
  variants: Type.Integer(),
  payout: Type.Number(),
  currency: Type.String(),
});

/** GET /toto-api/rules: the events of a draw, the picks, the operator's share, the guarantee's minimum stakes. */
export const TotoRules = Type.Object({
  events: Type.Integer(),
  picks: Type.Array(Type.String()),
  operatorSharePercent: Type.Number(),
  guaranteeMinStakes: Type.Number(),
  categories: Type.Array(TotoPrizeCategory),
});

export const TotoDrawAnswer = Type.Object({ draw: TotoDraw });
export const TotoDrawsAnswer = Type.Object({ draws: Type.Array(TotoDraw) });
export const TotoWinnersAnswer = Type.Object({ winners: Type.Array(TotoWinner) });
export const TotoCouponsAnswer = Type.Object({ total: Type.Integer(), coupons: Type.Array(TotoCoupon) });
export const TotoPlaceAnswer = Type.Object({ coupon: TotoCoupon, balance: Type.Number() });

/** How many past draws a player may page back through: a week of draws (server toto-draws.ts ARCHIVE_DRAWS reads it from here). */
export const TotoArchiveLimit = Type.Integer({ minimum: 1, maximum: 42 });
export const TotoDrawsQuery = Type.Object({ limit: Type.Optional(TotoArchiveLimit) });
export const TotoDrawParams = Type.Object({ drawId: Type.String({ pattern: '^\\d{1,9}$' }) });
export const TotoWinnersQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });

/** Missing picks are nulls or empty strings so the refusal can name the events (picks_missing). */
export const TotoCouponRequest = Type.Object(
  {
    drawId: Type.Integer({ minimum: 1, maximum: 1e9 }),
    accountId: Type.Integer({ minimum: 1 }),
    amount: Type.Number({ minimum: 0, maximum: 1e9 }),
    picks: Type.Array(Type.Union([Type.String({ maxLength: 3 }), Type.Null()]), { maxItems: 30 }),
  },
  { additionalProperties: false },
);
