/**
 * Social one-tap (spec §7): the client id, the multipart sign-in answering redirectUrl, and the local
 * fake provider that issues credentials. A new social user is registered on the fly.
 */
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MultipartValue } from '@fastify/multipart';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { CURRENCIES, countryById } from '../shared/reference-data.ts';
import { issueCode } from './login-service.ts';
import { createSocialPlayer } from './registration-service.ts';
import { Provider } from './schemas.ts';
import { signCredential, verifyCredential } from './social-provider.ts';

const ProviderParam = Type.Object({ provider: Provider });

export const socialRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/social-api/oauth/:provider-one-tap/clientId', { schema: { params: ProviderParam } }, async (request) => ({
    clientId: `arena-local-${request.params.provider}`,
  }));

  api.post('/social-api/oauth/:provider-one-tap', { schema: { params: ProviderParam } }, async (request) => {
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
    const profile = verifyCredential(ctx, request.params.provider, credential);
    if (!profile) throw badRequest('validation_error', 'bad_credential');

    const user =
      ctx.repos.users.bySocial(profile.provider, profile.sub) ??
      createSocialPlayer(ctx, { currency_id: currency.id, country_id: countryId, first_deposit_bonus_choice: 0 }, profile);
    // The page lands with a one-time token on the auth app's own route (so the auth module is there to
    // read it) and signs in through POST /auth-api/login/token.
    const login = issueCode(ctx, 'login_token', `user:${user.id}`, user.id, TTL.loginToken, randomBytes(18).toString('base64url'));
    return { redirectUrl: `/${language}/user/login?auth_token=${encodeURIComponent(login.code)}` };
  });

  api.post(
    '/social-api/fake-provider/:provider/credential',
    {
      schema: {
        params: ProviderParam,
        body: Type.Object({
          sub: Type.String({ minLength: 1, maxLength: 128 }),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          name: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request) => ({
      credential: signCredential(ctx, {
        provider: request.params.provider,
        sub: request.body.sub,
        email: request.body.email ?? '',
        name: request.body.name ?? '',
      }),
    }),
  );
};
