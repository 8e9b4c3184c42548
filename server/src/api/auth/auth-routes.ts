/** Login by login+password, phone+password, SMS code, two-step code and one-time token (spec §3, §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { LoginAnswer, TwoStepPendingAnswer } from '@arena/domain';
import {
  CodeSentAnswer, LoginAnswer as LoginAnswerSchema, LoginOrTwoStepAnswer, LoginPasswordRequest, PhonePasswordRequest, SmsLoginRequest, SmsSendRequest,
  TokenLoginRequest, TwoStepPendingAnswer as TwoStepPendingSchema, TwoStepRequest, TwoStepResendRequest,
} from '@arena/contracts';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { startSession } from '../session/session-service.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { message } from '../shared/messages.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import {
  checkCode, clearFailedLogins, completeLogin, decodeCredential, failureKeyOf, guardFailedLogins, guardRate, issueCode, issueTwoStepCode,
  pendingUserKey, phoneKey, recordFailedLogin, verifyPasswordLogin, wrongCredentials,
} from './login-service.ts';

type Answer = LoginAnswer | TwoStepPendingAnswer;

export const authRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);
  const fingerprint = requireFingerprint(ctx);
  /** Throttle first (a flood is refused before any other work), then the fingerprint rule. */
  const sensitive = (limiter: ReturnType<typeof throttle>) => ({ preHandler: [limiter, fingerprint] });
  const bodyOf = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
  // One per-address budget for every way to log in (the 'login' limiter is shared); per account, the
  // failed-login count, captcha and back-off of login-service.ts guard them all.
  const loginLimit = throttle('login');
  const twoStepLimit = throttle('twoStep', (request) => pendingUserKey(ctx, bodyOf(request)['token']));

  api.post(
    '/auth-api/login',
    { ...sensitive(loginLimit), schema: { body: LoginPasswordRequest, response: { 200: LoginOrTwoStepAnswer } } },
    async (request, reply): Promise<Answer> => {
      const login = decodeCredential(request.body.login);
      const found = ctx.repos.users.byLogin(login) ?? ctx.repos.users.byEmail(login);
      const user = verifyPasswordLogin(ctx, request, login, found, decodeCredential(request.body.password));
      return completeLogin(ctx, request, reply, user, request.body.save ?? true);
    },
  );

  api.post(
    '/auth-api/login/phone',
    {
      ...sensitive(loginLimit),
      schema: { body: PhonePasswordRequest, response: { 200: LoginOrTwoStepAnswer } },
    },
    async (request, reply): Promise<Answer> => {
      const { country_code, phone_number } = request.body;
      const found = ctx.repos.users.byPhone(country_code, phone_number);
      const user = verifyPasswordLogin(ctx, request, `+${country_code}${phone_number}`, found, decodeCredential(request.body.password));
      return completeLogin(ctx, request, reply, user, request.body.save ?? true);
    },
  );

  api.post(
    '/auth-api/sms/send',
    { ...sensitive(throttle('smsSend', (request) => phoneKey(request.body))), schema: { body: SmsSendRequest, response: { 200: CodeSentAnswer } } },
    async (request) => {
      const phone = `+${request.body.country_code}${request.body.phone_number}`;
      guardRate(ctx, request, `sms:${phone}`, CAPTCHA_THRESHOLDS.sms, CAPTCHA_CODES.sms);
      const user = ctx.repos.users.byPhone(request.body.country_code, request.body.phone_number);
      // Answer the same whether or not the phone is registered (no account enumeration); only real users get a code.
      const sent = issueCode(ctx, 'sms', phone, user?.id ?? 0, TTL.smsCode, requestLanguage(request));
      return { success: true, expiresAt: sent.expiresAt, message: message('code_sent', requestLanguage(request)) };
    },
  );

  api.post(
    '/auth-api/login/sms',
    { ...sensitive(loginLimit), schema: { body: SmsLoginRequest, response: { 200: LoginOrTwoStepAnswer } } },
    async (request, reply): Promise<Answer> => {
      const phone = `+${request.body.country_code}${request.body.phone_number}`;
      const account = failureKeyOf(ctx.repos.users.byPhone(request.body.country_code, request.body.phone_number), phone);
      guardFailedLogins(ctx, request, account);
      let row;
      try {
        row = checkCode(ctx, 'sms', phone, request.body['sms-code']);
      } catch (error) {
        recordFailedLogin(ctx, request, account);
        throw error;
      }
      const user = ctx.repos.users.byId(row.user_id);
      if (!user) throw wrongCredentials();
      clearFailedLogins(ctx, request, account);
      // The SMS code is itself the second factor, so no two-step branch here.
      return startSession(ctx, reply, user, true);
    },
  );

  api.post(
    '/auth-api/login/two-step',
    { ...sensitive(twoStepLimit), schema: { body: TwoStepRequest, response: { 200: LoginAnswerSchema } } },
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
    '/auth-api/login/two-step/send',
    {
      ...sensitive(throttle('twoStepResend', (request) => pendingUserKey(ctx, bodyOf(request)['token']))),
      schema: { body: TwoStepResendRequest, response: { 200: TwoStepPendingSchema } },
    },
    async (request): Promise<TwoStepPendingAnswer> => {
      // A new code for a pending two-step login (after a burned code or a lost message): the newest code
      // retires the old one, and a fresh pending token gives the player the new code's full lifetime.
      const pending = ctx.tokens.verify(request.body.token, 'pending');
      if (!pending.ok || (pending.payload.s !== 'save' && pending.payload.s !== 'nosave')) throw badRequest('time_up', 'time_up');
      const user = ctx.repos.users.byId(pending.payload.u);
      if (!user || !user.two_factor) throw badRequest('time_up', 'time_up');
      const renewed = ctx.tokens.sign('pending', user.id, pending.payload.s, TTL.twoStepCode);
      issueTwoStepCode(ctx, user.id, requestLanguage(request));
      return { success: false, two_step_required: true, token: renewed.token, method_id: 1, expiresAt: renewed.expiresAt };
    },
  );

  api.post(
    '/auth-api/login/token',
    { ...sensitive(loginLimit), schema: { body: TokenLoginRequest, response: { 200: LoginAnswerSchema } } },
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
