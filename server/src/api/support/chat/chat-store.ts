/**
 * SQL of the support chat: a chat is a `support_tickets` row of kind 'chat' (its messages are
 * `support_messages`, its files `support_attachments`), and `support_chats` holds its live state.
 */
import type { Database } from 'better-sqlite3';
import type { ApiContext } from '../../shared/context.ts';

/** Who answers now: the bot, nobody yet (waiting in the agent queue), an agent, or nobody (closed). */
export type ChatState = 'bot' | 'waiting' | 'active' | 'closed';
/** The agent queue a hand-over lands in: payment_consultant=1 opens the payment queue (spec §1). */
export type ChatQueue = 'general' | 'payment';

export interface ChatRow {
  id: number;
  user_id: number;
  subject: string;
  created_at: number;
  updated_at: number;
  queue: ChatQueue;
  state: ChatState;
  language: string;
  agent: string | null;
  player_seen: number;
  agent_seen: number;
  /** SHA-256 of a visitor's token (a visitor's chat, user_id 0), null for a player's chat. */
  visitor_hash: string | null;
}

/** The user id of a visitor's chat until the visitor signs in: no account has it. */
export const VISITOR_USER_ID = 0;

const db = (ctx: ApiContext): Database => ctx.database.db;
const SELECT = 'SELECT t.id, t.user_id, t.subject, t.created_at, t.updated_at, c.queue, c.state, c.language, c.agent, c.player_seen, c.agent_seen, c.visitor_hash FROM support_tickets t JOIN support_chats c ON c.ticket_id = t.id';

export function createChat(ctx: ApiContext, userId: number, queue: ChatQueue, language: string): number {
  const now = ctx.clock.nowSeconds();
  const topic = queue === 'payment' ? 'chat_payment' : 'chat';
  const result = db(ctx)
    .prepare("INSERT INTO support_tickets (user_id, kind, topic_id, subject, status, agent_due_at, created_at, updated_at) VALUES (?, 'chat', ?, '', 'answered', NULL, ?, ?)")
    .run(userId, topic, now, now);
  const id = Number(result.lastInsertRowid);
  db(ctx).prepare("INSERT INTO support_chats (ticket_id, queue, state, language) VALUES (?, ?, 'bot', ?)").run(id, queue, language);
  return id;
}

/** A visitor's newest chat of a queue that is not closed, by the hash of their token. */
export function openVisitorChatOf(ctx: ApiContext, visitorHash: string, queue: ChatQueue): ChatRow | undefined {
  return db(ctx).prepare<[string, string], ChatRow>(`${SELECT} WHERE c.visitor_hash = ? AND t.user_id = 0 AND c.queue = ? AND c.state != 'closed' ORDER BY t.id DESC LIMIT 1`).get(visitorHash, queue);
}

export function visitorChatsOf(ctx: ApiContext, visitorHash: string): ChatRow[] {
  return db(ctx).prepare<[string], ChatRow>(`${SELECT} WHERE c.visitor_hash = ? AND t.user_id = 0 ORDER BY t.id LIMIT 50`).all(visitorHash);
}

export function markVisitorChat(ctx: ApiContext, id: number, visitorHash: string): void {
  db(ctx).prepare('UPDATE support_chats SET visitor_hash = ? WHERE ticket_id = ?').run(visitorHash, id);
}

/** Signing in: the visitor's chats become the player's (their support history); the token no longer reads them. */
export function moveVisitorChats(ctx: ApiContext, visitorHash: string, userId: number): number {
  const ids = visitorChatsOf(ctx, visitorHash).map((c) => c.id);
  for (const id of ids) {
    db(ctx).prepare('UPDATE support_tickets SET user_id = ? WHERE id = ? AND user_id = 0').run(userId, id);
    db(ctx).prepare('UPDATE support_chats SET visitor_hash = NULL WHERE ticket_id = ?').run(id);
  }
  return ids.length;
}

/** Player messages on one chat since a moment: a visitor's flood limit (visitors share no account to count on). */
export function chatMessageTimesSince(ctx: ApiContext, id: number, since: number): number[] {
  return db(ctx)
    .prepare<[number, number], { created_at: number }>("SELECT created_at FROM support_messages WHERE ticket_id = ? AND author = 'player' AND created_at > ? ORDER BY created_at")
    .all(id, since)
    .map((row) => row.created_at);
}

export function chatById(ctx: ApiContext, id: number): ChatRow | undefined {
  return db(ctx).prepare<[number], ChatRow>(`${SELECT} WHERE t.id = ? AND t.kind = 'chat'`).get(id);
}

/** The player's newest chat of a queue that is not closed. */
export function openChatOf(ctx: ApiContext, userId: number, queue: ChatQueue): ChatRow | undefined {
  return db(ctx).prepare<[number, string], ChatRow>(`${SELECT} WHERE t.user_id = ? AND t.kind = 'chat' AND c.queue = ? AND c.state != 'closed' ORDER BY t.id DESC LIMIT 1`).get(userId, queue);
}

/** The chats an agent sees: waiting for an agent or being answered, oldest first (first come, first served). */
export function agentChats(ctx: ApiContext): ChatRow[] {
  return db(ctx).prepare<[], ChatRow>(`${SELECT} WHERE c.state IN ('waiting', 'active') ORDER BY t.id LIMIT 500`).all();
}

export function setChatState(ctx: ApiContext, id: number, state: ChatState, agent: string | null = null): void {
  db(ctx).prepare('UPDATE support_chats SET state = ?, agent = COALESCE(?, agent) WHERE ticket_id = ?').run(state, agent, id);
  // The ticket's status is what the office history shows: waiting for support, answered, or closed.
  const status = state === 'closed' ? 'closed' : state === 'waiting' ? 'waiting' : 'answered';
  db(ctx).prepare('UPDATE support_tickets SET status = ?, updated_at = ? WHERE id = ?').run(status, ctx.clock.nowSeconds(), id);
}

/** The chat's subject in the history: the player's first question. */
export function setSubjectOnce(ctx: ApiContext, id: number, text: string): void {
  db(ctx).prepare("UPDATE support_tickets SET subject = ? WHERE id = ? AND subject = ''").run(text.slice(0, 120), id);
}

export function touchChat(ctx: ApiContext, id: number): void {
  db(ctx).prepare('UPDATE support_tickets SET updated_at = ? WHERE id = ?').run(ctx.clock.nowSeconds(), id);
}

/** Marks everything up to a message as read by one side. */
export function markSeen(ctx: ApiContext, id: number, side: 'player' | 'agent', messageId: number): void {
  const column = side === 'player' ? 'player_seen' : 'agent_seen';
  db(ctx).prepare(`UPDATE support_chats SET ${column} = MAX(${column}, ?) WHERE ticket_id = ?`).run(messageId, id);
}

/** Messages one side has not read: the player counts the bot's and agents' messages, an agent the player's. */
export function unreadCount(ctx: ApiContext, chat: ChatRow, side: 'player' | 'agent'): number {
  const sql = side === 'player'
    ? "SELECT COUNT(*) AS n FROM support_messages WHERE ticket_id = ? AND author != 'player' AND id > ?"
    : "SELECT COUNT(*) AS n FROM support_messages WHERE ticket_id = ? AND author = 'player' AND id > ?";
  return db(ctx).prepare<[number, number], { n: number }>(sql).get(chat.id, side === 'player' ? chat.player_seen : chat.agent_seen)?.n ?? 0;
}

export function playerLogin(ctx: ApiContext, userId: number): string {
  return db(ctx).prepare<[number], { login: string }>('SELECT login FROM users WHERE id = ?').get(userId)?.login ?? String(userId);
}

/** A file of a support chat (either side's), for the agent console; files of tickets and appeals are not agents' to read here. */
export function chatAttachmentFile(ctx: ApiContext, id: number): { file_name: string; mime: string; data: Buffer } | undefined {
  return db(ctx)
    .prepare<[number], { file_name: string; mime: string; data: Buffer }>("SELECT a.file_name, a.mime, a.data FROM support_attachments a JOIN support_tickets t ON t.id = a.ticket_id WHERE a.id = ? AND t.kind = 'chat'")
    .get(id);
}
