/** SQL of support tickets, their messages and attachments, ideas (tables of the issue-14 migration). */
import type { Idea, Static } from '@arena/contracts';
import type { Database } from 'better-sqlite3';
import type { ApiContext } from '../shared/context.ts';

/** A chat (support/chat) is a ticket too: the office's history lists it with the player's requests. */
export type TicketKind = 'ticket' | 'appeal' | 'chat';
export type TicketStatus = 'waiting' | 'answered' | 'closed';

export interface TicketRow {
  id: number;
  user_id: number;
  kind: TicketKind;
  topic_id: string;
  subject: string;
  status: TicketStatus;
  agent_due_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MessageRow {
  id: number;
  ticket_id: number;
  author: 'player' | 'agent' | 'bot';
  /** The player's text, or for the agent `@<key>|<json vars>` (localised when read). */
  text: string;
  created_at: number;
}

export interface AttachmentMeta {
  id: number;
  message_id: number;
  file_name: string;
  mime: string;
  size: number;
}

const db = (ctx: ApiContext): Database => ctx.database.db;

export function createTicket(ctx: ApiContext, row: Omit<TicketRow, 'id' | 'created_at' | 'updated_at'>): number {
  const now = ctx.clock.nowSeconds();
  const result = db(ctx)
    .prepare('INSERT INTO support_tickets (user_id, kind, topic_id, subject, status, agent_due_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(row.user_id, row.kind, row.topic_id, row.subject, row.status, row.agent_due_at, now, now);
  return Number(result.lastInsertRowid);
}

export function ticketOf(ctx: ApiContext, userId: number, id: number, kind: TicketKind): TicketRow | undefined {
  return db(ctx).prepare<[number, number, string], TicketRow>('SELECT * FROM support_tickets WHERE id = ? AND user_id = ? AND kind = ?').get(id, userId, kind);
}

export function ticketsOf(ctx: ApiContext, userId: number, kind: TicketKind): TicketRow[] {
  return db(ctx).prepare<[number, string], TicketRow>('SELECT * FROM support_tickets WHERE user_id = ? AND kind = ? ORDER BY id DESC LIMIT 200').all(userId, kind);
}

export function countWaiting(ctx: ApiContext, userId: number, kind: TicketKind): number {
  return db(ctx).prepare<[number, string], { n: number }>("SELECT COUNT(*) AS n FROM support_tickets WHERE user_id = ? AND kind = ? AND status = 'waiting'").get(userId, kind)?.n ?? 0;
}

export function setTicketStatus(ctx: ApiContext, id: number, status: TicketStatus, agentDueAt: number | null): void {
  db(ctx).prepare('UPDATE support_tickets SET status = ?, agent_due_at = ?, updated_at = ? WHERE id = ?').run(status, agentDueAt, ctx.clock.nowSeconds(), id);
}

export function addMessage(ctx: ApiContext, ticketId: number, author: MessageRow['author'], text: string, at = ctx.clock.nowSeconds()): number {
  const result = db(ctx).prepare('INSERT INTO support_messages (ticket_id, author, text, created_at) VALUES (?, ?, ?, ?)').run(ticketId, author, text, at);
  return Number(result.lastInsertRowid);
}

export function messagesOf(ctx: ApiContext, ticketId: number): MessageRow[] {
  return db(ctx).prepare<[number], MessageRow>('SELECT * FROM support_messages WHERE ticket_id = ? ORDER BY id').all(ticketId);
}

export function lastMessageOf(ctx: ApiContext, ticketId: number): MessageRow | undefined {
  return db(ctx).prepare<[number], MessageRow>('SELECT * FROM support_messages WHERE ticket_id = ? ORDER BY id DESC LIMIT 1').get(ticketId);
}

export function addAttachment(ctx: ApiContext, a: { ticketId: number; messageId: number; userId: number; fileName: string; mime: string; data: Buffer }): void {
  db(ctx)
    .prepare('INSERT INTO support_attachments (ticket_id, message_id, user_id, file_name, mime, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(a.ticketId, a.messageId, a.userId, a.fileName, a.mime, a.data.length, a.data, ctx.clock.nowSeconds());
}

export function attachmentsOf(ctx: ApiContext, ticketId: number): AttachmentMeta[] {
  return db(ctx).prepare<[number], AttachmentMeta>('SELECT id, message_id, file_name, mime, size FROM support_attachments WHERE ticket_id = ? ORDER BY id').all(ticketId);
}

export function attachmentFile(ctx: ApiContext, userId: number, id: number): { file_name: string; mime: string; data: Buffer } | undefined {
  return db(ctx).prepare<[number, number], { file_name: string; mime: string; data: Buffer }>('SELECT file_name, mime, data FROM support_attachments WHERE id = ? AND user_id = ?').get(id, userId);
}

/** Waiting tickets of a player whose agent answer is due (the agent works on the server clock). */
export function dueTickets(ctx: ApiContext, userId: number): TicketRow[] {
  return db(ctx)
    .prepare<[number, number], TicketRow>("SELECT * FROM support_tickets WHERE user_id = ? AND status = 'waiting' AND agent_due_at IS NOT NULL AND agent_due_at <= ? ORDER BY id")
    .all(userId, ctx.clock.nowSeconds());
}

export function addIdea(ctx: ApiContext, userId: number, category: string, text: string): number {
  const result = db(ctx).prepare('INSERT INTO office_ideas (user_id, category, text, created_at) VALUES (?, ?, ?, ?)').run(userId, category, text, ctx.clock.nowSeconds());
  return Number(result.lastInsertRowid);
}

/** Only IDEA_CATEGORIES are ever stored (the route's schema), so a row's category is one of them. */
export function ideasOf(ctx: ApiContext, userId: number): Array<Static<typeof Idea>> {
  return db(ctx).prepare<[number], Static<typeof Idea>>('SELECT id, category, text, created_at FROM office_ideas WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId);
}

/** When the player wrote their support messages after `since` (seconds, oldest first): the flood limit's count. */
export function playerMessageTimesSince(ctx: ApiContext, userId: number, since: number): number[] {
  return db(ctx)
    .prepare<[number, number], { created_at: number }>(
      "SELECT m.created_at FROM support_messages m JOIN support_tickets t ON t.id = m.ticket_id WHERE t.user_id = ? AND m.author = 'player' AND m.created_at > ? ORDER BY m.created_at",
    )
    .all(userId, since)
    .map((row) => row.created_at);
}

/** How many files and bytes are stored on one ticket, or sent by one player since a moment. */
export function attachmentUsage(ctx: ApiContext, scope: { ticketId: number } | { userId: number; since: number }): { files: number; bytes: number } {
  const sql = 'SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM support_attachments WHERE';
  const usage = 'ticketId' in scope
    ? db(ctx).prepare<[number], { files: number; bytes: number }>(`${sql} ticket_id = ?`).get(scope.ticketId)
    : db(ctx).prepare<[number, number], { files: number; bytes: number }>(`${sql} user_id = ? AND created_at > ?`).get(scope.userId, scope.since);
  return usage ?? { files: 0, bytes: 0 };
}
