/**
 * The ops API (/ops-api/…): read the live map and the available builds, change modules with If-Match,
 * history and rollback. Every change goes through the same validation as the hand-edited file
 * (importmap-validation.ts) and through the store's compare-and-swap, so no update is ever lost.
 * Registered by the host only when operator tokens are configured: without them /ops-api is a 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LockBusyError } from './file-lock.ts';
import { noChangeReason, sameMap } from './deploy-store.ts';
import { validateImportMap, type ImportMapDocument, type ValidationContext } from '../importmap-validation.ts';
import type { MapVersion } from './deploy-store.ts';
import { listModuleBuilds } from './module-builds.ts';
import { opsLanguage, opsMessage } from './ops-messages.ts';
import { ErrorAnswer, HistoryAnswer, HistoryQuery, ModulesAnswer, PatchBody, RollbackBody, StaleAnswer, VersionAnswer } from './ops-schemas.ts';
import { findOperator, type OperatorRole, type OperatorToken } from './operator-tokens.ts';
import { createTokenGuessing, type TokenGuessing } from './token-guessing.ts';
import { StoreUnavailableError } from '../shared-state/store-unavailable.ts';
import { registerCanaryRoutes } from './ops-canary-routes.ts';
import type { DeployEnvironments, EnvironmentDeploy } from './deploy-environments.ts';
import { applyMapChange, type ChangeOutcome } from './map-change.ts';
import { registerImdRoutes } from './imd-routes.ts';
import { registerEnvironmentRoutes } from './ops-environment-routes.ts';
import { registerHookRoutes, type HookRoutesOptions } from './ops-hook-routes.ts';
import type { OpsContext } from './ops-context.ts';

export interface OpsRoutesOptions {
  /**
   * Every environment's store and deploy service (deploy-environments.ts); a request names one with
   * `?env=` (name or alias), else it acts on the environment this host serves. While a canary runs in an
   * environment, its stable map cannot change (promote or abort first).
   */
  environments: DeployEnvironments;
  tokens: readonly OperatorToken[];
  validation: ValidationContext;
  hooks: HookRoutesOptions;
  /** Wrong-token counting; default this process's memory (a shared store passes its own). */
  guessing?: TokenGuessing;
}

/**
 * The operator token of a request: `Authorization: Bearer <token>`, or HTTP basic auth with the token as
 * the password (import-map-deployer's clients send `-u user:password`; the user name is not checked).
 */
export function presentedToken(authorization: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1];
  if (!basic) return null;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && colon < decoded.length - 1 ? decoded.slice(colon + 1) : null;
}

/** The `env` query parameter read from the raw URL (route schemas may strip unknown query keys). */
function requestedEnvironment(url: string): string | undefined {
  const query = url.indexOf('?');
  return query < 0 ? undefined : (new URLSearchParams(url.slice(query + 1)).get('env') ?? undefined);
}

/** `"7"`, `W/"7"` or `7` → 7; anything else (including `*`, which would defeat the check) → null. */
export function parseIfMatch(header: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,12})"?\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/** Seconds a client waits before retrying a change while the shared store is unreachable. */
const STORE_RETRY_AFTER_S = 5;

const etagOf = (version: number) => `"${version}"`;

/** History pages: newest first, `limit` versions (default 50, at most 200) older than `before`. */
const HISTORY_PAGE = 50;
const HISTORY_PAGE_MAX = 200;
const withoutMap = ({ map: _map, ...rest }: MapVersion) => rest;

export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { validation, environments } = options;
  const fail = (request: FastifyRequest, reply: FastifyReply, status: number, code: Parameters<typeof opsMessage>[0], vars: Record<string, string | number> = {}) =>
    reply.code(status).send({ code, message: opsMessage(code, opsLanguage(request), vars) });

  // Schema refusals and unexpected errors answer { code, message } like the rest of the API, no stack.
  app.setErrorHandler((error: { validation?: unknown; statusCode?: number }, request, reply) => {
    // The store's lock stayed taken (many changes at once): retryable, not a server fault.
    if (error instanceof LockBusyError) return fail(request, reply.header('Retry-After', '1'), 503, 'store_busy');
    // The shared database is out of reach: pages and the map are still served; changes wait for it.
    if (error instanceof StoreUnavailableError) {
      request.log.error(error.message);
      return fail(request, reply.header('Retry-After', String(STORE_RETRY_AFTER_S)), 503, 'store_unavailable');
    }
    // Schema refusals, malformed JSON, a wrong content type, a body too large: the client's mistake.
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return fail(request, reply, error.validation ? 400 : error.statusCode!, 'validation_error');
    }
    request.log.error(error);
    return fail(request, reply, 500, 'internal_error');
  });

  /** The operator behind the request's bearer token, refused with 401/403 unless their role suffices. */
  const guessing = options.guessing ?? createTokenGuessing();
  const authorize = async (request: FastifyRequest, reply: FastifyReply, needed: OperatorRole): Promise<OperatorToken | null> => {
    const wait = await guessing.blockedFor(request.ip);
    if (wait > 0) {
      void fail(request, reply.header('Retry-After', String(wait)), 429, 'ops_token_guessing');
      return null;
    }
    const token = presentedToken(request.headers.authorization);
    const operator = token ? findOperator(options.tokens, token) : null;
    if (!operator) {
      await guessing.wrongToken(request.ip);
      void fail(request, reply.header('WWW-Authenticate', 'Bearer, Basic realm="arena-deploy"'), 401, 'ops_token_required');
      return null;
    }
    if (needed === 'deployer' && operator.role !== 'deployer') {
      void fail(request, reply, 403, 'ops_forbidden', { role: operator.role });
      return null;
    }
    return operator;
  };
  // Authentication runs first (onRequest): an unknown caller learns nothing from body parsing or validation.
  // The operator a request was authenticated as (set by `as`, read by the handlers), in this scope only.
  plain.decorateRequest('opsOperator', null);
  plain.decorateRequest('opsEnvironment', null);
  const as = (role: OperatorRole) => ({
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const operator = await authorize(request, reply, role);
      if (!operator) return reply;
      request.opsOperator = operator;
      const wanted = requestedEnvironment(request.url);
      const environment = environments.resolve(wanted);
      if (!environment) return fail(request, reply, 404, 'environment_not_found', { environment: String(wanted), known: environments.config.list.map((e) => e.name).join(', ') });
      request.opsEnvironment = environment;
    },
  });
  const envOf = (request: FastifyRequest): EnvironmentDeploy => {
    if (!request.opsEnvironment) throw new Error('ops route without its authentication hook');
    return request.opsEnvironment;
  };
  const operatorOf = (request: FastifyRequest): OperatorToken => {
    if (!request.opsOperator) throw new Error('ops route without its authentication hook');
    return request.opsOperator;
  };

  /** The map as served: the stored map with the integrity the shared validation computes. */
  const served = (map: ImportMapDocument): ImportMapDocument => {
    const checked = validateImportMap(JSON.stringify(map), validation);
    return checked.ok ? checked.map : map;
  };
  const sendVersion = (reply: FastifyReply, version: MapVersion) => reply.header('ETag', etagOf(version.version)).send({ ...version, map: served(version.map) });
  const sendStale = (request: FastifyRequest, reply: FastifyReply, current: MapVersion) =>
    reply
      .code(412)
      .header('ETag', etagOf(current.version))
      .send({ code: 'version_stale', message: opsMessage('version_stale', opsLanguage(request), { version: current.version }), version: current.version, map: served(current.map) });

  /** Answers a change's outcome: the new version, or 409 / 412 / 422 with the reason. */
  const sendOutcome = (request: FastifyRequest, reply: FastifyReply, outcome: ChangeOutcome) => {
    if (outcome.ok) {
      request.log.info(`ops: ${outcome.version.operator} committed import map version ${outcome.version.version} (${outcome.version.reason})`);
      return sendVersion(reply, outcome.version);
    }
    if (outcome.status === 412) return sendStale(request, reply, outcome.current);
    if (outcome.status === 422) return fail(request, reply, 422, 'importmap_refused', { reason: outcome.reason });
    return fail(request, reply, 409, outcome.code, { reason: outcome.reason });
  };

  const ctx: OpsContext = { environments, validation, as, operatorOf, envOf, fail, parseIfMatch, sendStale, sendOutcome, served };
  registerCanaryRoutes(plain, ctx);
  registerImdRoutes(plain, ctx);
  registerEnvironmentRoutes(plain, ctx);
  registerHookRoutes(plain, ctx, options.hooks);

  const answers = (ok: unknown) => ({ 200: ok, 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 412: StaleAnswer, 422: ErrorAnswer, 428: ErrorAnswer, 503: ErrorAnswer });

  app.get('/ops-api/importmap', { ...as('viewer'), schema: { response: answers(VersionAnswer) } }, async (request, reply) => {
    return sendVersion(reply, await envOf(request).store.head());
  });

  app.get('/ops-api/modules', { ...as('viewer'), schema: { response: answers(ModulesAnswer) } }, async (request) => {
    const live = new Set(Object.values((await envOf(request).store.head()).map.imports));
    const modules = listModuleBuilds(validation.distRoot).map((m) => ({
      module: m.module,
      builds: m.builds.map((b) => ({ ...b, live: Object.values(b.entries).some((url) => live.has(url)) })),
    }));
    return { modules };
  });

  app.get('/ops-api/history', { ...as('viewer'), schema: { querystring: HistoryQuery, response: answers(HistoryAnswer) } }, async (request) => {
    const limit = Math.min(request.query.limit ?? HISTORY_PAGE, HISTORY_PAGE_MAX);
    const before = request.query.before ?? Number.POSITIVE_INFINITY;
    const older = (await envOf(request).store.history()).filter((v) => v.version < before);
    const page = older.slice(0, limit);
    return { versions: page.map(withoutMap), next: older.length > limit ? page[page.length - 1]!.version : null };
  });

  app.patch('/ops-api/importmap', { ...as('deployer'), schema: { body: PatchBody, response: answers(VersionAnswer) } }, async (request, reply) => {
    const expected = parseIfMatch(request.headers['if-match']);
    if (expected === null) return fail(request, reply, 428, 'if_match_required');
    const { changes, reason } = request.body;
    const outcome = await applyMapChange(envOf(request), validation, {
      expected,
      operator: operatorOf(request).operator,
      reason,
      urls: changes,
      edit: (map) => ({ ...map, imports: { ...map.imports, ...changes } }),
      noChange: (head) => noChangeReason(head.map, changes, head.version),
    });
    return sendOutcome(request, reply, outcome);
  });

  app.post('/ops-api/rollback', { ...as('deployer'), schema: { body: RollbackBody, response: answers(VersionAnswer) } }, async (request, reply) => {
    const env = envOf(request);
    if (await env.service.canaries.running()) return fail(request, reply, 409, 'canary_running');
    const target = await env.store.get(request.body.version);
    if (!target) return fail(request, reply, 404, 'version_not_found', { version: request.body.version });
    // If-Match is optional here (the target is a whole map, not an edit of the head), but honoured.
    const header = request.headers['if-match'];
    const expected = header === undefined ? (await env.store.head()).version : parseIfMatch(header);
    if (expected === null) return fail(request, reply, 428, 'if_match_required');
    const outcome = await applyMapChange(env, validation, {
      expected,
      operator: operatorOf(request).operator,
      reason: request.body.reason,
      urls: {},
      edit: () => target.map,
      noChange: (head) => (sameMap(head.map, target.map) ? `version ${head.version} already has the map of version ${target.version}` : null),
      rollbackOf: target.version,
      wholeMap: true,
      event: { event: 'rollback' },
    });
    return sendOutcome(request, reply, outcome);
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an ops-API request (ops-routes.ts); null elsewhere. */
    opsOperator: OperatorToken | null;
    /** The environment an ops-API request acts on (`?env=`, else the served one); null elsewhere. */
    opsEnvironment: EnvironmentDeploy | null;
  }
}
