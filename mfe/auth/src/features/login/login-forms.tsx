/** The four login forms (spec §4 login variants), each a thin view over the login store's actions. */
import { useState } from 'react';
import type { PhoneOption } from '../../platform/phone-data.ts';
import { PhoneField, phoneInputOf, type PhoneValue } from '../../platform/phone-field.tsx';
import { useT } from '../../platform/text.tsx';
import { Checkbox, Field, PasswordField, SubmitButton } from '../../platform/ui.tsx';
import type { LoginState, LoginStore } from './login-store.ts';

interface FormProps {
  store: LoginStore;
  state: LoginState;
}

export function LoginPasswordForm({ store, state }: FormProps) {
  const t = useT();
  const [login, setLogin] = useState(state.defaults.login);
  const [password, setPassword] = useState(state.defaults.passwordLogin);
  const [remember, setRemember] = useState(state.defaults.remember);
  return (
    <form className="auth-form" noValidate aria-busy={state.loading} data-testid="form-login_password"
      onSubmit={(e) => { e.preventDefault(); void store.submitLoginPassword({ login, password, remember }); }}>
      <fieldset disabled={state.loading} className="auth-fieldset">
        <Field label={t('login_field')} name="login" value={login} onValue={setLogin} error={state.fieldErrors['login']} autoComplete="username" autoFocus />
        <PasswordField label={t('password_field')} name="password" value={password} onValue={setPassword} error={state.fieldErrors['password']} />
        <Checkbox name="remember" label={t('remember_me')} checked={remember} onChange={setRemember} />
      </fieldset>
      <SubmitButton loading={state.loading}>{t('login_submit')}</SubmitButton>
    </form>
  );
}

function initialPhone(options: readonly PhoneOption[], digits: string): PhoneValue {
  return { countryId: options[0]?.id ?? 1, digits };
}

export function PhonePasswordForm({ store, state, options }: FormProps & { options: readonly PhoneOption[] }) {
  const t = useT();
  const [phone, setPhone] = useState<PhoneValue>(() => initialPhone(options, state.defaults.phone));
  const [password, setPassword] = useState(state.defaults.passwordPhone);
  const [remember, setRemember] = useState(state.defaults.remember);
  return (
    <form className="auth-form" noValidate aria-busy={state.loading} data-testid="form-phone_password"
      onSubmit={(e) => {
        e.preventDefault();
        const { input, rule } = phoneInputOf(options, phone);
        void store.submitPhonePassword({ phone: input, password, remember }, rule);
      }}>
      <fieldset disabled={state.loading} className="auth-fieldset">
        <PhoneField options={options} value={phone} onValue={setPhone} error={state.fieldErrors['phone']} />
        <PasswordField label={t('password_field')} name="password" value={password} onValue={setPassword} error={state.fieldErrors['password']} />
        <Checkbox name="remember" label={t('remember_me')} checked={remember} onChange={setRemember} />
      </fieldset>
      <SubmitButton loading={state.loading}>{t('login_submit')}</SubmitButton>
    </form>
  );
}

export function SmsForm({ store, state, options }: FormProps & { options: readonly PhoneOption[] }) {
  const t = useT();
  const [phone, setPhone] = useState<PhoneValue>(() => initialPhone(options, state.defaults.phoneBySms));
  const [code, setCode] = useState('');
  const { input, rule } = phoneInputOf(options, phone);
  const waiting = state.sms.secondsLeft > 0;
  return (
    <form className="auth-form" noValidate aria-busy={state.loading} data-testid="form-sms"
      onSubmit={(e) => { e.preventDefault(); void store.submitSms(input, code); }}>
      <fieldset disabled={state.loading} className="auth-fieldset">
        <PhoneField options={options} value={phone} onValue={setPhone} error={state.fieldErrors['phone']} />
        <div className="auth-row">
          <button type="button" className="auth-btn auth-btn--secondary" data-testid="sms-send" disabled={waiting}
            onClick={() => void store.sendSms(input, rule)}>
            {state.sms.sent ? t('sms_resend') : t('sms_send')}
          </button>
          {waiting && <span className="auth-countdown" role="timer" aria-live="off" data-testid="sms-countdown">{t('sms_resend_in', { seconds: state.sms.secondsLeft })}</span>}
        </div>
        {state.sms.sent && (
          <Field label={t('sms_code_field')} name="code" value={code} onValue={setCode} error={state.fieldErrors['code']} inputMode="numeric" autoComplete="one-time-code" autoFocus />
        )}
      </fieldset>
      {state.sms.sent && <SubmitButton loading={state.loading}>{t('login_submit')}</SubmitButton>}
    </form>
  );
}

export function TwoStepForm({ store, state }: FormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  return (
    <form className="auth-form" noValidate aria-busy={state.loading} data-testid="form-two_step"
      onSubmit={(e) => { e.preventDefault(); void store.submitTwoStep(code); }}>
      <h3 className="auth-subtitle">{t('two_step_title')}</h3>
      <p className="auth-hint">{t('two_step_hint')}</p>
      <fieldset disabled={state.loading} className="auth-fieldset">
        <Field label={t('two_step_code_field')} name="code" value={code} onValue={setCode} error={state.fieldErrors['code']} inputMode="numeric" autoComplete="one-time-code" autoFocus />
      </fieldset>
      <div className="auth-actions">
        <SubmitButton loading={state.loading}>{t('two_step_submit')}</SubmitButton>
        <button type="button" className="auth-btn auth-btn--ghost" data-testid="two-step-resend" onClick={() => { setCode(''); void store.resendTwoStep(); }} disabled={state.loading}>{t('two_step_resend')}</button>
        <button type="button" className="auth-btn auth-btn--link" onClick={() => store.cancelTwoStep()} disabled={state.loading}>{t('back')}</button>
      </div>
    </form>
  );
}
