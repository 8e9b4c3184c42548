/**
 * The personal data and display settings of the office (account, account/edit, settings pages):
 *   GET  /office-api/profile   → { data: Profile }
 *   PUT  /office-api/profile   { name, surname, email, date_birthday, document_type_id, inn, passport,
 *                                passport_date, passport_end_date, registration_address }
 *        → { data: Profile } or 400 invalid_fields { fields: { <field>: <problem> } }
 *   GET  /office-api/settings  → { data: DisplaySettings | null } (null: the player never saved any)
 *   PUT  /office-api/settings  DisplaySettings → { data }
 * Banned players may read but not change (spec §4: account pages are not ban-accessible).
 */
import type { Static } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { UserRow } from '../db/repositories/users.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ApiContext, ContextOptions } from '../shared/context.ts';
import { decodeCredential } from '../auth/login-service.ts';
import {
  DisplaySettings, DisplaySettingsAnswer, Profile as ProfileSchema, ProfileAnswer, ProfileRequest, SavedDisplaySettingsAnswer,
} from '@arena/contracts';
import { verifyPassword } from '../shared/password.ts';
import { requestLanguage } from '../../platform/language.ts';
import { installOfficeErrors, officeBadRequest, OfficeFailure } from './office-errors.ts';
import { notifyContacts } from './security-notices.ts';
import { normalizeProfile, validateProfile, type ProfileProblems } from './profile-rules.ts';
import { patchProfile, profileOf, protectionOf, saveProfile, userDataOf } from './profile-store.ts';
import { protectionStatus } from './protection.ts';
import { SecurityQuestionIds } from './security-questions.ts';

export type Profile = Static<typeof ProfileSchema>;

export function profileView(ctx: ApiContext, user: UserRow): Profile {
  const extra = profileOf(ctx, user.id);
  const protection = protectionOf(user, extra);
  return {
    login: user.login,
    user_id: user.id,
    email: user.email,
    phone_code: user.phone_code,
    phone_number: user.phone_number,
    country_id: user.country_id,
    currency_id: user.currency_id,
    created_at: user.created_at,
    user_data: userDataOf(user, extra),
    protection_level: protection.level,
    protection_status: protectionStatus(protection.level),
    protection_methods: protection.methods,
    security_question_id: SecurityQuestionIds.includes(extra.security_question_id) ? extra.security_question_id : 0,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    changed_pass_day_count: Math.max(0, Math.floor((ctx.clock.nowSeconds() - user.password_changed_at) / 86_400)),
  };
}

export const profileRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  installOfficeErrors(app);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const reader = { preHandler: requireUser(ctx) };
  const writer = { preHandler: requireUser(ctx, { denyBanned: true }) };
  const current = (request: Parameters<typeof authedUser>[0]) => ctx.repos.users.byId(authedUser(request).user.id)!;

  api.get('/office-api/profile', { ...reader, schema: { response: { 200: ProfileAnswer } } }, async (request) => ({
    data: profileView(ctx, current(request)),
  }));

  api.put('/office-api/profile', { ...writer, schema: { body: ProfileRequest, response: { 200: ProfileAnswer } } }, async (request) => {
    const user = current(request);
    const input = normalizeProfile(request.body);
    const problems: ProfileProblems = validateProfile(input, new Date(ctx.clock.now()));
    if (!problems.email && input.email !== '') {
      const owner = ctx.repos.users.byEmail(input.email);
      if (owner && owner.id !== user.id) problems.email = 'taken';
    }
    if (Object.keys(problems).length > 0) throw new OfficeFailure(400, 'invalid_fields', 'invalid_fields', { fields: problems });
    // The e-mail signs in and recovers the password: a session alone must not re-bind it.
    const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
    const password = request.body.password;
    if (emailChanged && !(password && verifyPassword(decodeCredential(password), user.password_hash))) throw officeBadRequest('wrong_password');
    saveProfile(ctx, user.id, input);
    if (emailChanged) {
      notifyContacts(ctx, user, 'email_changed', requestLanguage(request));
      ctx.repos.sessions.revokeAllForUser(user.id, authedUser(request).sessionId);
    }
    return { data: profileView(ctx, current(request)) };
  });

  api.get('/office-api/settings', { ...reader, schema: { response: { 200: DisplaySettingsAnswer } } }, async (request) => {
    const stored = profileOf(ctx, authedUser(request).user.id).settings;
    return { data: stored ? (JSON.parse(stored) as Static<typeof DisplaySettings>) : null };
  });

  api.put('/office-api/settings', { ...writer, schema: { body: DisplaySettings, response: { 200: SavedDisplaySettingsAnswer } } }, async (request) => {
    patchProfile(ctx, authedUser(request).user.id, { settings: JSON.stringify(request.body) });
    return { data: request.body };
  });
};
