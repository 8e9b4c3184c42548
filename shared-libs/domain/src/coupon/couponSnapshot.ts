/**
 * Coupon persistence (reloads, tab sync): JSON out, validated JSON in. Stored data may be old, edited by
 * hand or written by another version, so loading checks every field and falls back to an empty coupon
 * rather than letting a bad value crash the shell.
 */
import type { CouponBet } from './bet.ts';
import { isChangeCoefAction, isCouponTab, isCouponTypeId } from './couponConstants.ts';
import { createEmptyCoupon, DEFAULT_COUPON_SETTINGS, type CouponSettings, type CouponState } from './couponState.ts';

export const COUPON_SNAPSHOT_VERSION = 1;

export interface PersistedCoupon {
  coupon: CouponState;
  settings: CouponSettings;
}

/** Results of a placement and bets being placed belong to this page view, not to storage. */
export function serializeCoupon(coupon: CouponState, settings: CouponSettings): string {
  const { successCoupon: _s, singlesResultCoupons: _r, activePlaceBetIds: _a, ...kept } = coupon;
  return JSON.stringify({
    version: COUPON_SNAPSHOT_VERSION,
    // JSON has no Infinity: an infinite max is stored as null.
    coupon: { ...kept, maxBetAmount: Number.isFinite(coupon.maxBetAmount) ? coupon.maxBetAmount : null },
    settings,
  });
}

class InvalidSnapshot extends Error {}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function record(value: unknown): Json {
  if (!isRecord(value)) throw new InvalidSnapshot('not an object');
  return value;
}
function num(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidSnapshot('not a number');
  return value;
}
const numOrNull = (value: unknown): number | null => (value === null ? null : num(value));
function str(value: unknown): string {
  if (typeof value !== 'string') throw new InvalidSnapshot('not a string');
  return value;
}
function bool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new InvalidSnapshot('not a boolean');
  return value;
}
function list<T>(value: unknown, item: (v: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new InvalidSnapshot('not an array');
  return value.map(item);
}
function numberMap(value: unknown): Record<string, number> {
  return Object.fromEntries(Object.entries(record(value)).map(([key, v]) => [key, num(v)]));
}
const optional = <T>(value: unknown, read: (v: unknown) => T): T | undefined => (value === undefined ? undefined : read(value));

function readBet(value: unknown): CouponBet {
  const bet = record(value);
  const market = record(bet.market);
  const game = record(bet.game);
  const coef = num(market.coef);
  if (coef <= 1 && num(market.sportId) !== 0) throw new InvalidSnapshot('impossible odds');
  const startTime = optional(game.startTime, num);
  const fullScore = optional(game.fullScore, str);
  const isLiveInLive = optional(game.isLiveInLive, bool);
  const expressId = optional(bet.expressId, num);
  const statisticId = optional(bet.statisticId, str);
  const playersDuel = optional(bet.playersDuel, bool);
  const acceptedCoef = optional(bet.acceptedCoef, num);
  const selectedScore = optional(bet.selectedScore, str);
  return {
    outcomeId: str(bet.outcomeId),
    title: str(bet.title),
    outcomeName: str(bet.outcomeName),
    market: {
      id: str(market.id), coef, sportId: num(market.sportId), typeId: num(market.typeId), kind: num(market.kind),
      isLive: bool(market.isLive),
    },
    game: {
      id: str(game.id),
      isFinished: bool(game.isFinished),
      statusId: num(game.statusId),
      secondsOfPlay: num(game.secondsOfPlay),
      opponentNames: list(game.opponentNames, str),
      ...(startTime === undefined ? {} : { startTime }),
      ...(fullScore === undefined ? {} : { fullScore }),
      ...(isLiveInLive === undefined ? {} : { isLiveInLive }),
    },
    blockId: num(bet.blockId),
    statusId: num(bet.statusId),
    isBlocked: bool(bet.isBlocked),
    isDepend: bool(bet.isDepend),
    isBannedExpress: bool(bet.isBannedExpress),
    isDisabledBanker: bool(bet.isDisabledBanker),
    isBanker: bool(bet.isBanker),
    ...(expressId === undefined ? {} : { expressId }),
    ...(statisticId === undefined ? {} : { statisticId }),
    ...(playersDuel === undefined ? {} : { playersDuel }),
    ...(acceptedCoef === undefined ? {} : { acceptedCoef }),
    ...(selectedScore === undefined ? {} : { selectedScore }),
  };
}

function readSettings(value: unknown): CouponSettings {
  const s = record(value);
  const changeCoefAction = s.changeCoefAction;
  if (!isChangeCoefAction(changeCoefAction)) throw new InvalidSnapshot('bad changeCoefAction');
  return {
    amountStepByCurrencyIso: numberMap(s.amountStepByCurrencyIso),
    isManualAmountStep: bool(s.isManualAmountStep),
    changeCoefAction,
    isAutoMax: bool(s.isAutoMax),
    isVipBet: bool(s.isVipBet),
    isBalanceShown: bool(s.isBalanceShown),
    isPossibleWinShown: bool(s.isPossibleWinShown),
    isSelectAccountShown: bool(s.isSelectAccountShown),
    isCouponFixed: bool(s.isCouponFixed),
    oneClickAmount: num(s.oneClickAmount),
    isActiveOneClick: bool(s.isActiveOneClick),
    exactCoef: numOrNull(s.exactCoef),
    isDropOnScoreChange: bool(s.isDropOnScoreChange),
    bonusAccountOneClickAmount: num(s.bonusAccountOneClickAmount),
  };
}

function readCoupon(value: unknown, settings: CouponSettings): CouponState {
  const c = record(value);
  const { typeId, tab } = c;
  if (!isCouponTypeId(typeId) || !isCouponTab(tab)) throw new InvalidSnapshot('bad type or tab');
  const bets = list(c.bets, readBet);
  if (new Set(bets.map((bet) => bet.outcomeId)).size !== bets.length) throw new InvalidSnapshot('duplicate bets');
  const amount = num(c.amount);
  if (amount < 0) throw new InvalidSnapshot('negative amount');
  const maxBetAmount = numOrNull(c.maxBetAmount);
  return {
    // Derived fields (coef, possible win, options, steps) are recomputed by the store on load.
    ...createEmptyCoupon('RUB', settings),
    tab,
    typeId,
    bets,
    accountId: numOrNull(c.accountId),
    amount,
    amountByBlockId: numberMap(c.amountByBlockId),
    amountByBetId: numberMap(c.amountByBetId),
    minBetAmount: numOrNull(c.minBetAmount),
    maxBetAmount: maxBetAmount ?? Number.POSITIVE_INFINITY,
    availablePrepaidAmount: num(c.availablePrepaidAmount),
    promoCode: str(c.promoCode),
    manualPromoCode: str(c.manualPromoCode),
    promoCodes: list(c.promoCodes, str),
    systemValue: num(c.systemValue),
    antiExpressCoef: numOrNull(c.antiExpressCoef),
    expressId: numOrNull(c.expressId),
    maxPayout: numOrNull(c.maxPayout),
    hyperBonusPercent: num(c.hyperBonusPercent),
    minHyperBonusBetLimit: num(c.minHyperBonusBetLimit),
    maxHyperBonusLimit: num(c.maxHyperBonusLimit),
  };
}

/** Reads persisted JSON (string or parsed); anything missing, corrupt or from another version gives an empty coupon. */
export function parseCouponSnapshot(input: string | unknown): PersistedCoupon {
  const empty = (): PersistedCoupon => ({ coupon: createEmptyCoupon(), settings: { ...DEFAULT_COUPON_SETTINGS } });
  if (input === null || input === undefined || input === '') return empty();
  try {
    const parsed: unknown = typeof input === 'string' ? JSON.parse(input) : input;
    const root = record(parsed);
    if (root.version !== COUPON_SNAPSHOT_VERSION) return empty();
    const settings = readSettings(root.settings);
    return { coupon: readCoupon(root.coupon, settings), settings };
  } catch {
    // Whatever went wrong (bad JSON, a wrong field, a shape we never wrote), the player gets a usable slip.
    return empty();
  }
}
