/**
 * Password recovery (request code → verify → save), account activation and newsletter stop.
 * Verify answers 'wrong code' while the sent code is unexpired and 'time up' after (spec §5).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ActivateRequest, ActivationSentAnswer, NoBody, RecoveryRequest, RecoveryRequestAnswer, RecoverySaveRequest, RecoveryVerifyAnswer, RecoveryVerifyRequest,
  StopNewsletterRequest, SuccessAnswer,
} from '@arena/contracts';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { authedUser, bearerToken, requireUser, resolveUser } from '../shared/auth-guard.ts';
import { TTL, type ApiContext, type ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { hashPassword } from '../shared/password.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { checkCode, checkCodeRow, decodeCredential, guardRate, issueCode, loginKey, pendingUserKey, phoneKey } from './login-service.ts';
import { assertPasswordAllowed } from './password-policy.ts';

/** The recovery token outlives the code so an expired code can still be told apart ('time up'). */
const RECOVERY_TOKEN_TTL = 3600;

/** The player a valid bearer token names, or null (no token, or one no longer valid). */
function signedInUserIdOf(ctx: ApiContext, request: FastifyRequest): number | null {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return resolveUser(ctx, token).user.id;
  } catch {
    return null;
  }
}

/** The signature of a stop-newsletter link for that e-mail. */
export const newsletterSignature = (macOf: (data: string) => string, email: string) => macOf(`newsletter:${email.toLowerCase()}`);

export const recoveryRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);
  const fingerprint = requireFingerprint(ctx);
  /** Throttle first (a flood is refused before any other work), then the fingerprint rule. */
  const sensitive = (limiter: ReturnType<typeof throttle>) => ({ preHandler: [limiter, fingerprint] });
  const bodyOf = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
  const signedInUserId = (request: FastifyRequest) => signedInUserIdOf(ctx, request);

  api.post(
    '/auth-api/password-recovery/request',
    {
      ...sensitive(throttle('recoveryRequest', (request) => loginKey(bodyOf(request)['login']) ?? phoneKey(request.body))),
      schema: { body: RecoveryRequest, response: { 200: RecoveryRequestAnswer } },
    },
    async (request) => {
      const { login, country_code, phone_number } = request.body;
      let user;
      if (login) {
        const decoded = decodeCredential(login);
        user = ctx.repos.users.byLogin(decoded) ?? ctx.repos.users.byEmail(decoded);
      } else if (country_code && phone_number) {
        user = ctx.repos.users.byPhone(country_code, phone_number);
      } else {
        throw badRequest('validation_error', 'missing_fields');
      }
      guardRate(ctx, request, `recovery:${login ?? `${country_code}${phone_number}`}`, CAPTCHA_THRESHOLDS.recovery, CAPTCHA_CODES.recovery);
      // The same answer for an unknown login or phone (no account enumeration): a recovery token for
      // user 0, for whom no code is ever issued, so its verify step can only answer wrong_code. The
      // channel is the one the request implies (phone → sms, login → "contact": the account's phone or
      // e-mail), never read from the account. Both branches do the same work bar one indexed insert.
      const userId = user?.id ?? 0;
      const expiresAt = user ? issueCode(ctx, 'recovery', `user:${user.id}`, user.id, TTL.recoveryCode, requestLanguage(request)).expiresAt : ctx.clock.nowSeconds() + TTL.recoveryCode;
      const recovery = ctx.tokens.sign('pending', userId, 'recovery', RECOVERY_TOKEN_TTL);
      return { success: true, recoveryToken: recovery.token, expiresAt, channel: login ? ('contact' as const) : ('sms' as const) };
    },
  );

  api.post(
    '/auth-api/password-recovery/verify',
    { ...sensitive(throttle('recoveryVerify', (request) => pendingUserKey(ctx, bodyOf(request)['recoveryToken']))), schema: { body: RecoveryVerifyRequest, response: { 200: RecoveryVerifyAnswer } } },
    async (request) => {
      const recovery = ctx.tokens.verify(request.body.recoveryToken, 'pending');
      if (!recovery.ok || recovery.payload.s !== 'recovery') throw badRequest('time_up', 'time_up');
      checkCode(ctx, 'recovery', `user:${recovery.payload.u}`, request.body.code);
      const reset = issueCode(ctx, 'reset', `user:${recovery.payload.u}`, recovery.payload.u, TTL.resetToken, requestLanguage(request), randomBytes(18).toString('base64url'));
      return { success: true, resetToken: reset.code, expiresAt: reset.expiresAt };
    },
  );

  api.post(
    '/auth-api/password-recovery/save',
    { ...sensitive(throttle('recoverySave')), schema: { body: RecoverySaveRequest, response: { 200: SuccessAnswer } } },
    async (request) => {
      const row = ctx.repos.codes.byCode('reset', request.body.resetToken);
      if (!row || row.expires_at <= ctx.clock.nowSeconds()) throw badRequest('time_up', 'time_up');
      const password = decodeCredential(request.body.password);
      assertPasswordAllowed(password, ctx.repos.users.byId(row.user_id)?.login);
      const passwordHash = hashPassword(password);
      ctx.repos.transaction(() => {
        ctx.repos.users.setPassword(row.user_id, passwordHash);
        ctx.repos.codes.markUsed(row.id);
        // A reset means the password may be known to someone else: every session of the player ends
        // (the recovering browser has none; it signs in with the new password).
        ctx.repos.sessions.revokeAllForUser(row.user_id);
      });
      return { success: true };
    },
  );

  api.post('/auth-api/activation/send', { preHandler: [throttle('activationSend'), requireUser(ctx, { terms: false })], schema: { body: NoBody, response: { 200: ActivationSentAnswer } } }, async (request) => {
    const { user } = authedUser(request);
    const sent = issueCode(ctx, 'activation', `user:${user.id}`, user.id, TTL.activationCode, requestLanguage(request));
    return { success: true, expiresAt: sent.expiresAt };
  });

  api.post(
    '/auth-api/activate',
    { preHandler: throttle('activate'), schema: { body: ActivateRequest, response: { 200: SuccessAnswer } } },
    async (request) => {
      const { code } = request.body;
      // Signed in (the code typed after phone registration or on the activation page): the newest code
      // sent to this player, with its wrong answers counted and burned at MAX_CODE_ATTEMPTS. From an
      // e-mail link without a session there is no account to count against: the code is found by value,
      // and the per-IP throttle bounds the guessing.
      const userId = signedInUserId(request);
      let row;
      if (userId !== null) {
        row = checkCodeRow(ctx, ctx.repos.codes.latest('activation', `user:${userId}`), code);
      } else {
        row = ctx.repos.codes.byCode('activation', code);
        if (!row) throw badRequest('wrong_code', 'wrong_code');
        if (row.expires_at <= ctx.clock.nowSeconds()) throw badRequest('time_up', 'time_up');
      }
      const { id, user_id } = row;
      ctx.repos.transaction(() => {
        ctx.repos.users.activate(user_id);
        ctx.repos.codes.markUsed(id);
      });
      return { success: true };
    },
  );

  api.post(
    '/auth-api/stop-newsletter',
    { schema: { body: StopNewsletterRequest, response: { 200: SuccessAnswer } } },
    async (request) => {
      const { email, sign } = request.body;
      if (newsletterSignature(ctx.tokens.macOf, email) !== sign) throw badRequest('validation_error', 'validation_error');
      const user = ctx.repos.users.byEmail(email);
      if (user) ctx.repos.users.stopNewsletter(user.id);
      return { success: true };
    },
  );
};
