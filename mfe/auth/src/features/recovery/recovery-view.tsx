/** The forgot-password block (modal and user/passwordreset page) over the recovery store. */
import { useEffect, useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { usePhoneOptions } from '../../platform/phone-data.ts';
import { PhoneField, phoneInputOf, type PhoneValue } from '../../platform/phone-field.tsx';
import { authApi, metrics, warmFingerprint } from '../../platform/services.ts';
import { useT } from '../../platform/text.tsx';
import { Field, FormMessage, PasswordField, SubmitButton } from '../../platform/ui.tsx';
import { useStore } from '../../platform/use-store.ts';
import { createRecoveryStore } from './recovery-store.ts';

export function RecoveryView({ onLogin, onClose }: { onLogin: () => void; onClose?: () => void }) {
  const t = useT();
  const language = useBusState('language');
  const options = usePhoneOptions(authApi, language);
  const [store] = useState(() => createRecoveryStore({ api: authApi, beforeSend: warmFingerprint, onStage: (stage) => metrics.recoveryStage(stage) }));
  useEffect(() => () => store.exit(), [store]);
  const state = useStore(store);
  const [by, setBy] = useState<'login' | 'phone'>('login');
  const [login, setLogin] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ countryId: 1, digits: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const e = state.fieldErrors;
  const info = state.stage === 'code_sent' && state.message?.key === 'recovery_code_sent';

  return (
    <div className="auth-recovery" data-testid="recovery-view" data-step={state.step}>
      {state.step === 'request' && (
        <form className="auth-form" noValidate aria-busy={state.loading} onSubmit={(ev) => {
          ev.preventDefault();
          void store.request(by === 'login' ? { login } : phoneInputOf(options, phone).input);
        }}>
          <p className="auth-hint">{t('recovery_hint')}</p>
          <div className="auth-tabs" role="tablist" aria-label={t('recovery_title')}>
            <button type="button" role="tab" className="auth-tab" aria-selected={by === 'login'} onClick={() => setBy('login')}>{t('login_by_login')}</button>
            <button type="button" role="tab" className="auth-tab" aria-selected={by === 'phone'} onClick={() => setBy('phone')}>{t('login_by_phone')}</button>
          </div>
          <fieldset disabled={state.loading} className="auth-fieldset">
            {by === 'login'
              ? <Field label={t('login_field')} name="login" value={login} onValue={setLogin} error={e['login']} autoComplete="username" autoFocus />
              : <PhoneField options={options} value={phone} onValue={setPhone} error={e['phone']} />}
          </fieldset>
          <FormMessage failure={state.message} />
          <SubmitButton loading={state.loading}>{t('recovery_request')}</SubmitButton>
        </form>
      )}
      {state.step === 'code' && (
        <form className="auth-form" noValidate aria-busy={state.loading} onSubmit={(ev) => { ev.preventDefault(); void store.verify(code); }}>
          <fieldset disabled={state.loading} className="auth-fieldset">
            <Field label={t('recovery_code_field')} name="code" value={code} onValue={setCode} error={e['code']} inputMode="numeric" autoComplete="one-time-code" autoFocus />
          </fieldset>
          <FormMessage failure={state.message} tone={info ? 'info' : 'error'} />
          <div className="auth-actions">
            <SubmitButton loading={state.loading}>{t('recovery_verify')}</SubmitButton>
            <button type="button" className="auth-btn auth-btn--secondary" disabled={state.loading} onClick={() => void store.resend()} data-testid="recovery-resend">{t('recovery_resend')}</button>
            <button type="button" className="auth-btn auth-btn--link" disabled={state.loading} onClick={() => store.noCode()}>{t('recovery_no_code')}</button>
          </div>
        </form>
      )}
      {state.step === 'password' && (
        <form className="auth-form" noValidate aria-busy={state.loading} onSubmit={(ev) => { ev.preventDefault(); void store.save(password, repeat); }}>
          <fieldset disabled={state.loading} className="auth-fieldset">
            <PasswordField label={t('recovery_new_password')} name="password" value={password} onValue={setPassword} error={e['password']} autoComplete="new-password" autoFocus />
            <PasswordField label={t('password_repeat_field')} name="passwordRepeat" value={repeat} onValue={setRepeat} error={e['passwordRepeat']} autoComplete="new-password" />
          </fieldset>
          <FormMessage failure={state.message} />
          <SubmitButton loading={state.loading}>{t('recovery_save')}</SubmitButton>
        </form>
      )}
      {state.step === 'success' && (
        <div className="auth-success" role="status" data-testid="recovery-success">
          <p>{t('recovery_success')}</p>
          <button type="button" className="auth-btn auth-btn--primary" onClick={onLogin}>{t('login_submit')}</button>
        </div>
      )}
      {state.step !== 'success' && onClose && (
        <button type="button" className="auth-btn auth-btn--link" onClick={() => { store.cancel(); onClose(); }}>{t('cancel')}</button>
      )}
    </div>
  );
}
