/**
 * The secure-data call (spec §7): keyed by a host cookie id — the `ua` session cookie the host set at
 * sign-in — it answers `ggru` (a stable opaque id of the player) and a grant the client keeps in a
 * cookie for 1800 s (spec §9). Both are MACs under the server secret, so nothing is stored; the grant
 * names its session and expiry so it can be checked without a lookup.
 */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ApiContext } from '../shared/context.ts';
import { ApiError } from '../shared/errors.ts';

export const GRANT_TTL_SECONDS = 1800;
export const SECURE_DATA_PATH = '/web-api/user/secure-data';

export interface SecureDataAnswer {
  ggru: string;
  grant: string;
  /** Unix seconds; the grant is refused after it. */
  expiresAt: number;
}

const Query = Type.Object({ id: Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) });

function grantMac(ctx: ApiContext, sessionId: string, expiresAt: number): string {
  return ctx.tokens.macOf(`grant:${sessionId}:${expiresAt}`);
}

/** True while a grant is unexpired and was issued for this session. */
export function verifyGrant(ctx: ApiContext, sessionId: string, grant: string): boolean {
  const [expires, mac] = grant.split('.');
  const expiresAt = Number(expires);
  return Number.isInteger(expiresAt) && expiresAt > ctx.clock.nowSeconds() && mac === grantMac(ctx, sessionId, expiresAt);
}

export function registerSecureDataRoute(app: FastifyInstance, ctx: ApiContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Terms are not checked: this is boot plumbing, the 451 belongs to the calls the player makes.
  api.get(SECURE_DATA_PATH, { preHandler: requireUser(ctx, { terms: false }), schema: { querystring: Query } }, async (request, reply): Promise<SecureDataAnswer> => {
    reply.header('Cache-Control', 'no-store');
    const { sessionId, user } = authedUser(request);
    // The host cookie must be this caller's own session: another session's id grants nothing.
    if (request.query.id !== sessionId) throw new ApiError(403, 'forbidden', 'forbidden');
    const expiresAt = ctx.clock.nowSeconds() + GRANT_TTL_SECONDS;
    return { ggru: ctx.tokens.macOf(`ggru:${user.id}`).slice(0, 32), grant: `${expiresAt}.${grantMac(ctx, sessionId, expiresAt)}`, expiresAt };
  });
}
