/**
 * /support-console/: the support agents' console. Signed in with a content operator token (kept for this
 * tab only), it lists the conversations waiting for or answered by an agent with their unread counts
 * (live over SSE), opens one, answers (text or a file), shows the player's typing and closes it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_ACCEPT } from '@arena/domain';
import { useOpsTranslation } from '../page/ops-i18n.ts';
import { consoleApi, type ConsoleApi, type ConsoleChat, type ConsoleConversation } from './console-api.ts';

const TOKEN_KEY = 'arena-support-token';
const TYPING_SHOWN_MS = 4000;
const TYPING_EVERY_MS = 2000;

export function ConsoleApp({ language }: { language: string }) {
  const { t } = useOpsTranslation();
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));
  const [value, setValue] = useState('');
  if (token) return <Console api={consoleApi(token, language)} onSignOut={() => (sessionStorage.removeItem(TOKEN_KEY), setToken(null))} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    sessionStorage.setItem(TOKEN_KEY, value.trim());
    setToken(value.trim());
  };
  return (
    <form className="console-signin" onSubmit={submit}>
      <h1>{t('support.title')}</h1>
      <label>
        {t('signIn.token')}
        <input type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} data-testid="console-token" />
      </label>
      <button type="submit">{t('signIn.submit')}</button>
    </form>
  );
}

function Console({ api, onSignOut }: { api: ConsoleApi; onSignOut: () => void }) {
  const { t } = useOpsTranslation();
  const [queue, setQueue] = useState<ConsoleConversation[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState<ConsoleChat | null>(null);
  const [playerTyping, setPlayerTyping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selectedRef = useRef<number | null>(null);
  selectedRef.current = selected;

  const load = useCallback(async (id: number) => {
    try {
      setOpen(await api.conversation(id));
    } catch (error) {
      setProblem((error as Error).message);
    }
  }, [api]);

  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    api.conversations().then(setQueue, (error: Error) => setProblem(error.message));
    api.streamUrl().then((url) => {
      if (stopped) return;
      source = new EventSource(url);
      source.addEventListener('queue', (e) => setQueue((JSON.parse((e as MessageEvent<string>).data) as { conversations: ConsoleConversation[] }).conversations));
      source.addEventListener('message', (e) => {
        const { chatId } = JSON.parse((e as MessageEvent<string>).data) as { chatId: number };
        // Reading the open conversation again marks the player's new message read.
        if (chatId === selectedRef.current) void load(chatId);
      });
      source.addEventListener('typing', (e) => {
        if ((JSON.parse((e as MessageEvent<string>).data) as { chatId: number }).chatId !== selectedRef.current) return;
        setPlayerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPlayerTyping(false), TYPING_SHOWN_MS);
      });
    }, (error: Error) => setProblem(error.message));
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(typingTimer.current);
    };
  }, [api, load]);

  const choose = (id: number) => {
    setSelected(id);
    setPlayerTyping(false);
    void load(id);
  };

  return (
    <main className="console">
      <header>
        <h1>{t('support.title')}</h1>
        <button type="button" onClick={onSignOut}>{t('signOut')}</button>
      </header>
      {problem && <p role="alert" className="console__note">{problem}</p>}
      <nav aria-label={t('support.queue')}>
        {queue.length === 0 ? <p className="console__note">{t('support.empty')}</p> : null}
        <ul className="console__queue" data-testid="console-queue">
          {queue.map((c) => (
            <li key={c.id}>
              <button type="button" aria-current={c.id === selected} onClick={() => choose(c.id)} data-testid="console-conversation" data-chat-id={c.id}>
                {c.unread > 0 && <span className="console__unread" data-testid="console-unread">{c.unread}</span>}
                <strong data-visitor={c.visitor}>{c.visitor ? t('support.visitor') : c.player}</strong> · {t(`support.queue_${c.queue}`)} · {t(`support.state_${c.state}`)}
                <br />
                <small>{c.subject}</small>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {open ? <Conversation key={open.chat.id} api={api} chat={open} playerTyping={playerTyping} onChange={setOpen} /> : <p className="console__note">{t('support.pick')}</p>}
    </main>
  );
}

function Conversation({ api, chat, playerTyping, onChange }: { api: ConsoleApi; chat: ConsoleChat; playerTyping: boolean; onChange: (chat: ConsoleChat) => void }) {
  const { t } = useOpsTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const id = chat.chat.id;
  const author = useMemo(() => ({ player: chat.player || t('support.visitor'), bot: t('support.bot'), agent: t('support.agent') }), [chat.player, t]);

  const run = async (action: () => Promise<ConsoleChat>) => {
    try {
      onChange(await action());
      setText('');
      setFile(null);
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) return void run(() => api.attach(id, file, text.trim()));
    if (text.trim()) void run(() => api.answer(id, text.trim()));
  };
  const typing = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    void api.typing(id).catch(() => undefined);
  };

  return (
    <section className="console__chat" data-testid="console-chat" data-state={chat.chat.state}>
      <h2>{chat.player || t('support.visitor')} · №{id}</h2>
      <ol className="console__log">
        {chat.chat.messages.map((m) => (
          <li key={m.id} className="console__msg" data-author={m.author} data-testid="console-message">
            <small>{author[m.author]}</small>
            {m.text}
            {m.attachments.map((a) => (
              <button key={a.id} type="button" className="console__file" onClick={() => api.download(a).catch((error: Error) => setProblem(error.message))} data-testid="console-attachment">
                📎 {a.file_name}
              </button>
            ))}
          </li>
        ))}
      </ol>
      {playerTyping && <p className="console__note" data-testid="console-typing">{t('support.typing')}</p>}
      {problem && <p role="alert" className="console__note">{problem}</p>}
      {chat.chat.state === 'closed' ? (
        <p className="console__note">{t('support.closed')}</p>
      ) : (
        <form className="console__form" onSubmit={submit}>
          <input type="text" value={text} maxLength={2000} onChange={(e) => typing(e.target.value)} aria-label={t('support.reply')} placeholder={t('support.reply')} data-testid="console-reply" />
          <input type="file" accept={UPLOAD_ACCEPT} aria-label={t('support.attach')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <button type="submit" data-testid="console-send">{t('support.send')}</button>
          <button type="button" onClick={() => void run(() => api.close(id))}>{t('support.close')}</button>
        </form>
      )}
    </section>
  );
}
