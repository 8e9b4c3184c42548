/**
 * GET /captcha-api/update (a proof-of-work challenge), GET /captcha-api/gettime, POST /captcha-api/validate
 * (the solution number) (spec §7). Update and
 * validate are throttled per IP (shared/rate-limits.ts); a wrong answer burns the challenge.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CaptchaChallenge, CaptchaValidateAnswer } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { createAuthThrottle } from '../shared/rate-limits.ts';
import { createChallenge, validateAnswer } from './captcha-service.ts';

const CaptchaCodeSchema = Type.Union([Type.Literal(100), Type.Literal(111), Type.Literal(112), Type.Literal(113)]);

export const captchaRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(app, ctx);

  api.get(
    '/captcha-api/update',
    { preHandler: throttle('captchaUpdate'), schema: { querystring: Type.Object({ captchaCode: Type.Optional(CaptchaCodeSchema) }) } },
    async (request, reply): Promise<CaptchaChallenge> => {
      reply.header('Cache-Control', 'no-store');
      return createChallenge(ctx, request.query.captchaCode ?? 100);
    },
  );

  api.get('/captcha-api/gettime', async () => ({ time: ctx.clock.nowSeconds() }));

  api.post(
    '/captcha-api/validate',
    {
      preHandler: throttle('captchaValidate'),
      schema: {
        body: Type.Object({ captchaId: Type.String({ minLength: 1, maxLength: 64 }), answer: Type.String({ minLength: 1, maxLength: 32, description: 'the proof-of-work number, as digits' }) }),
      },
    },
    async (request): Promise<CaptchaValidateAnswer> => {
      const result = await validateAnswer(ctx, request.body.captchaId, request.body.answer);
      if (!result.ok) throw badRequest(result.reason, result.reason);
      return { token: result.token, expiresAt: result.expiresAt };
    },
  );
};
