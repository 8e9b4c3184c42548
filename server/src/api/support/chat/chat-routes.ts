/**
 * The player's side of the support chat (support/README.md, "Chat"): open a conversation, write, ask for
 * a person, typing, read marks, and the live stream (SSE) of the conversation. Signed-in players only
 * (banned players too: support is ban-accessible).
 */
import { ChatStreamQuery, ChatStreamTicket, NoBody, NotJson, Refusal, OpenChatRequest, SupportChatAnswer, SupportIdParams, SupportMessageRequest } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { officeBadRequest } from '../../profile/office-errors.ts';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import type { ApiContext } from '../../shared/context.ts';
import { requestLanguage } from '../../../platform/language.ts';
import type { ChatHub, ChatEvent } from './chat-hub.ts';
import { chatView, handOver, markRead, messageView, openChat, playerSays, requirePlayerChat, closeChat } from './chat-service.ts';
import { chatById, unreadCount } from './chat-store.ts';
import { openEventStream } from './event-stream.ts';

const IdParam = SupportIdParams;
const ChatAnswer = { 200: SupportChatAnswer };

export interface ChatRoutesOptions {
  ctx: ApiContext;
  hub: ChatHub;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (plain, { ctx, hub }) => {
  const api = plain.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: requireUser(ctx) };
  const fresh = (request: FastifyRequest) => ctx.repos.users.byId(authedUser(request).user.id)!;
  const own = (request: FastifyRequest, id: number) => requirePlayerChat(ctx, fresh(request), id);
  const answer = (id: number) => ({ chat: chatView(ctx, chatById(ctx, id)!, 'player') });

  api.post(
    '/support-api/chat',
    { ...signedIn, schema: { body: OpenChatRequest, response: ChatAnswer } },
    async (request) => answer(openChat(ctx, fresh(request), request.body.queue ?? 'general', requestLanguage(request)).id),
  );

  api.get('/support-api/chat/:id', { ...signedIn, schema: { params: IdParam, response: ChatAnswer } }, async (request) => answer(own(request, request.params.id).id));

  api.post(
    '/support-api/chat/:id/messages',
    { ...signedIn, schema: { params: IdParam, body: SupportMessageRequest, response: ChatAnswer } },
    async (request) => {
      const text = request.body.text.trim();
      if (text === '') throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
      const user = fresh(request);
      playerSays(ctx, hub, user, requirePlayerChat(ctx, user, request.params.id), text);
      return answer(request.params.id);
    },
  );

  /** The "talk to a person" button. */
  api.post('/support-api/chat/:id/human', { ...signedIn, schema: { params: IdParam, body: NoBody, response: ChatAnswer } }, async (request) => {
    handOver(ctx, hub, own(request, request.params.id), 'asked');
    return answer(request.params.id);
  });

  api.post('/support-api/chat/:id/typing', { ...signedIn, schema: { params: IdParam, body: NoBody, response: { 204: NotJson } } }, async (request, reply) => {
    hub.publish({ type: 'typing', chatId: own(request, request.params.id).id, author: 'player' });
    return reply.code(204).send();
  });

  api.post('/support-api/chat/:id/seen', { ...signedIn, schema: { params: IdParam, body: NoBody, response: ChatAnswer } }, async (request) => {
    markRead(ctx, hub, own(request, request.params.id), 'player');
    return answer(request.params.id);
  });

  api.post('/support-api/chat/:id/close', { ...signedIn, schema: { params: IdParam, body: NoBody, response: ChatAnswer } }, async (request) => {
    closeChat(ctx, hub, own(request, request.params.id));
    return answer(request.params.id);
  });

  api.post('/support-api/chat/:id/stream', { ...signedIn, schema: { params: IdParam, body: NoBody, response: { 200: ChatStreamTicket } } }, async (request) => ({
    ticket: hub.issueTicket(own(request, request.params.id).id, Date.now()),
  }));

  /** SSE: `message` (a new message), `unread` ({ count }), `typing` ({ author }), `state` ({ state }). */
  api.get('/support-api/chat-stream', { schema: { querystring: ChatStreamQuery, response: { 200: NotJson, 401: Refusal } } }, async (request, reply) => {
    const ticket = hub.redeemTicket(request.query.ticket, Date.now());
    if (!ticket || ticket.chatId === null) return reply.code(401).send({ code: 'stream_ticket_invalid', message: 'The stream ticket is unknown or has expired.' });
    const chatId = ticket.chatId;
    openEventStream(request, reply, hub, (send, event: ChatEvent) => {
      if (event.chatId !== chatId) return;
      const chat = chatById(ctx, chatId);
      if (!chat) return;
      if (event.type === 'message') {
        const message = messageView(ctx, chat, event.messageId);
        if (message) send('message', message);
        send('unread', { count: unreadCount(ctx, chat, 'player') });
      } else if (event.type === 'typing' && event.author === 'agent') send('typing', { author: 'agent' });
      else if (event.type === 'state') send('state', { state: chat.state });
      else if (event.type === 'seen') send('unread', { count: unreadCount(ctx, chat, 'player') });
    });
  });
};
