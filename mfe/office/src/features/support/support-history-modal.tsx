/** The support request history modal (spec §2): every request with its topic, dates and status. */
import { useEffect, useRef } from 'react';
import { useFormatters } from '@arena/ui-kit';
import type { TicketSummary } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';

export function SupportHistoryModal({ tickets, onOpen, onClose }: { tickets: TicketSummary[]; onOpen: (id: number) => void; onClose: () => void }) {
  const { t } = useOfficeText();
  const format = useFormatters();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog ref={dialog} className="office-card office-dialog" data-testid="support-history-modal" aria-labelledby="support-history-title" onClose={onClose} onCancel={onClose}>
      <h3 id="support-history-title">{t('support_history')}</h3>
      {tickets.length === 0 ? <p>{t('support_none')}</p> : null}
      <table className="office-table">
        <thead>
          <tr><th>№</th><th>{t('support_topic')}</th><th>{t('support_subject')}</th><th>{t('support_updated')}</th><th>{t('support_status')}</th></tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <td>{ticket.id}</td>
              <td>{t(`support_topic_${ticket.topic_id}`)}</td>
              <td><button type="button" className="office-link-btn" onClick={() => onOpen(ticket.id)}>{ticket.subject}</button></td>
              <td>{format.dateTime(ticket.updated_at * 1000)}</td>
              <td><span className="office-badge" data-status={ticket.status}>{t(`ticket_status_${ticket.status}`)}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      <p><button type="button" className="office-btn" onClick={onClose} data-testid="support-history-close">{t('close')}</button></p>
    </dialog>
  );
}
