import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import { createSettingsStorage, systemTimers } from '@arena/utils';
import { AuthTextProvider } from '../../platform/text.tsx';
import { useStore } from '../../platform/use-store.ts';
import { createLoginStore, type LoginStore } from './login-store.ts';
import { LoginPasswordForm, SmsForm } from './login-forms.tsx';

afterEach(() => vi.useRealTimers());

const texts = dictionary('en', 'auth')!;
/** The form inside the auth app's text provider, as its roots render it. */
const renderForm = (form: ReactElement) => renderApp(<AuthTextProvider>{form}</AuthTextProvider>);

function storage() {
  const data = new Map<string, string>();
  return createSettingsStorage({ storage: () => ({ getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }) as Storage });
}

function makeStore(login = vi.fn(async () => ({ success: true as const, user_id: 1, login: 'demo', token: 't', expiresAt: 1 }))) {
  const api = { login, loginPhone: vi.fn(), sendSms: vi.fn(async () => ({ success: true, expiresAt: 1 })), loginSms: vi.fn(), loginTwoStep: vi.fn(), resendTwoStep: vi.fn() };
  return { api, store: createLoginStore({ api: api as never, storage: storage(), timers: systemTimers, onSuccess: async () => undefined }) };
}

function Bound({ store, children }: { store: LoginStore; children: (state: ReturnType<LoginStore['get']>) => React.ReactNode }) {
  const state = useStore(store);
  return <>{children(state)}</>;
}

describe('login + password form', () => {
  it('labels every field, announces field errors and marks them invalid', async () => {
    const { store, api } = makeStore();
    await renderForm(<Bound store={store}>{(state) => <LoginPasswordForm store={store} state={state} />}</Bound>);
    fireEvent.click(screen.getByRole('button', { name: texts['login_submit'] }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getByLabelText(texts['login_field']!).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(texts['password_field']!).getAttribute('aria-invalid')).toBe('true');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('toggles the password visibility with an accessible button', async () => {
    const { store } = makeStore();
    await renderForm(<Bound store={store}>{(state) => <LoginPasswordForm store={store} state={state} />}</Bound>);
    const input = screen.getByLabelText(texts['password_field']!);
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: texts['password_show'] }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: texts['password_hide'] }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables the form while loading, so a second submit cannot happen', async () => {
    let release: () => void = () => undefined;
    const login = vi.fn(() => new Promise<never>((_, reject) => (release = () => reject(new Error('x')))));
    const { store } = makeStore(login as never);
    await renderForm(<Bound store={store}>{(state) => <LoginPasswordForm store={store} state={state} />}</Bound>);
    fireEvent.change(screen.getByLabelText(texts['login_field']!), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText(texts['password_field']!), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: texts['login_submit'] }));
    const submit = await screen.findByRole('button', { name: texts['login_submit'] });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    fireEvent.submit(submit.closest('form')!);
    expect(login).toHaveBeenCalledTimes(1);
    release();
  });
});

describe('SMS form', () => {
  it('shows the resend countdown after sending and re-enables the button when it ends', async () => {
    const { store } = makeStore();
    const options = [{ id: 1, name: 'Russia', code: 'ru', dialCode: '7', mask: '(###) ###-##-##', min: 10, max: 10 }];
    await renderForm(<Bound store={store}>{(state) => <SmsForm store={store} state={state} options={options} />}</Bound>);
    fireEvent.change(screen.getByLabelText(texts['phone_field']!), { target: { value: '9001234567' } });
    expect((screen.getByLabelText(texts['phone_field']!) as HTMLInputElement).value).toBe('(900) 123-45-67');
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('sms-send'));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByTestId('sms-countdown').textContent).toBe(texts['sms_resend_in']!.replace('{{seconds}}', '60'));
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText(texts['sms_code_field']!)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('sms-countdown')).toBeNull();
    store.dispose();
  });
});
