/** The security sections guarded by the current password: password change and the security question. */
import { useState, type FormEvent } from 'react';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi, type Profile } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';

export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5] as const;

type Note = { ok: boolean; text: string } | null;

export function NoteLine({ note, testId }: { note: Note; testId: string }) {
  if (!note) return null;
  return (
    <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'office-ok' : 'office-alert'} data-testid={testId}>
      {note.text}
    </p>
  );
}

export function PasswordSection({ onChanged }: { onChanged: (p: Profile) => void }) {
  const { t } = useOfficeText();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!oldPassword || !newPassword) return setNote({ ok: false, text: t('problem_required') });
    if (newPassword !== repeat) return setNote({ ok: false, text: t('password_mismatch') });
    setBusy(true);
    try {
      onChanged(await officeApi.changePassword(oldPassword, newPassword));
      setOld('');
      setNew('');
      setRepeat('');
      setNote({ ok: true, text: t('password_changed') });
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="office-card office-form" onSubmit={(e) => void submit(e)} data-testid="password-form" noValidate>
      <h3>{t('password_title')}</h3>
      <label>{t('password_old')}<input type="password" name="old_password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOld(e.target.value)} /></label>
      <label>{t('password_new')}<input type="password" name="new_password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} /></label>
      <label>{t('password_repeat')}<input type="password" name="repeat_password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} /></label>
      <NoteLine note={note} testId="password-note" />
      <div><button type="submit" className="office-btn office-btn--primary" disabled={busy}>{t('password_submit')}</button></div>
    </form>
  );
}

export function QuestionSection({ profile, onChanged }: { profile: Profile; onChanged: (p: Profile) => void }) {
  const { t } = useOfficeText();
  const [questionId, setQuestionId] = useState(profile.security_question_id || SECURITY_QUESTION_IDS[0]);
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState<Note>(null);
  const save = async (id: number) => {
    if (!password || (id !== 0 && answer.trim().length < 2)) return setNote({ ok: false, text: t('problem_required') });
    try {
      onChanged(await officeApi.setQuestion(id, answer, password));
      setAnswer('');
      setPassword('');
      setNote({ ok: true, text: t(id === 0 ? 'question_removed' : 'question_saved') });
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    }
  };
  return (
    <form className="office-card office-form" onSubmit={(e) => { e.preventDefault(); void save(questionId); }} data-testid="question-form" noValidate>
      <h3>{t('question_title')}</h3>
      <p>{profile.security_question_id ? t('question_current', { question: t(`security_question_${profile.security_question_id}`) }) : t('question_none')}</p>
      <label>
        {t('question_choose')}
        <select name="question_id" value={questionId} onChange={(e) => setQuestionId(Number(e.target.value))}>
          {SECURITY_QUESTION_IDS.map((id) => <option key={id} value={id}>{t(`security_question_${id}`)}</option>)}
        </select>
      </label>
      <label>{t('question_answer')}<input name="answer" value={answer} onChange={(e) => setAnswer(e.target.value)} /></label>
      <label>{t('password_old')}<input type="password" name="question_password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
      <NoteLine note={note} testId="question-note" />
      <div>
        <button type="submit" className="office-btn office-btn--primary">{t('save')}</button>{' '}
        {profile.security_question_id ? <button type="button" className="office-btn" onClick={() => void save(0)}>{t('question_remove')}</button> : null}
      </div>
    </form>
  );
}
