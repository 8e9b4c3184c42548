/**
 * Playing cards for the card families (blackjack, video poker): a card is a rank 1 (ace) … 13 (king) and a
 * suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. A shoe of N decks is shuffled by the forward Fisher–Yates
 * walk: the card at position i is a uniform pick (float i) among the cards not yet placed. Drawing lazily
 * gives exactly the order the full shuffle gives, so a round reads only the floats of the cards it deals
 * and the shoe order is a pure function of the round's revealed seeds.
 */
import { pickIndex } from './family.ts';

export interface Card {
  rank: number;
  suit: number;
}

/** Card number 0 … 52·decks − 1 of an unshuffled shoe: deck by deck, suit by suit, ace to king. */
export const cardOf = (index: number): Card => ({ rank: (index % 13) + 1, suit: Math.floor(index / 13) % 4 });

export class Shoe {
  /** Positions the walk has swapped so far (a position not in the map still holds its own card number). */
  private readonly moved = new Map<number, number>();
  private readonly size: number;
  private dealt = 0;

  constructor(
    decks: number,
    private readonly floats: readonly number[],
  ) {
    this.size = 52 * decks;
  }

  private at = (position: number): number => this.moved.get(position) ?? position;

  /** The next card: position `dealt` takes a uniform pick among the cards left (its own float). */
  draw(): Card {
    const i = this.dealt++;
    const left = this.size - i;
    if (left <= 0) throw new Error('shoe exhausted');
    const j = i + (left > 1 ? pickIndex(this.floats[i] ?? 0, left) : 0);
    const card = this.at(j);
    this.moved.set(j, this.at(i));
    this.moved.set(i, card);
    return cardOf(card);
  }

  get cardsDealt(): number {
    return this.dealt;
  }
}

/** The whole shoe in dealing order (for verifying by hand: the same order the rounds deal from). */
export function shoeOrder(decks: number, floats: readonly number[]): Card[] {
  const shoe = new Shoe(decks, floats);
  return Array.from({ length: 52 * decks }, () => shoe.draw());
}
