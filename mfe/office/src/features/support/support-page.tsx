/**
 * office/support: the player's requests to support. A new request (topic, subject, text), the list of
 * requests with their status, one request's conversation (both ways, with attachments), and the support
 * request history modal (spec §2) listing every request.
 */
import { useState, type FormEvent } from 'react';
import { useBusState } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi, type TicketSummary } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { SupportHistoryModal } from './support-history-modal.tsx';
import { TicketView } from './ticket-view.tsx';

export const SUPPORT_TOPICS = ['account', 'deposit', 'withdrawal', 'bets', 'bonuses', 'verification', 'technical', 'other'] as const;

export function SupportPage() {
  const { t } = useOfficeText();
  const user = useBusState('user');
  const tickets = useLoad(() => officeApi.tickets(), [user?.userId]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  const list: TicketSummary[] = tickets.state.kind === 'ready' ? tickets.state.data : [];
  return (
    <div className="office-page" data-testid="office-support">
      <h2>{t('support_title')}</h2>
      <p>{t('support_intro')}</p>
      <p>
        <button type="button" className="office-btn" data-testid="support-history-open" onClick={() => setHistoryOpen(true)}>{t('support_history')}</button>
      </p>
      {openId !== null ? (
        <TicketView id={openId} onBack={() => { setOpenId(null); tickets.reload(); }} />
      ) : (
        <>
          <NewTicketForm onCreated={(id) => { setOpenId(id); tickets.reload(); }} />
          <div className="office-card" data-testid="support-tickets">
            <h3>{t('support_my_requests')}</h3>
            {tickets.state.kind === 'error' ? <p role="alert">{t('load_error')}</p> : null}
            {tickets.state.kind === 'ready' && list.length === 0 ? <p>{t('support_none')}</p> : null}
            <ul className="office-ticket-list">
              {list.map((ticket) => (
                <li key={ticket.id}>
                  <button type="button" className="office-btn" data-testid={`ticket-${ticket.id}`} onClick={() => setOpenId(ticket.id)}>
                    №{ticket.id} · {ticket.subject}
                  </button>{' '}
                  <span className="office-badge" data-status={ticket.status}>{t(`ticket_status_${ticket.status}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      {historyOpen ? <SupportHistoryModal tickets={list} onOpen={(id) => { setHistoryOpen(false); setOpenId(id); }} onClose={() => setHistoryOpen(false)} /> : null}
    </div>
  );
}

function NewTicketForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useOfficeText();
  const [topic, setTopic] = useState<string>(SUPPORT_TOPICS[0]);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (subject.trim().length < 3 || text.trim() === '') return setProblem(t('support_fill_in'));
    setBusy(true);
    try {
      const ticket = await officeApi.openTicket(topic, subject.trim(), text.trim());
      setSubject('');
      setText('');
      setProblem(null);
      onCreated(ticket.id);
    } catch (error) {
      setProblem(failureOf(error).message ?? t('network_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="office-card office-form" onSubmit={(e) => void submit(e)} data-testid="support-new" noValidate>
      <h3>{t('support_new')}</h3>
      <label>
        {t('support_topic')}
        <select name="topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
          {SUPPORT_TOPICS.map((id) => <option key={id} value={id}>{t(`support_topic_${id}`)}</option>)}
        </select>
      </label>
      <label>{t('support_subject')}<input name="subject" maxLength={120} value={subject} onChange={(e) => setSubject(e.target.value)} /></label>
      <label>{t('support_message')}<textarea name="text" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} /></label>
      {problem ? <p role="alert" className="office-alert">{problem}</p> : null}
      <div><button type="submit" className="office-btn office-btn--primary" disabled={busy} data-testid="support-send">{t('support_send')}</button></div>
    </form>
  );
}
