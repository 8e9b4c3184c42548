/**
 * The agent console's API (support/README.md, "Chat"): the conversations waiting for or being answered by
 * an agent, with unread counts; read one, answer (text or a file through the support upload rules), typing,
 * close, and the live stream of the queue. Authorised like the content operator API: `Authorization:
 * Bearer <content operator token>` (ARENA_CONTENT_TOKENS), 401 without one; a viewer reads, an editor
 * answers (403 otherwise). Registered only when tokens are configured.
 */
import {
  AgentChatAnswer as AgentChat, AgentChatAttachmentUpload, AgentConversationsAnswer, ChatStreamQuery, ChatStreamTicket, NoBody, NotJson, Refusal, SupportIdParams, SupportMessageRequest,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installOfficeErrors, officeBadRequest, OfficeFailure } from '../../profile/office-errors.ts';
import type { ApiContext } from '../../shared/context.ts';
import { findContentOperator, type ContentOperator, type ContentRole } from '../../content/content-operators.ts';
import { sendContentError } from '../../content/content-messages.ts';
import { readUpload } from '../upload.ts';
import { assertAttachmentQuota } from '../support-quotas.ts';
import type { ChatEvent, ChatHub } from './chat-hub.ts';
import { agentSays, agentSummaries, chatPlayerName, chatView, closeChat, markRead, messageView, requireChat } from './chat-service.ts';
import { chatAttachmentFile, chatById, VISITOR_USER_ID } from './chat-store.ts';
import { openEventStream } from './event-stream.ts';

const IdParam = SupportIdParams;
const AgentChatAnswer = { 200: AgentChat };

export interface AgentRoutesOptions {
  ctx: ApiContext;
  hub: ChatHub;
  operators: readonly ContentOperator[];
}

export const agentRoutes: FastifyPluginAsync<AgentRoutesOptions> = async (plain, { ctx, hub, operators }) => {
  installOfficeErrors(plain);
  const api = plain.withTypeProvider<TypeBoxTypeProvider>();
  const agentOf = new WeakMap<FastifyRequest, ContentOperator>();
  /** Authentication runs in onRequest, before the body is read: an unknown caller learns nothing. */
  const as = (role: ContentRole) => ({
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const operator = token ? findContentOperator(operators, token) : null;
      if (!operator) return sendContentError(request, reply.header('WWW-Authenticate', 'Bearer'), 401, 'operator_unauthorized');
      if (role === 'editor' && operator.role !== 'editor') return sendContentError(request, reply, 403, 'operator_forbidden');
      agentOf.set(request, operator);
    },
  });
  const agentName = (request: FastifyRequest) => agentOf.get(request)!.operator;
  const answer = (id: number) => {
    const chat = chatById(ctx, id)!;
    return { chat: chatView(ctx, chat, 'agent'), player: chatPlayerName(ctx, chat) };
  };
  const base = '/support-api/agent';

  api.get(`${base}/conversations`, { ...as('viewer'), schema: { response: { 200: AgentConversationsAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { conversations: agentSummaries(ctx) };
  });

  /** Reading a conversation marks the player's messages read. */
  api.get(`${base}/conversations/:id`, { ...as('viewer'), schema: { params: IdParam, response: AgentChatAnswer } }, async (request, reply) => {
    markRead(ctx, hub, requireChat(ctx, request.params.id), 'agent');
    reply.header('cache-control', 'no-store');
    return answer(request.params.id);
  });

  api.post(
    `${base}/conversations/:id/messages`,
    { ...as('editor'), schema: { params: IdParam, body: SupportMessageRequest, response: AgentChatAnswer } },
    async (request) => {
      const text = request.body.text.trim();
      if (text === '') throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
      agentSays(ctx, hub, requireChat(ctx, request.params.id), agentName(request), text);
      return answer(request.params.id);
    },
  );

  /** multipart: one `file` and an optional `text` (AgentChatAttachmentUpload says how each is checked). */
  api.post(`${base}/conversations/:id/attachments`, { ...as('editor'), schema: { params: IdParam, body: AgentChatAttachmentUpload, response: AgentChatAnswer } }, async (request) => {
    const chat = requireChat(ctx, request.params.id);
    if (chat.state === 'closed') throw officeBadRequest('ticket_closed');
    // A file is downloaded by its owner's account: a visitor has none, so nothing is sent that they could not open.
    if (chat.user_id === VISITOR_USER_ID) throw officeBadRequest('visitor_files');
    assertAttachmentQuota(ctx, chat.user_id, chat.id);
    const upload = await readUpload(request);
    ctx.repos.transaction(() => {
      assertAttachmentQuota(ctx, chat.user_id, chat.id, upload.data.length);
      const text = (upload.fields['text'] ?? '').trim().slice(0, 2000) || upload.fileName;
      agentSays(ctx, hub, chat, agentName(request), text, { fileName: upload.fileName, mime: upload.mime, data: upload.data });
    });
    return answer(chat.id);
  });

  /** A file of a chat (the player's or an agent's), sent as a download: never rendered by the console's origin. */
  api.get(`${base}/attachments/:id`, { ...as('viewer'), schema: { params: IdParam, response: { 200: NotJson } } }, async (request, reply) => {
    const file = chatAttachmentFile(ctx, request.params.id);
    if (!file) throw new OfficeFailure(404, 'ticket_not_found', 'ticket_not_found');
    return reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(file.file_name)}"`)
      .send(file.data);
  });

  api.post(`${base}/conversations/:id/typing`, { ...as('editor'), schema: { params: IdParam, body: NoBody, response: { 204: NotJson } } }, async (request, reply) => {
    hub.publish({ type: 'typing', chatId: requireChat(ctx, request.params.id).id, author: 'agent' });
    return reply.code(204).send();
  });

  api.post(`${base}/conversations/:id/close`, { ...as('editor'), schema: { params: IdParam, body: NoBody, response: AgentChatAnswer } }, async (request) => {
    closeChat(ctx, hub, requireChat(ctx, request.params.id));
    return answer(request.params.id);
  });

  api.post(`${base}/stream`, { ...as('viewer'), schema: { body: NoBody, response: { 200: ChatStreamTicket } } }, async () => ({ ticket: hub.issueTicket(null, Date.now()) }));

  /** SSE: `queue` ({ conversations }) on every change, `message` ({ chatId, message }), `typing` ({ chatId }). */
  api.get('/support-api/agent-stream', { schema: { querystring: ChatStreamQuery, response: { 200: NotJson, 401: Refusal } } }, async (request, reply) => {
    const ticket = hub.redeemTicket(request.query.ticket, Date.now());
    if (!ticket || ticket.chatId !== null) return reply.code(401).send({ code: 'stream_ticket_invalid', message: 'The stream ticket is unknown or has expired.' });
    openEventStream(request, reply, hub, (send, event: ChatEvent) => {
      if (event.type === 'typing') {
        if (event.author === 'player') send('typing', { chatId: event.chatId });
        return;
      }
      if (event.type === 'message') {
        const chat = chatById(ctx, event.chatId);
        const message = chat && messageView(ctx, chat, event.messageId);
        if (message) send('message', { chatId: event.chatId, message });
      }
      send('queue', { conversations: agentSummaries(ctx) });
    });
  });
};
