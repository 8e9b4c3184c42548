/**
 * The coupon store: a framework-free state container for the shell's coupon (subscribe/getSnapshot fit
 * React's useSyncExternalStore). Every action goes through normalizeCoupon, so the rules always hold.
 */
import { ACCOUNT_TYPE, COUPON_TYPE, isCouponTypeId, type CouponTab, type CouponTypeId } from './couponConstants.ts';
import { createBetFromSelection, type CouponBet, type CouponSelectionInput } from './bet.ts';
import { acceptsPromoCode } from './couponRules.ts';
import { requestOneClick, withDropOnScoreChange, withExactCoef, type OneClickEnableResult } from './couponSettingsRules.ts';
import {
  createEmptyCoupon,
  DEFAULT_COUPON_RULES_CONFIG,
  type CouponAccount,
  type CouponRulesConfig,
  type CouponSettings,
  type CouponState,
  type SinglesResult,
} from './couponState.ts';
import { activeAccount, isCouponTypePossible, normalizeCoupon } from './normalizeCoupon.ts';
import { parseCouponSnapshot, serializeCoupon, type PersistedCoupon } from './couponSnapshot.ts';
import { systemValueRange } from './systemBet.ts';
import { initialAmountFor } from '../currency/currencyAmounts.ts';

export interface CouponStoreSnapshot {
  coupon: CouponState;
  settings: CouponSettings;
  accounts: readonly CouponAccount[];
  config: CouponRulesConfig;
}

export type PromoCodeResult = { accepted: true } | { accepted: false; reason: 'refused-on-singles' };

export interface CouponStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CouponStoreSnapshot;
  /** Adds the outcome, or removes it when it is already in the coupon (a second click). */
  toggleSelection(selection: CouponSelectionInput): 'added' | 'removed';
  removeBet(outcomeId: string): void;
  clear(): void;
  /** Refused (false) when the bets do not allow the type, e.g. a system with fewer than 3 bets. */
  setType(typeId: CouponTypeId): boolean;
  setTab(tab: CouponTab): void;
  setAmount(amount: number): void;
  setBetAmount(outcomeId: string, amount: number): void;
  setSystemValue(value: number): void;
  /** Refused (false) when bankers are not possible for this bet or coupon. */
  toggleBanker(outcomeId: string): boolean;
  /** Live data: new odds, status or game fields for a bet already in the coupon. */
  updateBet(outcomeId: string, update: (bet: CouponBet) => CouponBet): void;
  setAccounts(accounts: readonly CouponAccount[]): void;
  selectAccount(accountId: number): void;
  setPromoCode(code: string): PromoCodeResult;
  setOperatorLimits(limits: { minBetAmount?: number | null; maxBetAmount?: number; maxPayout?: number | null }): void;
  setConfig(patch: Partial<CouponRulesConfig>): void;
  updateSettings(patch: Partial<Omit<CouponSettings, 'exactCoef' | 'isDropOnScoreChange' | 'isActiveOneClick'>>): void;
  setExactCoef(exactCoef: number | null): void;
  setDropOnScoreChange(isOn: boolean): void;
  /** Asks to enable one-click; with bets in the coupon it answers 'needs-confirmation' until confirmed. */
  enableOneClick(isConfirmed?: boolean): OneClickEnableResult;
  disableOneClick(): void;
  setPlaceResult(result: { successCoupon?: { id: string } | null; singlesResultCoupons?: SinglesResult[] }): void;
  /** JSON for persistence and tab sync. */
  toJSON(): string;
  /** Replaces state from persisted JSON (another tab); corrupt data gives an empty coupon. */
  load(json: string | null): void;
}

export interface CouponStoreOptions {
  config?: Partial<CouponRulesConfig>;
  accounts?: readonly CouponAccount[];
  /** Persisted JSON from a previous visit, if any. */
  persisted?: string | null;
}

/** Spec §4: if no account is active, the main account becomes active. */
export function ensureActiveAccount(accounts: readonly CouponAccount[]): CouponAccount[] {
  if (accounts.some((account) => account.isActive)) return [...accounts];
  const main = accounts.find((account) => account.type === ACCOUNT_TYPE.main);
  return accounts.map((account) => (account === main ? { ...account, isActive: true } : account));
}

/** A stake typed in one currency means nothing in another: a currency change restarts at its initial amount. */
function amountForCurrencyChange(previousIso: string | undefined, nextIso: string | undefined): { amount?: number } {
  return nextIso && nextIso !== previousIso ? { amount: initialAmountFor(nextIso) } : {};
}

export function createCouponStore(options: CouponStoreOptions = {}): CouponStore {
  const listeners = new Set<() => void>();
  let config: CouponRulesConfig = { ...DEFAULT_COUPON_RULES_CONFIG, ...options.config };
  let accounts: readonly CouponAccount[] = ensureActiveAccount(options.accounts ?? []);
  const restored: PersistedCoupon = parseCouponSnapshot(options.persisted ?? null);
  const startIso = activeAccount(accounts)?.iso;
  if (restored.coupon.bets.length === 0 && startIso) restored.coupon = createEmptyCoupon(startIso, restored.settings);
  let snapshot: CouponStoreSnapshot = {
    coupon: normalizeCoupon(restored.coupon, { config, settings: restored.settings, accounts }),
    settings: restored.settings,
    accounts,
    config,
  };

  function commit(coupon: CouponState, settings: CouponSettings = snapshot.settings): void {
    snapshot = { coupon: normalizeCoupon(coupon, { config, settings, accounts }), settings, accounts, config };
    for (const listener of [...listeners]) listener();
  }
  const coupon = (): CouponState => snapshot.coupon;

  function setBets(bets: CouponBet[], extra: Partial<CouponState> = {}): void {
    commit({ ...coupon(), ...extra, bets, successCoupon: null, singlesResultCoupons: [] });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    toggleSelection(selection) {
      const { bets } = coupon();
      if (bets.some((bet) => bet.outcomeId === selection.outcomeId)) {
        this.removeBet(selection.outcomeId);
        return 'removed';
      }
      setBets([...bets, createBetFromSelection(selection)]);
      return 'added';
    },
    removeBet(outcomeId) {
      const { [outcomeId]: _removed, ...amountByBetId } = coupon().amountByBetId;
      setBets(coupon().bets.filter((bet) => bet.outcomeId !== outcomeId), { amountByBetId });
    },
    clear() {
      setBets([], { amountByBetId: {}, amountByBlockId: {}, typeId: COUPON_TYPE.single });
    },
    setType(typeId) {
      // Bets are dependency-marked after every change: express/system over dependent bets is refused.
      if (!isCouponTypeId(typeId) || !isCouponTypePossible(typeId, coupon().bets)) return false;
      commit({ ...coupon(), typeId });
      return true;
    },
    setTab(tab) {
      commit({ ...coupon(), tab });
    },
    setAmount(amount) {
      commit({ ...coupon(), amount: Number.isFinite(amount) && amount >= 0 ? amount : 0 });
    },
    setBetAmount(outcomeId, amount) {
      if (!coupon().bets.some((bet) => bet.outcomeId === outcomeId) || !(amount >= 0)) return;
      commit({ ...coupon(), amountByBetId: { ...coupon().amountByBetId, [outcomeId]: amount } });
    },
    setSystemValue(value) {
      commit({ ...coupon(), systemValue: value });
    },
    toggleBanker(outcomeId) {
      const { bets, typeId } = coupon();
      const target = bets.find((bet) => bet.outcomeId === outcomeId);
      if (!target || typeId !== COUPON_TYPE.system || !config.hasLobbyBlock || target.isDisabledBanker) return false;
      const bankerCount = bets.filter((bet) => bet.isBanker).length + (target.isBanker ? -1 : 1);
      if (!systemValueRange(bets.length, bankerCount)) return false;
      commit({ ...coupon(), bets: bets.map((bet) => (bet === target ? { ...bet, isBanker: !bet.isBanker } : bet)) });
      return true;
    },
    updateBet(outcomeId, update) {
      commit({ ...coupon(), bets: coupon().bets.map((bet) => (bet.outcomeId === outcomeId ? update(bet) : bet)) });
    },
    setAccounts(next) {
      const previousIso = activeAccount(accounts)?.iso;
      accounts = ensureActiveAccount(next);
      commit({ ...coupon(), ...amountForCurrencyChange(previousIso, activeAccount(accounts)?.iso) });
    },
    selectAccount(accountId) {
      if (!accounts.some((account) => account.id === accountId)) return;
      const previousIso = activeAccount(accounts)?.iso;
      accounts = accounts.map((account) => ({ ...account, isActive: account.id === accountId }));
      const nextIso = activeAccount(accounts)?.iso;
      // Spec §4: selecting an active account resets the available prepaid amount; the caller refreshes data.
      commit({ ...coupon(), accountId, availablePrepaidAmount: 0, ...amountForCurrencyChange(previousIso, nextIso) });
    },
    setPromoCode(code) {
      if (!acceptsPromoCode(coupon().typeId)) return { accepted: false, reason: 'refused-on-singles' };
      const trimmed = code.trim();
      commit({ ...coupon(), promoCode: trimmed, manualPromoCode: trimmed });
      return { accepted: true };
    },
    setOperatorLimits(limits) {
      commit({ ...coupon(), ...limits });
    },
    setConfig(patch) {
      config = { ...config, ...patch };
      commit(coupon());
    },
    updateSettings(patch) {
      commit(coupon(), { ...snapshot.settings, ...patch });
    },
    setExactCoef(exactCoef) {
      commit(coupon(), withExactCoef(snapshot.settings, exactCoef));
    },
    setDropOnScoreChange(isOn) {
      commit(coupon(), withDropOnScoreChange(snapshot.settings, isOn));
    },
    enableOneClick(isConfirmed = false) {
      const result = requestOneClick(config.oneClick, coupon().bets.length, isConfirmed);
      if (result.kind !== 'enabled') return result;
      const cleared = result.clearsCoupon ? { bets: [], amountByBetId: {}, typeId: COUPON_TYPE.single } : {};
      commit({ ...coupon(), ...cleared }, { ...snapshot.settings, isActiveOneClick: true });
      return result;
    },
    disableOneClick() {
      commit(coupon(), { ...snapshot.settings, isActiveOneClick: false });
    },
    setPlaceResult(result) {
      commit({
        ...coupon(),
        successCoupon: result.successCoupon ?? null,
        singlesResultCoupons: result.singlesResultCoupons ?? [],
      });
    },
    toJSON: () => serializeCoupon(snapshot.coupon, snapshot.settings),
    load(json) {
      const persisted = parseCouponSnapshot(json);
      commit(persisted.coupon, persisted.settings);
    },
  };
}

