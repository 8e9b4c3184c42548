/**
 * The login block: tabs for the three login forms plus the two-step step, the form message, and the
 * ways out (forgot password, registration). Used by the user/login page and by the 'login' modal parcel.
 */
import { useEffect, useState } from 'react';
import { bus } from '@arena/event-bus';
import type { LoginAnswer } from '@arena/domain';
import { systemTimers } from '@arena/utils';
import { useBusState } from '@arena/ui-kit';
import { afterLoginTarget, currentUrl, goToAfterSignIn, isAuthPagePath, referrerPath } from '../../platform/navigation.ts';
import { usePhoneOptions } from '../../platform/phone-data.ts';
import { authApi, settingsStorage, signInDeps, warmFingerprint } from '../../platform/services.ts';
import { completeSignIn } from '../../platform/sign-in.ts';
import { useT } from '../../platform/text.tsx';
import { FormMessage } from '../../platform/ui.tsx';
import { useStore } from '../../platform/use-store.ts';
import { LoginPasswordForm, PhonePasswordForm, SmsForm, TwoStepForm } from './login-forms.tsx';
import { createLoginStore, type LoginFormKind, type LoginStore } from './login-store.ts';

export interface LoginViewProps {
  mode: 'page' | 'modal';
  /** Closes the modal (modal mode). */
  onClose?: () => void;
  /** What "Sign up" does (the registration opening sequence of spec §4). */
  onRegister: () => void;
  onForgotPassword: () => void;
}

const TABS: ReadonlyArray<{ form: Exclude<LoginFormKind, 'login_password_two_step_code'>; key: string }> = [
  { form: 'login_password', key: 'login_by_login' },
  { form: 'phone_password', key: 'login_by_phone' },
  { form: 'sms', key: 'login_by_sms' },
];

export function useLoginStore(onSuccess: (answer: LoginAnswer) => Promise<void>): LoginStore {
  const [store] = useState(() =>
    createLoginStore({ api: authApi, storage: settingsStorage, timers: systemTimers, beforeSend: warmFingerprint, onSuccess: (a) => onSuccess(a) }),
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

export function LoginView({ mode, onClose, onRegister, onForgotPassword }: LoginViewProps) {
  const t = useT();
  const language = useBusState('language');
  const options = usePhoneOptions(authApi, language);
  const store = useLoginStore(async (answer) => {
    const target = afterLoginTarget({
      search: location.search,
      previousUrl: mode === 'modal' ? currentUrl() : referrerPath(),
      language,
      isAuthPage: isAuthPagePath,
    });
    const result = await completeSignIn(answer, target, signInDeps);
    onClose?.();
    goToAfterSignIn(result.target);
  });
  const state = useStore(store);
  const activeTab = state.form === 'login_password_two_step_code' ? state.previousForm : state.form;
  return (
    <div className={`auth-login auth-login--${mode}`} data-testid="login-view">
      {state.form !== 'login_password_two_step_code' && (
        <div className="auth-tabs" role="tablist" aria-label={t('login_title')}>
          {TABS.map((tab) => (
            <button key={tab.form} type="button" role="tab" id={`auth-tab-${tab.form}`} aria-selected={activeTab === tab.form}
              className="auth-tab" disabled={state.loading} onClick={() => store.selectForm(tab.form)}>
              {t(tab.key)}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" aria-labelledby={`auth-tab-${activeTab}`}>
        {state.form === 'login_password' && <LoginPasswordForm store={store} state={state} />}
        {state.form === 'phone_password' && <PhonePasswordForm key={options.length} store={store} state={state} options={options} />}
        {state.form === 'sms' && <SmsForm key={options.length} store={store} state={state} options={options} />}
        {state.form === 'login_password_two_step_code' && <TwoStepForm store={store} state={state} />}
      </div>
      <FormMessage failure={state.message} tone={state.responseType === 'error' ? 'error' : 'info'} />
      <div className="auth-links">
        <button type="button" className="auth-btn auth-btn--link" onClick={onForgotPassword}>{t('forgot_password')}</button>
        <span>
          {t('no_account')}{' '}
          <button type="button" className="auth-btn auth-btn--link" onClick={onRegister} data-testid="go-register">{t('registration_title')}</button>
        </span>
      </div>
    </div>
  );
}

/** Opens the login modal from anywhere (e.g. after registration choices or from another auth modal). */
export function openLoginModal(): void {
  bus.emit('modal:open', { kind: 'login' });
}
