/**
 * The support chat's conversation (server/src/api/support/README.md, "Chat"): opens (or resumes) the
 * player's conversation of the queue, follows its live stream (SSE: new messages, the agent's typing, the
 * unread count, the state) and sends the player's messages, typing and read marks. EventSource cannot
 * send the Authorization header: an authorised call hands out a stream ticket that the stream URL carries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportChat, SupportChatQueue, SupportTicketMessage } from '@arena/domain';
import { http, isHttpError, type RequestOptions } from '@arena/http';
import { chatFileRefusal, type ChatFileProblemKey } from './chat-attachment.ts';
import { forgetVisitorToken, rememberVisitorToken, visitorToken, VISITOR_TOKEN_HEADER } from './visitor-token.ts';
import {
  supportChatAttachmentsPostAnswer, supportChatHumanPostAnswer, supportChatMessagesPostAnswer, supportChatPostAnswer, supportChatSeenPostAnswer,
  supportChatStreamPostAnswer, supportVisitorChatClaimPostAnswer, supportVisitorChatHumanPostAnswer, supportVisitorChatMessagesPostAnswer,
  supportVisitorChatPostAnswer, supportVisitorChatSeenPostAnswer, supportVisitorChatStreamPostAnswer,
} from '@arena/contracts/answer-checks';

export type ChatMessage = SupportTicketMessage;
export type ChatConversation = SupportChat;

/** How long "the operator is typing" shows after the last typing signal. */
const TYPING_SHOWN_MS = 4000;
/** The player's typing is sent at most this often. */
const TYPING_EVERY_MS = 2000;

const merge = (known: ChatMessage[], more: ChatMessage[]) => {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

export type ChatStatus = 'loading' | 'ready' | 'failed';

/** Who is chatting: a signed-in player, a visitor (support/README.md "Visitors": a token, not an account), or nobody (chat off). */
export type ChatSide = 'player' | 'visitor' | null;

/** A signed-in player's chats from before (the visitor token of this tab) join their support history first. */
async function claimVisitorChats(): Promise<void> {
  const token = visitorToken();
  if (!token) return;
  await http.post<unknown>('/support-api/visitor-chat/claim', undefined, { headers: { [VISITOR_TOKEN_HEADER]: token } }).then(supportVisitorChatClaimPostAnswer).catch(() => undefined);
  forgetVisitorToken();
}

export function useSupportChat(queue: SupportChatQueue, side: ChatSide, visible: boolean) {
  const [chat, setChat] = useState<ChatConversation | null>(null);
  const [status, setStatus] = useState<ChatStatus>('loading');
  const [agentTyping, setAgentTyping] = useState(false);
  const [unread, setUnread] = useState(0);
  const lastTyping = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const take = useCallback((next: ChatConversation) => {
    setChat((current) => (current && current.id === next.id ? { ...next, messages: merge(current.messages, next.messages) } : next));
    setUnread(next.unread);
  }, []);

  const visitor = side === 'visitor';
  const open = useCallback(async () => {
    setStatus('loading');
    try {
      if (side === 'visitor') {
        const token = visitorToken();
        const opened = await http.post<unknown>('/support-api/visitor-chat', { queue }, token ? { headers: { [VISITOR_TOKEN_HEADER]: token } } : {}).then(supportVisitorChatPostAnswer);
        rememberVisitorToken(opened.token);
        take(opened.chat);
      } else {
        await claimVisitorChats();
        take((await http.post<unknown>('/support-api/chat', { queue }).then(supportChatPostAnswer)).chat);
      }
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [queue, side, take]);

  useEffect(() => {
    if (side) void open();
  }, [side, open]);

  const chatId = chat?.id;
  /** A visitor's calls name no chat: the token in the header is the key (another visitor's chat has no address). */
  const call = useCallback((action: string): [string, RequestOptions] => (visitor
    ? [`/support-api/visitor-chat/${action}`, { query: { queue }, headers: { [VISITOR_TOKEN_HEADER]: visitorToken() ?? '' } }]
    : [`/support-api/chat/${chatId}/${action}`, {}]), [visitor, queue, chatId]);
  useEffect(() => {
    if (!chatId) return;
    let source: EventSource | null = null;
    let stopped = false;
    const [streamPath, options] = call('stream');
    void http.post<unknown>(streamPath, undefined, options).then(visitor ? supportVisitorChatStreamPostAnswer : supportChatStreamPostAnswer).then(({ ticket }) => {
      if (stopped) return;
      source = new EventSource(`/support-api/chat-stream?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('message', (e) => {
        const message = JSON.parse((e as MessageEvent<string>).data) as ChatMessage;
        setChat((current) => (current ? { ...current, messages: merge(current.messages, [message]) } : current));
        if (message.author === 'agent') setAgentTyping(false);
      });
      source.addEventListener('unread', (e) => setUnread((JSON.parse((e as MessageEvent<string>).data) as { count: number }).count));
      source.addEventListener('state', (e) => {
        const { state } = JSON.parse((e as MessageEvent<string>).data) as { state: ChatConversation['state'] };
        setChat((current) => (current ? { ...current, state } : current));
      });
      source.addEventListener('typing', () => {
        setAgentTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      });
    }, () => setStatus('failed'));
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(typingTimer.current);
    };
  }, [chatId, call, visitor]);

  // What the player sees is read: the count on the support button goes back to zero.
  const lastId = chat?.messages.at(-1)?.id;
  useEffect(() => {
    if (!visible || !chatId || unread === 0) return;
    const [path, options] = call('seen');
    void http.post<unknown>(path, undefined, options).then(visitor ? supportVisitorChatSeenPostAnswer : supportChatSeenPostAnswer).then((a) => setUnread(a.chat.unread), () => undefined);
  }, [visible, chatId, lastId, unread, call, visitor]);

  const send = useCallback(async (text: string) => {
    if (!chatId) return false;
    try {
      const [path, options] = call('messages');
      take((await http.post<unknown>(path, { text }, options).then(visitor ? supportVisitorChatMessagesPostAnswer : supportChatMessagesPostAnswer)).chat);
      return true;
    } catch {
      return false;
    }
  }, [chatId, call, take, visitor]);

  /** Sends a file (with an optional caption); answers null when it went, else the dictionary key of the refusal. */
  const attach = useCallback(async (file: File, text: string): Promise<ChatFileProblemKey | null> => {
    if (!chatId) return 'chat_send_failed';
    const form = new FormData();
    if (text) form.append('text', text);
    form.append('file', file);
    try {
      take((await http.post<unknown>(`/support-api/chat/${chatId}/attachments`, form).then(supportChatAttachmentsPostAnswer)).chat);
      return null;
    } catch (error) {
      return chatFileRefusal(isHttpError(error) ? error.code : undefined);
    }
  }, [chatId, take]);

  const askForHuman = useCallback(async () => {
    if (!chatId) return;
    const [path, options] = call('human');
    take((await http.post<unknown>(path, undefined, options).then(visitor ? supportVisitorChatHumanPostAnswer : supportChatHumanPostAnswer)).chat);
  }, [chatId, call, take, visitor]);

  const typing = useCallback(() => {
    const now = Date.now();
    // A visitor's typing is not sent: one less call a hostile page could flood.
    if (!chatId || visitor || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void http.post(`/support-api/chat/${chatId}/typing`).catch(() => undefined);
  }, [chatId, visitor]);

  return { chat, status, agentTyping, unread, send, attach, askForHuman, typing, restart: open };
}
