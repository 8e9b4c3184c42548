/**
 * The support chat (server/src/api/support/README.md, "Chat"): the player's side under /support-api/chat
 * and the agent console's under /support-api/agent (content operator tokens). The live streams are
 * server-sent events (`NotJson`); EventSource cannot send the Authorization header, so an authorised call
 * hands out a short-lived stream ticket that the stream URL carries.
 */
import { Type } from 'typebox';
import { multipartBody } from './multipart.ts';
import { TicketMessage } from './support.ts';

/** The agent queue a hand-over lands in: payment_consultant=1 opens the payment queue (spec §1). */
export const ChatQueue = Type.Enum(['general', 'payment']);
/** Who answers now: the bot, nobody yet (waiting in the agent queue), an agent, or nobody (closed). */
export const ChatState = Type.Enum(['bot', 'waiting', 'active', 'closed']);

/** Opens (or resumes) the player's conversation of a queue; `general` without one. */
export const OpenChatRequest = Type.Object({ queue: Type.Optional(ChatQueue) });
/** `unread`: the other side's messages this side has not seen. */
export const SupportChat = Type.Object({ id: Type.Integer(), queue: ChatQueue, state: ChatState, unread: Type.Integer(), messages: Type.Array(TicketMessage) });
export const SupportChatAnswer = Type.Object({ chat: SupportChat });

/** A stream ticket: good for one stream, for a short while. */
export const ChatStreamTicket = Type.Object({ ticket: Type.String() });
export const ChatStreamQuery = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 64 }) });

/** The agent console's view of a conversation: with the player's login. */
export const AgentChatAnswer = Type.Object({ chat: SupportChat, player: Type.String() });
export const AgentChatSummary = Type.Object({
  id: Type.Integer(),
  queue: ChatQueue,
  state: ChatState,
  player: Type.String(),
  subject: Type.String(),
  agent: Type.Union([Type.String(), Type.Null()]),
  language: Type.String(),
  updated_at: Type.Integer(),
  unread: Type.Integer(),
  /** A visitor's chat (not signed in): the console marks it; there is no account behind it. */
  visitor: Type.Boolean(),
});
/** The conversations waiting for or answered by an agent. */
export const AgentConversationsAnswer = Type.Object({ conversations: Type.Array(AgentChatSummary) });

/** POST /support-api/agent/conversations/:id/attachments: an agent's file, by the support upload rules. */
export const AgentChatAttachmentUpload = multipartBody('server/src/api/support/upload.ts (readUpload)', {
  file: "one file: JPG, PNG or PDF within the upload size, judged by @arena/domain's checkUpload on its bytes, and within the conversation's attachment quota (support-quotas.ts)",
  text: 'optional, trimmed, cut at 2000 characters; the file name when empty',
});

/** POST /support-api/chat/:id/attachments: the player's file on their chat, by the same upload rules. */
export const PlayerChatAttachmentUpload = multipartBody('server/src/api/support/upload.ts (readUpload)', {
  file: "one file: JPG, PNG or PDF within the upload size, judged by @arena/domain's checkUpload on its bytes, and within the conversation's attachment quota (support-quotas.ts)",
  text: 'optional caption, trimmed, cut at 2000 characters; the file name when empty',
});

/**
 * A visitor's chat (support/README.md "Visitors"): keyed by the token the open call hands out once (sent
 * back in `X-Visitor-Token`), never by a chat id. The queue names which of the visitor's chats.
 */
export const VisitorChatQuery = Type.Object({ queue: Type.Optional(ChatQueue) });
export const VisitorChatOpenAnswer = Type.Object({ chat: SupportChat, token: Type.String() });
/** Signing in moves the visitor's chats into the player's support history. */
export const VisitorChatClaimAnswer = Type.Object({ moved: Type.Integer() });
