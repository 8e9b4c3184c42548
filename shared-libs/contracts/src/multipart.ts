/**
 * Multipart upload bodies: the one place the contracts say how a `multipart/form-data` body is checked.
 * Fastify's JSON validator never sees such a body (@fastify/multipart leaves `request.body` empty and the
 * route reads the parts from the stream, so it can stop at the size limit without buffering a too-large
 * file), so the schema a route declares as its body validates nothing itself: it accepts anything, like
 * `NoBody`, and its `contentMediaType` and description name the parts and the reader that checks them.
 * A concept exports what this builds under its own name (the route check matches schemas by identity);
 * this file is not re-exported from index.ts, as a builder is not a schema.
 */
import { Type } from 'typebox';

/** A multipart body read from the stream by `reader`, which checks `parts` (each part and its rule). */
export const multipartBody = (reader: string, parts: Record<string, string>) =>
  Type.Unknown({
    contentMediaType: 'multipart/form-data',
    description: `multipart/form-data, read from the stream and checked by ${reader} (the JSON validator sees no body): ${Object.entries(parts)
      .map(([name, rule]) => `\`${name}\` ${rule}`)
      .join('; ')}`,
  });
