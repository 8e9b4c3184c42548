/** preHandler for sensitive calls (login, registration, recovery, SMS): a valid X-Fingerprint token. */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../shared/context.ts';
import { fingerprintInvalid } from '../shared/errors.ts';

export function requireFingerprint(ctx: ApiContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const header = request.headers['x-fingerprint'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw fingerprintInvalid(2001);
    if (!ctx.tokens.verify(token, 'fp').ok) throw fingerprintInvalid(2002);
  };
}
