/** Wire shapes of the bonuses concept (major units, unix seconds) and their TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { DEPOSIT_BONUSES } from './bonus-catalogue.ts';
import type { PlayerBonusRow } from './bonus-store.ts';

const Nullable = () => Type.Union([Type.Integer(), Type.Null()]);

export const PlayerBonusSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  source: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  deposit: Type.Number(),
  bonus: Type.Number(),
  wagerRequired: Type.Number(),
  wagered: Type.Number(),
  /** 0–100, whole percent rounded down (100 only when done). */
  progressPercent: Type.Integer(),
  minCoef: Type.Number(),
  games: Type.Array(Type.String()),
  chosenAt: Type.Integer(),
  grantedAt: Nullable(),
  expiresAt: Nullable(),
  endedAt: Nullable(),
  removed: Type.Number(),
});
export type PlayerBonusView = Static<typeof PlayerBonusSchema>;

export function playerBonusView(row: PlayerBonusRow): PlayerBonusView {
  const precision = row.currency_id === null ? 2 : currencyPrecision(row.currency_id);
  const major = (minor: number) => toMajor(minor, precision);
  const progress = row.wager_required_minor <= 0 ? (row.status === 'completed' ? 100 : 0) : Math.floor((100 * Math.min(row.wagered_minor, row.wager_required_minor)) / row.wager_required_minor);
  return {
    id: row.id,
    slug: row.offer_slug,
    source: row.source,
    status: row.status,
    currency: row.currency_id === null ? '' : (currencyById(row.currency_id)?.iso ?? ''),
    deposit: major(row.deposit_minor),
    bonus: major(row.bonus_minor),
    wagerRequired: major(row.wager_required_minor),
    wagered: major(Math.min(row.wagered_minor, row.wager_required_minor)),
    progressPercent: progress,
    minCoef: row.min_coef,
    games: row.games.split(','),
    chosenAt: row.chosen_at,
    grantedAt: row.granted_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
    removed: major(row.removed_minor),
  };
}

/** serverTime: the server clock (unix seconds), so time left is counted from it, not the browser's clock. */
export const MyBonusesSchema = Type.Object({ bonuses: Type.Array(PlayerBonusSchema), serverTime: Type.Integer() });

export const OfferSchema = Type.Object({
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
export const OffersSchema = Type.Object({ offers: Type.Array(OfferSchema) });
export const offersView = () => ({ offers: DEPOSIT_BONUSES.map((o) => ({ ...o, games: [...o.games] })) });

const LevelSchema = Type.Object({ level: Type.Integer(), key: Type.String(), fromRub: Type.Number(), percent: Type.Number() });
const WeekSchema = {
  periodStart: Type.Integer(),
  periodEnd: Type.Integer(),
  stakes: Type.Number(),
  wins: Type.Number(),
  netLoss: Type.Number(),
  level: Type.Union([LevelSchema, Type.Null()]),
  cashback: Type.Number(),
};
export const CashbackSchema = Type.Object({
  program: Type.String(),
  levels: Type.Array(LevelSchema),
  currency: Type.String(),
  current: Type.Object(WeekSchema),
  previous: Type.Object({ ...WeekSchema, paid: Type.Boolean(), paidAt: Type.Union([Type.Integer(), Type.Null()]), claimable: Type.Boolean() }),
});

export const ReferralSchema = Type.Object({
  refCode: Type.String(),
  registrations: Type.Integer(),
  activeReferrals: Type.Integer(),
  depositsRub: Type.Number(),
  activeThresholdRub: Type.Number(),
  referrals: Type.Array(Type.Object({ login: Type.String(), registeredAt: Type.Integer(), depositsRub: Type.Number(), active: Type.Boolean() })),
});

export const RewardsSchema = Type.Object({
  currency: Type.String(),
  rewards: Type.Array(
    Type.Object({
      key: Type.String(),
      measure: Type.String(),
      target: Type.Integer(),
      progress: Type.Integer(),
      amount: Type.Number(),
      claimed: Type.Boolean(),
      claimable: Type.Boolean(),
    }),
  ),
});

export const ErrorSchema = Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true });
