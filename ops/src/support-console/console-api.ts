/**
 * The agent console's calls (server/src/api/support/README.md, "Chat"): the conversation queue, one
 * conversation, answers (text or a file), typing, close, and the live stream's ticket. Every call carries
 * the operator's token; a failed call throws an Error with the server's message.
 */
export interface ConsoleMessage {
  id: number;
  author: 'player' | 'bot' | 'agent';
  text: string;
  created_at: number;
  attachments: Array<{ id: number; file_name: string; mime: string; size: number }>;
}

export interface ConsoleConversation {
  id: number;
  queue: string;
  state: string;
  player: string;
  subject: string;
  agent: string | null;
  language: string;
  updated_at: number;
  unread: number;
  /** A visitor's chat (not signed in): `player` is empty, the console says "guest". */
  visitor: boolean;
}

export interface ConsoleChat {
  chat: { id: number; queue: string; state: string; unread: number; messages: ConsoleMessage[] };
  player: string;
}

const BASE = '/support-api/agent';

export function consoleApi(token: string, language: string) {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(path, { ...init, headers: { authorization: `Bearer ${token}`, 'x-language': language, ...(init.headers ?? {}) } });
    if (response.status === 204) return undefined as T;
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
    return body as T;
  };
  const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return {
    conversations: () => call<{ conversations: ConsoleConversation[] }>(`${BASE}/conversations`).then((a) => a.conversations),
    conversation: (id: number) => call<ConsoleChat>(`${BASE}/conversations/${id}`),
    answer: (id: number, text: string) => call<ConsoleChat>(`${BASE}/conversations/${id}/messages`, json({ text })),
    attach: (id: number, file: File, text: string) => {
      const form = new FormData();
      if (text) form.append('text', text);
      form.append('file', file);
      return call<ConsoleChat>(`${BASE}/conversations/${id}/attachments`, { method: 'POST', body: form });
    },
    /** A chat file, fetched with the token (a plain link cannot send it) and handed to the browser as a download. */
    download: async (file: { id: number; file_name: string }) => {
      const response = await fetch(`${BASE}/attachments/${file.id}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: file.file_name });
      link.click();
      // The click has started the download; the object URL is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    typing: (id: number) => call<void>(`${BASE}/conversations/${id}/typing`, { method: 'POST' }),
    close: (id: number) => call<ConsoleChat>(`${BASE}/conversations/${id}/close`, { method: 'POST' }),
    streamUrl: () => call<{ ticket: string }>(`${BASE}/stream`, { method: 'POST' }).then((a) => `/support-api/agent-stream?ticket=${encodeURIComponent(a.ticket)}`),
  };
}

export type ConsoleApi = ReturnType<typeof consoleApi>;
