/**
 * Deploy hooks in the ops API (deploy-hooks.ts): deployers register and remove them, viewers list them
 * (never their secrets) and their recent deliveries.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HOOK_EVENTS, hookUrlProblem, type HookDispatcher } from './deploy-hooks.ts';
import type { Hook, HookStore } from './hook-store.ts';
import type { OpsContext } from './ops-context.ts';
import { DeliveriesAnswer, DeliveriesQuery, ErrorAnswer, HookAnswer, HookBody, HookParams, HooksAnswer } from './ops-schemas.ts';

export interface HookRoutesOptions {
  store: HookStore;
  dispatcher: HookDispatcher;
  /** Plain http://localhost receivers accepted (test controls, development). */
  allowLocalHttp: boolean;
}

const answers = (ok: unknown) => ({ 200: ok, 201: ok, 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer, 503: ErrorAnswer });
const withoutSecret = ({ secret: _secret, ...hook }: Hook) => hook;
const DELIVERIES_PAGE = 50;
/** Every change calls every hook: a bounded list keeps a change's fan-out bounded. */
export const MAX_HOOKS = 20;

export function registerHookRoutes(plain: FastifyInstance, ctx: OpsContext, hooks: HookRoutesOptions): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/ops-api/hooks', { ...ctx.as('viewer'), schema: { response: answers(HooksAnswer) } }, async () => ({ hooks: (await hooks.store.list()).map(withoutSecret) }));

  app.post('/ops-api/hooks', { ...ctx.as('deployer'), schema: { body: HookBody, response: answers(HookAnswer) } }, async (request, reply) => {
    const { url, secret, events = [...HOOK_EVENTS] } = request.body;
    const problem = hookUrlProblem(url, hooks.allowLocalHttp);
    if (problem) return ctx.fail(request, reply, 422, 'hook_url_refused', { reason: problem });
    if ((await hooks.store.list()).length >= MAX_HOOKS) return ctx.fail(request, reply, 422, 'hook_url_refused', { reason: `at most ${MAX_HOOKS} hooks may be registered: remove one first` });
    const hook = await hooks.store.add({ url, secret, events, operator: ctx.operatorOf(request).operator });
    request.log.info(`ops: ${hook.operator} registered deploy hook ${hook.id} (${hook.url})`);
    return reply.code(201).send({ hook: withoutSecret(hook) });
  });

  app.delete('/ops-api/hooks/:id', { ...ctx.as('deployer'), schema: { params: HookParams, response: answers(HookAnswer) } }, async (request, reply) => {
    const hook = (await hooks.store.list()).find((h) => h.id === request.params.id);
    if (!hook || !(await hooks.store.remove(hook.id))) return ctx.fail(request, reply, 404, 'hook_not_found', { id: request.params.id });
    return { hook: withoutSecret(hook) };
  });

  app.get('/ops-api/hooks/deliveries', { ...ctx.as('viewer'), schema: { querystring: DeliveriesQuery, response: answers(DeliveriesAnswer) } }, async (request) => ({
    deliveries: await hooks.store.deliveries(request.query.limit ?? DELIVERIES_PAGE),
  }));
}
