/**
 * The appeal part of block-appeal-history: the banned player's appeals with the reviewer's answers, and the
 * appeal form (one appeal waits at a time; the backend answers after its review). Texts: office namespace.
 */
import { useState, type FormEvent } from 'react';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';

export const APPEAL_MIN_LENGTH = 10;

export function AppealSection() {
  const { t } = useOfficeText();
  const format = useFormatters();
  const user = useBusState('user');
  const loaded = useLoad(() => officeApi.appeals(), [user?.userId]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const appeals = loaded.state.kind === 'ready' ? loaded.state.data.appeals : [];
  const waiting = appeals.some((a) => a.status === 'waiting');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < APPEAL_MIN_LENGTH) return setProblem(t('appeal_too_short', { min: APPEAL_MIN_LENGTH }));
    setBusy(true);
    try {
      await officeApi.appeal(text.trim());
      setText('');
      setProblem(null);
      loaded.reload();
    } catch (error) {
      setProblem(failureOf(error).message ?? t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="arena-ban__appeals" data-testid="appeal-section">
      {loaded.state.kind === 'error' ? <p role="alert">{t('load_error')}</p> : null}
      {loaded.state.kind === 'ready' && appeals.length === 0 ? <p data-testid="ban-appeals">{t('appeal_empty')}</p> : null}
      <ol className="arena-ban__appeal-list">
        {appeals.map((appeal) => (
          <li key={appeal.id} data-testid="appeal" data-status={appeal.status}>
            <b>№{appeal.id}</b> · {format.dateTime(appeal.created_at * 1000)} · <span data-testid="appeal-status">{t(`appeal_status_${appeal.status}`)}</span>
            {appeal.messages.map((m) => (
              <p key={m.id} className={`is-${m.author}`} data-testid={`appeal-message-${m.author}`}>
                <b>{t(m.author === 'agent' ? 'appeal_reviewer' : 'support_you')}:</b> {m.text}
              </p>
            ))}
          </li>
        ))}
      </ol>
      {!waiting ? (
        <form onSubmit={(e) => void submit(e)} data-testid="appeal-form" noValidate>
          <label>
            {t('appeal_label')}
            <textarea name="appeal" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          {problem ? <p role="alert" data-testid="appeal-problem">{problem}</p> : null}
          <button type="submit" disabled={busy} data-testid="appeal-send">{t('appeal_send')}</button>
        </form>
      ) : (
        <p data-testid="appeal-waiting">{t('appeal_waiting')}</p>
      )}
    </div>
  );
}
