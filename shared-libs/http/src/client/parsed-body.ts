/**
 * A transport may hand the client a JSON body it has already parsed, beside the Response's own bytes.
 *
 * Why: the host's server render shares one answer among the renders of a second
 * (server/src/host/render/shared-reads.ts). Reading and parsing that answer again for every render was
 * about a tenth of a render worker's time. The host parses it once, freezes it, and attaches it to each
 * Response it hands out; the client then takes it as the body. The Response still carries the bytes, so a
 * client build that does not know this key (an operator's rollback) reads them as before.
 *
 * A registered symbol, so the host and any build of this library agree on it without sharing an instance.
 */
export const PARSED_JSON_BODY: unique symbol = Symbol.for('arena.http.parsed-json-body') as never;

/** A Response carrying its body already parsed. */
export type ResponseWithParsedBody = Response & { [PARSED_JSON_BODY]: unknown };

/** `response` with `body` attached as its parsed JSON (the value is shared: the caller freezes it). */
export function withParsedBody(response: Response, body: unknown): ResponseWithParsedBody {
  return Object.assign(response, { [PARSED_JSON_BODY]: body });
}

export function hasParsedBody(response: Response): response is ResponseWithParsedBody {
  return PARSED_JSON_BODY in response;
}
