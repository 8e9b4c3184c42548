/**
 * Schemas every concept uses: the markers of a route that reads no JSON body or answers no JSON, and the
 * small answers many routes share. A marker is a real schema (the route validates with it) and is listed
 * like any other, so the route check (server/src/api/route-contracts.test.ts) sees the route was thought of.
 */
import { Type } from 'typebox';

/** A route that reads no JSON body (bodyless, or multipart read from the stream): whatever comes is ignored. */
export const NoBody = Type.Unknown({ description: 'no JSON body: the route reads none' });

/** An answer that is not JSON (a file, an image, XML, a redirect's empty body): sent as is, never serialised. */
export const NotJson = Type.Unknown({ description: 'not JSON: sent as is' });

/** The plain acknowledgement `{ success: true }` (boolean: handlers need no `as const`). */
export const SuccessAnswer = Type.Object({ success: Type.Boolean() });

/** An acknowledgement with the message the player reads (in the request's language). */
export const SuccessMessageAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** The largest row id SQLite hands out here in practice (32-bit signed), and so the largest worth asking for. */
export const MAX_ROW_ID = 2_147_483_647;
/** How far into a player's history a page may start: far past any real history, small enough for SQLite. */
export const MAX_HISTORY_OFFSET = 1_000_000;

/**
 * Bounded numbers for query strings. A query number without a maximum let `offset=1e99` through the schema
 * to SQLite, which cannot bind it (a 500; issue 32, finding 5); crafted-input.test.ts checks every numeric
 * query parameter of the API has a maximum.
 */
export const RowIdQuery = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** `limit` and `offset` of a player's paged history (coupons, toto coupons). */
export const HistoryPageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_HISTORY_OFFSET })),
});

/**
 * A refusal a route answers itself, `{ code, message, ...details }` (platform/errors.ts's shape). Open and
 * all optional on purpose: the serialiser must pass every detail of any refusal through untouched.
 */
export const Refusal = Type.Object({ code: Type.Optional(Type.String()), message: Type.Optional(Type.String()) }, { additionalProperties: true });
