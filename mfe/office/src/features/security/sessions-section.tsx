/**
 * The player's live sessions (issue 32, finding 4): when each began and which one is this browser, and
 * "sign out everywhere else" — what an owner does on seeing a session that is not theirs.
 */
import { useState } from 'react';
import { useFormatters } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { NoteLine } from './password-sections.tsx';

export function SessionsSection() {
  const { t } = useOfficeText();
  const format = useFormatters();
  const loaded = useLoad(() => officeApi.sessions(), []);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const sessions = loaded.state.kind === 'ready' ? loaded.state.data : [];
  const endOthers = async () => {
    try {
      const ended = await officeApi.endOtherSessions();
      setNote({ ok: true, text: t('sessions_ended', { count: ended }) });
      loaded.reload();
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    }
  };
  return (
    <div className="office-card" data-testid="sessions-section">
      <h3>{t('sessions_title')}</h3>
      <ul data-testid="sessions-list">
        {sessions.map((s) => (
          <li key={s.id} data-testid="session-item" data-current={s.current ? 'yes' : 'no'}>
            {t('sessions_started', { date: format.dateTime(s.createdAt * 1000) })}
            {s.current ? ` · ${t('sessions_current')}` : ''}
          </li>
        ))}
      </ul>
      <button type="button" className="office-btn" data-testid="sessions-end-others" disabled={sessions.length < 2} onClick={() => void endOthers()}>
        {t('sessions_end_others')}
      </button>
      <NoteLine note={note} testId="sessions-note" />
    </div>
  );
}
