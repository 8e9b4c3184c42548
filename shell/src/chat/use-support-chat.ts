/**
 * The support chat's conversation (server/src/api/support/README.md, "Chat"): opens (or resumes) the
 * player's conversation of the queue, follows its live stream (SSE: new messages, the agent's typing, the
 * unread count, the state) and sends the player's messages, typing and read marks. EventSource cannot
 * send the Authorization header: an authorised call hands out a stream ticket that the stream URL carries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isHttpError } from '@arena/http';
import { chatFileRefusal, type ChatFileProblemKey } from './chat-attachment.ts';

export interface ChatMessage {
  id: number;
  author: 'player' | 'bot' | 'agent';
  text: string;
  created_at: number;
  attachments: Array<{ id: number; file_name: string; mime: string; size: number }>;
}

export interface ChatConversation {
  id: number;
  queue: string;
  state: 'bot' | 'waiting' | 'active' | 'closed';
  unread: number;
  messages: ChatMessage[];
}

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

export function useSupportChat(queue: 'general' | 'payment', active: boolean, visible: boolean) {
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

  const open = useCallback(async () => {
    setStatus('loading');
    try {
      take((await http.post<{ chat: ChatConversation }>('/support-api/chat', { queue })).chat);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [queue, take]);

  useEffect(() => {
    if (active) void open();
  }, [active, open]);

  const chatId = chat?.id;
  useEffect(() => {
    if (!chatId) return;
    let source: EventSource | null = null;
    let stopped = false;
    void http.post<{ ticket: string }>(`/support-api/chat/${chatId}/stream`).then(({ ticket }) => {
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
  }, [chatId]);

  // What the player sees is read: the count on the support button goes back to zero.
  const lastId = chat?.messages.at(-1)?.id;
  useEffect(() => {
    if (visible && chatId && unread > 0) void http.post<{ chat: ChatConversation }>(`/support-api/chat/${chatId}/seen`).then((a) => setUnread(a.chat.unread), () => undefined);
  }, [visible, chatId, lastId, unread]);

  const send = useCallback(async (text: string) => {
    if (!chatId) return false;
    try {
      take((await http.post<{ chat: ChatConversation }>(`/support-api/chat/${chatId}/messages`, { text })).chat);
      return true;
    } catch {
      return false;
    }
  }, [chatId, take]);

  /** Sends a file (with an optional caption); answers null when it went, else the dictionary key of the refusal. */
  const attach = useCallback(async (file: File, text: string): Promise<ChatFileProblemKey | null> => {
    if (!chatId) return 'chat_send_failed';
    const form = new FormData();
    if (text) form.append('text', text);
    form.append('file', file);
    try {
      take((await http.post<{ chat: ChatConversation }>(`/support-api/chat/${chatId}/attachments`, form)).chat);
      return null;
    } catch (error) {
      return chatFileRefusal(isHttpError(error) ? error.code : undefined);
    }
  }, [chatId, take]);

  const askForHuman = useCallback(async () => {
    if (chatId) take((await http.post<{ chat: ChatConversation }>(`/support-api/chat/${chatId}/human`)).chat);
  }, [chatId, take]);

  const typing = useCallback(() => {
    const now = Date.now();
    if (!chatId || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void http.post(`/support-api/chat/${chatId}/typing`).catch(() => undefined);
  }, [chatId]);

  return { chat, status, agentTyping, unread, send, attach, askForHuman, typing, restart: open };
}
