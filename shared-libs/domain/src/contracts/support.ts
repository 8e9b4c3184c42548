/**
 * Support: tickets, ideas, ban appeals and the support chat (server/src/api/support/README.md): the schemas of
 * @arena/contracts (support.ts, support-chat.ts).
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type SupportTicketMessage = Static<typeof Wire.TicketMessage>;
/** A ticket, appeal or chat with its messages (an agent's text in the request's language). */
export type SupportTicket = Static<typeof Wire.Ticket>;
export type SupportTicketSummary = Static<typeof Wire.TicketSummary>;
export type SupportTopicsAnswer = Static<typeof Wire.SupportTopicsAnswer>;
export type SupportIdea = Static<typeof Wire.Idea>;
export type SupportAppealsAnswer = Static<typeof Wire.AppealsAnswer>;
export type SupportChatQueue = Static<typeof Wire.ChatQueue>;
/** The player's support chat conversation: who answers now (`state`) and the unread count. */
export type SupportChat = Static<typeof Wire.SupportChat>;
