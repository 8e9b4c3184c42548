/**
 * Bonus bets at placement (spec §4, §9): a bonus selection is accepted only in an express that meets the
 * domain's isAutoBonusBetAvailable, judged on the bets it rides on (the non-bonus ones: the bonus leg's
 * own odds are below 1.1 by design), and it is priced with the domain's bonusBetCoef of their count.
 */
import { bonusBetCoef, createBetFromSelection, isAutoBonusBetAvailable } from '@arena/domain';
import { rejection, type BetRejection } from '../betting-messages.ts';
import { isBonusOutcome } from '../catalogue/bonus-market.ts';
import type { BaseCouponInput, OutcomeLookup, QuotedOutcome } from './validate-coupon.ts';

export type BonusPricing = { ok: true; lookup: OutcomeLookup } | { ok: false; rejection: BetRejection };

const isBonusQuote = (q: QuotedOutcome) => isBonusOutcome(q.outcomeId, q.sportId, q.marketTypeId);

/** A lookup that prices the coupon's bonus bet on this coupon, or the refusal when it may not ride here. */
export function priceBonusBets(input: BaseCouponInput, lookup: OutcomeLookup, isAllowedByConfig: boolean): BonusPricing {
  const quotes = input.bets.map((bet) => ({ bet, quote: lookup(bet.outcomeId) }));
  const bonusIds = quotes.filter(({ quote }) => quote !== null && isBonusQuote(quote)).map(({ bet }) => bet.outcomeId);
  if (bonusIds.length === 0) return { ok: true, lookup };
  // Without every quote the rule cannot be judged; the unknown outcome is the real problem to report.
  const missing = quotes.filter(({ quote }) => quote === null).map(({ bet }) => bet.outcomeId);
  if (missing.length > 0) return { ok: false, rejection: rejection('outcome_not_found', { outcomeIds: missing }) };
  const regular = quotes.flatMap(({ quote }) => (quote && !isBonusQuote(quote) ? [quote] : []));
  const asCouponBets = regular.map((q) =>
    createBetFromSelection({
      outcomeId: q.outcomeId, gameId: String(q.gameId), sportId: q.sportId, typeId: q.marketTypeId, kind: q.kind,
      coef: q.coef, isLive: q.isLive, title: q.title, outcomeName: q.outcomeName,
    }),
  );
  // One bonus per express: the bonus multiplies the express once, not once per bonus selection.
  const available = bonusIds.length === 1 && isAutoBonusBetAvailable(isAllowedByConfig, input.typeId, asCouponBets);
  if (!available) return { ok: false, rejection: rejection('bonus_bet_not_available', { outcomeIds: bonusIds }) };
  const coef = bonusBetCoef(regular.length);
  return {
    ok: true,
    lookup: (outcomeId) => {
      const quote = lookup(outcomeId);
      return quote && isBonusQuote(quote) ? { ...quote, coef } : quote;
    },
  };
}
