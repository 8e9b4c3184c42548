/**
 * Referral (office/bringfriend) and rewards (office/rewards).
 * Referral: every player has a ref code; registration stores the code it was given (users.ref_code,
 * POST /auth-api/registration/* `ref_code`), so the referred players are the users registered with it.
 * A referred player is active once their deposits reach REFERRAL_ACTIVE_DEPOSIT_RUB.
 * Rewards: milestones of the player's own activity, each claimed once, paid in real money.
 */
import type { ApiContext } from '../shared/context.ts';
import { toMajor } from '../shared/money.ts';
import { convertAmount } from '../currencies/rates.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { REFERRAL_ACTIVE_DEPOSIT_RUB, REWARDS, type RewardMeasure, type RewardRule } from './bonus-catalogue.ts';
import { BonusError, bonusStore, mainAccountOf, rubToMinor } from './bonus-service.ts';
import { settledCouponCount } from './wager-sources.ts';

/** A player's ref code: stable, short, and not the bare user id (AR + base 36 of id + 100 000). */
export function refCodeOf(userId: number): string {
  return `AR${(100_000 + userId).toString(36).toUpperCase()}`;
}

export interface ReferralEntry {
  /** The login with its middle hidden: the referrer sees who, not their full credentials. */
  login: string;
  registeredAt: number;
  depositsRub: number;
  active: boolean;
}

export interface ReferralView {
  refCode: string;
  registrations: number;
  activeReferrals: number;
  depositsRub: number;
  activeThresholdRub: number;
  referrals: ReferralEntry[];
}

export function maskLogin(login: string): string {
  if (login.length <= 3) return `${login.slice(0, 1)}***`;
  return `${login.slice(0, 2)}***${login.slice(-1)}`;
}

/** All deposits of a player in roubles (the responsible-gaming deposit record, per currency, converted). */
function depositsRubOf(ctx: ApiContext, userId: number): number {
  const rows = ctx.repos.limits.depositsSince(userId, 0);
  const sum = rows.reduce((acc, r) => acc + (convertAmount(r.total, currencyById(r.currency_id)?.iso ?? 'RUB', 'RUB') ?? 0), 0);
  return Math.round(sum * 100) / 100;
}

export function referralView(ctx: ApiContext, userId: number): ReferralView {
  const refCode = refCodeOf(userId);
  const referred = ctx.database.db
    .prepare<[string, number], { id: number; login: string; created_at: number }>(
      'SELECT id, login, created_at FROM users WHERE UPPER(ref_code) = ? AND id <> ? ORDER BY id DESC',
    )
    .all(refCode, userId);
  const referrals = referred.map((u) => {
    const depositsRub = depositsRubOf(ctx, u.id);
    return { login: maskLogin(u.login), registeredAt: u.created_at, depositsRub, active: depositsRub >= REFERRAL_ACTIVE_DEPOSIT_RUB };
  });
  return {
    refCode,
    registrations: referrals.length,
    activeReferrals: referrals.filter((r) => r.active).length,
    depositsRub: Math.round(referrals.reduce((s, r) => s + r.depositsRub, 0) * 100) / 100,
    activeThresholdRub: REFERRAL_ACTIVE_DEPOSIT_RUB,
    referrals,
  };
}

export interface RewardView {
  key: string;
  measure: RewardMeasure;
  target: number;
  progress: number;
  /** In the main account's currency. */
  amount: number;
  claimed: boolean;
  claimable: boolean;
}

function measureOf(ctx: ApiContext, userId: number, measure: RewardMeasure): number {
  const db = ctx.database.db;
  switch (measure) {
    case 'deposits':
      return db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rg_deposits WHERE user_id = ?').get(userId)?.n ?? 0;
    case 'settled_bets':
      return settledCouponCount(db, userId);
    case 'active_referrals':
      return referralView(ctx, userId).activeReferrals;
    case 'completed_bonuses':
      return bonusStore(ctx).list(userId).filter((b) => b.status === 'completed').length;
  }
}

export function rewardsView(ctx: ApiContext, userId: number): { currency: string; rewards: RewardView[] } {
  const account = mainAccountOf(ctx, userId);
  const claimed = new Set(bonusStore(ctx).rewardClaims(userId).map((c) => c.reward));
  const precision = currencyPrecision(account.currency_id);
  const rewards = REWARDS.map((rule: RewardRule) => {
    const progress = Math.min(rule.target, measureOf(ctx, userId, rule.measure));
    const isClaimed = claimed.has(rule.key);
    return {
      key: rule.key,
      measure: rule.measure,
      target: rule.target,
      progress,
      amount: toMajor(rubToMinor(rule.amountRub, account.currency_id), precision),
      claimed: isClaimed,
      claimable: !isClaimed && progress >= rule.target,
    };
  });
  return { currency: currencyById(account.currency_id)?.iso ?? 'RUB', rewards };
}

export function claimReward(ctx: ApiContext, userId: number, key: string): { currency: string; rewards: RewardView[] } {
  const rule = REWARDS.find((r) => r.key === key);
  if (!rule) throw new BonusError('reward_unknown', 404);
  return ctx.repos.transaction(() => {
    const view = rewardsView(ctx, userId).rewards.find((r) => r.key === key)!;
    if (view.claimed) throw new BonusError('reward_claimed', 409);
    if (!view.claimable) throw new BonusError('reward_not_reached', 400);
    const account = mainAccountOf(ctx, userId);
    const minor = rubToMinor(rule.amountRub, account.currency_id);
    ctx.repos.accounts.credit(account.id, toMajor(minor, currencyPrecision(account.currency_id)));
    bonusStore(ctx).recordReward(userId, key, account.id, minor, ctx.clock.nowSeconds());
    return rewardsView(ctx, userId);
  });
}
