/** Login by login+password, phone+password, SMS code, two-step code and one-time token (spec §3, §7). */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { LoginAnswer, TwoStepPendingAnswer } from '@arena/domain';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { startSession } from '../session/session-service.ts';
import { verifyPassword } from '../shared/password.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { message } from '../shared/messages.ts';
import { requestLanguage } from '../shared/language.ts';
import {
  checkCode, completeLogin, decodeCredential, guardFailedLogins, guardRate, issueCode, recordFailedLogin, wrongCredentials,
} from './login-service.ts';
import { Code, DialCode, Encoded, OpaqueToken, PhoneNumber } from './schemas.ts';

type Answer = LoginAnswer | TwoStepPendingAnswer;

export const authRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const sensitive = { preHandler: requireFingerprint(ctx) };

  api.post(
    '/auth-api/login',
    { ...sensitive, schema: { body: Type.Object({ login: Encoded, password: Encoded, save: Type.Optional(Type.Boolean()) }) } },
    async (request, reply): Promise<Answer> => {
      const login = decodeCredential(request.body.login);
      const password = decodeCredential(request.body.password);
      guardFailedLogins(ctx, request, login);
      const user = ctx.repos.users.byLogin(login) ?? ctx.repos.users.byEmail(login);
      if (!user || !verifyPassword(password, user.password_hash)) {
        recordFailedLogin(ctx, request, login);
        throw wrongCredentials();
      }
      return completeLogin(ctx, request, reply, user, request.body.save ?? true);
    },
  );

  api.post(
    '/auth-api/login/phone',
    {
      ...sensitive,
      schema: { body: Type.Object({ country_code: DialCode, phone_number: PhoneNumber, password: Encoded, save: Type.Optional(Type.Boolean()) }) },
    },
    async (request, reply): Promise<Answer> => {
      const { country_code, phone_number } = request.body;
      const password = decodeCredential(request.body.password);
      const failureLogin = `+${country_code}${phone_number}`;
      guardFailedLogins(ctx, request, failureLogin);
      const user = ctx.repos.users.byPhone(country_code, phone_number);
      if (!user || !verifyPassword(password, user.password_hash)) {
        recordFailedLogin(ctx, request, failureLogin);
        throw wrongCredentials();
      }
      return completeLogin(ctx, request, reply, user, request.body.save ?? true);
    },
  );

  api.post(
    '/auth-api/sms/send',
    { ...sensitive, schema: { body: Type.Object({ country_code: DialCode, phone_number: PhoneNumber }) } },
    async (request) => {
      const phone = `+${request.body.country_code}${request.body.phone_number}`;
      guardRate(ctx, request, `sms:${phone}`, CAPTCHA_THRESHOLDS.sms, CAPTCHA_CODES.sms);
      const user = ctx.repos.users.byPhone(request.body.country_code, request.body.phone_number);
      // Answer the same whether or not the phone is registered (no account enumeration); only real users get a code.
      const sent = issueCode(ctx, 'sms', phone, user?.id ?? 0, TTL.smsCode);
      return { success: true, expiresAt: sent.expiresAt, message: message('code_sent', requestLanguage(request)) };
    },
  );

  api.post(
    '/auth-api/login/sms',
    { ...sensitive, schema: { body: Type.Object({ country_code: DialCode, phone_number: PhoneNumber, 'sms-code': Code }) } },
    async (request, reply): Promise<Answer> => {
      const phone = `+${request.body.country_code}${request.body.phone_number}`;
      guardFailedLogins(ctx, request, phone);
      let row;
      try {
        row = checkCode(ctx, 'sms', phone, request.body['sms-code']);
      } catch (error) {
        recordFailedLogin(ctx, request, phone);
        throw error;
      }
      const user = ctx.repos.users.byId(row.user_id);
      if (!user) throw wrongCredentials();
      // The SMS code is itself the second factor, so no two-step branch here.
      return startSession(ctx, reply, user, true);
    },
  );

  api.post(
    '/auth-api/login/two-step',
    { ...sensitive, schema: { body: Type.Object({ token: OpaqueToken, code: Code, method_id: Type.Optional(Type.Integer()) }) } },
    async (request, reply): Promise<LoginAnswer> => {
      const pending = ctx.tokens.verify(request.body.token, 'pending');
      if (!pending.ok) throw badRequest(pending.reason === 'expired' ? 'time_up' : 'wrong_code', pending.reason === 'expired' ? 'time_up' : 'wrong_code');
      checkCode(ctx, 'two_step', `user:${pending.payload.u}`, request.body.code);
      const user = ctx.repos.users.byId(pending.payload.u);
      if (!user) throw wrongCredentials();
      return startSession(ctx, reply, user, pending.payload.s === 'save');
    },
  );

  api.post(
    '/auth-api/login/token',
    { ...sensitive, schema: { body: Type.Object({ token: OpaqueToken, sign: Type.Optional(Type.String({ maxLength: 256 })) }) } },
    async (request, reply): Promise<LoginAnswer> => {
      const row = ctx.repos.codes.byCode('login_token', request.body.token);
      if (!row || row.expires_at <= ctx.clock.nowSeconds()) throw badRequest('token_invalid', 'token_invalid');
      ctx.repos.codes.markUsed(row.id);
      const user = ctx.repos.users.byId(row.user_id);
      if (!user) throw badRequest('token_invalid', 'token_invalid');
      return startSession(ctx, reply, user, true);
    },
  );
};
