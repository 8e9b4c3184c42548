/**
 * Re-applies every coupon rule after a change, so no action can leave the coupon inconsistent:
 * type fits the bet count, bankers only where allowed, system value clamped, promo codes off singles,
 * bonus-bet coefficients, totals and possible win recomputed.
 */
import { amountStepFor, initialAmountFor } from '../currency/currencyAmounts.ts';
import { formatOdds } from '../odds/convertOdds.ts';
import { isBonusBet, type CouponBet } from './bet.ts';
import { betLimitsForCurrency } from './betLimits.ts';
import { combinesSelections, markDependentBets } from './dependentBets.ts';
import { bonusBetCoef } from './coefficients.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import { acceptsPromoCode } from './couponRules.ts';
import type { CouponAccount, CouponRulesConfig, CouponSettings, CouponState } from './couponState.ts';
import { calculatePossibleWin } from './possibleWin.ts';
import { clampSystemValue, systemValueOptions, systemValueRange } from './systemBet.ts';

export interface CouponContext {
  config: CouponRulesConfig;
  settings: CouponSettings;
  accounts: readonly CouponAccount[];
}

export function activeAccount(accounts: readonly CouponAccount[]): CouponAccount | undefined {
  return accounts.find((account) => account.isActive);
}

/** The type a coupon of n bets can have: one bet is a single; a system needs 3 bets, else it is an express. */
export function fitTypeToBets(typeId: CouponTypeId, betCount: number): CouponTypeId {
  if (betCount <= 1) return COUPON_TYPE.single;
  if (typeId === COUPON_TYPE.single) return COUPON_TYPE.express;
  if (typeId === COUPON_TYPE.system && !systemValueRange(betCount)) return COUPON_TYPE.express;
  return typeId;
}

/** The type the bets allow: fitTypeToBets, and singles instead of an express or system over dependent bets. */
export function fitTypeToSelections(typeId: CouponTypeId, bets: readonly CouponBet[]): CouponTypeId {
  const fitted = fitTypeToBets(typeId, bets.length);
  return combinesSelections(fitted) && bets.some((bet) => bet.isDepend) ? COUPON_TYPE.singles : fitted;
}

/** Whether the slip may offer this type for these (dependency-marked) bets. */
export function isCouponTypePossible(typeId: CouponTypeId, bets: readonly CouponBet[]): boolean {
  return fitTypeToSelections(typeId, bets) === typeId;
}

/** Bankers exist only on system coupons with a lobby block, never on bets that disable them, at most n − 2. */
function normalizeBankers(bets: readonly CouponBet[], typeId: CouponTypeId, hasLobbyBlock: boolean): CouponBet[] {
  const allowed = typeId === COUPON_TYPE.system && hasLobbyBlock;
  let budget = allowed ? Math.max(0, bets.length - 2) : 0;
  return bets.map((bet) => {
    const keep = bet.isBanker && !bet.isDisabledBanker && budget > 0;
    if (keep) budget -= 1;
    return keep === bet.isBanker ? bet : { ...bet, isBanker: keep };
  });
}

function withBonusBetCoefs(bets: readonly CouponBet[], bonusMarketTypeIds: ReadonlySet<number>): CouponBet[] {
  const regularCount = bets.filter((bet) => !isBonusBet(bet, bonusMarketTypeIds)).length;
  const coef = bonusBetCoef(regularCount);
  return bets.map((bet) =>
    isBonusBet(bet, bonusMarketTypeIds) && bet.market.coef !== coef ? { ...bet, market: { ...bet.market, coef } } : bet,
  );
}

export function normalizeCoupon(state: CouponState, context: CouponContext): CouponState {
  const { config, settings, accounts } = context;
  // Dependent selections (one game twice) are marked at once and turn an express or system into singles.
  const marked = markDependentBets(state.bets);
  const typeId = fitTypeToSelections(state.typeId, marked);
  const bonusTypes = new Set(config.bonusMarketTypeIds);
  const bets = normalizeBankers(withBonusBetCoefs(marked, bonusTypes), typeId, config.hasLobbyBlock);
  const bankerCount = bets.filter((bet) => bet.isBanker).length;
  const systemValue = clampSystemValue(state.systemValue, bets.length, bankerCount);
  const account = activeAccount(accounts);
  const iso = account?.iso ?? 'RUB';
  const systemValues =
    typeId === COUPON_TYPE.system ? systemValueOptions(bets.length, bankerCount, config.minAmountPerSystemLine, iso) : [];
  const limits = currencyLimits(config, account?.iso);
  const maxPayout = limits.maxPayout === undefined ? state.maxPayout : limits.maxPayout;
  const win = calculatePossibleWin({
    typeId,
    bets: bets.map((bet) => ({ outcomeId: bet.outcomeId, coef: bet.market.coef, isBanker: bet.isBanker })),
    amount: state.amount,
    amountByBetId: state.amountByBetId,
    systemValue,
    currencyIso: iso,
    ...(maxPayout === null ? {} : { maxPayout }),
  });
  const promoAllowed = acceptsPromoCode(typeId);
  return {
    ...state,
    ...limits,
    typeId,
    bets,
    // The coupon always bets from the active account once accounts are known.
    accountId: account?.id ?? state.accountId,
    systemValue,
    systemValues,
    isActiveSystemBanker: bankerCount > 0,
    promoCode: promoAllowed ? state.promoCode : '',
    manualPromoCode: promoAllowed ? state.manualPromoCode : '',
    promoCodes: promoAllowed ? state.promoCodes : [],
    coef: win.coef,
    coefByView: win.coef > 0 ? formatOdds(win.coef, config.coefViewId) : '',
    possibleWin: win.possibleWin,
    isPossibleWinCapped: win.isCapped,
    amountStep: amountStepFor(iso, settings),
    initialAmount: initialAmountFor(iso),
  };
}

/**
 * Once the backend's table of limits is known, the min/max stake and max payout are those of the active
 * account's currency: switching from the RUB to the USD account can never keep the RUB limits.
 */
function currencyLimits(
  config: CouponRulesConfig,
  iso: string | undefined,
): Partial<Pick<CouponState, 'minBetAmount' | 'maxBetAmount' | 'maxPayout'>> {
  if (!config.betLimits) return {};
  const row = betLimitsForCurrency(config.betLimits, iso);
  return { minBetAmount: row.minBetAmount, maxBetAmount: row.maxBetAmount, maxPayout: row.maxPayout };
}
