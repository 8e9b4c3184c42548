/**
 * The player's bonuses: choose a deposit bonus, grant it on the next qualifying deposit, wagering fed by
 * settled bets, expiry on the clock, cancel, promo-code bonuses. Bonus money is credited to the account the
 * deposit went to and stays locked there (not withdrawable: `bonusMoneyOf`) until its wagering is done;
 * an expired or cancelled bonus takes back what is left of it (never more than the account holds). Every
 * money move goes through the accounts repository (integer minor units in SQL) inside one transaction.
 */
import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE } from '@arena/domain';
import type { AccountRow } from '../db/repositories/accounts.ts';
import { convertAmount } from '../currencies/rates.ts';
import type { ApiContext } from '../shared/context.ts';
import { toMajor, toMinor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { bonusPromoCode, depositBonusBySlug, type WagerSource } from './bonus-catalogue.ts';
import type { BonusStore, PlayerBonusRow } from './bonus-store.ts';
import { casinoWagerMinor, sportWagerMinor } from './wager-sources.ts';

const DAY = 86_400;

export type BonusRefusal =
  | 'bonus_unknown'
  | 'bonus_active'
  | 'bonus_not_found'
  | 'bonus_not_cancellable'
  | 'promo_code_unknown'
  | 'promo_code_expired'
  | 'promo_code_used'
  | 'account_not_found'
  | 'cashback_paid'
  | 'cashback_nothing'
  | 'reward_unknown'
  | 'reward_not_reached'
  | 'reward_claimed';

export class BonusError extends Error {
  constructor(
    readonly code: BonusRefusal,
    readonly status: number,
  ) {
    super(code);
  }
}

/** The concept's store of this API instance's database (created with the other repositories). */
export function bonusStore(ctx: ApiContext): BonusStore {
  return ctx.repos.bonuses;
}

/** The player's main account: promo-code bonuses, cashback and rewards are paid there. */
export function mainAccountOf(ctx: ApiContext, userId: number): AccountRow {
  const account = ctx.repos.accounts.all(userId).find((a) => a.type === ACCOUNT_TYPE.main);
  if (!account) throw new BonusError('account_not_found', 404);
  return account;
}

const isoOf = (currencyId: number) => currencyById(currencyId)?.iso ?? 'RUB';

/** Roubles in the account's currency, rounded down to its minor unit (a bonus never exceeds its cap). */
export function rubToMinor(amountRub: number, currencyId: number): number {
  const converted = convertAmount(amountRub, 'RUB', isoOf(currencyId)) ?? 0;
  const precision = currencyPrecision(currencyId);
  return Math.floor(converted * 10 ** precision + 1e-9);
}

function balanceMinor(account: AccountRow): number {
  return toMinor(account.money, currencyPrecision(account.currency_id));
}

/** Money moves of this concept, in minor units (the repository works in major units at its boundary). */
function credit(ctx: ApiContext, account: AccountRow, minor: number): void {
  if (minor > 0 && !ctx.repos.accounts.credit(account.id, toMajor(minor, currencyPrecision(account.currency_id)))) {
    throw new BonusError('account_not_found', 404);
  }
}
function debitUpTo(ctx: ApiContext, accountId: number, minor: number): number {
  const account = ctx.repos.accounts.byId(accountId);
  if (!account || minor <= 0) return 0;
  const taken = Math.min(minor, balanceMinor(account));
  if (taken > 0) ctx.repos.accounts.debit(account.id, toMajor(taken, currencyPrecision(account.currency_id)));
  return taken;
}

function wageredMinor(ctx: ApiContext, bonus: PlayerBonusRow, to: number): number {
  if (bonus.account_id === null || bonus.granted_at === null || bonus.currency_id === null) return 0;
  const games = bonus.games.split(',') as WagerSource[];
  const window = { userId: bonus.user_id, accountId: bonus.account_id, precision: currencyPrecision(bonus.currency_id), from: bonus.granted_at, to, minCoef: bonus.min_coef };
  let total = 0;
  if (games.includes('sport')) total += sportWagerMinor(ctx.database.db, window);
  if (games.includes('casino')) total += casinoWagerMinor(ctx.database.db, window);
  return total;
}

/** Registration's first-deposit bonus choice (spec §3: 0 decline, 1 sport, 2 casino) → the offer it preselects. */
export const REGISTRATION_BONUS_CHOICE: Readonly<Record<number, string>> = { 1: 'sport-first-deposit', 2: 'casino-welcome' };

/**
 * A player who chose a first-deposit bonus at registration has it preselected (spec §3 "a preselected bonus
 * is stored as selected bonus id with a preselected flag"): the choice becomes a chosen bonus while the
 * player has no bonus yet and has never deposited, so their first deposit is granted it.
 */
export function adoptRegistrationChoice(ctx: ApiContext, userId: number): void {
  const slug = REGISTRATION_BONUS_CHOICE[ctx.repos.users.byId(userId)?.first_deposit_bonus_choice ?? 0];
  const offer = slug ? depositBonusBySlug(slug) : undefined;
  const store = bonusStore(ctx);
  if (!offer || store.list(userId).length > 0) return;
  const deposits = ctx.database.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rg_deposits WHERE user_id = ?').get(userId)?.n ?? 0;
  if (deposits > 0) return;
  chooseOnFirstDeposit(ctx, userId, offer.slug);
}

/**
 * Brings the player's active bonuses up to date with the clock and their settled bets: progress is
 * recounted, a bonus whose requirement is met by bets settled before it expired is completed (its money
 * becomes ordinary money), one past its expiry is expired and what is left of its money removed.
 * The status change is conditional (`WHERE status = 'active'`), so a money removal happens once.
 */
export function refreshBonuses(ctx: ApiContext, userId: number): void {
  adoptRegistrationChoice(ctx, userId);
  const store = bonusStore(ctx);
  const now = ctx.clock.nowSeconds();
  for (const bonus of store.open(userId)) {
    if (bonus.status !== 'active' || bonus.expires_at === null) continue;
    const wagered = wageredMinor(ctx, bonus, Math.min(now, bonus.expires_at));
    if (wagered !== bonus.wagered_minor) store.setWagered(bonus.id, wagered);
    if (wagered >= bonus.wager_required_minor) {
      store.transition(bonus.id, 'active', 'completed', { ended_at: now, wagered_minor: wagered });
    } else if (now >= bonus.expires_at) {
      ctx.repos.transaction(() => {
        if (!store.transition(bonus.id, 'active', 'expired', { ended_at: bonus.expires_at })) return;
        const removed = debitUpTo(ctx, bonus.account_id ?? 0, bonus.bonus_minor);
        store.transition(bonus.id, 'expired', 'expired', { removed_minor: removed });
      });
    }
  }
}

/**
 * The bonus money of an account (major units): what active, unwagered bonuses credited there, never more
 * than the account holds. Withdrawals subtract it from the withdrawable balance (payments concept).
 */
export function bonusMoneyOf(ctx: ApiContext, userId: number, accountId: number): number {
  refreshBonuses(ctx, userId);
  const account = ctx.repos.accounts.byId(accountId);
  if (!account || account.user_id !== userId) return 0;
  const locked = bonusStore(ctx)
    .open(userId)
    .filter((b) => b.status === 'active' && b.account_id === accountId)
    .reduce((sum, b) => sum + b.bonus_minor, 0);
  return toMajor(Math.min(locked, balanceMinor(account)), currencyPrecision(account.currency_id));
}

/** The promotion's call to action: the bonus waits for the next qualifying deposit (one at a time). */
export function chooseDepositBonus(ctx: ApiContext, userId: number, slug: string): PlayerBonusRow {
  const offer = depositBonusBySlug(slug);
  if (!offer) throw new BonusError('bonus_unknown', 404);
  refreshBonuses(ctx, userId);
  const store = bonusStore(ctx);
  return ctx.repos.transaction(() => {
    const open = store.open(userId).filter((b) => b.source === 'deposit');
    if (open.some((b) => b.status === 'active')) throw new BonusError('bonus_active', 409);
    const now = ctx.clock.nowSeconds();
    // Choosing another bonus replaces the waiting choice.
    for (const b of open) store.transition(b.id, 'chosen', 'cancelled', { ended_at: now });
    const id = store.insert({
      user_id: userId, offer_slug: offer.slug, source: 'deposit', status: 'chosen', account_id: null, currency_id: null,
      deposit_minor: 0, bonus_minor: 0, wager_required_minor: 0, wagered_minor: 0, min_coef: offer.minCoef,
      games: offer.games.join(','), chosen_at: now, granted_at: null, expires_at: null, ended_at: null, removed_minor: 0,
    });
    return store.byId(userId, id)!;
  });
}

export interface DepositCredited {
  userId: number;
  accountId: number;
  /** The deposit, major units of the account's currency. */
  amount: number;
  /** Whether this is the player's first deposit; when omitted, counted from the recorded deposits. */
  firstDeposit?: boolean;
}

function chooseOnFirstDeposit(ctx: ApiContext, userId: number, slug: string): void {
  const offer = depositBonusBySlug(slug);
  if (!offer) return;
  bonusStore(ctx).insert({
    user_id: userId, offer_slug: offer.slug, source: 'deposit', status: 'chosen', account_id: null, currency_id: null,
    deposit_minor: 0, bonus_minor: 0, wager_required_minor: 0, wagered_minor: 0, min_coef: offer.minCoef,
    games: offer.games.join(','), chosen_at: ctx.clock.nowSeconds(), granted_at: null, expires_at: null, ended_at: null, removed_minor: 0,
  });
}

function isFirstDeposit(db: Database, userId: number): boolean {
  const row = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rg_deposits WHERE user_id = ?').get(userId);
  // Called right after the deposit itself was recorded.
  return (row?.n ?? 0) <= 1;
}

/**
 * The deposit hook: called by whoever credits a deposit, inside the same transaction (so the grant is
 * covered by the deposit's Idempotency-Key and happens once). Grants the chosen bonus when the deposit
 * qualifies; otherwise the choice keeps waiting. Answers the granted bonus, if any.
 */
export function onDepositCredited(ctx: ApiContext, deposit: DepositCredited): PlayerBonusRow | null {
  const store = bonusStore(ctx);
  // The deposit is already recorded here: a registration choice is adopted only before the first one.
  if ((deposit.firstDeposit ?? isFirstDeposit(ctx.database.db, deposit.userId)) && store.list(deposit.userId).length === 0) {
    const slug = REGISTRATION_BONUS_CHOICE[ctx.repos.users.byId(deposit.userId)?.first_deposit_bonus_choice ?? 0];
    if (slug) chooseOnFirstDeposit(ctx, deposit.userId, slug);
  }
  const chosen = store.open(deposit.userId).find((b) => b.status === 'chosen' && b.source === 'deposit');
  const offer = chosen ? depositBonusBySlug(chosen.offer_slug) : undefined;
  const account = ctx.repos.accounts.byId(deposit.accountId);
  if (!chosen || !offer || !account || account.type === ACCOUNT_TYPE.bonus) return null;
  const precision = currencyPrecision(account.currency_id);
  const depositMinor = toMinor(deposit.amount, precision);
  if (depositMinor < rubToMinor(offer.minDepositRub, account.currency_id)) return null;
  if (offer.firstDepositOnly && !(deposit.firstDeposit ?? isFirstDeposit(ctx.database.db, deposit.userId))) return null;
  const bonusMinor = Math.min(Math.floor((depositMinor * offer.percent) / 100), rubToMinor(offer.maxRub, account.currency_id));
  const now = ctx.clock.nowSeconds();
  const granted = store.transition(chosen.id, 'chosen', 'active', {
    account_id: account.id, currency_id: account.currency_id, deposit_minor: depositMinor, bonus_minor: bonusMinor,
    wager_required_minor: bonusMinor * offer.wagerMultiplier, granted_at: now, expires_at: now + offer.expiryDays * DAY,
  });
  if (!granted) return null;
  credit(ctx, account, bonusMinor);
  return store.byId(deposit.userId, chosen.id) ?? null;
}

/** Cancels a waiting choice (nothing moves) or an active bonus (what is left of its money is removed). */
export function cancelBonus(ctx: ApiContext, userId: number, bonusId: number): PlayerBonusRow {
  refreshBonuses(ctx, userId);
  const store = bonusStore(ctx);
  return ctx.repos.transaction(() => {
    const bonus = store.byId(userId, bonusId);
    if (!bonus) throw new BonusError('bonus_not_found', 404);
    const now = ctx.clock.nowSeconds();
    if (bonus.status === 'chosen') {
      store.transition(bonus.id, 'chosen', 'cancelled', { ended_at: now });
    } else if (bonus.status === 'active') {
      if (!store.transition(bonus.id, 'active', 'cancelled', { ended_at: now })) throw new BonusError('bonus_not_cancellable', 409);
      const removed = debitUpTo(ctx, bonus.account_id ?? 0, bonus.bonus_minor);
      store.transition(bonus.id, 'cancelled', 'cancelled', { removed_minor: removed });
    } else {
      throw new BonusError('bonus_not_cancellable', 409);
    }
    return store.byId(userId, bonusId)!;
  });
}

/** office/promotion: a promo code grants its bonus money at once on the main account, once per player. */
export function activatePromoCode(ctx: ApiContext, userId: number, rawCode: string): PlayerBonusRow {
  const promo = bonusPromoCode(rawCode);
  if (!promo) throw new BonusError('promo_code_unknown', 404);
  const now = ctx.clock.nowSeconds();
  if (now >= promo.validUntil) throw new BonusError('promo_code_expired', 400);
  const store = bonusStore(ctx);
  return ctx.repos.transaction(() => {
    if (store.promoActivated(userId, promo.code)) throw new BonusError('promo_code_used', 409);
    const account = mainAccountOf(ctx, userId);
    const bonusMinor = rubToMinor(promo.amountRub, account.currency_id);
    const id = store.insert({
      user_id: userId, offer_slug: promo.slug, source: 'promo_code', status: 'active', account_id: account.id, currency_id: account.currency_id,
      deposit_minor: 0, bonus_minor: bonusMinor, wager_required_minor: bonusMinor * promo.wagerMultiplier, wagered_minor: 0,
      min_coef: promo.minCoef, games: promo.games.join(','), chosen_at: now, granted_at: now, expires_at: now + promo.expiryDays * DAY,
      ended_at: null, removed_minor: 0,
    });
    store.recordPromo(userId, promo.code, id, now);
    credit(ctx, account, bonusMinor);
    return store.byId(userId, id)!;
  });
}
