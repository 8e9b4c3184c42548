/**
 * office/account/edit: the spec §3 user data form. The server validates every field (spec §5 style) and
 * answers a problem per field; nothing typed is lost on a refusal; a saved profile is read again on reload.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useBusState } from '@arena/ui-kit';
import { failureOf, type FormFailure } from '../../platform/office-errors.ts';
import { officeApi } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { DOCUMENT_TYPE_IDS, editOf, fieldProblems, problemKey, valuesOf, type FormValues, type ProfileField } from './profile-form-rules.ts';

const DATE_FIELDS: ReadonlySet<ProfileField> = new Set(['date_birthday', 'passport_date', 'passport_end_date']);

export function AccountEditPage() {
  const { t } = useOfficeText();
  const user = useBusState('user');
  const loaded = useLoad(() => officeApi.profile(), [user?.userId]);
  const [values, setValues] = useState<FormValues | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // A new e-mail needs the current password (issue 32, finding 4): the field shows once the e-mail differs.
  const [password, setPassword] = useState('');

  // The form starts from the first profile read and is never reset by a later one (the session restore
  // reads it again): what the player has typed meanwhile must not be replaced by the stored values.
  useEffect(() => {
    if (loaded.state.kind === 'ready') {
      const stored = valuesOf(loaded.state.data);
      setValues((current) => current ?? stored);
    }
  }, [loaded.state]);

  if (loaded.state.kind === 'error') return <p role="alert" className="office-alert">{t('load_error')}</p>;
  if (!values) return <p>{t('loading')}</p>;

  const storedEmail = loaded.state.kind === 'ready' ? loaded.state.data.email : '';
  const emailChanged = values.email.trim().toLowerCase() !== storedEmail.toLowerCase();
  const change = (field: ProfileField, value: string) => {
    setValues({ ...values, [field]: value });
    setSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = fieldProblems(values, new Date());
    setFailure(null);
    if (Object.keys(missing).length > 0) return setProblems(missing);
    setSaving(true);
    try {
      const profile = await officeApi.saveProfile(editOf(values), emailChanged ? password : undefined);
      setValues(valuesOf(profile));
      setPassword('');
      setProblems({});
      setSaved(true);
    } catch (error) {
      const f = failureOf(error);
      setProblems(f.fields);
      setFailure(f);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: ProfileField, extra: { type?: string; autoComplete?: string } = {}) => (
    <label key={name}>
      {t(`field_${name}`)}
      <input
        name={name}
        type={DATE_FIELDS.has(name) ? 'date' : (extra.type ?? 'text')}
        value={values[name]}
        autoComplete={extra.autoComplete}
        aria-invalid={problems[name] ? true : undefined}
        onChange={(e) => change(name, e.target.value)}
      />
      {problems[name] ? <span className="office-field-error" data-testid={`problem-${name}`}>{t(problemKey(problems[name]))}</span> : null}
    </label>
  );

  return (
    <div className="office-page" data-testid="office-account-edit">
      <h2>{t('account_edit_title')}</h2>
      <p>{t('account_edit_intro')}</p>
      <form className="office-form office-card" onSubmit={(e) => void submit(e)} noValidate>
        {field('name', { autoComplete: 'given-name' })}
        {field('surname', { autoComplete: 'family-name' })}
        {field('date_birthday', { autoComplete: 'bday' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {emailChanged ? (
          <label>
            {t('password_old')}
            <input type="password" name="current_password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="edit-password" />
          </label>
        ) : null}
        <label>
          {t('field_document_type_id')}
          <select name="document_type_id" value={values.document_type_id} onChange={(e) => change('document_type_id', e.target.value)}>
            {DOCUMENT_TYPE_IDS.map((id) => (
              <option key={id} value={String(id)}>{t(`document_type_${id}`)}</option>
            ))}
          </select>
        </label>
        {field('passport')}
        {field('passport_date')}
        {field('passport_end_date')}
        {field('inn')}
        {field('registration_address', { autoComplete: 'street-address' })}
        {failure ? <p role="alert" className="office-alert" data-testid="edit-failure">{failure.message ?? t('network_error')}</p> : null}
        {saved ? <p role="status" className="office-ok" data-testid="edit-saved">{t('account_edit_saved')}</p> : null}
        <div>
          <button type="submit" className="office-btn office-btn--primary" disabled={saving} data-testid="edit-save">
            {saving ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
