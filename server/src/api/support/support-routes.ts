/**
 * Support (office/support, the support request history modal), ideas (office/share-idea) and ban appeals
 * (block-appeal-history). Contract in README.md. Banned players may use all of these (spec §2: support is
 * ban-accessible; the appeal is for banned players only).
 */
import {
  AppealRequest, AppealsAnswer, IdeaCreatedAnswer, IdeaRequest, IdeasAnswer, NoBody, NotJson, OpenTicketRequest, SupportIdParams, SupportMessageRequest,
  SupportTopicsAnswer, TicketAnswer, TicketAttachmentUpload, TicketsAnswer,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installOfficeErrors, officeBadRequest } from '../profile/office-errors.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { notFound } from '../shared/errors.ts';
import { processDue, openTicket, replyToTicket, requireTicket, ticketView } from './support-service.ts';
import { addAttachment, addIdea, attachmentFile, ideasOf, lastMessageOf, setTicketStatus, ticketsOf, type TicketKind } from './support-store.ts';
import { IDEA_CATEGORIES, SUPPORT_TOPICS } from './support-texts.ts';
import { readUpload } from './upload.ts';
import { assertAttachmentQuota } from './support-quotas.ts';
import { parseContentOperators } from '../content/content-operators.ts';
import { createChatHub } from './chat/chat-hub.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { chatAttachmentRoutes } from './chat/chat-attachment-routes.ts';
import { visitorRoutes } from './chat/visitor-routes.ts';
import { agentRoutes } from './chat/agent-routes.ts';

const TicketAnswers = { 200: TicketAnswer };

export const supportRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  installOfficeErrors(app);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: requireUser(ctx) };
  const fresh = (request: FastifyRequest) => ctx.repos.users.byId(authedUser(request).user.id)!;
  const view = (request: FastifyRequest, id: number, kind: TicketKind, alsoKind?: TicketKind) => ({ ticket: ticketView(ctx, requireTicket(ctx, fresh(request), id, kind, alsoKind), requestLanguage(request)) });
  const summaries = (request: FastifyRequest, ...kinds: TicketKind[]) => {
    const user = fresh(request);
    processDue(ctx, user);
    return kinds.flatMap((kind) => ticketsOf(ctx, user.id, kind)).sort((a, b) => b.id - a.id).map((t) => ({
      id: t.id, topic_id: t.topic_id, subject: t.subject, status: t.status, created_at: t.created_at, updated_at: t.updated_at,
      last_author: lastMessageOf(ctx, t.id)?.author ?? 'player',
    }));
  };

  api.get('/support-api/topics', { schema: { response: { 200: SupportTopicsAnswer } } }, async () => ({
    topics: [...SUPPORT_TOPICS],
    ideaCategories: [...IDEA_CATEGORIES],
  }));

  api.get('/support-api/tickets', { ...signedIn, schema: { response: { 200: TicketsAnswer } } }, async (request) => ({
    // The support chats (chat/README section) are part of the player's support history.
    tickets: summaries(request, 'ticket', 'chat'),
  }));

  api.post(
    '/support-api/tickets',
    {
      ...signedIn,
      schema: { body: OpenTicketRequest, response: TicketAnswers },
    },
    async (request) => {
      const { topic_id, subject, text } = request.body;
      if (subject.trim().length < 3 || text.trim() === '') throw officeBadRequest('invalid_fields', { fields: subject.trim().length < 3 ? { subject: 'required' } : { text: 'required' } });
      const id = openTicket(ctx, fresh(request), 'ticket', topic_id, subject.trim(), text.trim());
      return view(request, id, 'ticket');
    },
  );

  api.get('/support-api/tickets/:id', { ...signedIn, schema: { params: SupportIdParams, response: TicketAnswers } }, async (request) => view(request, request.params.id, 'ticket', 'chat'));

  api.post(
    '/support-api/tickets/:id/messages',
    { ...signedIn, schema: { params: SupportIdParams, body: SupportMessageRequest, response: TicketAnswers } },
    async (request) => {
      const user = fresh(request);
      if (request.body.text.trim() === '') throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
      replyToTicket(ctx, user, requireTicket(ctx, user, request.params.id, 'ticket'), request.body.text.trim());
      return view(request, request.params.id, 'ticket');
    },
  );

  /** multipart: one `file` and an optional `text` (TicketAttachmentUpload says how each is checked). */
  api.post('/support-api/tickets/:id/attachments', { ...signedIn, schema: { params: SupportIdParams, body: TicketAttachmentUpload, response: TicketAnswers } }, async (request) => {
    const user = fresh(request);
    const ticket = requireTicket(ctx, user, request.params.id, 'ticket');
    if (ticket.status === 'closed') throw officeBadRequest('ticket_closed');
    // The count before reading the body (a refused file is not received); count and size again where it is stored.
    assertAttachmentQuota(ctx, user.id, ticket.id);
    const upload = await readUpload(request);
    ctx.repos.transaction(() => {
      assertAttachmentQuota(ctx, user.id, ticket.id, upload.data.length);
      const messageId = replyToTicket(ctx, user, ticket, (upload.fields['text'] ?? '').trim().slice(0, 2000) || upload.fileName);
      addAttachment(ctx, { ticketId: ticket.id, messageId, userId: user.id, fileName: upload.fileName, mime: upload.mime, data: upload.data });
    });
    return view(request, ticket.id, 'ticket');
  });

  api.post('/support-api/tickets/:id/close', { ...signedIn, schema: { params: SupportIdParams, body: NoBody, response: TicketAnswers } }, async (request) => {
    const ticket = requireTicket(ctx, fresh(request), request.params.id, 'ticket');
    if (ticket.status !== 'closed') setTicketStatus(ctx, ticket.id, 'closed', null);
    return view(request, ticket.id, 'ticket');
  });

  api.get('/support-api/attachments/:id', { ...signedIn, schema: { params: SupportIdParams, response: { 200: NotJson } } }, async (request, reply) => {
    const file = attachmentFile(ctx, authedUser(request).user.id, request.params.id);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(file.file_name)}"`)
      .send(file.data);
  });

  api.get(
    '/support-api/ideas',
    { ...signedIn, schema: { response: { 200: IdeasAnswer } } },
    async (request) => ({ ideas: ideasOf(ctx, authedUser(request).user.id) }),
  );

  api.post(
    '/support-api/ideas',
    {
      ...signedIn,
      schema: { body: IdeaRequest, response: { 200: IdeaCreatedAnswer } },
    },
    async (request) => {
      if (request.body.text.trim().length < 10) throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
      return { id: addIdea(ctx, authedUser(request).user.id, request.body.category, request.body.text.trim()) };
    },
  );

  api.get('/support-api/appeals', { ...signedIn, schema: { response: { 200: AppealsAnswer } } }, async (request) => {
    const user = fresh(request);
    processDue(ctx, user);
    const language = requestLanguage(request);
    return { appeals: ticketsOf(ctx, user.id, 'appeal').map((t) => ticketView(ctx, t, language)), ban_level: user.ban_level };
  });

  api.post('/support-api/appeals', { ...signedIn, schema: { body: AppealRequest, response: TicketAnswers } }, async (request) => {
    const user = fresh(request);
    if (user.ban_level <= 0) throw officeBadRequest('not_banned');
    if (request.body.text.trim().length < 10) throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
    const id = openTicket(ctx, user, 'appeal', 'ban', `ban:${user.ban_level}`, request.body.text.trim());
    return view(request, id, 'appeal');
  });

  // The support chat (README "Chat"): the player's side always, the agent console's API with operator tokens.
  const hub = createChatHub();
  await app.register(chatRoutes, { ctx, hub });
  await app.register(chatAttachmentRoutes, { ctx, hub });
  await app.register(visitorRoutes, { ctx, hub });
  const operators = parseContentOperators(ctx.env.contentTokens.text, ctx.env.contentTokens.source);
  if (operators.length > 0) await app.register(agentRoutes, { ctx, hub, operators });
  // A stream never ends by itself and the server's close waits for open responses: end them first.
  app.addHook('preClose', async () => {
    for (const stop of [...hub.streams]) stop();
  });
};
