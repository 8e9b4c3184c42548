/**
 * Bingo, 75-ball and 90-ball (issue 30). The player buys 1–4 cards, the stake is per card (the round's stake is
 * stake × cards). All balls are drawn in a provably-fair order (ball-draw.ts: N − 1 floats), the cards are laid
 * out from the next floats (bingo-cards.ts), and the round draws until every card has its full house: nothing
 * is decided by when the player stops watching. Each card pays each of its patterns once, by the number of
 * balls drawn when that pattern completed (the first band of the published table it fits; later pays nothing).
 * A card's return does not depend on its numbers (they are distinct), so the declared RTP per card is exact
 * (bingo-odds.ts) and the same for 1–4 cards: 75-ball 96.18 %, 90-ball 94.64 %.
 */
import { drawOrder } from './ball-draw.ts';
import { BINGO_PATTERNS, CARD_FLOATS, cardOf, completions, type BingoBalls, type BingoCard, type BingoPattern } from './bingo-cards.ts';
import { completedBy } from './bingo-odds.ts';
import { round4, type EngineFamily, type FamilyParams } from './family.ts';

export const BINGO_MAX_CARDS = 4;

/** Per pattern: bands [drawn within n balls, pays × card stake], ascending; a later completion pays nothing. */
export const BINGO_PAYS: Readonly<Record<BingoBalls, Readonly<Partial<Record<BingoPattern, ReadonlyArray<readonly [number, number]>>>>>> = {
  75: {
    line: [[12, 40], [20, 6], [30, 2], [38, 1]],
    'full-house': [[60, 60], [66, 4], [70, 1]],
  },
  90: {
    line: [[20, 40], [30, 6], [46, 1]],
    'two-lines': [[45, 50], [60, 6], [70, 1]],
    'full-house': [[60, 100], [70, 8], [79, 1]],
  },
};

/** What a pattern completed at ball `at` pays (× card stake). */
export const patternPay = (balls: BingoBalls, pattern: BingoPattern, at: number): number => BINGO_PAYS[balls][pattern]?.find(([within]) => at <= within)?.[1] ?? 0;

/** Exact return per card stake: Σ over patterns and bands of pay × P(completed within that band). */
export function bingoRtp(balls: BingoBalls): number {
  let total = 0;
  for (const pattern of BINGO_PATTERNS[balls]) {
    let before = 0;
    for (const [within, pays] of BINGO_PAYS[balls][pattern] ?? []) {
      const by = completedBy(balls, pattern, within);
      total += pays * (by - before);
      before = by;
    }
  }
  return total;
}

export interface BingoChoice {
  cards: number;
}

export interface BingoCardResult extends BingoCard {
  /** Per pattern: the ball count at which it completed and what it paid (× card stake). */
  patterns: Array<{ pattern: BingoPattern; at: number; pays: number }>;
}

export interface BingoOutcome {
  balls: BingoBalls;
  /** The balls drawn, in order, until the last card's full house. */
  drawn: number[];
  cards: BingoCardResult[];
  /** Total return ÷ the round's stake (all cards): the mean of the cards' pays. */
  multiplier: number;
}

const ballsOf = (params: FamilyParams): BingoBalls => (Number(params['balls']) === 90 ? 90 : 75);
const floatsOf = (balls: BingoBalls) => balls - 1 + BINGO_MAX_CARDS * CARD_FLOATS[balls];

export function bingoOutcome(floats: readonly number[], balls: BingoBalls, cardCount: number): BingoOutcome {
  const order = drawOrder(balls, floats.slice(0, balls - 1));
  const positionOf = new Map(order.map((ball, i) => [ball, i]));
  // Card c always reads the same floats (whatever the card count), so card 1 is the same card with 1 or 4 bought.
  const cards = Array.from({ length: cardCount }, (_, c) => {
    const start = balls - 1 + c * CARD_FLOATS[balls];
    const card = cardOf(balls, floats.slice(start, start + CARD_FLOATS[balls]));
    const at = completions(balls, card, positionOf);
    return { ...card, patterns: BINGO_PATTERNS[balls].map((pattern) => ({ pattern, at: at[pattern], pays: patternPay(balls, pattern, at[pattern]) })) };
  });
  const lastFullHouse = Math.max(...cards.map((card) => card.patterns.at(-1)!.at));
  const returned = cards.reduce((sum, card) => sum + card.patterns.reduce((s, p) => s + p.pays, 0), 0);
  return { balls, drawn: order.slice(0, lastFullHouse), cards, multiplier: returned / cardCount };
}

export const bingoFamily: EngineFamily<BingoChoice, BingoOutcome> = {
  floats: (params) => floatsOf(ballsOf(params)),
  outcome: (floats, params, choice) => bingoOutcome(floats, ballsOf(params), choice.cards),
  paytable: (params) => {
    const balls = ballsOf(params);
    return {
      rtp: round4(bingoRtp(balls)),
      balls,
      maxCards: BINGO_MAX_CARDS,
      patterns: BINGO_PATTERNS[balls].map((pattern) => ({ pattern, bands: (BINGO_PAYS[balls][pattern] ?? []).map(([within, pays]) => ({ within, pays })) })),
    };
  },
  choiceProblem(choice) {
    const cards = (choice as Partial<BingoChoice> | null)?.cards;
    return Number.isInteger(cards) && cards! >= 1 && cards! <= BINGO_MAX_CARDS ? null : 'bingo_cards_invalid';
  },
  // The stake is per card: the round takes one stake for each card bought.
  amountsOf: (choice, stake) => Array.from({ length: choice.cards }, () => stake ?? Number.NaN),
  paramsOf: (game) => ({ balls: game.subcategory === 'bingo-90' ? 90 : 75 }),
};
