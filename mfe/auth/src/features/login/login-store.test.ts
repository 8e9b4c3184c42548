import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettingsStorage, systemTimers } from '@arena/utils';
import { HttpError } from '@arena/http';
import { createLoginStore, SMS_RESEND_SECONDS, type LoginStoreDeps } from './login-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return createSettingsStorage({ storage: () => ({ getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }) as Storage });
}
const httpError = (status: number, code: string) => new HttpError({ status, kind: 'http', url: '/x', body: { code, message: code } });
const ok = { success: true as const, user_id: 7, login: 'demo', token: 't', expiresAt: 1 };

let api: Record<string, ReturnType<typeof vi.fn>>;
let deps: LoginStoreDeps & { onSuccess: ReturnType<typeof vi.fn> };
beforeEach(() => {
  vi.useFakeTimers();
  api = { login: vi.fn(async () => ok as unknown), loginPhone: vi.fn(async () => ok), sendSms: vi.fn(async () => ({ success: true, expiresAt: 1 })), loginSms: vi.fn(async () => ok), loginTwoStep: vi.fn(async () => ok), resendTwoStep: vi.fn(async () => ({ success: false, two_step_required: true, token: 'renewed', method_id: 1, expiresAt: 2 })) };
  deps = {
    api,
    storage: memoryStorage(),
    timers: systemTimers,
    onSuccess: vi.fn(async () => undefined),
  } as never;
});
afterEach(() => vi.useRealTimers());

describe('login store', () => {
  it('refuses empty fields without calling the server', async () => {
    const store = createLoginStore(deps);
    await store.submitLoginPassword({ login: ' ', password: '', remember: true });
    expect(store.get().fieldErrors).toEqual({ login: 'field_required', password: 'field_required' });
    expect(api['login']).not.toHaveBeenCalled();
  });

  it('signs in and saves the defaults without the password', async () => {
    const store = createLoginStore(deps);
    await store.submitLoginPassword({ login: 'demo', password: 'Demo1234!', remember: true });
    expect(api['login']).toHaveBeenCalledWith('demo', 'Demo1234!', true);
    expect(deps.onSuccess).toHaveBeenCalledWith(ok);
    expect(store.get()).toMatchObject({ responseType: 'success', loading: false, userInfo: { userId: 7, login: 'demo' } });
    const again = createLoginStore(deps);
    expect(again.get().defaults).toMatchObject({ login: 'demo', passwordLogin: '', remember: true });
  });

  it('a wrong password marks the password field and the form message', async () => {
    api['login']!.mockRejectedValueOnce(httpError(400, 'wrong_credentials'));
    const store = createLoginStore(deps);
    await store.submitLoginPassword({ login: 'demo', password: 'x', remember: false });
    expect(store.get()).toMatchObject({ responseType: 'error', loading: false, message: { key: 'error_wrong_credentials' }, fieldErrors: { password: 'error_wrong_credentials' } });
  });

  it('ignores a second submit while the first is loading (no double submit)', async () => {
    let release: (v: typeof ok) => void = () => undefined;
    api['login']!.mockImplementationOnce(() => new Promise((r) => (release = r)));
    const store = createLoginStore(deps);
    const first = store.submitLoginPassword({ login: 'demo', password: 'p', remember: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get().loading).toBe(true);
    await store.submitLoginPassword({ login: 'demo', password: 'p', remember: true });
    release(ok);
    await first;
    expect(api['login']).toHaveBeenCalledTimes(1);
  });

  it('switches to the two-step form when the server asks, and back', async () => {
    api['login']!.mockResolvedValueOnce({ success: false, two_step_required: true, token: 'pending', method_id: 1, expiresAt: 1 });
    const store = createLoginStore(deps);
    await store.submitLoginPassword({ login: 'twofa', password: 'p', remember: true });
    expect(store.get()).toMatchObject({ form: 'login_password_two_step_code', twoStep: { token: 'pending', methodId: 1 } });
    await store.submitTwoStep('12');
    expect(store.get().fieldErrors).toEqual({ code: 'field_code_format' });
    await store.submitTwoStep('123456');
    expect(api['loginTwoStep']).toHaveBeenCalledWith('pending', '123456', 1);
    expect(deps.onSuccess).toHaveBeenCalled();
  });

  it('two-step: a burned code says so on the code field; "send a new code" swaps in the renewed pending token', async () => {
    api['login']!.mockResolvedValueOnce({ success: false, two_step_required: true, token: 'pending', method_id: 1, expiresAt: 1 });
    api['loginTwoStep']!.mockRejectedValueOnce(httpError(400, 'code_attempts_exceeded'));
    const store = createLoginStore(deps);
    await store.submitLoginPassword({ login: 'twofa', password: 'p', remember: true });
    await store.submitTwoStep('000000');
    expect(store.get()).toMatchObject({ message: { key: 'error_code_attempts_exceeded' }, fieldErrors: { code: 'error_code_attempts_exceeded' } });
    await store.resendTwoStep();
    expect(api['resendTwoStep']).toHaveBeenCalledWith('pending');
    expect(store.get()).toMatchObject({ form: 'login_password_two_step_code', twoStep: { token: 'renewed', methodId: 1 }, message: { key: 'two_step_resent' } });
    await store.submitTwoStep('123456');
    expect(api['loginTwoStep']).toHaveBeenLastCalledWith('renewed', '123456', 1);
  });

  it('SMS: send starts a countdown that blocks resending until it ends; dispose stops it', async () => {
    const store = createLoginStore(deps, 'sms');
    const phone = { countryCode: '7', phone: '9001234567' };
    await store.sendSms(phone, { min: 10, max: 10 });
    expect(store.get().sms).toEqual({ sent: true, secondsLeft: SMS_RESEND_SECONDS });
    await store.sendSms(phone);
    expect(api['sendSms']).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().sms.secondsLeft).toBe(SMS_RESEND_SECONDS - 10);
    await vi.advanceTimersByTimeAsync(SMS_RESEND_SECONDS * 1000);
    expect(store.get().sms.secondsLeft).toBe(0);
    await store.sendSms(phone);
    expect(api['sendSms']).toHaveBeenCalledTimes(2);
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('SMS: a too-short number is refused before sending', async () => {
    const store = createLoginStore(deps, 'sms');
    await store.sendSms({ countryCode: '7', phone: '900' }, { min: 10, max: 10 });
    expect(store.get().fieldErrors).toEqual({ phone: 'field_phone_length' });
    expect(api['sendSms']).not.toHaveBeenCalled();
  });
});
