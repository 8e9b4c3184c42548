import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@arena/http';
import { createRecoveryStore } from './recovery-store.ts';

const httpError = (code: string) => new HttpError({ status: 400, kind: 'http', url: '/x', body: { code, message: code } });

function setup() {
  const api = {
    recoveryRequest: vi.fn(async () => ({ success: true, recoveryToken: 'rt', expiresAt: 100, channel: 'sms' })),
    recoveryVerify: vi.fn(async () => ({ success: true, resetToken: 'reset', expiresAt: 200 })),
    recoverySave: vi.fn(async () => ({ success: true })),
  };
  const stages: string[] = [];
  const store = createRecoveryStore({ api, onStage: (s) => stages.push(s) });
  return { api, store, stages };
}

describe('password recovery stages (spec §4)', () => {
  it('walks open → code requested → code sent → code approved → save password → success', async () => {
    const { store, stages, api } = setup();
    await store.request({ login: ' demo ' });
    expect(api.recoveryRequest).toHaveBeenCalledWith({ login: 'demo' });
    expect(store.get().step).toBe('code');
    await store.verify('123456');
    expect(store.get().step).toBe('password');
    await store.save('NewPass1!', 'NewPass1!');
    expect(store.get().step).toBe('success');
    expect(stages).toEqual(['open', 'code_requested', 'code_sent', 'code_approved', 'save_password', 'success']);
  });

  it.each([['wrong_code', 'error_wrong_code'], ['time_up', 'error_time_up']])('a %s answer stays on the code step with the field message', async (code, key) => {
    const { store, api } = setup();
    await store.request({ login: 'demo' });
    api.recoveryVerify.mockRejectedValueOnce(httpError(code));
    await store.verify('111111');
    expect(store.get()).toMatchObject({ step: 'code', stage: 'error', fieldErrors: { code: key } });
  });

  it('resend asks for a new code for the same target; no code returns to the request step', async () => {
    const { store, api, stages } = setup();
    await store.request({ countryCode: '7', phone: '9001234567' });
    await store.resend();
    expect(api.recoveryRequest).toHaveBeenLastCalledWith({ countryCode: '7', phone: '9001234567' });
    expect(stages).toContain('resend');
    store.noCode();
    expect(store.get()).toMatchObject({ step: 'request', stage: 'no_code' });
  });

  it('refuses a short or mismatched new password without calling the server', async () => {
    const { store, api } = setup();
    await store.request({ login: 'demo' });
    await store.verify('123456');
    // The server's policy minimum is 8 characters (PASSWORD_POLICY): 7 are refused before sending.
    await store.save('abcdefg', 'abcdefg');
    expect(store.get().fieldErrors).toEqual({ password: 'field_password_short' });
    await store.save('abcdefgh', 'abcdefgi');
    expect(store.get().fieldErrors).toEqual({ passwordRepeat: 'field_password_mismatch' });
    expect(api.recoverySave).not.toHaveBeenCalled();
  });

  it('cancel and exit are reported', () => {
    const { store, stages } = setup();
    store.cancel();
    store.exit();
    expect(stages).toEqual(['open', 'cancel', 'exit']);
  });
});
