/**
 * The building blocks every casino round shape shares (casino-rounds.ts and the family files beside it):
 * numbers, the `engine` tag each outcome and paytable carries, the declared RTP and a playing card.
 */
import { Type } from 'typebox';

export const Int = Type.Integer();
export const Num = Type.Number();
export const Ints = Type.Array(Int);
export const Nums = Type.Array(Num);
/** The engine tag of an outcome or a paytable (the union's branches are told apart by it). */
export const engine = <Name extends string>(name: Name) => ({ engine: Type.Literal(name) });
/** rtp: the declared return (a fraction, 0.973) of the headline bet. */
export const Rtp = { rtp: Num };

/** A playing card: rank 1 (ace) … 13 (king), suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export const PlayingCard = Type.Object({ rank: Int, suit: Int });
export const Cards = Type.Array(PlayingCard);
