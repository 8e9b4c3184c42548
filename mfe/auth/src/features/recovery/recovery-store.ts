/**
 * Password recovery (spec §4 stages: open, code requested, code sent, resend, code approved, save
 * password, success, error, exit, cancel, no code). The store walks the steps request → code →
 * password → success and reports each analytics stage. A code error is 'wrong code' while the code is
 * unexpired and 'time up' after (spec §5) — the server decides, the store shows its verdict on the field.
 */
import type { AuthApi, PhoneInput } from '../../platform/auth-api.ts';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { createValue, type ReadableStore } from '../../platform/use-store.ts';
import { validateCode, type FieldErrors } from '../login/validation.ts';
import { validatePassword } from '../registration/registration-validation.ts';

export type RecoveryStage =
  | 'open' | 'code_requested' | 'code_sent' | 'resend' | 'code_approved' | 'save_password' | 'success' | 'error' | 'exit' | 'cancel' | 'no_code';
export type RecoveryStep = 'request' | 'code' | 'password' | 'success';
export type RecoveryTarget = { login: string } | PhoneInput;

export interface RecoveryState {
  step: RecoveryStep;
  stage: RecoveryStage;
  loading: boolean;
  message: FormFailure | null;
  fieldErrors: FieldErrors;
  target: RecoveryTarget | null;
  recoveryToken: string | null;
  resetToken: string | null;
  /** Unix seconds of the newest code's expiry, for the "code valid until" hint. */
  codeExpiresAt: number | null;
}

export interface RecoveryStore extends ReadableStore<RecoveryState> {
  request(target: RecoveryTarget): Promise<void>;
  resend(): Promise<void>;
  verify(code: string): Promise<void>;
  save(password: string, repeat: string): Promise<void>;
  /** The player says no code arrived: back to the request step, keeping the target. */
  noCode(): void;
  cancel(): void;
  exit(): void;
}

export interface RecoveryDeps {
  api: Pick<AuthApi, 'recoveryRequest' | 'recoveryVerify' | 'recoverySave'>;
  beforeSend?: () => Promise<void>;
  onStage?: (stage: RecoveryStage) => void;
}

const INITIAL: RecoveryState = {
  step: 'request', stage: 'open', loading: false, message: null, fieldErrors: {}, target: null, recoveryToken: null, resetToken: null, codeExpiresAt: null,
};

export function createRecoveryStore(deps: RecoveryDeps): RecoveryStore {
  const state = createValue<RecoveryState>(INITIAL);
  const patch = (next: Partial<RecoveryState>) => {
    const before = state.get().stage;
    state.set((s) => ({ ...s, ...next }));
    if (next.stage && next.stage !== before) deps.onStage?.(next.stage);
  };
  deps.onStage?.('open');

  async function call<T>(stage: RecoveryStage, run: () => Promise<T>, field?: string): Promise<T | undefined> {
    if (state.get().loading) return undefined;
    patch({ loading: true, stage, message: null, fieldErrors: {} });
    try {
      await deps.beforeSend?.();
      return await run();
    } catch (error) {
      const failure = toFormFailure(error);
      const on = failure.field ?? field;
      patch({ loading: false, stage: 'error', message: failure, fieldErrors: on ? { [on]: failure.key === 'raw' ? 'field_invalid' : failure.key } : {} });
      return undefined;
    }
  }

  async function requestCode(target: RecoveryTarget, stage: 'code_requested' | 'resend'): Promise<void> {
    const answer = await call(stage, () => deps.api.recoveryRequest(target), 'login' in target ? 'login' : 'phone');
    if (!answer) return;
    patch({ loading: false, step: 'code', stage: 'code_sent', target, recoveryToken: answer.recoveryToken, codeExpiresAt: answer.expiresAt, message: { key: 'recovery_code_sent' } });
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    async request(target) {
      const empty = 'login' in target ? !target.login.trim() : !target.phone;
      if (empty) return void patch({ fieldErrors: { ['login' in target ? 'login' : 'phone']: 'field_required' } });
      await requestCode('login' in target ? { login: target.login.trim() } : target, 'code_requested');
    },
    async resend() {
      const { target } = state.get();
      if (target) await requestCode(target, 'resend');
    },
    async verify(code) {
      const invalid = validateCode(code);
      if (invalid) return void patch({ fieldErrors: { code: invalid } });
      const token = state.get().recoveryToken;
      if (!token) return;
      const answer = await call('code_sent', () => deps.api.recoveryVerify(token, code.trim()), 'code');
      if (!answer) return;
      patch({ loading: false, step: 'password', stage: 'code_approved', resetToken: answer.resetToken, message: null });
    },
    async save(password, repeat) {
      const invalid = validatePassword(password);
      if (invalid) return void patch({ fieldErrors: { password: invalid } });
      if (password !== repeat) return void patch({ fieldErrors: { passwordRepeat: 'field_password_mismatch' } });
      const token = state.get().resetToken;
      if (!token) return;
      const answer = await call('save_password', () => deps.api.recoverySave(token, password), 'password');
      if (!answer) return;
      patch({ loading: false, step: 'success', stage: 'success', message: null });
    },
    noCode() {
      if (state.get().loading) return;
      patch({ step: 'request', stage: 'no_code', message: null, fieldErrors: {}, recoveryToken: null });
    },
    cancel() {
      patch({ ...INITIAL, stage: 'cancel' });
    },
    exit() {
      if (state.get().stage !== 'success') deps.onStage?.('exit');
    },
  };
}
