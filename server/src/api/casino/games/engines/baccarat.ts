/**
 * Baccarat, punto banco: cards from an endless shoe (each card one float: ace, 2–9, or a 10/court card worth
 * 0, the 13 ranks equally likely), dealt player, banker, player, banker; the third-card rules of the table
 * (player draws on 0–5; banker by its total and the player's third card). Player pays 1:1, banker 0.95:1
 * (5 % commission), tie 8:1; player and banker bets push on a tie. RTPs are exact by enumerating every deal.
 */
import type { EngineFamily } from './family.ts';
import { pickIndex } from './family.ts';

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];
/** Return (stake included) of a winning bet per side. */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSide, number>> = { player: 2, banker: 1.95, tie: 9 };
/** Declared RTP per side (endless shoe), checked by the enumeration test. */
export const BACCARAT_RTP: Readonly<Record<BaccaratSide, number>> = { player: 0.9877, banker: 0.9894, tie: 0.8588 };

/** Card ranks 1 (ace) … 13 (king). */
export const cardValue = (rank: number): number => (rank >= 10 ? 0 : rank);
const total = (ranks: readonly number[]) => ranks.reduce((sum, r) => sum + cardValue(r), 0) % 10;

/** Whether the banker draws, by its total and the player's third card (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const t = cardValue(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return t !== 8;
  if (bankerTotal === 4) return t >= 2 && t <= 7;
  if (bankerTotal === 5) return t >= 4 && t <= 7;
  if (bankerTotal === 6) return t === 6 || t === 7;
  return false;
}

export interface BaccaratHands {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

/** The deal from a sequence of card ranks (the shoe's next cards). */
export function dealFrom(cards: readonly number[]): BaccaratHands {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: number | null = null;
  if (!natural && total(player) <= 5) {
    playerThird = cards[next++]!;
    player.push(playerThird);
  }
  if (!natural && bankerDraws(total(banker), playerThird)) banker.push(cards[next++]!);
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return { player, banker, playerTotal, bankerTotal, winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie' };
}

/** Return (× stake) of a bet on `side` for a finished deal. */
export function baccaratReturn(side: BaccaratSide, winner: BaccaratSide): number {
  if (winner === side) return BACCARAT_RETURNS[side];
  return winner === 'tie' ? 1 : 0;
}

export interface BaccaratChoice {
  side: BaccaratSide;
}

export interface BaccaratOutcome extends BaccaratHands {
  side: BaccaratSide;
  multiplier: number;
}

export function baccaratOutcome(floats: readonly number[], choice: BaccaratChoice): BaccaratOutcome {
  const hands = dealFrom(floats.slice(0, 6).map((f) => pickIndex(f, 13) + 1));
  return { ...hands, side: choice.side, multiplier: baccaratReturn(choice.side, hands.winner) };
}

export const baccaratFamily: EngineFamily<BaccaratChoice, BaccaratOutcome> = {
  floats: () => 6,
  outcome: (floats, _params, choice) => baccaratOutcome(floats, choice),
  paytable: () => ({ rtp: BACCARAT_RTP.banker, sides: BACCARAT_SIDES.map((side) => ({ side, returns: BACCARAT_RETURNS[side], rtp: BACCARAT_RTP[side] })) }),
  choiceProblem(choice) {
    const side = (choice as Partial<BaccaratChoice> | null)?.side;
    return BACCARAT_SIDES.includes(side as BaccaratSide) ? null : 'baccarat_side_invalid';
  },
  paramsOf: () => ({}),
};
