/**
 * The secure-data call (spec §7): keyed by the host's session — the HttpOnly `ua` cookie the browser
 * sends by itself, or the bearer token naming the same session — it answers `ggru` (a stable opaque id
 * of the player) and a grant the client keeps in a cookie for 1800 s (spec §9). Both are MACs under the
 * server secret, so nothing is stored; the grant names its session and expiry so it can be checked
 * without a lookup.
 *
 * The session id is never in the URL (URLs end up in access logs, proxies and browser history): an `id`
 * query parameter — how the call was keyed before — is refused with 400 `session_id_in_url`.
 */
import { SecureDataAnswer, SecureDataQuery } from '@arena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bearerToken, resolveUser, type AuthedUser } from '../shared/auth-guard.ts';
import type { ApiContext } from '../shared/context.ts';
import { ApiError, badRequest, unauthorized } from '../shared/errors.ts';
import { SESSION_COOKIE } from './session-cookies.ts';
import { activeSession } from './session-service.ts';

export const GRANT_TTL_SECONDS = 1800;
export const SECURE_DATA_PATH = '/web-api/user/secure-data';


/** The bearer token's session when there is one, else the `ua` cookie's; terms are not checked here. */
function callerOf(ctx: ApiContext, request: FastifyRequest): AuthedUser {
  const token = bearerToken(request);
  if (token !== null) return resolveUser(ctx, token);
  const session = activeSession(ctx, request);
  const user = session ? ctx.repos.users.byId(session.userId) : undefined;
  if (!session || !user) throw unauthorized();
  return { user, sessionId: session.id };
}

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
  api.get(SECURE_DATA_PATH, { schema: { querystring: SecureDataQuery, response: { 200: SecureDataAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.query.id !== undefined) throw badRequest('session_id_in_url', 'session_id_in_url');
    const { sessionId, user } = callerOf(ctx, request);
    // A token and a host cookie naming two different sessions: the grant would belong to neither.
    const hostCookie = request.cookies[SESSION_COOKIE];
    if (hostCookie && hostCookie !== sessionId) throw new ApiError(403, 'forbidden', 'forbidden');
    const expiresAt = ctx.clock.nowSeconds() + GRANT_TTL_SECONDS;
    return { ggru: ctx.tokens.macOf(`ggru:${user.id}`).slice(0, 32), grant: `${expiresAt}.${grantMac(ctx, sessionId, expiresAt)}`, expiresAt };
  });
}
