/**
 * The bonus selection (spec §4 bonus bet): one fixed market outside the simulated schedule, sport id 0 and
 * a bonus market type, so the domain's isBonusBet recognises it on both sides. It has no game of its own:
 * its price is the domain's bonusBetCoef of the express it rides on, and it settles with that express
 * (settlement/settle.ts). The catalogue lists it at the spec's default coefficient.
 */
import { bonusBetCoef, createBetFromSelection, isBonusBet, type BonusMarket } from '@arena/domain';
import { textIn, type Localized } from '../../../platform/messages.ts';

/** Market type 90 is the contract's bonus type (contracts/betting.ts). */
export const BONUS_MARKET_TYPE_ID = 90;
export const BONUS_MARKET_TYPE_IDS: ReadonlySet<number> = new Set([BONUS_MARKET_TYPE_ID]);
export const BONUS_SPORT_ID = 0;
/** Game id 0 is never scheduled (game k kicks off at k × 150 s, far in the past), so ids cannot clash. */
export const BONUS_GAME_ID = 0;
export const BONUS_MARKET_ID = `${BONUS_GAME_ID}-bonus`;
export const BONUS_OUTCOME_ID = `${BONUS_MARKET_ID}-acca`;
/** Spec §3 Bet.market.kind of the bonus outcome (kind 7 is the one auto bonus bets exclude). */
export const BONUS_MARKET_KIND = 0;

/** Its names in the interface languages (express: the slip's own word in each, betting.json coupon_express). */
export const BONUS_NAMES = {
  sport: { ru: 'Бонус', en: 'Bonus', ua: 'Бонус', kz: 'Бонус', az: 'Bonus', ar: 'مكافأة' },
  market: { ru: 'Бонус к экспрессу', en: 'Express bonus', ua: 'Бонус до експресу', kz: 'Экспресске бонус', az: 'Ekspress bonusu', ar: 'مكافأة المجمّع' },
  outcome: { ru: 'Бонус за экспресс', en: 'Accumulator bonus', ua: 'Бонус за експрес', kz: 'Экспресс үшін бонус', az: 'Ekspress üçün bonus', ar: 'مكافأة الرهان المجمّع' },
} satisfies Record<string, Localized>;

/** What GET /betting-api/bonus answers: deterministic, the same at every moment. */
export function bonusMarketView(lang: string): BonusMarket {
  return {
    sportId: BONUS_SPORT_ID,
    sportName: textIn(BONUS_NAMES.sport, lang),
    gameId: String(BONUS_GAME_ID),
    kind: BONUS_MARKET_KIND,
    market: {
      id: BONUS_MARKET_ID,
      typeId: BONUS_MARKET_TYPE_ID,
      group: 'other',
      name: textIn(BONUS_NAMES.market, lang),
      isBlocked: false,
      // Before it joins an express there is no bet count: bonusBetCoef(0) is the spec's default.
      outcomes: [{ id: BONUS_OUTCOME_ID, name: textIn(BONUS_NAMES.outcome, lang), coef: bonusBetCoef(0) }],
    },
  };
}

/** The domain's isBonusBet on a stored or quoted bet (sport id and market type are all it reads). */
export function isBonusOutcome(outcomeId: string, sportId: number, marketTypeId = 0): boolean {
  const bet = createBetFromSelection({ outcomeId, gameId: '', sportId, typeId: marketTypeId, coef: 1, isLive: false, title: '', outcomeName: '' });
  return isBonusBet(bet, BONUS_MARKET_TYPE_IDS);
}
