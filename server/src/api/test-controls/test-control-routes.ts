/**
 * Test controls (only registered when ARENA_TEST_CONTROLS=1; otherwise /test-api/* is a 404): faults,
 * the server clock, site-config patches, DB reset, last codes, captcha answers, block rules, terms, and the
 * balance reconciliation the e2e suite checks after every test (issue 27).
 */
import {
  BlockRulesAnswer, BlockRulesRequest, ClockAnswer, ClockRequest, Fault, FaultRequest, FaultsAnswer, NewsletterSignAnswer, NewsletterSignQuery, NoBody,
  ReconcileAnswer, SiteConfigPatch, SiteConfigRefusal, TermsVersion, TestCaptchaAnswer, TestCaptchaParams, TestCodesAnswer, TestCodesQuery, TestOkAnswer, TestSiteConfigAnswer, TestStateAnswer,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { newsletterSignature } from '../auth/recovery-routes.ts';
import type { CodeKind } from '../db/repositories/codes.ts';
import type { ContextOptions } from '../shared/context.ts';
import { currentTermsVersion } from '../shared/auth-guard.ts';
import { notFound } from '../shared/errors.ts';
import { resetRateLimits } from '../shared/rate-limits.ts';
import { reconcileReport } from '../db/reconcile.ts';
import { bettingTestControls } from '../betting/betting-test-controls.ts';

export const testControlRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/test-api/state', { schema: { response: { 200: TestStateAnswer } } }, async () => ({
    now: ctx.clock.now(),
    clockOffsetMs: ctx.clock.offset,
    faults: ctx.faults.list(),
    terms: currentTermsVersion(ctx),
  }));

  // Every balance against its journal, as `npm run reconcile` reports it: the e2e suite asks after each test,
  // so any money path a journey walks that moves a balance without its journal row fails that journey.
  api.get('/test-api/reconcile', { schema: { response: { 200: ReconcileAnswer } } }, async () => reconcileReport(ctx.database.db));

  api.post('/test-api/reset', { schema: { body: NoBody, response: { 200: TestOkAnswer } } }, async () => {
    ctx.database.resetToSeed();
    ctx.faults.clear();
    resetRateLimits(ctx);
    ctx.clock.reset();
    return { ok: true };
  });

  api.post('/test-api/faults', { schema: { body: FaultRequest, response: { 200: Fault } } }, async (request) => ctx.faults.add(request.body));
  api.get('/test-api/faults', { schema: { response: { 200: FaultsAnswer } } }, async () => ({ faults: ctx.faults.list() }));
  api.delete('/test-api/faults', { schema: { body: NoBody, response: { 200: TestOkAnswer } } }, async () => {
    ctx.faults.clear();
    return { ok: true };
  });

  api.post(
    '/test-api/clock',
    { schema: { body: ClockRequest, response: { 200: ClockAnswer } } },
    async (request) => {
      if (request.body.setMs !== undefined) ctx.clock.set(request.body.setMs);
      if (request.body.advanceMs !== undefined) ctx.clock.advance(request.body.advanceMs);
      return { now: ctx.clock.now(), offsetMs: ctx.clock.offset };
    },
  );
  api.delete('/test-api/clock', { schema: { body: NoBody, response: { 200: ClockAnswer } } }, async () => {
    ctx.clock.reset();
    return { now: ctx.clock.now(), offsetMs: 0 };
  });

  api.patch('/test-api/config', { schema: { body: SiteConfigPatch, response: { 200: TestSiteConfigAnswer, 400: SiteConfigRefusal } } }, async (request, reply) => {
    const result = ctx.siteConfig.patch(request.body);
    if (!result.ok) return reply.code(400).send({ code: 'validation_error', message: 'Invalid site configuration', details: result.errors });
    return ctx.siteConfig.get();
  });
  api.delete('/test-api/config', { schema: { body: NoBody, response: { 200: TestSiteConfigAnswer } } }, async () => {
    ctx.siteConfig.reset();
    return ctx.siteConfig.get();
  });

  api.get(
    '/test-api/codes',
    {
      schema: {
        querystring: TestCodesQuery,
        response: { 200: TestCodesAnswer },
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
  api.delete('/test-api/rate-limits', { schema: { body: NoBody, response: { 200: TestOkAnswer } } }, async () => {
    resetRateLimits(ctx);
    return { ok: true };
  });

  api.get('/test-api/captcha/last', { schema: { response: { 200: TestCaptchaAnswer } } }, async () => {
    const row = ctx.repos.captchas.latest();
    if (!row) throw notFound();
    return captchaView(row);
  });
  api.get('/test-api/captcha/:id', { schema: { params: TestCaptchaParams, response: { 200: TestCaptchaAnswer } } }, async (request) => {
    const row = ctx.repos.captchas.get(request.params.id);
    if (!row) throw notFound();
    return captchaView(row);
  });

  api.get('/test-api/blocks', { schema: { response: { 200: BlockRulesAnswer } } }, async () => ({ rules: ctx.repos.content.allBlockRules() }));
  api.put('/test-api/blocks', { schema: { body: BlockRulesRequest, response: { 200: BlockRulesAnswer } } }, async (request) => {
    ctx.repos.content.replaceBlockRules(request.body.rules.map((r) => ({ auth_scope: 'any', path_prefix: '', ...r })));
    return { rules: ctx.repos.content.allBlockRules() };
  });

  api.post('/test-api/terms/bump', { schema: { body: NoBody, response: { 200: TermsVersion } } }, async () => {
    const next = currentTermsVersion(ctx).version + 1;
    ctx.repos.transaction(() => {
      ctx.repos.meta.set('terms_version', String(next));
      ctx.repos.meta.set('terms_updated_at', String(ctx.clock.nowSeconds()));
    });
    return currentTermsVersion(ctx);
  });

  api.get(
    '/test-api/newsletter-sign',
    { schema: { querystring: NewsletterSignQuery, response: { 200: NewsletterSignAnswer } } },
    async (request) => ({ email: request.query.email, sign: newsletterSignature(ctx.tokens.macOf, request.query.email) }),
  );
  await app.register(bettingTestControls, { ctx });
};
