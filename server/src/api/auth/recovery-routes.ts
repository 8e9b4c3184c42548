/**
 * Password recovery (request code → verify → save), account activation and newsletter stop.
 * Verify answers 'wrong code' while the sent code is unexpired and 'time up' after (spec §5).
 */
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { badRequest, notFound } from '../shared/errors.ts';
import { hashPassword } from '../shared/password.ts';
import { checkCode, decodeCredential, guardRate, issueCode } from './login-service.ts';
import { Code, DialCode, Encoded, OpaqueToken, PhoneNumber } from './schemas.ts';

/** The recovery token outlives the code so an expired code can still be told apart ('time up'). */
const RECOVERY_TOKEN_TTL = 3600;
const MIN_PASSWORD = 6;

/** The signature of a stop-newsletter link for that e-mail. */
export const newsletterSignature = (macOf: (data: string) => string, email: string) => macOf(`newsletter:${email.toLowerCase()}`);

export const recoveryRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const sensitive = { preHandler: requireFingerprint(ctx) };

  api.post(
    '/auth-api/password-recovery/request',
    {
      ...sensitive,
      schema: { body: Type.Object({ login: Type.Optional(Encoded), country_code: Type.Optional(DialCode), phone_number: Type.Optional(PhoneNumber) }) },
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
      if (!user) throw notFound();
      const sent = issueCode(ctx, 'recovery', `user:${user.id}`, user.id, TTL.recoveryCode);
      const recovery = ctx.tokens.sign('pending', user.id, 'recovery', RECOVERY_TOKEN_TTL);
      return { success: true, recoveryToken: recovery.token, expiresAt: sent.expiresAt, channel: user.phone_number ? 'sms' : 'email' };
    },
  );

  api.post(
    '/auth-api/password-recovery/verify',
    { ...sensitive, schema: { body: Type.Object({ recoveryToken: OpaqueToken, code: Code }) } },
    async (request) => {
      const recovery = ctx.tokens.verify(request.body.recoveryToken, 'pending');
      if (!recovery.ok || recovery.payload.s !== 'recovery') throw badRequest('time_up', 'time_up');
      checkCode(ctx, 'recovery', `user:${recovery.payload.u}`, request.body.code);
      const reset = issueCode(ctx, 'reset', `user:${recovery.payload.u}`, recovery.payload.u, TTL.resetToken, randomBytes(18).toString('base64url'));
      return { success: true, resetToken: reset.code, expiresAt: reset.expiresAt };
    },
  );

  api.post(
    '/auth-api/password-recovery/save',
    { ...sensitive, schema: { body: Type.Object({ resetToken: OpaqueToken, password: Encoded }) } },
    async (request) => {
      const row = ctx.repos.codes.byCode('reset', request.body.resetToken);
      if (!row || row.expires_at <= ctx.clock.nowSeconds()) throw badRequest('time_up', 'time_up');
      const password = decodeCredential(request.body.password);
      if (password.length < MIN_PASSWORD) throw badRequest('validation_error', 'weak_password');
      ctx.repos.transaction(() => {
        ctx.repos.users.setPassword(row.user_id, hashPassword(password));
        ctx.repos.codes.markUsed(row.id);
      });
      return { success: true };
    },
  );

  api.post('/auth-api/activation/send', { preHandler: requireUser(ctx, { terms: false }) }, async (request) => {
    const { user } = authedUser(request);
    const sent = issueCode(ctx, 'activation', `user:${user.id}`, user.id, TTL.activationCode);
    return { success: true, expiresAt: sent.expiresAt };
  });

  api.post('/auth-api/activate', { schema: { body: Type.Object({ code: Type.String({ minLength: 4, maxLength: 64 }) }) } }, async (request) => {
    const row = ctx.repos.codes.byCode('activation', request.body.code);
    if (!row) throw badRequest('wrong_code', 'wrong_code');
    if (row.expires_at <= ctx.clock.nowSeconds()) throw badRequest('time_up', 'time_up');
    ctx.repos.transaction(() => {
      ctx.repos.users.activate(row.user_id);
      ctx.repos.codes.markUsed(row.id);
    });
    return { success: true };
  });

  api.post(
    '/auth-api/stop-newsletter',
    { schema: { body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), sign: Type.String({ minLength: 1, maxLength: 128 }) }) } },
    async (request) => {
      const { email, sign } = request.body;
      if (newsletterSignature(ctx.tokens.macOf, email) !== sign) throw badRequest('validation_error', 'validation_error');
      const user = ctx.repos.users.byEmail(email);
      if (user) ctx.repos.users.stopNewsletter(user.id);
      return { success: true };
    },
  );
};
