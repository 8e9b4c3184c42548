import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import type { SiteConfigChat } from '@arena/domain';
import { consultantFor, isPaymentConsultantMode, PAYMENT_CONSULTANT_STORAGE_KEY } from './consultant-config.ts';
import { useSupportChat, type ChatMessage } from './use-support-chat.ts';
import { chatFileProblem, UPLOAD_ACCEPT, UPLOAD_MAX_MB, type ChatFileProblemKey } from './chat-attachment.ts';
import { useText } from '../platform/use-text.ts';

function storedPaymentFlag(): string | null {
  try {
    return sessionStorage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A help page the bot names (`/ru/rules/…` on a line of its own) is a link; the rest is text. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, i) => (
        <span key={i} className="arena-chat__line">
          {/^\/[a-z]{2}\/[\w/-]+$/.test(line) ? <a href={line}>{line}</a> : line}
        </span>
      ))}
    </>
  );
}

/**
 * The support chat panel, configured from the site config (consultant per language, colours, organisation;
 * payment_consultant=1 opens the payment queue): a conversation with the support service — the bot answers
 * from the help, an operator takes over on request. It stays mounted while closed (`visible` false) so the
 * unread count reaches the support button.
 */
export function SupportChat({ chat, visible, onClose, onUnread }: { chat: SiteConfigChat; visible: boolean; onClose: () => void; onUnread: (count: number) => void }) {
  const t = useText();
  const language = useBusState('language');
  const user = useBusState('user');
  const setup = consultantFor(chat, language, isPaymentConsultantMode(window.location.search, storedPaymentFlag()));
  const side = !setup.enabled ? null : user === null ? 'visitor' : 'player';
  const conversation = useSupportChat(setup.mode, side, visible);
  const [draft, setDraft] = useState('');
  const [sendFailed, setSendFailed] = useState(false);
  const [fileProblem, setFileProblem] = useState<ChatFileProblemKey | null>(null);
  const [sendingFile, setSendingFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (visible) input.current?.focus();
  }, [visible]);
  useEffect(() => {
    onUnread(conversation.unread);
  }, [conversation.unread, onUnread]);
  const messages: ChatMessage[] = conversation.chat?.messages ?? [];
  // A block body: scrollTo returns a promise in newer browsers, and an effect may return only its cleanup.
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages.length, conversation.agentTyping]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    const sent = await conversation.send(text);
    setSendFailed(!sent);
    if (!sent) setDraft(text);
  };
  /** A chosen file goes at once, with the draft as its caption; a refused one says why and keeps the draft. */
  const attach = async (picker: HTMLInputElement) => {
    const file = picker.files?.[0];
    picker.value = '';
    if (!file) return;
    const problem = chatFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    setSendingFile(true);
    const refused = await conversation.attach(file, draft.trim());
    setSendingFile(false);
    setFileProblem(refused);
    if (!refused) setDraft('');
  };
  const state = conversation.chat?.state;
  const title = t(setup.mode === 'payment' ? 'chat_payment_title' : 'chat_title');
  const style = { '--chat-primary': setup.colors['primary'] ?? 'var(--arena-accent)' } as CSSProperties;
  const author = (m: ChatMessage) => (m.author === 'agent' ? t('chat_agent') : m.author === 'bot' ? t('chat_bot') : null);

  const body = () => {
    if (!setup.enabled) return <p className="arena-chat__off">{t('chat_unavailable')}</p>;
    if (conversation.status === 'failed') {
      return (
        <p className="arena-chat__off" role="alert">
          {t('chat_failed')}{' '}
          <button type="button" className="arena-btn arena-btn--small" onClick={() => void conversation.restart()}>{t('reload')}</button>
        </p>
      );
    }
    return (
      <>
        <ol className="arena-chat__log" aria-live="polite" ref={log} data-testid="support-chat-log" data-state={state ?? 'loading'}>
          <li className="arena-chat__msg arena-chat__msg--consultant">{t('chat_greeting')}</li>
          {messages.map((m) => (
            <li key={m.id} className={`arena-chat__msg arena-chat__msg--${m.author === 'player' ? 'me' : 'consultant'}`} data-author={m.author} data-testid="support-chat-message">
              {author(m) && <small className="arena-chat__author">{author(m)}</small>}
              <MessageText text={m.text} />
              {m.attachments.map((a) => (
                <span key={a.id} className="arena-chat__line" data-testid="support-chat-attachment">📎 {a.file_name} ({Math.ceil(a.size / 1024)} KB)</span>
              ))}
            </li>
          ))}
          {state === 'waiting' && <li className="arena-chat__note">{t('chat_waiting')}</li>}
          {conversation.agentTyping && <li className="arena-chat__note" data-testid="support-chat-typing">{t('chat_typing')}</li>}
        </ol>
        {state === 'closed' ? (
          <p className="arena-chat__off">
            {t('chat_closed')}{' '}
            <button type="button" className="arena-btn arena-btn--small" onClick={() => void conversation.restart()}>{t('chat_new')}</button>
          </p>
        ) : (
          <>
            {state === 'bot' && (
              <button type="button" className="arena-btn arena-btn--small arena-chat__human" onClick={() => void conversation.askForHuman()} data-testid="support-chat-human">
                {t('chat_human')}
              </button>
            )}
            {side === 'visitor' && (
              <p className="arena-chat__note" data-testid="support-chat-visitor">
                {t('chat_visitor_note')}{' '}
                <button type="button" className="arena-btn arena-btn--small" onClick={() => bus.emit('modal:open', { kind: 'login' })}>{t('login')}</button>
              </p>
            )}
            {sendFailed && <p className="arena-chat__note" role="alert">{t('chat_send_failed')}</p>}
            {fileProblem && <p className="arena-chat__note" role="alert" data-testid="support-chat-file-problem">{t(fileProblem, { max: UPLOAD_MAX_MB })}</p>}
            <form className="arena-chat__form" onSubmit={(e) => void send(e)}>
              <input ref={input} value={draft} maxLength={2000} onChange={(e) => { setDraft(e.target.value); conversation.typing(); }} placeholder={t('chat_placeholder')} aria-label={t('chat_placeholder')} disabled={!conversation.chat} />
              {side === 'player' && (
                <label className="arena-btn arena-btn--small arena-chat__attach" title={t('chat_attach_hint', { max: UPLOAD_MAX_MB })} aria-disabled={!conversation.chat || sendingFile}>
                  <span aria-hidden="true">📎</span>
                  <input type="file" accept={UPLOAD_ACCEPT} aria-label={t('chat_attach')} disabled={!conversation.chat || sendingFile} onChange={(e) => void attach(e.currentTarget)} data-testid="support-chat-file" />
                </label>
              )}
              <button type="submit" className="arena-btn arena-btn--accent arena-btn--small" disabled={!conversation.chat}>{t('chat_send')}</button>
            </form>
          </>
        )}
      </>
    );
  };

  return (
    <section className="arena-chat" role="dialog" aria-label={title} style={style} data-testid="support-chat" data-mode={setup.mode} hidden={!visible}>
      <header className="arena-chat__head">
        <div>
          <strong>{title}</strong>
          <small>{setup.organizationName}</small>
        </div>
        <button type="button" className="arena-toast__close" aria-label={t('close')} onClick={onClose}>×</button>
      </header>
      {body()}
    </section>
  );
}
