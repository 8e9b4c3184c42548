/**
 * The login form state machine (spec §3 auth form state): the current form, loading, the message and
 * response type, saved defaults, the two-step pending token and the SMS resend countdown. Framework-
 * free: the React forms read it through useStore and call its actions. One submission at a time: an
 * action while loading is ignored, which is what makes double submits impossible.
 */
import type { LoginAnswer } from '@arena/domain';
import type { SettingsStorage, Timers } from '@arena/utils';
import type { AuthApi, LoginResult, PhoneInput } from '../../platform/auth-api.ts';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { createValue, type ReadableStore } from '../../platform/use-store.ts';
import { EMPTY_DEFAULTS, loadDefaults, saveDefaults, type SavedDefaults } from './saved-defaults.ts';
import { validateCode, validateLoginPassword, validatePhone, validatePhonePassword, type FieldErrors, type PhoneRule } from './validation.ts';

export type LoginFormKind = 'login_password' | 'phone_password' | 'sms' | 'login_password_two_step_code';
export type ResponseType = 'idle' | 'success' | 'error' | 'two_step_required' | 'sms_sent';

/** Seconds before another SMS may be requested. */
export const SMS_RESEND_SECONDS = 60;

export interface LoginState {
  form: LoginFormKind;
  /** The form the two-step code was asked from, to go back to. */
  previousForm: LoginFormKind;
  loading: boolean;
  message: FormFailure | null;
  fieldErrors: FieldErrors;
  responseType: ResponseType;
  defaults: SavedDefaults;
  twoStep: { token: string; methodId: number } | null;
  sms: { sent: boolean; secondsLeft: number };
  /** The signed-in user's summary once the login succeeded. */
  userInfo: { userId: number; login: string } | null;
}

export interface LoginStoreDeps {
  api: Pick<AuthApi, 'login' | 'loginPhone' | 'sendSms' | 'loginSms' | 'loginTwoStep' | 'resendTwoStep'>;
  storage: SettingsStorage;
  timers: Timers;
  /** Runs before every sensitive call (fingerprint warm-up); failures are the HTTP client's to heal. */
  beforeSend?: () => Promise<void>;
  /** Called once per successful login; the store stays loading until it settles. */
  onSuccess: (answer: LoginAnswer) => Promise<void>;
}

export interface LoginStore extends ReadableStore<LoginState> {
  selectForm(form: Exclude<LoginFormKind, 'login_password_two_step_code'>): void;
  submitLoginPassword(values: { login: string; password: string; remember: boolean }): Promise<void>;
  submitPhonePassword(values: { phone: PhoneInput; password: string; remember: boolean }, rule?: PhoneRule): Promise<void>;
  sendSms(phone: PhoneInput, rule?: PhoneRule): Promise<void>;
  submitSms(phone: PhoneInput, code: string): Promise<void>;
  submitTwoStep(code: string): Promise<void>;
  /** Asks for a new two-step code (after wrong tries burned the old one, or it never arrived). */
  resendTwoStep(): Promise<void>;
  /** Leaves the two-step form for the form it came from. */
  cancelTwoStep(): void;
  dispose(): void;
}

const isTwoStep = (answer: LoginResult): answer is Extract<LoginResult, { two_step_required: true }> =>
  (answer as { two_step_required?: boolean }).two_step_required === true;

export function createLoginStore(deps: LoginStoreDeps, initialForm: LoginFormKind = 'login_password'): LoginStore {
  const state = createValue<LoginState>({
    form: initialForm,
    previousForm: initialForm,
    loading: false,
    message: null,
    fieldErrors: {},
    responseType: 'idle',
    defaults: { ...EMPTY_DEFAULTS, ...loadDefaults(deps.storage) },
    twoStep: null,
    sms: { sent: false, secondsLeft: 0 },
    userInfo: null,
  });
  let countdown: ReturnType<Timers['setInterval']> | null = null;
  let disposed = false;
  const patch = (next: Partial<LoginState>) => !disposed && state.set((s) => ({ ...s, ...next }));

  const stopCountdown = () => {
    if (countdown !== null) deps.timers.clearInterval(countdown);
    countdown = null;
  };
  const startCountdown = () => {
    stopCountdown();
    patch({ sms: { sent: true, secondsLeft: SMS_RESEND_SECONDS } });
    countdown = deps.timers.setInterval(() => {
      const left = Math.max(0, state.get().sms.secondsLeft - 1);
      patch({ sms: { sent: true, secondsLeft: left } });
      if (left === 0) stopCountdown();
    }, 1000);
  };

  /** Runs one call with the loading flag; returns undefined when busy or failed (message already set). */
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (state.get().loading || disposed) return undefined;
    patch({ loading: true, message: null, fieldErrors: {}, responseType: 'idle' });
    try {
      await deps.beforeSend?.();
      return await call();
    } catch (error) {
      const failure = toFormFailure(error);
      patch({
        loading: false,
        message: failure,
        responseType: 'error',
        fieldErrors: failure.field ? { [failure.field]: failure.key === 'raw' ? 'field_invalid' : failure.key } : {},
      });
      return undefined;
    }
  }

  async function finish(answer: LoginResult | undefined): Promise<void> {
    if (!answer) return;
    if (isTwoStep(answer)) {
      const { form } = state.get();
      patch({
        loading: false,
        form: 'login_password_two_step_code',
        previousForm: form === 'login_password_two_step_code' ? state.get().previousForm : form,
        twoStep: { token: answer.token, methodId: answer.method_id },
        responseType: 'two_step_required',
      });
      return;
    }
    patch({ userInfo: { userId: answer.user_id, login: answer.login } });
    try {
      await deps.onSuccess(answer);
      patch({ loading: false, responseType: 'success' });
    } catch (error) {
      patch({ loading: false, responseType: 'error', message: toFormFailure(error) });
    }
  }

  const invalid = (fieldErrors: FieldErrors) => {
    patch({ fieldErrors, message: { key: 'error_check_fields' }, responseType: 'error' });
    return Object.keys(fieldErrors).length > 0;
  };
  const remember = (next: Partial<SavedDefaults>) => {
    const defaults = { ...state.get().defaults, ...next };
    patch({ defaults });
    saveDefaults(deps.storage, defaults);
  };

  return {
    get: state.get,
    subscribe: state.subscribe,
    selectForm(form) {
      if (state.get().loading) return;
      patch({ form, previousForm: form, message: null, fieldErrors: {}, responseType: 'idle', twoStep: null });
    },
    async submitLoginPassword(values) {
      const errors = validateLoginPassword(values);
      if (Object.keys(errors).length) return void invalid(errors);
      remember({ login: values.login.trim(), passwordLogin: values.password, remember: values.remember });
      await finish(await run(() => deps.api.login(values.login.trim(), values.password, values.remember)));
    },
    async submitPhonePassword(values, rule) {
      const errors = validatePhonePassword({ phone: values.phone.phone, password: values.password }, rule);
      if (Object.keys(errors).length) return void invalid(errors);
      remember({ phone: values.phone.phone, passwordPhone: values.password, remember: values.remember });
      await finish(await run(() => deps.api.loginPhone(values.phone, values.password, values.remember)));
    },
    async sendSms(phone, rule) {
      const error = validatePhone(phone.phone, rule);
      if (error) return void invalid({ phone: error });
      if (state.get().sms.secondsLeft > 0) return;
      remember({ phoneBySms: phone.phone });
      const answer = await run(() => deps.api.sendSms(phone));
      if (!answer) return;
      patch({ loading: false, responseType: 'sms_sent', message: { key: 'sms_sent' } });
      startCountdown();
    },
    async submitSms(phone, code) {
      const errors: FieldErrors = {};
      const phoneError = validatePhone(phone.phone, undefined);
      const codeError = validateCode(code);
      if (phoneError) errors['phone'] = phoneError;
      if (codeError) errors['code'] = codeError;
      if (Object.keys(errors).length) return void invalid(errors);
      await finish(await run(() => deps.api.loginSms(phone, code.trim())));
    },
    async submitTwoStep(code) {
      const pending = state.get().twoStep;
      const codeError = validateCode(code);
      if (codeError) return void invalid({ code: codeError });
      if (!pending) return;
      await finish(await run(() => deps.api.loginTwoStep(pending.token, code.trim(), pending.methodId)));
    },
    async resendTwoStep() {
      const pending = state.get().twoStep;
      if (!pending) return;
      const answer = await run(() => deps.api.resendTwoStep(pending.token));
      if (!answer) return;
      patch({ loading: false, twoStep: { token: answer.token, methodId: answer.method_id }, message: { key: 'two_step_resent' }, responseType: 'idle' });
    },
    cancelTwoStep() {
      if (state.get().loading) return;
      patch({ form: state.get().previousForm, twoStep: null, message: null, fieldErrors: {}, responseType: 'idle' });
    },
    dispose() {
      stopCountdown();
      disposed = true;
    },
  };
}
