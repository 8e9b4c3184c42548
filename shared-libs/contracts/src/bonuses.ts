/**
 * The bonuses concept under /bonuses-api/ (server/src/api/bonuses/README.md): deposit bonus offers, the
 * player's bonuses, promo codes, VIP/premium cashback, referral statistics and rewards. Amounts in major
 * units of the bonus's currency (cashback, referral: RUB), times in unix seconds.
 */
import { Type } from 'typebox';

const UnixOrNull = Type.Union([Type.Integer(), Type.Null()]);

export const BonusStatus = Type.Enum(['chosen', 'active', 'completed', 'expired', 'cancelled']);
export const BonusSource = Type.Enum(['deposit', 'promo_code']);
/**
 * A player's bonus: `currency` '' while a chosen deposit bonus waits for its deposit; wagered counts up to
 * wagerRequired; progressPercent 0–100, whole percent rounded down (100 only when done); removed: what was
 * taken back when it ended unwagered.
 */
export const PlayerBonus = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  source: BonusSource,
  status: BonusStatus,
  currency: Type.String(),
  deposit: Type.Number(),
  bonus: Type.Number(),
  wagerRequired: Type.Number(),
  wagered: Type.Number(),
  progressPercent: Type.Integer(),
  minCoef: Type.Number(),
  games: Type.Array(Type.String()),
  chosenAt: Type.Integer(),
  grantedAt: UnixOrNull,
  expiresAt: UnixOrNull,
  endedAt: UnixOrNull,
  removed: Type.Number(),
});
/** serverTime: the server clock (unix seconds), so time left is counted from it, not the browser's clock. */
export const MyBonusesAnswer = Type.Object({ bonuses: Type.Array(PlayerBonus), serverTime: Type.Integer() });
/** A choice, cancellation or promo code: the bonus as it is now and what the player reads. */
export const PlayerBonusAnswer = Type.Object({ bonus: PlayerBonus, message: Type.String() });

export const DepositBonusOffer = Type.Object({
  slug: Type.String(),
  promotion: Type.String(),
  percent: Type.Number(),
  maxRub: Type.Number(),
  minDepositRub: Type.Number(),
  wagerMultiplier: Type.Number(),
  expiryDays: Type.Integer(),
  minCoef: Type.Number(),
  games: Type.Array(Type.String()),
  firstDepositOnly: Type.Boolean(),
});
export const BonusOffersAnswer = Type.Object({ offers: Type.Array(DepositBonusOffer) });

export const ChooseBonusRequest = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }) }, { additionalProperties: false });
export const BonusIdParams = Type.Object({ bonusId: Type.Integer({ minimum: 1 }) });
/** Surrounding spaces are forgiven (a pasted code). */
export const PromoCodeRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32, pattern: '^\\s*[A-Za-z0-9_-]+\\s*$' }) }, { additionalProperties: false });

export const CashbackProgram = Type.Enum(['vip', 'premium']);
export const CashbackProgramParams = Type.Object({ program: CashbackProgram });
export const CashbackLevel = Type.Object({ level: Type.Integer(), key: Type.String(), fromRub: Type.Number(), percent: Type.Number() });
const weekFields = {
  periodStart: Type.Integer(),
  periodEnd: Type.Integer(),
  stakes: Type.Number(),
  wins: Type.Number(),
  netLoss: Type.Number(),
  level: Type.Union([CashbackLevel, Type.Null()]),
  cashback: Type.Number(),
};
export const CashbackWeek = Type.Object(weekFields);
/** The week that ended: whether its cashback was paid, when, and whether it can be claimed now. */
export const CashbackPreviousWeek = Type.Object({ ...weekFields, paid: Type.Boolean(), paidAt: UnixOrNull, claimable: Type.Boolean() });
export const CashbackAnswer = Type.Object({
  program: CashbackProgram,
  levels: Type.Array(CashbackLevel),
  currency: Type.String(),
  current: CashbackWeek,
  previous: CashbackPreviousWeek,
});
export const CashbackClaimAnswer = Type.Object({ ...CashbackAnswer.properties, message: Type.String() });

export const ReferralAnswer = Type.Object({
  refCode: Type.String(),
  registrations: Type.Integer(),
  activeReferrals: Type.Integer(),
  depositsRub: Type.Number(),
  activeThresholdRub: Type.Number(),
  referrals: Type.Array(Type.Object({ login: Type.String(), registeredAt: Type.Integer(), depositsRub: Type.Number(), active: Type.Boolean() })),
});

export const RewardKeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }) });
export const Reward = Type.Object({
  key: Type.String(),
  measure: Type.String(),
  target: Type.Integer(),
  progress: Type.Integer(),
  amount: Type.Number(),
  claimed: Type.Boolean(),
  claimable: Type.Boolean(),
});
export const RewardsAnswer = Type.Object({ currency: Type.String(), rewards: Type.Array(Reward) });
export const RewardClaimAnswer = Type.Object({ ...RewardsAnswer.properties, message: Type.String() });
