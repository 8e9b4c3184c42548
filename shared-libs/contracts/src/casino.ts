/**
 * The casino concept (server/src/api/casino): the catalogue and tournaments (casino-catalogue.ts), the games'
 * requests (casino-games.ts), rounds (casino-rounds.ts; the newer families' shapes in casino-slot-mechanics.ts,
 * casino-draws.ts, casino-arcade.ts and casino-mines.ts), the live tables (casino-live.ts), and here the seamless-wallet API a
 * game provider calls (provider → operator, /casino-wallet-api/v1; amounts in minor units).
 */
import { Type } from 'typebox';

export * from './casino-catalogue.ts';
export * from './casino-games.ts';
export * from './casino-rounds.ts';
export { PlayingCard } from './casino-shapes.ts';
export * from './casino-slot-mechanics.ts';
export * from './casino-draws.ts';
export * from './casino-arcade.ts';
export * from './casino-head-to-head.ts';
export * from './casino-mines.ts';
export * from './casino-live.ts';

const WalletId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' });
/** The provider's name and key (a missing or wrong pair is a 401). */
export const WalletHeaders = Type.Object({ 'x-provider': Type.Optional(Type.String({ maxLength: 64 })), 'x-provider-key': Type.Optional(Type.String({ maxLength: 128 })) });
export const WalletBalanceRequest = Type.Object({ sessionToken: WalletId }, { additionalProperties: false });
/** A bet or a win: amount in minor units of the session's currency. */
export const WalletMoneyRequest = Type.Object(
  { sessionToken: WalletId, transactionId: WalletId, roundId: WalletId, amount: Type.Integer({ minimum: 0, maximum: 1e12 }) },
  { additionalProperties: false },
);
export const WalletRollbackRequest = Type.Object(
  { sessionToken: WalletId, transactionId: WalletId, roundId: WalletId, referenceTransactionId: WalletId },
  { additionalProperties: false },
);
/** balance: minor units after the call; a repeated transaction is answered as first (header Idempotent-Replayed). */
export const WalletAnswer = Type.Object({ transactionId: Type.String(), balance: Type.Integer(), currency: Type.String() });
