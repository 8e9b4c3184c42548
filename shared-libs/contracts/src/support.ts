/**
 * Support (office/support, the support request history), ideas (office/share-idea) and ban appeals
 * (block-appeal-history) under /support-api/ (server/src/api/support/README.md). The support chat, whose
 * conversations are tickets too, is support-chat.ts. GET /support-api/attachments/:id answers the file itself
 * (`NotJson`), as a download.
 */
import { Type } from 'typebox';
import { RowIdQuery } from './common.ts';
import { multipartBody } from './multipart.ts';

export const SupportTopic = Type.Enum(['account', 'deposit', 'withdrawal', 'bets', 'bonuses', 'verification', 'technical', 'other']);
export const IdeaCategory = Type.Enum(['sports', 'casino', 'payments', 'design', 'other']);
/** A chat (support-chat.ts) is a ticket too: the office's history lists it with the player's requests. */
export const TicketKind = Type.Enum(['ticket', 'appeal', 'chat']);
/** `waiting` for the agent, `answered` by the agent, `closed` (final). */
export const TicketStatus = Type.Enum(['waiting', 'answered', 'closed']);
export const MessageAuthor = Type.Enum(['player', 'agent', 'bot']);

/** A ticket, chat, appeal or attachment id in the URL. */
export const SupportIdParams = Type.Object({ id: RowIdQuery });

/** What the player writes (trimmed; blank is refused with the office's `invalid_fields`). */
export const SupportMessageRequest = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) });

export const TicketAttachment = Type.Object({ id: Type.Integer(), file_name: Type.String(), mime: Type.String(), size: Type.Integer() });
/** An agent's text arrives in the request's language. */
export const TicketMessage = Type.Object({
  id: Type.Integer(),
  author: MessageAuthor,
  text: Type.String(),
  created_at: Type.Integer(),
  attachments: Type.Array(TicketAttachment),
});
/** `topic_id`: a SupportTopic; `ban` for an appeal; `chat` or `chat_payment` for a chat. */
export const Ticket = Type.Object({
  id: Type.Integer(),
  kind: TicketKind,
  topic_id: Type.String(),
  subject: Type.String(),
  status: TicketStatus,
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  messages: Type.Array(TicketMessage),
});
export const TicketAnswer = Type.Object({ ticket: Ticket });

export const TicketSummary = Type.Object({
  id: Type.Integer(),
  topic_id: Type.String(),
  subject: Type.String(),
  status: TicketStatus,
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  last_author: MessageAuthor,
});
/** The player's tickets and chats, newest first. */
export const TicketsAnswer = Type.Object({ tickets: Type.Array(TicketSummary) });

export const SupportTopicsAnswer = Type.Object({ topics: Type.Array(SupportTopic), ideaCategories: Type.Array(IdeaCategory) });

/** A subject of at least 3 characters that are not blank. */
export const OpenTicketRequest = Type.Object({ topic_id: SupportTopic, subject: Type.String({ minLength: 3, maxLength: 120 }), text: Type.String({ minLength: 1, maxLength: 2000 }) });

/** POST /support-api/tickets/:id/attachments. */
export const TicketAttachmentUpload = multipartBody('server/src/api/support/upload.ts (readUpload)', {
  file: "one file: JPG, PNG or PDF within the upload size, judged by @arena/domain's checkUpload (the forms' rule) on its bytes, and within the ticket's attachment quota (support-quotas.ts)",
  text: 'optional, trimmed, cut at 2000 characters; the file name when empty',
});
export const Idea = Type.Object({ id: Type.Integer(), category: IdeaCategory, text: Type.String(), created_at: Type.Integer() });
export const IdeasAnswer = Type.Object({ ideas: Type.Array(Idea) });
/** At least 10 characters that are not blank. */
export const IdeaRequest = Type.Object({ category: IdeaCategory, text: Type.String({ minLength: 10, maxLength: 2000 }) });
export const IdeaCreatedAnswer = Type.Object({ id: Type.Integer() });

/** A banned player's appeals and the ban level they appeal (0: not banned, no appeal possible). */
export const AppealsAnswer = Type.Object({ appeals: Type.Array(Ticket), ban_level: Type.Integer() });
/** At least 10 characters that are not blank. */
export const AppealRequest = Type.Object({ text: Type.String({ minLength: 10, maxLength: 2000 }) });
