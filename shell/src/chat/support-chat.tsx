import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useBusState } from '@arena/ui-kit';
import type { SiteConfigChat } from '@arena/domain';
import { consultantFor, isPaymentConsultantMode, PAYMENT_CONSULTANT_STORAGE_KEY } from './consultant-config.ts';
import { useText } from '../platform/use-text.ts';

interface Message {
  from: 'consultant' | 'me';
  text: string;
}

function storedPaymentFlag(): string | null {
  try {
    return sessionStorage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The support chat panel, configured from the site config (consultant per language, colours,
 * organisation). The provider's widget is not bundled: this local panel stands in for its transport.
 */
export function SupportChat({ chat, onClose }: { chat: SiteConfigChat; onClose: () => void }) {
  const t = useText();
  const language = useBusState('language');
  const setup = consultantFor(chat, language, isPaymentConsultantMode(window.location.search, storedPaymentFlag()));
  const [messages, setMessages] = useState<Message[]>([{ from: 'consultant', text: t('chat_greeting') }]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    setMessages((m) => [...m, { from: 'me', text: draft.trim() }]);
    setDraft('');
  };
  const style = { '--chat-primary': setup.colors['primary'] ?? 'var(--arena-accent)' } as CSSProperties;
  return (
    <section className="arena-chat" role="dialog" aria-label={t(setup.mode === 'payment' ? 'chat_payment_title' : 'chat_title')} style={style} data-testid="support-chat" data-mode={setup.mode}>
      <header className="arena-chat__head">
        <div>
          <strong>{t(setup.mode === 'payment' ? 'chat_payment_title' : 'chat_title')}</strong>
          <small>{setup.organizationName}</small>
        </div>
        <button type="button" className="arena-toast__close" aria-label={t('close')} onClick={onClose}>×</button>
      </header>
      {setup.enabled ? (
        <>
          <ol className="arena-chat__log" aria-live="polite">
            {messages.map((m, i) => (
              <li key={i} className={`arena-chat__msg arena-chat__msg--${m.from}`}>{m.text}</li>
            ))}
          </ol>
          <form className="arena-chat__form" onSubmit={send}>
            <input ref={input} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('chat_placeholder')} aria-label={t('chat_placeholder')} />
            <button type="submit" className="arena-btn arena-btn--accent arena-btn--small">{t('chat_send')}</button>
          </form>
        </>
      ) : (
        <p className="arena-chat__off">{t('chat_unavailable')}</p>
      )}
    </section>
  );
}
