/**
 * The operator content API under /content-api/operator/ (README.md): list and read items in any status,
 * create, update, publish, unpublish, delete, and read an item's revision history. Every call needs
 * `Authorization: Bearer <content operator token>` (401 otherwise; writes need the editor role, 403).
 * Registered only when tokens are configured: without them these paths are a 404.
 * A guess flood is cut off (issue 32, finding 3: 3 000 tries in 1.3 s went through): every call counts
 * per client address (@fastify/rate-limit), and over the limit answers 429 before any token is compared.
 */
import {
  ContentCreateRequest, ContentItemParams, ContentRevision, ContentRevisionParams, ContentRevisionsAnswer, ContentUpdateRequest, NoBody, NotJson,
  OperatorContentItem, OperatorContentList, OperatorContentListQuery,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import fastifyRateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../../platform/errors.ts';
import { clientKey, type WindowLimit } from '../../platform/throttling.ts';
import { requestLanguage } from '../../platform/language.ts';
import { message } from '../shared/messages.ts';
import type { StoredItem } from './content-repository.ts';
import { createItem, deleteItem, setPublished, updateItem, type EditOutcome } from './content-editor.ts';
import { sendContentError } from './content-messages.ts';
import { findContentOperator, type ContentOperator, type ContentRole } from './content-operators.ts';
import type { ContentStore } from './content-store.ts';
import type { AdjustableClock } from '../../platform/clock.ts';

export const OPERATOR_BASE = '/content-api/operator';

/** Operator calls per client address per minute: far above an editor's pace, far below a guessing script's. */
export const OPERATOR_RATE_LIMIT: WindowLimit = { max: 120, windowMs: 60_000 };

export interface OperatorRoutesOptions {
  store: ContentStore;
  operators: readonly ContentOperator[];
  clock: AdjustableClock;
}

const ItemAnswer = { 200: OperatorContentItem, 201: OperatorContentItem };

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** The operator's view: the stored item with its Markdown source, status and revision. */
const operatorView = (item: StoredItem) => ({ ...item, createdAt: iso(item.createdAt), updatedAt: iso(item.updatedAt) });

export const contentOperatorRoutes: FastifyPluginAsync<OperatorRoutesOptions> = async (plain, { store, operators, clock }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  // The operator a request was authenticated as (set by `as`, read by the handlers), in this scope only.
  plain.decorateRequest('contentOperator', null);
  if (!plain.hasDecorator('createRateLimit')) await plain.register(fastifyRateLimit, { global: false });
  const operatorLimit = plain.createRateLimit({
    max: OPERATOR_RATE_LIMIT.max,
    timeWindow: OPERATOR_RATE_LIMIT.windowMs,
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
  });

  /** Authentication runs in onRequest, before body parsing: an unknown caller learns nothing from validation. */
  const as = (role: ContentRole) => ({
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await operatorLimit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const retryAfter = Math.max(verdict.ttlInSeconds, 1);
        reply.header('Retry-After', String(retryAfter));
        throw tooManyRequests(retryAfter);
      }
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const operator = token ? findContentOperator(operators, token) : null;
      if (!operator) return sendContentError(request, reply.header('WWW-Authenticate', 'Bearer'), 401, 'operator_unauthorized');
      if (role === 'editor' && operator.role !== 'editor') return sendContentError(request, reply, 403, 'operator_forbidden');
      request.contentOperator = operator;
    },
  });
  /**
   * Fastify's validator drops unknown properties silently (removeAdditional); for content that would lose a
   * misspelt field ("sumary") without a word, so bodies are checked strictly first.
   */
  const strict = (schema: TSchema) => ({
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (Value.Check(schema, request.body)) return;
      const details = [...Value.Errors(schema, request.body)].slice(0, 10).map((e) => ({ path: e.instancePath, rule: e.keyword, message: e.message }));
      return reply.code(400).send({ code: 'validation_error', message: message('validation_error', requestLanguage(request)), details });
    },
  });
  const editorOf = (request: FastifyRequest) => {
    if (!request.contentOperator) throw new Error('content operator route without its authentication hook');
    return { operator: request.contentOperator.operator, nowSeconds: clock.nowSeconds() };
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: EditOutcome) => {
    if (outcome.ok) return reply.code(outcome.status).send(operatorView(outcome.item));
    if (outcome.code === 'revision_conflict') return sendContentError(request, reply, 409, outcome.code, { current: outcome.current }, { current: outcome.current });
    if (outcome.code === 'content_invalid') return sendContentError(request, reply, 400, outcome.code, { problem: outcome.problem });
    return sendContentError(request, reply, outcome.status, outcome.code);
  };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.get(`${OPERATOR_BASE}/items`, { ...as('viewer'), schema: { querystring: OperatorContentListQuery, response: { 200: OperatorContentList } } }, async (request) => {
    const { type, category, status, page = 1, pageSize = 50 } = request.query;
    const { items, total } = store.repo.list({ type, category, status, limit: pageSize, offset: (page - 1) * pageSize });
    return { items: items.map(operatorView), total, page, pageSize };
  });

  app.get(`${OPERATOR_BASE}/items/:type/:slug`, { ...as('viewer'), schema: { params: ContentItemParams, response: ItemAnswer } }, async (request, reply) => {
    const item = store.repo.find(request.params.type, request.params.slug);
    return item ? operatorView(item) : sendContentError(request, reply, 404, 'content_not_found');
  });

  app.post(`${OPERATOR_BASE}/items`, { ...as('editor'), ...strict(ContentCreateRequest), schema: { body: ContentCreateRequest, response: ItemAnswer } }, async (request, reply) =>
    answer(request, reply, createItem(store.repo, request.body, editorOf(request))),
  );

  app.put(`${OPERATOR_BASE}/items/:type/:slug`, { ...as('editor'), ...strict(ContentUpdateRequest), schema: { params: ContentItemParams, body: ContentUpdateRequest, response: ItemAnswer } }, async (request, reply) =>
    answer(request, reply, updateItem(store.repo, request.params.type, request.params.slug, request.body, editorOf(request))),
  );

  for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
    app.post(`${OPERATOR_BASE}/items/:type/:slug/${action}`, { ...as('editor'), schema: { params: ContentItemParams, body: NoBody, response: ItemAnswer } }, async (request, reply) =>
      answer(request, reply, setPublished(store.repo, request.params.type, request.params.slug, published, editorOf(request))),
    );
  }

  app.delete(`${OPERATOR_BASE}/items/:type/:slug`, { ...as('editor'), schema: { params: ContentItemParams, body: NoBody, response: { 204: NotJson } } }, async (request, reply) => {
    if (!deleteItem(store.repo, request.params.type, request.params.slug, editorOf(request))) return sendContentError(request, reply, 404, 'content_not_found');
    return reply.code(204).send();
  });

  app.get(`${OPERATOR_BASE}/items/:type/:slug/revisions`, { ...as('viewer'), schema: { params: ContentItemParams, response: { 200: ContentRevisionsAnswer } } }, async (request, reply) => {
    const revisions = store.repo.revisions(request.params.type, request.params.slug);
    if (revisions.length === 0) return sendContentError(request, reply, 404, 'content_not_found');
    return { revisions: revisions.map(({ snapshot: _s, at, ...rest }) => ({ ...rest, at: iso(at) })) };
  });

  app.get(
    `${OPERATOR_BASE}/items/:type/:slug/revisions/:revision`,
    { ...as('viewer'), schema: { params: ContentRevisionParams, response: { 200: ContentRevision } } },
    async (request, reply) => {
      const found = store.repo.revisions(request.params.type, request.params.slug).find((r) => r.revision === request.params.revision);
      return found ? { ...found, at: iso(found.at) } : sendContentError(request, reply, 404, 'content_not_found');
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The content operator of an operator-API request (content-operator-routes.ts); null elsewhere. */
    contentOperator: ContentOperator | null;
  }
}
