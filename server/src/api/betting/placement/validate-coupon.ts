/**
 * Bet placement rules on the spec §3 base coupon: type and bet count, dependent outcomes, system size,
 * promo code on singles, bonus bets (bonus-bets.ts), blocked and finished events, drop-on-score-change (live), odds changes per
 * changeCoefAction and exactCoef, min/max stake
 * and balance. Pure: the caller supplies the current quotes and the account, and persists the plan.
 */
import {
  COUPON_TYPE, acceptsPromoCode, combinesSelections, dependentOutcomeIds, gameIdOfOutcome, applicableMaxAmount, applicableMinAmount, calculatePossibleWin, checkCouponAmount,
  createBetFromSelection, decideOddsChange, decideWithExactCoef, isVipBetAvailable, shouldDropOnScoreChange, systemValueRange, type ChangeCoefAction, type CouponTypeId,
} from '@arena/domain';
import { rejection, type BetRejection } from '../betting-messages.ts';
import type { BetLimits } from './bet-limits.ts';
import { priceBonusBets } from './bonus-bets.ts';
import { checkPromo, withPromoBonus } from './promo-codes.ts';

export interface BetInput {
  outcomeId: string;
  coef: number;
  isBanker?: boolean;
  /** Live: the score ("h:a") the selection was taken at. */
  score?: string;
}

export interface BaseCouponInput {
  /** The client's own coupon id (spec §3 base coupon `id`): a resubmission with it places nothing new. */
  id?: string | null;
  typeId: CouponTypeId;
  accountId: number;
  amount: number;
  amountByBetId?: Record<string, number>;
  amountByBlockId?: Record<string, number>;
  bets: BetInput[];
  changeCoefAction?: ChangeCoefAction;
  exactCoef?: number | null;
  isDropOnScoreChange?: boolean;
  isVipBet?: boolean;
  prepaidAmount?: number;
  promoCode?: string;
  systemValue?: number;
}

export interface QuotedOutcome {
  outcomeId: string;
  gameId: number;
  sportId: number;
  /** Market type and kind (spec Bet.market): the bonus rules read them. */
  marketTypeId: number;
  kind: number;
  title: string;
  marketName: string;
  outcomeName: string;
  /** The price now. */
  coef: number;
  isBlocked: boolean;
  isFinished: boolean;
  isLive: boolean;
  startTime: number;
  /** The game's score now ("h:a"). */
  fullScore: string;
}

export interface AccountInfo {
  id: number;
  type: number;
  currencyId: number;
  iso: string;
  money: number;
}

export interface PlacementRules {
  minAmountCouponTypes: readonly number[];
  maxAmountCouponTypes: readonly number[];
  limits: BetLimits;
  /** Site config betting.vipBet. */
  vipBet?: boolean;
  /** Site config betting.autoBonusBet: whether a bonus selection may ride on an express. */
  autoBonusBet?: boolean;
}

export interface PlannedBet extends QuotedOutcome {
  shownCoef: number;
  isBanker: boolean;
}

export interface PlannedCoupon {
  typeId: 0 | 1 | 2;
  amount: number;
  coef: number;
  systemValue: number;
  possibleWin: number;
  bets: PlannedBet[];
  /** A VIP coupon above the max stake: stored as 'pending', for the operator's approval. */
  pendingApproval?: boolean;
}

export type OutcomeLookup = (outcomeId: string) => QuotedOutcome | null;
type Checked<T> = { ok: true; value: T } | { ok: false; rejection: BetRejection };
const fail = <T,>(r: BetRejection): Checked<T> => ({ ok: false, rejection: r });

/** Spec §4 coupon types: a single has one bet, an express two or more, a system three or more. */
export function checkStructure(input: BaseCouponInput): BetRejection | null {
  const n = input.bets.length;
  const minBets = { [COUPON_TYPE.single]: 1, [COUPON_TYPE.express]: 2, [COUPON_TYPE.system]: 3, [COUPON_TYPE.singles]: 1 }[input.typeId];
  if (n < minBets || (input.typeId === COUPON_TYPE.single && n !== 1)) return rejection('bets_count_invalid', { typeId: input.typeId, betCount: n });
  const ids = input.bets.map((b) => b.outcomeId);
  if (new Set(ids).size !== ids.length) return rejection('duplicate_outcome');
  if (combinesSelections(input.typeId)) {
    // Outcomes of one game are dependent (the domain rule the slip marks them with): an accumulator over
    // them would misprice the combination. An outcome id starts with its game id ("<gameId>-<market>-…").
    const dependent = dependentOutcomeIds(ids.map((outcomeId) => ({ outcomeId, gameId: gameIdOfOutcome(outcomeId) })));
    if (dependent.length > 0) return rejection('dependent_bets', { outcomeIds: dependent });
  }
  if (input.typeId === COUPON_TYPE.system) {
    const bankers = input.bets.filter((b) => b.isBanker).length;
    const range = systemValueRange(n, bankers);
    const value = input.systemValue ?? 0;
    if (!range || value < range.min || value > range.max) return rejection('system_value_invalid', { range });
  }
  if (input.promoCode?.trim() && !acceptsPromoCode(input.typeId)) return rejection('promo_not_allowed');
  if ((input.prepaidAmount ?? 0) > 0) return rejection('prepaid_not_available');
  return null;
}

/** The outcome as it stands now: gone, finished, suspended, or priced against the player's policy. */
export function checkOutcome(bet: BetInput, lookup: OutcomeLookup, action: ChangeCoefAction, exactCoef: number | null, dropOnScoreChange = false): Checked<PlannedBet> {
  const quoted = lookup(bet.outcomeId);
  if (!quoted) return fail(rejection('outcome_not_found', { outcomeIds: [bet.outcomeId] }));
  if (quoted.isFinished) return fail(rejection('event_finished', { outcomeIds: [bet.outcomeId] }));
  if (quoted.isBlocked) return fail(rejection('event_blocked', { outcomeIds: [bet.outcomeId] }));
  if (dropOnScoreChange && quoted.isLive) {
    // Without the score it was taken at, a live selection cannot prove the score stood still: refused too.
    const shown = bet.score ?? '';
    if (shouldDropOnScoreChange(true, shown, quoted.fullScore)) {
      return fail(rejection('score_changed', { scores: [{ outcomeId: bet.outcomeId, shownScore: shown, currentScore: quoted.fullScore }] }));
    }
  }
  const decision = exactCoef ? decideWithExactCoef(action, exactCoef, bet.coef, quoted.coef) : decideOddsChange(action, bet.coef, quoted.coef);
  if (decision === 'reject') {
    return fail(rejection('odds_changed', { changeCoefAction: action, changes: [{ outcomeId: bet.outcomeId, shownCoef: bet.coef, currentCoef: quoted.coef }] }));
  }
  return { ok: true, value: { ...quoted, shownCoef: bet.coef, isBanker: bet.isBanker === true } };
}

/** Spec §5 min/max (per config-listed types, max never on a bonus account) and the account balance. */
export function checkAmount(typeId: CouponTypeId, amount: number, account: AccountInfo, rules: PlacementRules): BetRejection | null {
  const min = applicableMinAmount(typeId, rules.limits.minBetAmount, rules.minAmountCouponTypes);
  const max = applicableMaxAmount(typeId, rules.limits.maxBetAmount, rules.maxAmountCouponTypes, account.type);
  const problem = checkCouponAmount(amount, min, max);
  if (problem) {
    const { code, ...limits } = problem;
    return rejection(code, { ...limits, currency: account.iso });
  }
  if (account.money < amount) return rejection('insufficient_funds', { balance: account.money, currency: account.iso });
  return null;
}

function plan(typeId: 0 | 1 | 2, amount: number, bets: PlannedBet[], systemValue: number, maxPayout: number, currencyIso: string, promoCode?: string): PlannedCoupon {
  const win = calculatePossibleWin({
    typeId,
    amount,
    systemValue,
    maxPayout,
    currencyIso,
    bets: bets.map((b) => ({ outcomeId: b.outcomeId, coef: b.coef, isBanker: typeId === 2 && b.isBanker })),
  });
  const possibleWin = withPromoBonus(win.possibleWin, promoCode, maxPayout, currencyIso);
  return { typeId, amount, coef: win.coef, systemValue: typeId === 2 ? systemValue : 0, possibleWin, bets };
}

/** One coupon of type 0, 1 or 2: every rule must pass, or the first failure is the answer. */
export function validateCoupon(input: BaseCouponInput, lookup: OutcomeLookup, account: AccountInfo, rules: PlacementRules): Checked<PlannedCoupon> {
  const structural = checkStructure(input) ?? checkPromo(input.promoCode, input.typeId, input.bets.length);
  if (structural) return fail(structural);
  const bonus = priceBonusBets(input, lookup, rules.autoBonusBet === true);
  if (!bonus.ok) return fail(bonus.rejection);
  const action = input.changeCoefAction ?? 2;
  // The exact coefficient is the single's own price; on combinations the policy alone decides.
  const exact = input.typeId === COUPON_TYPE.single ? input.exactCoef ?? null : null;
  const bets: PlannedBet[] = [];
  for (const bet of input.bets) {
    const checked = checkOutcome(bet, bonus.lookup, action, exact, input.isDropOnScoreChange === true);
    if (!checked.ok) return checked;
    bets.push(checked.value);
  }
  const amountProblem = checkAmount(input.typeId, input.amount, account, rules);
  const vip = amountProblem?.code === 'amount_above_max' && input.isVipBet === true && vipAvailable(input.typeId, bets, rules);
  if (amountProblem && !vip) return fail(amountProblem);
  // Above the max, the balance must still cover the stake: it is held while the operator decides.
  if (vip && account.money < input.amount) return fail(rejection('insufficient_funds', { balance: account.money, currency: account.iso }));
  const typeId = input.typeId as 0 | 1 | 2;
  const planned = plan(typeId, input.amount, bets, input.systemValue ?? 0, rules.limits.maxPayout, account.iso, input.promoCode);
  return { ok: true, value: vip ? { ...planned, pendingApproval: true } : planned };
}

/** Spec §5 VIP availability, the domain's rule on the bets as quoted now (a live bet is never VIP). */
function vipAvailable(typeId: CouponTypeId, bets: readonly PlannedBet[], rules: PlacementRules): boolean {
  const asCouponBets = bets.map((b) =>
    createBetFromSelection({ outcomeId: b.outcomeId, gameId: String(b.gameId), sportId: b.sportId, coef: b.coef, isLive: b.isLive, title: b.title, outcomeName: b.outcomeName }),
  );
  return isVipBetAvailable(rules.vipBet === true, rules.limits.maxBetAmount, typeId, asCouponBets);
}

export interface SingleResult {
  outcomeId: string;
  plan?: PlannedCoupon;
  rejection?: BetRejection;
}

/** Type 10001: each bet becomes its own type-0 coupon, validated alone; the money runs down in order. */
export function validateSingles(input: BaseCouponInput, lookup: OutcomeLookup, account: AccountInfo, rules: PlacementRules): Checked<SingleResult[]> {
  const structural = checkStructure(input);
  if (structural) return fail(structural);
  let money = account.money;
  const results = input.bets.map((bet): SingleResult => {
    const amount = input.amountByBetId?.[bet.outcomeId] ?? input.amount;
    // Singles are never VIP (spec §5): each single keeps its max.
    const single: BaseCouponInput = { ...input, typeId: COUPON_TYPE.single, bets: [bet], amount, isVipBet: false };
    const checked = validateCoupon(single, lookup, { ...account, money }, rules);
    if (!checked.ok) return { outcomeId: bet.outcomeId, rejection: checked.rejection };
    money -= amount;
    return { outcomeId: bet.outcomeId, plan: checked.value };
  });
  return { ok: true, value: results };
}
