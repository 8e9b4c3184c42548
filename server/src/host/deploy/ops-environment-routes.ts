/**
 * Environments in the ops API (issue 29, finding 7): each environment's head and canary at a glance, and
 * the promotion of an environment's version to another (staging → production): the promoted map becomes
 * the target's next version through applyMapChange (map-change.ts), with every check a deploy has.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sameMap } from './deploy-store.ts';
import { applyMapChange } from './map-change.ts';
import type { OpsContext } from './ops-context.ts';
import { EnvironmentsAnswer, ErrorAnswer, PromoteBody, StaleAnswer, VersionAnswer } from './ops-schemas.ts';

const answers = (ok: unknown) => ({ 200: ok, 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 412: StaleAnswer, 422: ErrorAnswer, 428: ErrorAnswer, 503: ErrorAnswer });

export function registerEnvironmentRoutes(plain: FastifyInstance, ctx: OpsContext): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { environments, fail } = ctx;

  app.get('/ops-api/environments', { ...ctx.as('viewer'), schema: { response: answers(EnvironmentsAnswer) } }, async () => ({
    served: environments.served.name,
    environments: await Promise.all(
      environments.config.list.map(async ({ name, aliases }) => {
        const env = environments.resolve(name)!;
        const [head, canary] = await Promise.all([env.store.head(), env.service.canaries.running()]);
        return { name, aliases, served: name === environments.served.name, head: { version: head.version, at: head.at, operator: head.operator, reason: head.reason }, canaryRunning: canary !== null };
      }),
    ),
  }));

  app.post('/ops-api/promote', { ...ctx.as('deployer'), schema: { body: PromoteBody, response: answers(VersionAnswer) } }, async (request, reply) => {
    const { reason } = request.body;
    const from = environments.resolve(request.body.from);
    const to = environments.resolve(request.body.to);
    const known = environments.config.list.map((e) => e.name).join(', ');
    if (!from) return fail(request, reply, 404, 'environment_not_found', { environment: request.body.from, known });
    if (!to) return fail(request, reply, 404, 'environment_not_found', { environment: request.body.to, known });
    if (from === to) return fail(request, reply, 409, 'no_change', { reason: `${from.name} cannot be promoted to itself` });
    const source = request.body.version === undefined ? await from.store.head() : await from.store.get(request.body.version);
    if (!source) return fail(request, reply, 404, 'version_not_found', { version: request.body.version ?? 0 });
    // If-Match names the target's head the operator saw; without it the promotion applies on its head as it is.
    const header = request.headers['if-match'];
    const expected = header === undefined ? null : ctx.parseIfMatch(header);
    if (header !== undefined && expected === null) return fail(request, reply, 428, 'if_match_required');
    const outcome = await applyMapChange(to, ctx.validation, {
      expected,
      operator: ctx.operatorOf(request).operator,
      reason: `promoted from ${from.name} version ${source.version}: ${reason}`,
      urls: {},
      edit: () => source.map,
      wholeMap: true,
      noChange: (head) => (sameMap(head.map, source.map) ? `${to.name} version ${head.version} already has the map of ${from.name} version ${source.version}` : null),
      event: { event: 'promote', from: { environment: from.name, version: source.version } },
    });
    // The answer is the target's new version; its ETag names that version in the target environment.
    return ctx.sendOutcome(request, reply, outcome);
  });
}
