/**
 * Bounded numbers for query strings. A query number without a maximum let `offset=1e99` through the
 * schema to SQLite, which cannot bind it (a 500; issue 32, finding 5); crafted-input.test.ts checks that
 * every numeric query parameter of the API has a maximum.
 */
import { Type } from 'typebox';

/** The largest row id SQLite hands out here in practice (32-bit signed), and so the largest worth asking for. */
export const MAX_ROW_ID = 2_147_483_647;
/** How far into a player's history a page may start: far past any real history, small enough for SQLite. */
export const MAX_HISTORY_OFFSET = 1_000_000;

export const RowIdQuery = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** `limit` and `offset` of a player's paged history (coupons, toto coupons). */
export const HistoryPageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_HISTORY_OFFSET })),
});
