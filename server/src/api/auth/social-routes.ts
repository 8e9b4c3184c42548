/**
 * Social one-tap (spec §7): the provider's client id, the multipart sign-in answering redirectUrl, and
 * the demo provider's password-checked credential. Credentials are OIDC ID tokens verified against the
 * provider's published keys (social/social-identity.ts); a new social user is registered on the fly under
 * the same fingerprint and registration-flood captcha rules as the registration form.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DemoCredentialAnswer, DemoCredentialRequest, NoBody, SocialClientIdAnswer, SocialOneTapAnswer, SocialProviderParams } from '@arena/contracts';
import type { MultipartValue } from '@fastify/multipart';
import { CAPTCHA_CODES, CAPTCHA_THRESHOLDS } from '../captcha/captcha-service.ts';
import { assertLoginAllowed } from '../limits/enforcement.ts';
import { requireFingerprint } from '../fingerprint/fingerprint-guard.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { ApiError, badRequest, notFound } from '../shared/errors.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { CURRENCIES, countryById } from '../shared/reference-data.ts';
import {
  clearFailedLogins, decodeCredential, failureKeyOf, guardRate, issueCode, verifyPasswordLogin,
} from './login-service.ts';
import { createSocialPlayer } from './registration-service.ts';
import { demoProviderOf, socialClientId, verifySocialCredential } from './social/social-identity.ts';

export const socialRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);
  const fingerprint = requireFingerprint(ctx);
  // The same per-IP / per-account throttles as the registration form and the login (shared/rate-limits.ts).
  const oneTapLimit = { preHandler: [throttle('registration'), fingerprint] };
  const demoLoginLimit = { preHandler: [throttle('login'), fingerprint] };

  api.get('/social-api/oauth/:provider-one-tap/clientId', { schema: { params: SocialProviderParams, response: { 200: SocialClientIdAnswer } } }, async (request) => ({
    clientId: await socialClientId(ctx, request.params.provider),
  }));

  api.post('/social-api/oauth/:provider-one-tap', { ...oneTapLimit, schema: { params: SocialProviderParams, body: NoBody, response: { 200: SocialOneTapAnswer } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest('validation_error', 'validation_error');
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String((part as MultipartValue).value).slice(0, 4096);
        else part.file.resume();
      }
    } catch {
      // A broken multipart body (no boundary, truncated) is the client's fault, not a 500.
      throw badRequest('validation_error', 'validation_error');
    }
    const credential = fields['credential'] ?? '';
    const language = /^[a-z]{2}$/.test(fields['language'] ?? '') ? (fields['language'] as string) : 'ru';
    const currency = CURRENCIES.find((c) => c.iso === (fields['currency'] ?? 'RUB').toUpperCase() || String(c.id) === fields['currency']);
    const countryId = Number(fields['countryId'] ?? '1');
    if (!credential || !currency || !countryById(countryId)) throw badRequest('validation_error', 'missing_fields');
    const profile = await verifySocialCredential(ctx, request.params.provider, credential);

    let user = ctx.repos.users.bySocial(profile.provider, profile.sub);
    if (!user) {
      // Signing up by one-tap is a registration: the same switches and per-IP flood captcha (111).
      const config = ctx.siteConfig.get().auth;
      if (!config.registrationAllowed || !config.registrationTypes.includes('social')) throw new ApiError(403, 'registration_disabled', 'registration_disabled');
      guardRate(ctx, request, `registration:${request.ip}`, CAPTCHA_THRESHOLDS.registration, CAPTCHA_CODES.registration);
      user = createSocialPlayer(ctx, { currency_id: currency.id, country_id: countryId, first_deposit_bonus_choice: 0 }, profile);
    }
    // The page lands with a one-time token on the auth app's own route (so the auth module is there to
    // read it) and signs in through POST /auth-api/login/token.
    const login = issueCode(ctx, 'login_token', `user:${user.id}`, user.id, TTL.loginToken, language, randomBytes(18).toString('base64url'));
    return { redirectUrl: `/${language}/user/login?auth_token=${encodeURIComponent(login.code)}` };
  });

  // The demo provider's sign-in: an ID token only for whoever proves a player's login and password, with
  // the login's failure counting and captcha (so it is no easier to guess passwords here than there).
  api.post(
    '/social-api/demo-provider/credential',
    { ...demoLoginLimit, schema: { body: DemoCredentialRequest, response: { 200: DemoCredentialAnswer } } },
    async (request) => {
      const demo = await demoProviderOf(ctx);
      if (!demo) throw notFound();
      const login = decodeCredential(request.body.login);
      const found = ctx.repos.users.byLogin(login) ?? ctx.repos.users.byEmail(login);
      const user = verifyPasswordLogin(ctx, request, login, found, decodeCredential(request.body.password));
      clearFailedLogins(ctx, request, failureKeyOf(user, login));
      // Vouching for this player is signing in as them: the same refusals as the login (self-exclusion,
      // used-up session time), and never around a second factor the password alone does not satisfy.
      assertLoginAllowed(ctx, request, user.id);
      if (user.two_factor) throw new ApiError(403, 'demo_provider_two_factor', 'demo_provider_two_factor');
      return { credential: await demo.issueIdToken(user, ctx.clock.nowSeconds()) };
    },
  );
};
