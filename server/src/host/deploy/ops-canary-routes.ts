/**
 * The canary half of the ops API: start a change for a share of visitors, watch its error rate against
 * the stable map's, promote it to the live map or abort it. The automatic abort (deploy-service.ts)
 * ends a canary exactly as an operator's abort does, recorded with operator "system" and its reason.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { changesShapeProblem, type ImportMapDocument } from '../importmap-validation.ts';
import type { CanaryRecord } from './canary-store.ts';
import { noChangeReason } from './deploy-store.ts';
import { refreshDepcache } from './depcache.ts';
import type { OpsContext } from './ops-context.ts';
import { CanaryAnswer, CanaryBody, CanaryEndBody, CanaryStatusAnswer, ErrorAnswer, StaleAnswer } from './ops-schemas.ts';

const withoutMap = ({ map: _map, ...rest }: CanaryRecord & { map?: ImportMapDocument }) => rest;
const answers = (ok: unknown) => ({ 200: ok, 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 412: StaleAnswer, 422: ErrorAnswer, 428: ErrorAnswer, 503: ErrorAnswer });
/** What the store's refusal reasons answer. */
const REFUSALS = { canary_running: 409, canary_not_running: 409, canary_ended: 409 } as const;

export function registerCanaryRoutes(plain: FastifyInstance, ctx: OpsContext): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { fail } = ctx;

  const refuse = async (request: FastifyRequest, reply: FastifyReply, reason: string, detail = '') => {
    if (reason === 'version_stale') return ctx.sendStale(request, reply, await ctx.envOf(request).store.head());
    if (reason === 'importmap_refused') return fail(request, reply, 422, 'importmap_refused', { reason: detail });
    const status = REFUSALS[reason as keyof typeof REFUSALS];
    return status ? fail(request, reply, status, reason as keyof typeof REFUSALS) : fail(request, reply, 500, 'internal_error');
  };

  app.get('/ops-api/canary', { ...ctx.as('viewer'), schema: { response: answers(CanaryStatusAnswer) } }, async (request) => {
    const { service } = ctx.envOf(request);
    const progress = await service.progress();
    const recent = (await service.canaries.list()).slice(0, 10).map(withoutMap);
    return { running: progress && { ...progress, canary: withoutMap(progress.canary) }, recent };
  });

  app.post('/ops-api/canary', { ...ctx.as('deployer'), schema: { body: CanaryBody, response: answers(CanaryAnswer) } }, async (request, reply) => {
    const expected = ctx.parseIfMatch(request.headers['if-match']);
    if (expected === null) return fail(request, reply, 428, 'if_match_required');
    // The request's URLs are judged as text before anything touches the disk with them.
    const shape = changesShapeProblem(request.body.changes);
    if (shape) return fail(request, reply, 422, 'importmap_refused', { reason: shape });
    const { store, service } = ctx.envOf(request);
    const head = await store.head();
    if (head.version !== expected) return ctx.sendStale(request, reply, head);
    const { changes, percent, reason } = request.body;
    const unchanged = noChangeReason(head.map, changes, head.version);
    if (unchanged) return fail(request, reply, 409, 'no_change', { reason: unchanged });
    const map = refreshDepcache({ ...head.map, imports: { ...head.map.imports, ...changes } }, Object.values(changes), ctx.validation.distRoot);
    const result = await service.startCanary({ expected, map, percent, operator: ctx.operatorOf(request).operator, reason });
    if (!result.ok) return refuse(request, reply, result.reason, result.detail);
    return { canary: withoutMap(result.canary) };
  });

  for (const action of ['promote', 'abort'] as const) {
    app.post(`/ops-api/canary/${action}`, { ...ctx.as('deployer'), schema: { body: CanaryEndBody, response: answers(CanaryAnswer) } }, async (request, reply) => {
      const operator = ctx.operatorOf(request).operator;
      const result = await ctx.envOf(request).service[action](operator, request.body.reason);
      if (!result.ok) return refuse(request, reply, result.reason);
      return { canary: withoutMap(result.canary) };
    });
  }
}
