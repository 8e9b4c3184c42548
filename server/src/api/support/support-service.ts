/**
 * The ticket status machine: a player's message puts a ticket in `waiting` with the agent's answer due
 * after agentDelay; when the clock passes that moment the agent's answer is added (on the next read) and
 * the ticket becomes `answered`; a player's reply makes it `waiting` again; `closed` is final.
 */
import type { Static, Ticket } from '@arena/contracts';
import type { UserRow } from '../db/repositories/users.ts';
import type { ApiContext } from '../shared/context.ts';
import { officeBadRequest, OfficeFailure } from '../profile/office-errors.ts';
import { agentDelay, agentKeyFor, agentText, MAX_WAITING_TICKETS, type AgentTextKey } from './support-texts.ts';
import {
  addMessage, attachmentsOf, countWaiting, createTicket, dueTickets, messagesOf, setTicketStatus, ticketOf, type TicketKind, type TicketRow,
} from './support-store.ts';
import { assertMessageRate } from './support-quotas.ts';

/** A ticket as the player reads it (@arena/contracts support.ts): agent texts in their language. */
export type TicketView = Static<typeof Ticket>;

const agentMessage = (key: AgentTextKey, vars: Record<string, number | string> = {}) => `@${key}|${JSON.stringify(vars)}`;

function readable(text: string, author: string, language: string): string {
  if (author !== 'agent' || !text.startsWith('@')) return text;
  const [key, vars] = text.slice(1).split('|', 2) as [AgentTextKey, string | undefined];
  return agentText(key, language, vars ? (JSON.parse(vars) as Record<string, string | number>) : {});
}

/** Adds the agent's answers that have come due for this player. */
export function processDue(ctx: ApiContext, user: UserRow): void {
  for (const ticket of dueTickets(ctx, user.id)) {
    ctx.repos.transaction(() => {
      const text = ticket.kind === 'appeal' ? agentMessage('agent_appeal', { level: user.ban_level }) : agentMessage(agentKeyFor(ticket.topic_id));
      addMessage(ctx, ticket.id, 'agent', text, ticket.agent_due_at ?? ctx.clock.nowSeconds());
      setTicketStatus(ctx, ticket.id, 'answered', null);
    });
  }
}

export function ticketView(ctx: ApiContext, ticket: TicketRow, language: string): TicketView {
  const attachments = attachmentsOf(ctx, ticket.id);
  return {
    id: ticket.id,
    kind: ticket.kind,
    topic_id: ticket.topic_id,
    subject: ticket.subject,
    status: ticket.status,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
    messages: messagesOf(ctx, ticket.id).map((m) => ({
      id: m.id,
      author: m.author,
      text: readable(m.text, m.author, language),
      created_at: m.created_at,
      attachments: attachments.filter((a) => a.message_id === m.id).map(({ id, file_name, mime, size }) => ({ id, file_name, mime, size })),
    })),
  };
}

/** Opens a ticket (or an appeal) with the player's first message; answers its id. */
export function openTicket(ctx: ApiContext, user: UserRow, kind: Exclude<TicketKind, 'chat'>, topic: string, subject: string, text: string): number {
  if (countWaiting(ctx, user.id, kind) >= (kind === 'appeal' ? 1 : MAX_WAITING_TICKETS)) throw officeBadRequest(kind === 'appeal' ? 'appeal_open' : 'too_many_open');
  return ctx.repos.transaction(() => {
    assertMessageRate(ctx, user.id);
    const id = createTicket(ctx, { user_id: user.id, kind, topic_id: topic, subject, status: 'waiting', agent_due_at: ctx.clock.nowSeconds() + agentDelay(kind, ctx.env.demoMode) });
    addMessage(ctx, id, 'player', text);
    return id;
  });
}

export function requireTicket(ctx: ApiContext, user: UserRow, id: number, kind: TicketKind, alsoKind?: TicketKind): TicketRow {
  processDue(ctx, user);
  const ticket = ticketOf(ctx, user.id, id, kind) ?? (alsoKind ? ticketOf(ctx, user.id, id, alsoKind) : undefined);
  if (!ticket) throw new OfficeFailure(404, 'ticket_not_found', 'ticket_not_found');
  return ticket;
}

/** The player writes again: the ticket waits for the agent once more. */
export function replyToTicket(ctx: ApiContext, user: UserRow, ticket: TicketRow, text: string): number {
  if (ticket.status === 'closed') throw officeBadRequest('ticket_closed');
  return ctx.repos.transaction(() => {
    assertMessageRate(ctx, user.id);
    const messageId = addMessage(ctx, ticket.id, 'player', text);
    setTicketStatus(ctx, ticket.id, 'waiting', ctx.clock.nowSeconds() + agentDelay(ticket.kind === 'appeal' ? 'appeal' : 'ticket', ctx.env.demoMode));
    return messageId;
  });
}
