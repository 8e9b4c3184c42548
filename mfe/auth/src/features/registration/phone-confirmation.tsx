/**
 * Phone registration's SMS confirmation: the account is created and signed in, then the activation
 * code is sent by SMS and confirmed here (the player may do it later from the activation page).
 */
import { useEffect, useState } from 'react';
import { authApi } from '../../platform/services.ts';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { useT } from '../../platform/text.tsx';
import { Field, FormMessage, SubmitButton } from '../../platform/ui.tsx';
import { validateCode } from '../login/validation.ts';

export function PhoneConfirmation({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<FormFailure | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    void authApi.sendActivation().catch((e: unknown) => setMessage(toFormFailure(e)));
  }, []);
  const submit = async () => {
    const invalid = validateCode(code);
    setError(invalid ?? undefined);
    if (invalid || loading) return;
    setLoading(true);
    try {
      await authApi.activate(code.trim());
      onDone();
    } catch (e) {
      const failure = toFormFailure(e);
      setMessage(failure);
      setError(failure.field === 'code' ? failure.key : undefined);
      setLoading(false);
    }
  };
  return (
    <form className="auth-form" noValidate data-testid="phone-confirmation" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <h3 className="auth-subtitle">{t('phone_confirm_title')}</h3>
      <p className="auth-hint">{t('phone_confirm_hint')}</p>
      <Field label={t('sms_code_field')} name="code" value={code} onValue={setCode} error={error} inputMode="numeric" autoComplete="one-time-code" autoFocus />
      <FormMessage failure={message} />
      <div className="auth-actions">
        <SubmitButton loading={loading}>{t('confirm')}</SubmitButton>
        <button type="button" className="auth-btn auth-btn--link" onClick={onDone}>{t('later')}</button>
      </div>
    </form>
  );
}
