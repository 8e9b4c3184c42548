/**
 * Visitor chats (support/README.md, "Visitors"): someone not signed in asks the bot and may reach an agent.
 * The conversation is found by an anonymous token the server makes (32 random bytes, stored only as its
 * SHA-256) and the widget keeps for the tab, sent as `X-Visitor-Token`: a chat has no URL another visitor
 * could guess. Hostile input: per-address limits on new conversations and writes (429), five questions a
 * minute per conversation (the support flood limit), the player's text limits. A visitor sees only the
 * bot's help and the agents' words — no account, money or personal data is behind the chat — and sends no
 * files (a file is downloaded through its owner's account). Signing in moves the visitor's chats into the
 * player's support history (`POST /support-api/visitor-chat/claim`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ChatStreamTicket, NoBody, OpenChatRequest, SupportChatAnswer, SupportMessageRequest, VisitorChatClaimAnswer, VisitorChatOpenAnswer, VisitorChatQuery } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OfficeFailure, officeBadRequest } from '../../profile/office-errors.ts';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import type { ApiContext } from '../../shared/context.ts';
import { createAuthThrottle } from '../../shared/rate-limits.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { MAX_MESSAGES_PER_MINUTE } from '../support-quotas.ts';
import type { ChatHub } from './chat-hub.ts';
import { chatView, handOver, markRead, questionAsked } from './chat-service.ts';
import { chatById, chatMessageTimesSince, createChat, markVisitorChat, moveVisitorChats, openVisitorChatOf, VISITOR_USER_ID, type ChatQueue, type ChatRow } from './chat-store.ts';

export const VISITOR_TOKEN_HEADER = 'x-visitor-token';
const ChatAnswer = { 200: SupportChatAnswer };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers[VISITOR_TOKEN_HEADER];
  return typeof header === 'string' && /^[A-Za-z0-9_-]{43}$/.test(header) ? header : null;
};

export const visitorRoutes: FastifyPluginAsync<{ ctx: ApiContext; hub: ChatHub }> = async (plain, { ctx, hub }) => {
  const api = plain.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = await createAuthThrottle(plain, ctx);
  const writes = { preHandler: throttle('visitorChatWrite') };
  const answer = (chat: ChatRow) => ({ chat: chatView(ctx, chatById(ctx, chat.id)!, 'player') });
  /** The visitor's open chat of the queue; 404 like an unknown chat for a missing, malformed or foreign token. */
  const own = (request: FastifyRequest, queue: ChatQueue): ChatRow => {
    const token = tokenOf(request);
    const chat = token ? openVisitorChatOf(ctx, hashOf(token), queue) : undefined;
    if (!chat) throw new OfficeFailure(404, 'ticket_not_found', 'ticket_not_found');
    return chat;
  };
  const queueOf = (request: FastifyRequest) => ((request.query as { queue?: ChatQueue }).queue ?? 'general');
  const QueueQuery = VisitorChatQuery;

  /** Opens (or resumes, with a valid token) the visitor's chat; a new chat comes with a new token. */
  api.post(
    '/support-api/visitor-chat',
    { preHandler: throttle('visitorChatOpen'), schema: { body: OpenChatRequest, response: { 200: VisitorChatOpenAnswer } } },
    async (request) => {
      const queue = request.body.queue ?? 'general';
      const known = tokenOf(request);
      const resumed = known ? openVisitorChatOf(ctx, hashOf(known), queue) : undefined;
      if (resumed && known) return { ...answer(resumed), token: known };
      const token = randomBytes(32).toString('base64url');
      const id = ctx.repos.transaction(() => {
        const created = createChat(ctx, VISITOR_USER_ID, queue, requestLanguage(request));
        markVisitorChat(ctx, created, hashOf(token));
        return created;
      });
      return { ...answer(chatById(ctx, id)!), token };
    },
  );

  api.get('/support-api/visitor-chat', { ...writes, schema: { querystring: QueueQuery, response: ChatAnswer } }, async (request) => answer(own(request, queueOf(request))));

  api.post(
    '/support-api/visitor-chat/messages',
    { ...writes, schema: { querystring: QueueQuery, body: SupportMessageRequest, response: ChatAnswer } },
    async (request) => {
      const text = request.body.text.trim();
      if (text === '') throw officeBadRequest('invalid_fields', { fields: { text: 'required' } });
      const chat = own(request, queueOf(request));
      questionAsked(ctx, hub, chat, text, () => assertVisitorRate(ctx, chat.id));
      return answer(chat);
    },
  );

  api.post('/support-api/visitor-chat/human', { ...writes, schema: { querystring: QueueQuery, body: NoBody, response: ChatAnswer } }, async (request) => {
    const chat = own(request, queueOf(request));
    handOver(ctx, hub, chat, 'asked');
    return answer(chat);
  });

  api.post('/support-api/visitor-chat/seen', { ...writes, schema: { querystring: QueueQuery, body: NoBody, response: ChatAnswer } }, async (request) => {
    const chat = own(request, queueOf(request));
    markRead(ctx, hub, chat, 'player');
    return answer(chat);
  });

  api.post('/support-api/visitor-chat/stream', { ...writes, schema: { querystring: QueueQuery, body: NoBody, response: { 200: ChatStreamTicket } } }, async (request) => ({
    ticket: hub.issueTicket(own(request, queueOf(request)).id, Date.now()),
  }));

  /** Signed in now: the chats of the visitor token join the player's support history. */
  api.post('/support-api/visitor-chat/claim', { preHandler: requireUser(ctx), schema: { body: NoBody, response: { 200: VisitorChatClaimAnswer } } }, async (request) => {
    const token = tokenOf(request);
    return { moved: token ? moveVisitorChats(ctx, hashOf(token), authedUser(request).user.id) : 0 };
  });
};

/** 429 messages_too_frequent past MAX_MESSAGES_PER_MINUTE questions in a minute on one visitor chat. */
function assertVisitorRate(ctx: ApiContext, chatId: number): void {
  const now = ctx.clock.nowSeconds();
  const recent = chatMessageTimesSince(ctx, chatId, now - 60);
  if (recent.length < MAX_MESSAGES_PER_MINUTE) return;
  const retryAfter = Math.max(1, recent[recent.length - MAX_MESSAGES_PER_MINUTE]! + 60 - now);
  throw new OfficeFailure(429, 'messages_too_frequent', 'messages_too_frequent', { retryAfter }, { max: MAX_MESSAGES_PER_MINUTE });
}
