/**
 * The support chat (support/README.md, "Chat"): a player opens a conversation; while the bot has it, every
 * question is answered from the help content or handed over to the agent queue (no answer, or the player
 * asks for a person); once handed over, agents answer from the console. Every change is published on the
 * hub for the live streams.
 */
import type { Static, SupportChat, TicketMessage } from '@arena/contracts';
import type { UserRow } from '../../db/repositories/users.ts';
import type { ApiContext } from '../../shared/context.ts';
import { officeBadRequest, OfficeFailure } from '../../profile/office-errors.ts';
import { createContentRepository } from '../../content/content-repository.ts';
import type { ContentLanguage } from '../../content/content-schema.ts';
import { addMessage, addAttachment, ticketOf } from '../support-store.ts';
import { ticketView } from '../support-service.ts';
import { assertAttachmentQuota, assertMessageRate } from '../support-quotas.ts';
import type { ChatHub } from './chat-hub.ts';
import {
  agentChats, chatById, createChat, markSeen, openChatOf, playerLogin, setChatState, setSubjectOnce, touchChat, unreadCount, VISITOR_USER_ID, type ChatQueue, type ChatRow,
} from './chat-store.ts';
import { asksForHuman, botText } from './chat-texts.ts';
import { buildHelpIndex, helpExcerpt, helpPageOf } from './help-index.ts';

/** The help the bot reads: information pages and rules chapters. */
const HELP_TYPES = ['info', 'rules'] as const;

/** A conversation and a message as @arena/contracts support-chat.ts and support.ts say. */
export type ChatView = Static<typeof SupportChat>;
export type ChatMessageView = Static<typeof TicketMessage>;

function messagesOfChat(ctx: ApiContext, chat: ChatRow): ChatMessageView[] {
  const ticket = ticketOf(ctx, chat.user_id, chat.id, 'chat');
  return ticket ? ticketView(ctx, ticket, chat.language).messages : [];
}

export function chatView(ctx: ApiContext, chat: ChatRow, side: 'player' | 'agent'): ChatView {
  return { id: chat.id, queue: chat.queue, state: chat.state, unread: unreadCount(ctx, chat, side), messages: messagesOfChat(ctx, chat) };
}

export function messageView(ctx: ApiContext, chat: ChatRow, messageId: number): ChatMessageView | undefined {
  return messagesOfChat(ctx, chat).find((m) => m.id === messageId);
}

/** Who the agent talks to: the player's login, nothing for a visitor (no account, no personal data). */
export function chatPlayerName(ctx: ApiContext, chat: ChatRow): string {
  return chat.user_id === VISITOR_USER_ID ? '' : playerLogin(ctx, chat.user_id);
}

export function agentSummaries(ctx: ApiContext) {
  return agentChats(ctx).map((chat) => ({
    id: chat.id, queue: chat.queue, state: chat.state, player: chatPlayerName(ctx, chat), subject: chat.subject, agent: chat.agent,
    language: chat.language, updated_at: chat.updated_at, unread: unreadCount(ctx, chat, 'agent'), visitor: chat.user_id === VISITOR_USER_ID,
  }));
}

/** The player's open chat of that queue, or a new one (one conversation at a time per queue). */
export function openChat(ctx: ApiContext, user: UserRow, queue: ChatQueue, language: string): ChatRow {
  const open = openChatOf(ctx, user.id, queue);
  if (open) return open;
  return chatById(ctx, createChat(ctx, user.id, queue, language))!;
}

/** The player's own chat; another player's is a 404 like an unknown one (nothing tells them it exists). */
export function requirePlayerChat(ctx: ApiContext, user: UserRow, id: number): ChatRow {
  const chat = chatById(ctx, id);
  if (!chat || chat.user_id !== user.id) throw new OfficeFailure(404, 'ticket_not_found', 'ticket_not_found');
  return chat;
}

export function requireChat(ctx: ApiContext, id: number): ChatRow {
  const chat = chatById(ctx, id);
  if (!chat) throw new OfficeFailure(404, 'ticket_not_found', 'ticket_not_found');
  return chat;
}

function say(ctx: ApiContext, hub: ChatHub, chat: ChatRow, author: 'player' | 'bot' | 'agent', text: string): number {
  const messageId = addMessage(ctx, chat.id, author, text);
  touchChat(ctx, chat.id);
  hub.publish({ type: 'message', chatId: chat.id, messageId });
  return messageId;
}

/** Hands the chat to the agent queue (the payment queue for a payment chat) with the bot's word to the player. */
export function handOver(ctx: ApiContext, hub: ChatHub, chat: ChatRow, reason: 'asked' | 'no_answer'): void {
  if (chat.state !== 'bot') return;
  const key = reason === 'no_answer' ? 'bot_not_found' : chat.queue === 'payment' ? 'bot_handover_payment' : 'bot_handover';
  ctx.repos.transaction(() => {
    say(ctx, hub, chat, 'bot', botText(key, chat.language));
    setChatState(ctx, chat.id, 'waiting');
  });
  hub.publish({ type: 'state', chatId: chat.id });
}

/**
 * The bot's answer from the help content, or null when the help has none: the page in the chat's language
 * (issue 31: the help is written in all six), else in the language the question matched.
 */
export function botAnswer(ctx: ApiContext, question: string, language: string): string | null {
  const repo = createContentRepository(ctx.database.db);
  const items = HELP_TYPES.flatMap((type) => repo.list({ type, status: 'published', limit: 1000, offset: 0 }).items);
  const found = buildHelpIndex(items.map(helpPageOf)).search(question, language);
  if (!found) return null;
  const own = found.page.texts[language as ContentLanguage];
  const pageLang = own ? (language as ContentLanguage) : found.lang;
  const text = own ?? found.page.texts[found.lang]!;
  return `${botText('bot_found', language)}\n\n${helpExcerpt(text, question)}\n/${pageLang}/${found.page.path}\n\n${botText('bot_more', language)}`;
}

/** A player's message: stored, then answered by the bot while the bot has the chat. */
export function playerSays(ctx: ApiContext, hub: ChatHub, user: UserRow, chat: ChatRow, text: string): void {
  questionAsked(ctx, hub, chat, text, () => assertMessageRate(ctx, user.id));
}

/** A question on a chat (a player's or a visitor's), after its own flood limit: stored, then answered by the bot while the bot has the chat. */
export function questionAsked(ctx: ApiContext, hub: ChatHub, chat: ChatRow, text: string, assertRate: () => void): void {
  if (chat.state === 'closed') throw officeBadRequest('ticket_closed');
  ctx.repos.transaction(() => {
    assertRate();
    setSubjectOnce(ctx, chat.id, text);
    markSeen(ctx, chat.id, 'player', say(ctx, hub, chat, 'player', text));
  });
  if (chat.state !== 'bot') return;
  if (asksForHuman(text)) return handOver(ctx, hub, chat, 'asked');
  const answer = botAnswer(ctx, text, chat.language);
  if (answer) say(ctx, hub, chat, 'bot', answer);
  else handOver(ctx, hub, chat, 'no_answer');
}

/**
 * A player's file (it passed the upload rules) with its caption: counted against the support flood limit and
 * the attachment quotas like a ticket's file, stored under the player. The bot does not read files: an agent
 * sees it in the console once the chat is handed over.
 */
export function playerAttaches(ctx: ApiContext, hub: ChatHub, user: UserRow, chat: ChatRow, text: string, file: { fileName: string; mime: string; data: Buffer }): void {
  if (chat.state === 'closed') throw officeBadRequest('ticket_closed');
  ctx.repos.transaction(() => {
    assertMessageRate(ctx, user.id);
    assertAttachmentQuota(ctx, user.id, chat.id, file.data.length);
    setSubjectOnce(ctx, chat.id, text);
    const messageId = addMessage(ctx, chat.id, 'player', text);
    addAttachment(ctx, { ticketId: chat.id, messageId, userId: user.id, ...file });
    touchChat(ctx, chat.id);
    markSeen(ctx, chat.id, 'player', messageId);
    hub.publish({ type: 'message', chatId: chat.id, messageId });
  });
}

/** An agent's answer (with an optional file that passed the upload rules): the chat becomes theirs. */
export function agentSays(ctx: ApiContext, hub: ChatHub, chat: ChatRow, agent: string, text: string, file?: { fileName: string; mime: string; data: Buffer }): void {
  if (chat.state === 'closed') throw officeBadRequest('ticket_closed');
  ctx.repos.transaction(() => {
    const messageId = addMessage(ctx, chat.id, 'agent', text);
    // The file belongs to the player's support history: stored under the player, readable by them.
    if (file) addAttachment(ctx, { ticketId: chat.id, messageId, userId: chat.user_id, ...file });
    markSeen(ctx, chat.id, 'agent', messageId);
    setChatState(ctx, chat.id, 'active', agent);
    hub.publish({ type: 'message', chatId: chat.id, messageId });
  });
  hub.publish({ type: 'state', chatId: chat.id });
}

export function closeChat(ctx: ApiContext, hub: ChatHub, chat: ChatRow): void {
  if (chat.state === 'closed') return;
  ctx.repos.transaction(() => {
    say(ctx, hub, chat, 'bot', botText('bot_closed', chat.language));
    setChatState(ctx, chat.id, 'closed');
  });
  hub.publish({ type: 'state', chatId: chat.id });
}

export function markRead(ctx: ApiContext, hub: ChatHub, chat: ChatRow, side: 'player' | 'agent'): void {
  const last = messagesOfChat(ctx, chat).at(-1);
  if (!last) return;
  markSeen(ctx, chat.id, side, last.id);
  hub.publish({ type: 'seen', chatId: chat.id });
}
