/**
 * single-spa import-map-deployer's API, answered by the deploy service (issue 29, finding 7), so CI
 * scripts and the GitHub action written for imd work unchanged against Arena:
 *
 *   GET    /environments                 { environments: [{ name, aliases, isDefault }] }
 *   GET    /import-map.json?env=         the environment's live map
 *   PATCH  /import-map.json?env=         { imports?, scopes?, integrity? } merged into the map
 *   PATCH  /services?env=                { service, url, integrity? }
 *   DELETE /services/:name?env=          removes the specifier (and its "name/" package entry)
 *
 * The credential is an operator token: imd's HTTP basic auth with the token as the password, or a
 * bearer token. Every change goes through applyMapChange (map-change.ts) — the same validation, build
 * and SRI checks, canary rule, compare-and-swap and history as Arena's own PATCH. If-Match is honoured
 * when sent; without it the change is applied on the head as it is (re-applied if another change won
 * the race, as imd's own lock would). Unlike imd, URLs are checked against the builds on disk (and the
 * allowed origins) whatever `skip_url_check` says, and no "name/" package entry is added.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { MapVersion } from './deploy-store.ts';
import { applyMapChange, type MapChange } from './map-change.ts';
import type { OpsContext } from './ops-context.ts';

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Url = Type.String({ minLength: 1, maxLength: 2000 });
const Sri = Type.String({ minLength: 1, maxLength: 200 });
const UrlRecord = Type.Record(Type.String({ minLength: 1, maxLength: 2000 }), Url, { maxProperties: 200 });

const ServiceBody = Type.Object({ service: Name, url: Url, integrity: Type.Optional(Sri) });
const MapPatchBody = Type.Object(
  { imports: Type.Optional(UrlRecord), scopes: Type.Optional(Type.Record(Url, UrlRecord, { maxProperties: 100 })), integrity: Type.Optional(Type.Record(Url, Sri, { maxProperties: 200 })) },
  { minProperties: 1 },
);

/** imd clients send no reason: the history says which imd call made the version, unless X-Deploy-Reason does. */
function reasonOf(request: FastifyRequest, fallback: string): string {
  const header = request.headers['x-deploy-reason'];
  return typeof header === 'string' && header.trim() ? header.trim().slice(0, 500) : fallback;
}

export function registerImdRoutes(plain: FastifyInstance, ctx: OpsContext): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  const sendMap = (reply: FastifyReply, version: MapVersion) => reply.header('ETag', `"${version.version}"`).send(ctx.served(version.map));

  /** Applies an imd change; a change that changes nothing answers the map as it is (imd re-runs stay green). */
  const change = async (request: FastifyRequest, reply: FastifyReply, input: Omit<MapChange, 'expected' | 'operator'>) => {
    const header = request.headers['if-match'];
    const expected = header === undefined || header.trim() === '*' ? null : ctx.parseIfMatch(header);
    if (header !== undefined && header.trim() !== '*' && expected === null) return ctx.fail(request, reply, 428, 'if_match_required');
    const outcome = await applyMapChange(ctx.envOf(request), ctx.validation, { ...input, expected, operator: ctx.operatorOf(request).operator });
    if (!outcome.ok && outcome.status === 409 && outcome.code === 'no_change' && outcome.current) return sendMap(reply, outcome.current);
    if (outcome.ok) return sendMap(reply, outcome.version);
    return ctx.sendOutcome(request, reply, outcome);
  };

  app.get('/environments', { ...ctx.as('viewer') }, async () => ({
    environments: ctx.environments.config.list.map((e) => ({ name: e.name, aliases: e.aliases, isDefault: e.name === ctx.environments.served.name })),
  }));

  app.get('/import-map.json', { ...ctx.as('viewer') }, async (request, reply) => sendMap(reply, await ctx.envOf(request).store.head()));

  app.patch('/import-map.json', { ...ctx.as('deployer'), schema: { body: MapPatchBody } }, async (request, reply) => {
    const { imports = {}, scopes = {}, integrity } = request.body;
    const scoped = Object.entries(scopes).flatMap(([scope, entries]) => Object.entries(entries).map(([specifier, url]) => [`${scope} ${specifier}`, url] as const));
    return change(request, reply, {
      reason: reasonOf(request, `import-map-deployer PATCH /import-map.json (${[...Object.keys(imports), ...Object.keys(scopes)].join(', ')})`),
      urls: { ...imports, ...Object.fromEntries(scoped) },
      edit: (map): ImportMapDocument => {
        const mergedScopes = { ...map.scopes };
        for (const [scope, entries] of Object.entries(scopes)) mergedScopes[scope] = { ...mergedScopes[scope], ...entries };
        return {
          ...map,
          imports: { ...map.imports, ...imports },
          ...(Object.keys(mergedScopes).length > 0 ? { scopes: mergedScopes } : {}),
          ...(integrity ? { integrity: { ...map.integrity, ...integrity } } : {}),
        };
      },
    });
  });

  app.patch('/services', { ...ctx.as('deployer'), schema: { body: ServiceBody } }, async (request, reply) => {
    const { service, url, integrity } = request.body;
    return change(request, reply, {
      reason: reasonOf(request, `import-map-deployer PATCH /services (${service})`),
      urls: { [service]: url },
      edit: (map) => {
        const previous = map.imports[service];
        const kept = Object.entries(map.integrity ?? {}).filter(([key]) => key !== previous || previous === url);
        const sri = integrity ? [...kept.filter(([key]) => key !== url), [url, integrity] as const] : kept;
        return { ...map, imports: { ...map.imports, [service]: url }, ...(map.integrity || integrity ? { integrity: Object.fromEntries(sri) } : {}) };
      },
    });
  });

  app.delete('/services/:name', { ...ctx.as('deployer'), schema: { params: Type.Object({ name: Name }) } }, async (request, reply) => {
    const { name } = request.params;
    return change(request, reply, {
      reason: reasonOf(request, `import-map-deployer DELETE /services/${name}`),
      urls: {},
      edit: (map) => {
        const { [name]: removed, [`${name}/`]: _package, ...imports } = map.imports;
        const integrity = map.integrity ? Object.fromEntries(Object.entries(map.integrity).filter(([key]) => key !== removed)) : undefined;
        return { ...map, imports, ...(integrity ? { integrity } : {}) };
      },
    });
  });
}
