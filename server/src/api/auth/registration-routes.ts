/** Registration of the four types: one_click (alias fast), phone, full, social (spec §3). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RegistrationAnswer } from '@arena/domain';
import { RegistrationAnswer as RegistrationAnswerSchema, RegistrationParams, RegistrationRequest } from '@arena/contracts';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { startSession } from '../session/session-service.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { ApiError, badRequest } from '../shared/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { countryById, currencyById } from '../shared/reference-data.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { decodeCredential, guardRate, issueCode } from './login-service.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { assertPhoneField, assertRegistrationFields } from './registration-fields.ts';
import { createPlayer, createSocialPlayer, generatedLogin, generatedPassword } from './registration-service.ts';
import { verifySocialCredential } from './social/social-identity.ts';

const missing = () => badRequest('validation_error', 'missing_fields');
/**
 * One answer for every duplicate (login, e-mail, phone, social identity): 409 `already_exists` whose
 * message names no field, so the answer does not say which of the details is taken. A registration
 * that collides cannot be accepted silently (it starts a session at once), so "some detail is taken" is
 * the unavoidable minimum; guardRate (captcha after a few registrations per IP) makes probing it costly.
 */
const exists = () => new ApiError(409, 'already_exists', 'already_exists');

export const registrationRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const registrationLimit = (await createAuthThrottle(app, ctx))('registration');

  api.post(
    '/auth-api/registration/:type',
    { preHandler: [registrationLimit, requireFingerprint(ctx)], schema: { params: RegistrationParams, body: RegistrationRequest, response: { 200: RegistrationAnswerSchema } } },
    async (request, reply): Promise<RegistrationAnswer> => {
      const type = request.params.type === 'fast' ? 'one_click' : request.params.type;
      const body = request.body;
      const config = ctx.siteConfig.get().auth;
      if (!config.registrationAllowed || !config.registrationTypes.includes(type)) throw new ApiError(403, 'registration_disabled', 'registration_disabled');
      if (!currencyById(body.currency_id)) throw badRequest('validation_error', 'unknown_currency');
      if (!countryById(body.country_id)) throw badRequest('validation_error', 'unknown_country');
      guardRate(ctx, request, `registration:${request.ip}`, CAPTCHA_THRESHOLDS.registration, CAPTCHA_CODES.registration);

      if (type === 'one_click') {
        const login = generatedLogin(ctx);
        const password = generatedPassword();
        const user = createPlayer(ctx, body, { login, password, registration_type: 'one_click' });
        return { ...startSession(ctx, reply, user), generated: { login, password } };
      }
      if (type === 'phone') {
        if (!body.country_code || !body.phone_number || !body.password) throw missing();
        assertPhoneField(body.country_code, body.phone_number);
        const password = decodeCredential(body.password);
        // The policy first: a weak password is refused before anything is said about the phone.
        assertPasswordAllowed(password, `${body.country_code}${body.phone_number}`);
        if (ctx.repos.users.byPhone(body.country_code, body.phone_number)) throw exists();
        const user = createPlayer(ctx, body, {
          login: `${body.country_code}${body.phone_number}`,
          password,
          phone_code: body.country_code,
          phone_number: body.phone_number,
          registration_type: 'phone',
          activation_type: 3,
        });
        return startSession(ctx, reply, user);
      }
      if (type === 'full') {
        if (!body.login || !body.password || !body.email) throw missing();
        const login = decodeCredential(body.login);
        const password = decodeCredential(body.password);
        assertRegistrationFields(
          { login, email: body.email, name: body.name ?? '', surname: body.surname ?? '', dateBirthday: body.date_birthday ?? '' },
          new Date(ctx.clock.now()),
        );
        assertPasswordAllowed(password, login);
        // A taken login and a taken e-mail answer the same (see `exists`).
        if (ctx.repos.users.byLogin(login) || ctx.repos.users.byEmail(body.email)) throw exists();
        const user = createPlayer(ctx, body, {
          login,
          password,
          email: body.email,
          name: body.name ?? '',
          surname: body.surname ?? '',
          date_birthday: body.date_birthday ?? '',
          registration_type: 'full',
          activation_type: 1,
        });
        // The activation e-mail's code; test controls read it (GET /test-api/codes?kind=activation).
        issueCode(ctx, 'activation', `user:${user.id}`, user.id, TTL.activationCode, requestLanguage(request));
        return startSession(ctx, reply, user);
      }
      // social
      if (!body.provider || !body.credential) throw missing();
      // An OIDC ID token verified against the provider's keys (issuer, audience, expiry).
      const profile = await verifySocialCredential(ctx, body.provider, body.credential);
      if (ctx.repos.users.bySocial(profile.provider, profile.sub)) throw exists();
      const user = createSocialPlayer(ctx, body, profile);
      return startSession(ctx, reply, user);
    },
  );
};
