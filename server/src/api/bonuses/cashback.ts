/**
 * VIP and premium cashback (levels: bonus-catalogue.ts CASHBACK_LEVELS). A week runs Monday 00:00 UTC to
 * the next Monday; the cashback of a complete week is its net casino loss × the level's percent, paid
 * once per programme and week, in real money to the main account (converted from roubles, rounded down).
 */
import { fromMinorUnits, moneySum, toMinorUnits } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { CASHBACK_LEVELS, CASHBACK_MIN_PAYOUT_RUB, type CashbackLevel, type CashbackProgram } from './bonus-catalogue.ts';
import { BonusError, bonusStore, mainAccountOf, rubToMinor } from './bonus-service.ts';
import { casinoTotals, type CasinoTotals } from './wager-sources.ts';

const DAY = 86_400;
const WEEK = 7 * DAY;

/** Monday 00:00 UTC of the week holding the moment (1970-01-01 was a Thursday). */
export function weekStartOf(unixSeconds: number): number {
  const day = Math.floor(unixSeconds / DAY);
  return (day - ((day + 3) % 7)) * DAY;
}

/** Stakes minus wins in roubles, never below 0, exact to the kopeck (decimal, not a float subtraction). */
export function netLossRub(totals: CasinoTotals): number {
  return Math.max(0, moneySum([totals.stakesRub, -totals.winsRub], 'RUB'));
}

/** The programme's level for a week: VIP by turnover, premium by net loss (none below premium's first level). */
export function cashbackLevelFor(program: CashbackProgram, totals: CasinoTotals): CashbackLevel | null {
  const measure = program === 'vip' ? totals.stakesRub : netLossRub(totals);
  let found: CashbackLevel | null = null;
  for (const level of CASHBACK_LEVELS[program]) if (measure >= level.fromRub) found = level;
  return found;
}

/** Cashback in roubles (to the kopeck, rounded down) of a week's totals; 0 below the minimum payout. */
export function cashbackRub(program: CashbackProgram, totals: CasinoTotals): number {
  const level = cashbackLevelFor(program, totals);
  const netLoss = netLossRub(totals);
  if (!level || netLoss <= 0) return 0;
  // In whole kopecks: an integer × a whole percent, floored, so nothing rounds up through float noise.
  const amount = fromMinorUnits(Math.floor((toMinorUnits(netLoss, 2) * level.percent) / 100), 2);
  return amount >= CASHBACK_MIN_PAYOUT_RUB ? amount : 0;
}

export interface CashbackWeekView {
  periodStart: number;
  periodEnd: number;
  stakes: number;
  wins: number;
  netLoss: number;
  level: CashbackLevel | null;
  /** In the main account's currency. */
  cashback: number;
}

export interface CashbackView {
  program: CashbackProgram;
  levels: readonly CashbackLevel[];
  currency: string;
  current: CashbackWeekView;
  previous: CashbackWeekView & { paid: boolean; paidAt: number | null; claimable: boolean };
}

function weekView(ctx: ApiContext, userId: number, program: CashbackProgram, start: number, currencyId: number): CashbackWeekView {
  const totals = casinoTotals(ctx.database.db, userId, start, start + WEEK);
  const precision = currencyPrecision(currencyId);
  return {
    periodStart: start,
    periodEnd: start + WEEK,
    stakes: totals.stakesRub,
    wins: totals.winsRub,
    netLoss: netLossRub(totals),
    level: cashbackLevelFor(program, totals),
    cashback: toMajor(rubToMinor(cashbackRub(program, totals), currencyId), precision),
  };
}

export function cashbackView(ctx: ApiContext, userId: number, program: CashbackProgram): CashbackView {
  const account = mainAccountOf(ctx, userId);
  const thisWeek = weekStartOf(ctx.clock.nowSeconds());
  const previous = weekView(ctx, userId, program, thisWeek - WEEK, account.currency_id);
  const paid = bonusStore(ctx).cashbackPaid(userId, program, previous.periodStart);
  return {
    program,
    levels: CASHBACK_LEVELS[program],
    currency: currencyById(account.currency_id)?.iso ?? 'RUB',
    current: weekView(ctx, userId, program, thisWeek, account.currency_id),
    previous: { ...previous, paid: paid !== undefined, paidAt: paid?.paid_at ?? null, claimable: paid === undefined && previous.cashback > 0 },
  };
}

/** Pays last week's cashback of a programme once (a second claim of the same week is refused). */
export function claimCashback(ctx: ApiContext, userId: number, program: CashbackProgram): CashbackView {
  return ctx.repos.transaction(() => {
    const view = cashbackView(ctx, userId, program);
    if (view.previous.paid) throw new BonusError('cashback_paid', 409);
    if (!view.previous.claimable) throw new BonusError('cashback_nothing', 400);
    const account = mainAccountOf(ctx, userId);
    const minor = rubToMinor(cashbackRub(program, { stakesRub: view.previous.stakes, winsRub: view.previous.wins }), account.currency_id);
    if (!ctx.repos.accounts.credit(account.id, toMajor(minor, currencyPrecision(account.currency_id)))) throw new BonusError('account_not_found', 404);
    bonusStore(ctx).recordCashback(userId, program, view.previous.periodStart, account.id, minor, ctx.clock.nowSeconds());
    return cashbackView(ctx, userId, program);
  });
}
