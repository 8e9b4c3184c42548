/**
 * The bonus mechanics as data, keyed by the content store's slugs: the texts (titles, terms, SEO) of
 * promotions and bonus offers live in the content store so operators edit them without a deploy
 * (server/src/api/content/seed/{promotion,bonus-offer}/<slug>.json); the numbers that move money live
 * here, reviewed with a deploy like the stake limits. Amounts are written in roubles (major units) and
 * converted into the account's currency at the rates table when a bonus is granted.
 */

/** Where wagering of a bonus may be played: settled sports bets, casino real-mode bets, or both. */
export type WagerSource = 'sport' | 'casino';

export interface DepositBonusOffer {
  /** Slug of the bonus offer in the content store (type "bonus-offer"). */
  readonly slug: string;
  /** Slug of the promotion whose call to action chooses this bonus (type "promotion"). */
  readonly promotion: string;
  /** Bonus money as a percent of the qualifying deposit. */
  readonly percent: number;
  /** Largest bonus, roubles. */
  readonly maxRub: number;
  /** Smallest qualifying deposit, roubles. */
  readonly minDepositRub: number;
  /** Wagering requirement = multiplier × bonus money. */
  readonly wagerMultiplier: number;
  /** Days from the grant until an unfinished bonus expires (and its money is removed). */
  readonly expiryDays: number;
  /** A sports bet counts toward wagering only at these total odds or higher. */
  readonly minCoef: number;
  readonly games: readonly WagerSource[];
  /** Only for a player's first deposit. */
  readonly firstDepositOnly: boolean;
}

export const DEPOSIT_BONUSES: readonly DepositBonusOffer[] = [
  { slug: 'sport-first-deposit', promotion: 'first-deposit', percent: 100, maxRub: 10_000, minDepositRub: 100, wagerMultiplier: 5, expiryDays: 30, minCoef: 1.5, games: ['sport'], firstDepositOnly: true },
  { slug: 'casino-welcome', promotion: 'welcome', percent: 150, maxRub: 15_000, minDepositRub: 500, wagerMultiplier: 35, expiryDays: 14, minCoef: 1, games: ['casino'], firstDepositOnly: true },
  { slug: 'reload-bonus', promotion: 'reload-bonus', percent: 50, maxRub: 5_000, minDepositRub: 500, wagerMultiplier: 3, expiryDays: 7, minCoef: 1.5, games: ['sport', 'casino'], firstDepositOnly: false },
];

export function depositBonusBySlug(slug: string): DepositBonusOffer | undefined {
  return DEPOSIT_BONUSES.find((offer) => offer.slug === slug || offer.promotion === slug);
}

/**
 * Promo codes of the office's promotion page (office/promotion): each grants bonus money at once, with
 * its own wagering. Not the coupon's promo codes (betting/placement/promo-codes.ts, e.g. EXPRESS10),
 * which raise one coupon's win: those are typed in the bet slip.
 */
export interface BonusPromoCode {
  readonly code: string;
  /** The bonus offer (content store slug) that describes it. */
  readonly slug: string;
  readonly amountRub: number;
  readonly wagerMultiplier: number;
  readonly expiryDays: number;
  readonly minCoef: number;
  readonly games: readonly WagerSource[];
  /** Unix seconds after which the code is no longer accepted. */
  readonly validUntil: number;
}

export const BONUS_PROMO_CODES: readonly BonusPromoCode[] = [
  { code: 'ARENA500', slug: 'promo-code-freebet', amountRub: 500, wagerMultiplier: 3, expiryDays: 7, minCoef: 1.5, games: ['sport'], validUntil: Date.UTC(2030, 0, 1) / 1000 },
  { code: 'SPINS300', slug: 'casino-spins', amountRub: 300, wagerMultiplier: 20, expiryDays: 5, minCoef: 1, games: ['casino'], validUntil: Date.UTC(2030, 0, 1) / 1000 },
  { code: 'SUMMER2020', slug: 'promo-code-freebet', amountRub: 1_000, wagerMultiplier: 3, expiryDays: 7, minCoef: 1.5, games: ['sport'], validUntil: Date.UTC(2020, 8, 1) / 1000 },
];

export function bonusPromoCode(code: string): BonusPromoCode | undefined {
  const normalized = code.trim().toUpperCase();
  return BONUS_PROMO_CODES.find((row) => row.code === normalized);
}

/**
 * Cashback programmes (spec §3 promo category "cashback"; the spec gives no levels, so this table is ours,
 * documented in README.md). Both pay a percent of the player's net casino loss (real-mode stakes minus
 * wins) of the last complete week, once per week, in real money.
 * - VIP cashback: the level follows the casino turnover (sum of stakes) of that week.
 * - Premium cashback: for high-volume players; the level follows the week's net loss, below the first
 *   level there is no premium cashback.
 */
export type CashbackProgram = 'vip' | 'premium';

export interface CashbackLevel {
  readonly level: number;
  readonly key: string;
  /** Threshold in roubles of the programme's measure (turnover for vip, net loss for premium). */
  readonly fromRub: number;
  readonly percent: number;
}

export const CASHBACK_LEVELS: Readonly<Record<CashbackProgram, readonly CashbackLevel[]>> = {
  vip: [
    { level: 1, key: 'bronze', fromRub: 0, percent: 5 },
    { level: 2, key: 'silver', fromRub: 50_000, percent: 7 },
    { level: 3, key: 'gold', fromRub: 200_000, percent: 9 },
    { level: 4, key: 'platinum', fromRub: 1_000_000, percent: 11 },
  ],
  premium: [
    { level: 1, key: 'premium', fromRub: 100_000, percent: 12 },
    { level: 2, key: 'elite', fromRub: 500_000, percent: 15 },
    { level: 3, key: 'black', fromRub: 1_500_000, percent: 20 },
  ],
};

/** Smallest cashback paid, roubles: below it the week pays nothing (not worth a ledger line). */
export const CASHBACK_MIN_PAYOUT_RUB = 10;

/**
 * Referral programme (bringfriend): a referred player counts as "active" after deposits of at least
 * REFERRAL_ACTIVE_DEPOSIT_RUB in total; the referrer's reward is claimed on the rewards page.
 */
export const REFERRAL_ACTIVE_DEPOSIT_RUB = 1_000;

/**
 * Rewards (office/rewards): milestones of the player's own activity; each is claimed once and pays its
 * amount in real money to the main account.
 */
export type RewardMeasure = 'deposits' | 'settled_bets' | 'active_referrals' | 'completed_bonuses';

export interface RewardRule {
  readonly key: string;
  readonly measure: RewardMeasure;
  readonly target: number;
  readonly amountRub: number;
}

export const REWARDS: readonly RewardRule[] = [
  { key: 'first_deposit', measure: 'deposits', target: 1, amountRub: 100 },
  { key: 'ten_bets', measure: 'settled_bets', target: 10, amountRub: 200 },
  { key: 'fifty_bets', measure: 'settled_bets', target: 50, amountRub: 750 },
  { key: 'first_friend', measure: 'active_referrals', target: 1, amountRub: 500 },
  { key: 'bonus_wagered', measure: 'completed_bonuses', target: 1, amountRub: 300 },
];
