/**
 * The office security page (spec §3 protection methods), every change answering { data: Profile }:
 *   POST /office-api/security/password    { old_password*, new_password* }  (* base64, as at login);
 *                                          the player's other sessions end
 *   POST /office-api/security/code        { purpose: two_step_on | two_step_off | phone, password*, country_code?, phone_number? }
 *                                         → { success, expiresAt } (code via SMS; outbox in the reference backend);
 *                                         the current password proves it is the owner, not a stolen session
 *   POST /office-api/security/two-step    { enable, code }   } both notify the contacts the account had before
 *   POST /office-api/security/phone       { country_code, phone_number, code }   } and end the other sessions
 *   GET  /office-api/security/sessions    → { sessions: [{ id, createdAt, expiresAt, current }] } (live ones)
 *   POST /office-api/security/sessions/end-others → { ended } ("sign out everywhere" but here)
 *   PUT  /office-api/security/question    { question_id, answer, password* }
 *   PUT  /office-api/security/email-auth  { enabled }
 * Codes reuse the auth machinery (login-service.ts): only the newest code of a target counts, 5 wrong
 * answers burn it, it expires after TTL.smsCode; the calls are throttled per IP and per player.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { checkCode, decodeCredential, issueCode } from '../auth/login-service.ts';
import { assertPhoneField } from '../auth/registration-fields.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import {
  EmailAuthRequest, EndedSessionsAnswer, NoBody, OfficeSessionsAnswer, PasswordChangeRequest, PhoneBindingRequest, ProfileAnswer as ProfileAnswerSchema,
  SecurityCodeAnswer, SecurityCodeRequest, SecurityQuestionRequest, TwoStepSwitchRequest,
} from '@arena/contracts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { hashPassword, verifyPassword } from '../shared/password.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { installOfficeErrors, officeBadRequest, OfficeFailure } from './office-errors.ts';
import { profileView } from './profile-routes.ts';
import { notifyContacts, type SecurityChange } from './security-notices.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { patchProfile, profileOf, setPhone, setTwoFactor } from './profile-store.ts';
import { normalizeAnswer, SECURITY_ANSWER_MAX, SECURITY_ANSWER_MIN, SecurityQuestionIds } from './security-questions.ts';

type PurposeName = 'two_step_on' | 'two_step_off' | 'phone';

/** Whom a security code is for: the player, the purpose and, for phone binding, the very number. */
export const securityCodeTarget = (userId: number, purpose: PurposeName, phone = '') =>
  purpose === 'phone' ? `office:phone:${userId}:+${phone}` : `office:${purpose}:${userId}`;

const ProfileAnswer = { 200: ProfileAnswerSchema };

export const securityRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  installOfficeErrors(app);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);
  const playerKey = (request: FastifyRequest) => (request.arenaUser ? `office:${request.arenaUser.user.id}` : null);
  const guarded = (call: 'officePassword' | 'officeCodeSend' | 'officeCodeCheck') => ({
    preHandler: [requireUser(ctx, { denyBanned: true }), throttle(call, playerKey)],
  });
  const fresh = (request: FastifyRequest) => ctx.repos.users.byId(authedUser(request).user.id)!;
  const answer = (request: FastifyRequest) => ({ data: profileView(ctx, fresh(request)) });
  /**
   * After a phone or two-step change (issue 32, finding 4): the contacts the account had before hear of it,
   * and every other session ends — a stolen session that made the change is not the one kept, unless it is
   * the one making it, and then the owner's notice tells them to change the password (which ends it).
   */
  const afterSensitiveChange = (request: FastifyRequest, before: UserRow, change: SecurityChange) => {
    notifyContacts(ctx, before, change, requestLanguage(request));
    ctx.repos.sessions.revokeAllForUser(before.id, authedUser(request).sessionId);
  };

  api.post(
    '/office-api/security/password',
    { ...guarded('officePassword'), schema: { body: PasswordChangeRequest, response: ProfileAnswer } },
    async (request) => {
      const user = fresh(request);
      const oldPassword = decodeCredential(request.body.old_password);
      const newPassword = decodeCredential(request.body.new_password);
      if (!verifyPassword(oldPassword, user.password_hash)) throw officeBadRequest('wrong_password');
      if (oldPassword === newPassword) throw officeBadRequest('same_password');
      assertPasswordAllowed(newPassword, user.login);
      ctx.repos.users.setPassword(user.id, hashPassword(newPassword));
      // Every other session ends: one stolen with the old password must not outlive it (issue 32, finding 4).
      ctx.repos.sessions.revokeAllForUser(user.id, authedUser(request).sessionId);
      return answer(request);
    },
  );

  api.post(
    '/office-api/security/code',
    {
      ...guarded('officeCodeSend'),
      schema: {
        body: SecurityCodeRequest,
        response: { 200: SecurityCodeAnswer },
      },
    },
    async (request) => {
      const user = fresh(request);
      const { purpose, country_code, phone_number } = request.body;
      // A session alone (stolen, or a device left signed in) must not re-bind the phone or switch two-step.
      if (!verifyPassword(decodeCredential(request.body.password), user.password_hash)) throw officeBadRequest('wrong_password');
      if (purpose === 'two_step_on' && user.two_factor) throw officeBadRequest('already_enabled');
      if (purpose === 'two_step_off' && !user.two_factor) throw officeBadRequest('already_disabled');
      let phone = '';
      if (purpose === 'phone') {
        if (!country_code || !phone_number) throw new OfficeFailure(400, 'invalid_fields', 'invalid_fields', { fields: { phone_number: 'required' } });
        // The shared phone rule (@arena/domain phoneRules): the digits the country's numbers have, refused with
        // the registration form's own message (registration-fields.ts), before any SMS goes to a malformed number.
        assertPhoneField(country_code, phone_number);
        const owner = ctx.repos.users.byPhone(country_code, phone_number);
        if (owner && owner.id !== user.id) throw officeBadRequest('phone_taken');
        phone = `${country_code}${phone_number}`;
      }
      const { expiresAt } = issueCode(ctx, 'sms', securityCodeTarget(user.id, purpose, phone), user.id, TTL.smsCode, requestLanguage(request));
      return { success: true, expiresAt };
    },
  );

  api.post(
    '/office-api/security/two-step',
    { ...guarded('officeCodeCheck'), schema: { body: TwoStepSwitchRequest, response: ProfileAnswer } },
    async (request) => {
      const user = fresh(request);
      const { enable, code } = request.body;
      if (enable === (user.two_factor === 1)) throw officeBadRequest(enable ? 'already_enabled' : 'already_disabled');
      checkCode(ctx, 'sms', securityCodeTarget(user.id, enable ? 'two_step_on' : 'two_step_off'), code);
      setTwoFactor(ctx, user.id, enable);
      afterSensitiveChange(request, user, enable ? 'two_step_on' : 'two_step_off');
      return answer(request);
    },
  );

  api.post(
    '/office-api/security/phone',
    { ...guarded('officeCodeCheck'), schema: { body: PhoneBindingRequest, response: ProfileAnswer } },
    async (request) => {
      const user = fresh(request);
      const { country_code, phone_number, code } = request.body;
      // Checked here too: a number is bound only if registration would have accepted it.
      assertPhoneField(country_code, phone_number);
      checkCode(ctx, 'sms', securityCodeTarget(user.id, 'phone', `${country_code}${phone_number}`), code);
      const owner = ctx.repos.users.byPhone(country_code, phone_number);
      if (owner && owner.id !== user.id) throw officeBadRequest('phone_taken');
      setPhone(ctx, user.id, country_code, phone_number);
      afterSensitiveChange(request, user, 'phone_changed');
      return answer(request);
    },
  );

  api.put(
    '/office-api/security/question',
    {
      ...guarded('officePassword'),
      schema: {
        body: SecurityQuestionRequest,
        response: ProfileAnswer,
      },
    },
    async (request) => {
      const user = fresh(request);
      const { question_id, answer: given, password } = request.body;
      if (!verifyPassword(decodeCredential(password), user.password_hash)) throw officeBadRequest('wrong_password');
      const normalized = normalizeAnswer(given);
      const fields: Record<string, string> = {};
      if (question_id !== 0 && !SecurityQuestionIds.includes(question_id)) fields['question_id'] = 'bad_format';
      if (question_id !== 0 && normalized.length < SECURITY_ANSWER_MIN) fields['answer'] = 'required';
      if (normalized.length > SECURITY_ANSWER_MAX) fields['answer'] = 'too_long';
      if (Object.keys(fields).length > 0) throw new OfficeFailure(400, 'invalid_fields', 'invalid_fields', { fields });
      // question 0 switches the protection off; the answer is kept only as a hash.
      patchProfile(ctx, user.id, { security_question_id: question_id, security_answer_hash: question_id === 0 ? '' : hashPassword(normalized) });
      return answer(request);
    },
  );

  api.put(
    '/office-api/security/email-auth',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: EmailAuthRequest, response: ProfileAnswer } },
    async (request) => {
      const user = fresh(request);
      if (request.body.enabled && user.email === '') throw officeBadRequest('email_required');
      if (profileOf(ctx, user.id).email_auth === (request.body.enabled ? 1 : 0)) return answer(request);
      patchProfile(ctx, user.id, { email_auth: request.body.enabled ? 1 : 0 });
      return answer(request);
    },
  );

  api.get(
    '/office-api/security/sessions',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { response: { 200: OfficeSessionsAnswer } } },
    async (request) => {
      const { user, sessionId } = authedUser(request);
      const live = ctx.repos.sessions.liveForUser(user.id, ctx.clock.nowSeconds());
      // The id shown is a digest prefix: enough to tell sessions apart, never usable as a session.
      return { sessions: live.map((row) => ({ id: sessionLabel(row.id), createdAt: row.created_at, expiresAt: row.expires_at, current: row.id === sessionId })) };
    },
  );

  api.post(
    '/office-api/security/sessions/end-others',
    { ...guarded('officePassword'), schema: { body: NoBody, response: { 200: EndedSessionsAnswer } } },
    async (request) => {
      const { user, sessionId } = authedUser(request);
      return { ended: ctx.repos.sessions.revokeAllForUser(user.id, sessionId) };
    },
  );
};

const sessionLabel = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 10);
