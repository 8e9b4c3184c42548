/**
 * Toto as the API sees it: draw views (events, live scores, results, the settled pool split), placing a
 * coupon (the rules, the player's limits, then debit and insert in one transaction) and settling draws
 * whose 15 events have all finished (one transaction per draw: coupons, credits, the split's record).
 */
import type { TotoCoupon, TotoDraw, TotoWinner } from '@arena/domain';
import type { UserRow } from '../db/repositories/users.ts';
import type { BettingContext } from '../betting/betting-context.ts';
import type { ScheduledGame } from '../betting/catalogue/schedule.ts';
import { settlingScore } from '../betting/catalogue/markets.ts';
import { betLimitsFor } from '../betting/placement/bet-limits.ts';
import { payoutAccountId } from '../betting/settlement/payout-account.ts';
import { champName, sportName, teamName } from '../betting/catalogue/catalogue-names.ts';
import { checkBetAllowed } from '../limits/enforcement.ts';
import { checkPrecision, toMajor, toMinor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { ARCHIVE_DRAWS, currentDrawId, drawClosesAt, drawGames } from './toto-draws.ts';
import { totoRefusal, type TotoRefusal } from './toto-messages.ts';
import type { TotoCouponRow, TotoRepository } from './toto-repository.ts';
import {
  bestCorrect, checkPicks, checkStake, correctDistribution, couponPayoutMinor, GUARANTEE_MIN_STAKES, resultOf, splitPool, variantsCount,
  type PoolSplit, type TotoPick, type TotoResult,
} from './toto-rules.ts';

export interface TotoContext {
  betting: BettingContext;
  repo: TotoRepository;
}

const isoOf = (currencyId: number) => currencyById(currencyId)?.iso ?? 'RUB';

function eventView(toto: TotoContext, game: ScheduledGame, index: number, lang: string) {
  const moment = toto.betting.catalogue.moment(game);
  return {
    number: index + 1,
    gameId: String(game.id),
    sportName: sportName(game.sport, lang),
    champName: champName(game.champ, lang),
    opponents: [teamName(game.home, lang), teamName(game.away, lang)] as [string, string],
    startTime: Math.floor(game.startMs / 1000),
    statusId: moment.statusId,
    score: [moment.score[0], moment.score[1]] as [number, number],
    result: moment.statusId === 4 ? resultOf(settlingScore(game, moment)) : null,
  };
}

/** The 15 results once every event has finished, else null. */
export function drawResults(toto: TotoContext, drawId: number): TotoResult[] | null {
  const results: TotoResult[] = [];
  for (const game of drawGames(drawId)) {
    const moment = toto.betting.catalogue.moment(game);
    if (moment.statusId !== 4) return null;
    results.push(resultOf(settlingScore(game, moment)));
  }
  return results;
}

function splitView(split: PoolSplit, currencyId: number) {
  const precision = currencyPrecision(currencyId);
  const major = (minor: number) => toMajor(minor, precision);
  return {
    currency: isoOf(currencyId),
    pool: major(split.poolMinor),
    prizeFund: major(split.prizeFundMinor),
    categories: split.categories.map((c) => ({ correct: c.correct, sharePercent: c.sharePercent, winners: c.winners, prize: major(c.prizeMinor) })),
  };
}

export function drawView(toto: TotoContext, drawId: number, lang: string): TotoDraw {
  const now = toto.betting.ctx.clock.now();
  const events = drawGames(drawId).map((game, i) => eventView(toto, game, i, lang));
  const complete = events.every((e) => e.result !== null);
  const settlements = toto.repo.settlementsOf(drawId).map((row) => splitView(JSON.parse(row.split) as PoolSplit, row.currency_id));
  const status = now < drawClosesAt(drawId) ? 'open' : complete ? 'finished' : 'closed';
  return {
    id: drawId,
    status,
    closesAt: Math.floor(drawClosesAt(drawId) / 1000),
    events,
    results: complete ? events.map((e) => e.result!) : null,
    settlements,
  };
}

export function couponView(row: TotoCouponRow): TotoCoupon {
  return {
    id: String(row.id),
    drawId: row.draw_id,
    picks: row.picks.split('|'),
    variants: row.variants,
    amount: row.amount,
    currency: isoOf(row.currency_id),
    status: row.status,
    correct: row.correct,
    distribution: row.distribution ? (JSON.parse(row.distribution) as number[]) : null,
    payout: row.payout,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export interface TotoCouponInput {
  drawId: number;
  accountId: number;
  amount: number;
  picks: string[];
}

export type PlaceTotoAnswer = { ok: true; coupon: ReturnType<typeof couponView>; balance: number } | { ok: false; refusal: TotoRefusal };

export function placeTotoCoupon(toto: TotoContext, user: UserRow, input: TotoCouponInput, lang: string): PlaceTotoAnswer {
  const { ctx } = toto.betting;
  const refuse = (refusal: TotoRefusal): PlaceTotoAnswer => ({ ok: false, refusal });
  const account = ctx.repos.accounts.visible(user.id, ctx.clock.now()).find((a) => a.id === input.accountId);
  if (!account) return refuse(totoRefusal('account_not_found', lang, {}, 404));
  if (account.type === 4) return refuse(totoRefusal('bonus_account_not_allowed', lang));
  const precision = checkPrecision([input.amount], account.currency_id, lang);
  if (precision) return refuse({ status: 400, ...precision });

  const now = ctx.clock.now();
  const current = currentDrawId(now);
  if (!Number.isInteger(input.drawId) || input.drawId < 1 || input.drawId > current + 1) return refuse(totoRefusal('draw_not_found', lang, {}, 404));
  if (input.drawId < current) return refuse(totoRefusal('draw_closed', lang, { drawId: input.drawId }, 409, { drawId: input.drawId }));

  const picksProblem = checkPicks(input.picks);
  if (picksProblem) {
    const events = picksProblem.code === 'picks_missing' ? picksProblem.missing : picksProblem.events;
    return refuse(totoRefusal(picksProblem.code, lang, { events: events.join(', ') }, 400, { events }));
  }
  const picks = input.picks as TotoPick[];
  const variants = variantsCount(picks);
  const iso = isoOf(account.currency_id);
  const digits = currencyPrecision(account.currency_id);
  const limits = betLimitsFor(iso);
  const stakeMinor = toMinor(input.amount, digits);
  const stakeProblem = checkStake(stakeMinor, variants, toMinor(limits.minBetAmount, digits), toMinor(limits.maxBetAmount, digits));
  if (stakeProblem) {
    const major = (minor: number) => toMajor(minor, digits).toFixed(digits);
    switch (stakeProblem.code) {
      case 'stake_not_multiple':
        return refuse(totoRefusal('stake_not_multiple', lang, { variants, lower: major(stakeProblem.lowerMinor), higher: major(stakeProblem.higherMinor), currency: iso }, 400, { variants }));
      case 'stake_below_min':
        return refuse(totoRefusal('stake_below_min', lang, { min: major(stakeProblem.minPerVariantMinor), currency: iso }, 400, { min: limits.minBetAmount }));
      default:
        return refuse(totoRefusal('stake_above_max', lang, { max: major(stakeProblem.maxMinor), currency: iso }, 400, { max: limits.maxBetAmount }));
    }
  }
  // Responsible-gaming limits (breaks, wagering, loss) judge a toto stake like any other stake.
  const limitRefusal = checkBetAllowed(ctx, user.id, { accountId: account.id, typeId: 0, amount: input.amount, bets: [] }, lang);
  if (limitRefusal) return refuse({ ...limitRefusal.extra, status: limitRefusal.status, code: String(limitRefusal.extra['code']), message: String(limitRefusal.extra['message']) });

  const id = ctx.repos.transaction(() => {
    if (!ctx.repos.accounts.debit(account.id, input.amount)) return null;
    return toto.repo.insert({
      user_id: user.id, account_id: account.id, draw_id: input.drawId, picks: picks.join('|'), variants, amount: input.amount, created_at: ctx.clock.nowSeconds(),
    });
  });
  if (id === null) return refuse(totoRefusal('insufficient_funds', lang));
  const balance = ctx.repos.accounts.byId(account.id)?.money ?? 0;
  return { ok: true, coupon: couponView(toto.repo.byId(id)!), balance };
}

/** Settles one draw if all its events finished: per currency, the pool split and each coupon's payout. */
export function settleDraw(toto: TotoContext, drawId: number): boolean {
  // A draw still taking coupons is never settled, even if its games were forced over (test controls).
  if (toto.betting.ctx.clock.now() < drawClosesAt(drawId)) return false;
  const results = drawResults(toto, drawId);
  if (!results) return false;
  const { ctx } = toto.betting;
  ctx.repos.transaction(() => {
    const coupons = toto.repo.openOfDraw(drawId);
    const byCurrency = new Map<number, TotoCouponRow[]>();
    for (const c of coupons) byCurrency.set(c.currency_id, [...(byCurrency.get(c.currency_id) ?? []), c]);
    for (const [currencyId, rows] of byCurrency) {
      const digits = currencyPrecision(currencyId);
      const distributions = rows.map((row) => correctDistribution(row.picks.split('|') as TotoPick[], results));
      const winners: Record<number, number> = {};
      for (const d of distributions) d.forEach((count, k) => (winners[k] = (winners[k] ?? 0) + count));
      const pool = rows.reduce((sum, row) => sum + toMinor(row.amount, digits), 0);
      const guarantee = GUARANTEE_MIN_STAKES * toMinor(betLimitsFor(isoOf(currencyId)).minBetAmount, digits);
      const split = splitPool(pool, guarantee, winners);
      rows.forEach((row, i) => {
        const payoutMinor = couponPayoutMinor(distributions[i]!, split);
        const payout = toMajor(payoutMinor, digits);
        const settled = toto.repo.settle({
          id: row.id, status: payoutMinor > 0 ? 'won' : 'lost', correct: bestCorrect(distributions[i]!), distribution: JSON.stringify(distributions[i]), payout, settled_at: ctx.clock.nowSeconds(),
        });
        if (settled && payoutMinor > 0) ctx.repos.accounts.credit(payoutAccountId(ctx.repos, row), payout);
      });
      toto.repo.saveSettlement({ draw_id: drawId, currency_id: currencyId, results: results.join(''), split: JSON.stringify(split), settled_at: ctx.clock.nowSeconds() });
    }
  });
  return true;
}

/** The sweep: every draw holding open coupons whose events are all over. */
export function settleDueDraws(toto: TotoContext): number {
  let settled = 0;
  for (const drawId of toto.repo.drawsWithOpenCoupons()) if (settleDraw(toto, drawId)) settled++;
  return settled;
}

/** Winners of recent settled draws (the nonimees page): masked players, best correct picks, payouts. */
export function recentWinners(toto: TotoContext, limit: number): TotoWinner[] {
  const current = currentDrawId(toto.betting.ctx.clock.now());
  return toto.repo.wonBetween(current - ARCHIVE_DRAWS, current - 1, limit).map((row) => ({
    drawId: row.draw_id, couponId: String(row.id), player: `ID ••${String(row.user_id).slice(-2)}`, correct: row.correct ?? 0, variants: row.variants, payout: row.payout, currency: isoOf(row.currency_id),
  }));
}
