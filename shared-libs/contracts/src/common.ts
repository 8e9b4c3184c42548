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
