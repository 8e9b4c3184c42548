/**
 * A transport may hand the client a JSON body it has already parsed, attached to the Response.
 *
 * Why: the host's server render shares one answer among the renders of a second
 * (server/src/host/render/shared-reads.ts). Reading and parsing that answer again for every render was
 * about a tenth of a render worker's time. The host parses it once, freezes it, and attaches it to each
 * Response it hands out; the client then takes it as the body. Only a client that says it takes parsed
 * bodies (TAKES_PARSED_BODY) gets a Response without the bytes; a build that does not (an operator's
 * rollback to an older one) gets them and reads them as before.
 *
 * Registered symbols, so the host and any build of this library agree on them without sharing an instance.
 */
export const PARSED_JSON_BODY: unique symbol = Symbol.for('arena.http.parsed-json-body') as never;

/**
 * Set on a request's init by a client that takes a parsed body without the bytes: the transport may then hand
 * a Response with no body at all. Making a Response's body stream cost ~35 µs, five times per render; a client
 * build that does not set it still gets the bytes.
 */
export const TAKES_PARSED_BODY: unique symbol = Symbol.for('arena.http.takes-parsed-body') as never;

/** A request's init that says its client takes a parsed body (TAKES_PARSED_BODY). */
export const takingParsedBody = (init: RequestInit): RequestInit => Object.assign(init, { [TAKES_PARSED_BODY]: true });

export const takesParsedBody = (init: RequestInit | undefined): boolean => Boolean(init && (init as Partial<Record<typeof TAKES_PARSED_BODY, boolean>>)[TAKES_PARSED_BODY]);

/** Whether an answer's content type says its body is JSON: the client parses such a body, and the host's shared reads parse it ahead. */
export const isJsonContentType = (contentType: string | null): boolean => (contentType ?? '').includes('json');

/** A Response carrying its body already parsed. */
export type ResponseWithParsedBody = Response & { [PARSED_JSON_BODY]: unknown };

/** `response` with `body` attached as its parsed JSON (the value is shared: the caller freezes it). */
export function withParsedBody(response: Response, body: unknown): ResponseWithParsedBody {
  return Object.assign(response, { [PARSED_JSON_BODY]: body });
}

export function hasParsedBody(response: Response): response is ResponseWithParsedBody {
  return PARSED_JSON_BODY in response;
}
