/**
 * GET /captcha-api/update (a proof-of-work challenge), GET /captcha-api/gettime, POST /captcha-api/validate
 * (the solution number) (spec §7). Update and
 * validate are throttled per IP (shared/rate-limits.ts); a wrong answer burns the challenge.
 */
import {
  CaptchaChallenge as CaptchaChallengeSchema, CaptchaChallengeQuery, CaptchaTimeAnswer, CaptchaValidateAnswer as CaptchaValidateSchema, CaptchaValidateRequest,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CaptchaChallenge, CaptchaValidateAnswer } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { createChallenge, validateAnswer } from './captcha-service.ts';

export const captchaRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);

  api.get(
    '/captcha-api/update',
    { preHandler: throttle('captchaUpdate'), schema: { querystring: CaptchaChallengeQuery, response: { 200: CaptchaChallengeSchema } } },
    async (request, reply): Promise<CaptchaChallenge> => {
      reply.header('Cache-Control', 'no-store');
      return createChallenge(ctx, request.query.captchaCode ?? 100);
    },
  );

  api.get('/captcha-api/gettime', { schema: { response: { 200: CaptchaTimeAnswer } } }, async () => ({ time: ctx.clock.nowSeconds() }));

  api.post(
    '/captcha-api/validate',
    {
      preHandler: throttle('captchaValidate'),
      schema: {
        body: CaptchaValidateRequest,
        response: { 200: CaptchaValidateSchema },
      },
    },
    async (request): Promise<CaptchaValidateAnswer> => {
      const result = await validateAnswer(ctx, request.body.captchaId, request.body.answer);
      if (!result.ok) throw badRequest(result.reason, result.reason);
      return { token: result.token, expiresAt: result.expiresAt };
    },
  );
};
