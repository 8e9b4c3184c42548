/**
 * The sandbox's test cards: a number decides what the pretend card processor answers, as in a real
 * processor's sandbox. No other number is taken (the sandbox never sees a real card). The table is also
 * in server/src/api/payments/README.md ("Sandbox test cards").
 */
export type CardOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: 'insufficient_funds' | 'card_expired' }
  | { kind: 'challenge' }
  | { kind: 'pending' };

export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome }> = [
  { number: '4242424242424242', outcome: { kind: 'approve' } },
  { number: '4000000000000002', outcome: { kind: 'decline', reason: 'insufficient_funds' } },
  { number: '4000000000000069', outcome: { kind: 'decline', reason: 'card_expired' } },
  { number: '4000000000003220', outcome: { kind: 'challenge' } },
  { number: '4000000000000077', outcome: { kind: 'pending' } },
];

/** The one-time code the sandbox's 3-D Secure page accepts; any other code fails the authentication. */
export const CHALLENGE_CODE = '1234';

/** The outcome of a typed card number (spaces and dashes ignored), or null for a number that is no test card. */
export function cardOutcome(typed: string): CardOutcome | null {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? null;
}

/** A number written in groups of four, as the page lists them. */
export const groupedCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
