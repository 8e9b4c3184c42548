/**
 * Test controls (only registered when ARENA_TEST_CONTROLS=1; otherwise /test-api/* is a 404): faults,
 * the server clock, site-config patches, DB reset, last codes, captcha answers, block rules, terms.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { newsletterSignature } from '../auth/recovery-routes.ts';
import type { CodeKind } from '../db/repositories/codes.ts';
import type { ContextOptions } from '../shared/context.ts';
import { currentTermsVersion } from '../shared/auth-guard.ts';
import { notFound } from '../shared/errors.ts';
import { resetRateLimits } from '../shared/rate-limits.ts';
import { bettingTestControls } from '../betting/betting-test-controls.ts';

const FaultBody = Type.Object({
  method: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,7}$' })),
  path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
  drop: Type.Optional(Type.Boolean()),
  count: Type.Optional(Type.Integer({ minimum: 1 })),
  body: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const BlockRuleSchema = Type.Object({
  country: Type.String({ pattern: '^([a-z]{2}|\\*)$' }),
  auth_scope: Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('guest'), Type.Literal('user')])),
  path_prefix: Type.Optional(Type.String({ maxLength: 256 })),
  display_type: Type.Integer({ minimum: 0, maximum: 9 }),
  template_type_id: Type.Integer({ minimum: 0 }),
});

const CodeKindSchema = Type.Union(
  (['sms', 'two_step', 'recovery', 'reset', 'activation', 'login_token'] as const).map((k) => Type.Literal(k)),
);

export const testControlRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/test-api/state', async () => ({
    now: ctx.clock.now(),
    clockOffsetMs: ctx.clock.offset,
    faults: ctx.faults.list(),
    terms: currentTermsVersion(ctx),
  }));

  api.post('/test-api/reset', async () => {
    ctx.database.resetToSeed();
    ctx.faults.clear();
    resetRateLimits(ctx);
    ctx.clock.reset();
    return { ok: true };
  });

  api.post('/test-api/faults', { schema: { body: FaultBody } }, async (request) => ctx.faults.add(request.body));
  api.get('/test-api/faults', async () => ({ faults: ctx.faults.list() }));
  api.delete('/test-api/faults', async () => {
    ctx.faults.clear();
    return { ok: true };
  });

  api.post(
    '/test-api/clock',
    { schema: { body: Type.Object({ advanceMs: Type.Optional(Type.Integer()), setMs: Type.Optional(Type.Integer({ minimum: 0 })) }) } },
    async (request) => {
      if (request.body.setMs !== undefined) ctx.clock.set(request.body.setMs);
      if (request.body.advanceMs !== undefined) ctx.clock.advance(request.body.advanceMs);
      return { now: ctx.clock.now(), offsetMs: ctx.clock.offset };
    },
  );
  api.delete('/test-api/clock', async () => {
    ctx.clock.reset();
    return { now: ctx.clock.now(), offsetMs: 0 };
  });

  api.patch('/test-api/config', { schema: { body: Type.Record(Type.String(), Type.Unknown()) } }, async (request, reply) => {
    const result = ctx.siteConfig.patch(request.body);
    if (!result.ok) return reply.code(400).send({ code: 'validation_error', message: 'Invalid site configuration', details: result.errors });
    return ctx.siteConfig.get();
  });
  api.delete('/test-api/config', async () => {
    ctx.siteConfig.reset();
    return ctx.siteConfig.get();
  });

  api.get(
    '/test-api/codes',
    {
      schema: {
        querystring: Type.Object({
          kind: Type.Optional(CodeKindSchema),
          target: Type.Optional(Type.String({ maxLength: 128 })),
          login: Type.Optional(Type.String({ maxLength: 128 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
      },
    },
    async (request) => {
      const { kind, login, limit } = request.query;
      let target = request.query.target ?? null;
      if (login) {
        const user = ctx.repos.users.byLogin(login);
        if (!user) throw notFound();
        target = `user:${user.id}`;
      }
      const codes = ctx.repos.codes.recent((kind as CodeKind | undefined) ?? null, target, limit ?? 10);
      return {
        codes: codes.map((c) => ({ kind: c.kind, target: c.target, code: c.code, userId: c.user_id, createdAt: c.created_at, expiresAt: c.expires_at, used: c.used === 1 })),
      };
    },
  );

  const captchaView = (row: { id: string; captcha_code: number; answer: string; expires_at: number; burned: number }) => ({
    captchaId: row.id,
    captchaCode: row.captcha_code,
    answer: row.answer,
    burned: row.burned === 1,
    expiresAt: row.expires_at,
  });
  api.delete('/test-api/rate-limits', async () => {
    resetRateLimits(ctx);
    return { ok: true };
  });

  api.get('/test-api/captcha/last', async () => {
    const row = ctx.repos.captchas.latest();
    if (!row) throw notFound();
    return captchaView(row);
  });
  api.get('/test-api/captcha/:id', { schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }) } }, async (request) => {
    const row = ctx.repos.captchas.get(request.params.id);
    if (!row) throw notFound();
    return captchaView(row);
  });

  api.get('/test-api/blocks', async () => ({ rules: ctx.repos.content.allBlockRules() }));
  api.put('/test-api/blocks', { schema: { body: Type.Object({ rules: Type.Array(BlockRuleSchema, { maxItems: 100 }) }) } }, async (request) => {
    ctx.repos.content.replaceBlockRules(request.body.rules.map((r) => ({ auth_scope: 'any', path_prefix: '', ...r })));
    return { rules: ctx.repos.content.allBlockRules() };
  });

  api.post('/test-api/terms/bump', async () => {
    const next = currentTermsVersion(ctx).version + 1;
    ctx.repos.transaction(() => {
      ctx.repos.meta.set('terms_version', String(next));
      ctx.repos.meta.set('terms_updated_at', String(ctx.clock.nowSeconds()));
    });
    return currentTermsVersion(ctx);
  });

  api.get(
    '/test-api/newsletter-sign',
    { schema: { querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }) } },
    async (request) => ({ email: request.query.email, sign: newsletterSignature(ctx.tokens.macOf, request.query.email) }),
  );
  await app.register(bettingTestControls, { ctx });
};
