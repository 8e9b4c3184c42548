/** One support request: the conversation, a reply with an optional attachment, closing the request. */
import { useState, type FormEvent } from 'react';
import { useFormatters } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi, type Ticket } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { UPLOAD_ACCEPT, uploadProblem } from './upload-rules.ts';

export function TicketView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useOfficeText();
  const format = useFormatters();
  const loaded = useLoad(() => officeApi.ticket(id), [id]);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loaded.state.kind === 'loading') return <p>{t('loading')}</p>;
  if (loaded.state.kind === 'error') return <p role="alert" className="office-alert">{t('load_error')}</p>;
  const ticket = loaded.state.data;

  const act = async (call: () => Promise<Ticket>) => {
    setBusy(true);
    try {
      loaded.set(await call());
      setText('');
      setFile(null);
      setProblem(null);
    } catch (error) {
      setProblem(failureOf(error).message ?? t('network_error'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) {
      const p = uploadProblem(file);
      if (p) return setProblem(t(p));
      return void act(() => officeApi.attach(id, file, text.trim()));
    }
    if (text.trim() === '') return setProblem(t('support_fill_in'));
    void act(() => officeApi.reply(id, text.trim()));
  };

  return (
    <div className="office-card" data-testid="ticket-view" data-status={ticket.status}>
      <p><button type="button" className="office-btn" onClick={onBack}>← {t('support_my_requests')}</button></p>
      <h3>№{ticket.id} · {ticket.subject} <span className="office-badge" data-status={ticket.status} data-testid="ticket-status">{t(`ticket_status_${ticket.status}`)}</span></h3>
      <p>{t(`support_topic_${ticket.topic_id}`)}</p>
      <ol className="office-messages">
        {ticket.messages.map((m) => (
          <li key={m.id} className={`office-message is-${m.author}`} data-testid={`message-${m.author}`}>
            <b>{t(m.author === 'agent' ? 'support_agent' : m.author === 'bot' ? 'support_bot' : 'support_you')}</b> · {format.dateTime(m.created_at * 1000)}
            <p>{m.text}</p>
            {m.attachments.map((a) => (
              <span key={a.id} className="office-attachment" data-testid="message-attachment">📎 {a.file_name} ({format.number(Math.ceil(a.size / 1024))} KB)</span>
            ))}
          </li>
        ))}
      </ol>
      {ticket.kind === 'chat' ? (
        // A support chat goes on in the chat widget (its messages are live there), not as a ticket reply.
        <p data-testid="ticket-chat-note">{ticket.status === 'closed' ? t('support_closed') : t('support_chat_continue')}</p>
      ) : ticket.status !== 'closed' ? (
        <form className="office-form" onSubmit={submit} noValidate>
          <label>{t('support_reply')}<textarea name="reply" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} /></label>
          <label>{t('support_attach')}<input type="file" name="file" accept={UPLOAD_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="ticket-file" /></label>
          <small>{t('upload_hint')}</small>
          {problem ? <p role="alert" className="office-alert" data-testid="ticket-problem">{problem}</p> : null}
          <div>
            <button type="submit" className="office-btn office-btn--primary" disabled={busy} data-testid="ticket-reply">{t('support_send')}</button>{' '}
            <button type="button" className="office-btn" disabled={busy} onClick={() => void act(() => officeApi.closeTicket(id))}>{t('support_close')}</button>
          </div>
        </form>
      ) : (
        <p>{t('support_closed')}</p>
      )}
    </div>
  );
}
