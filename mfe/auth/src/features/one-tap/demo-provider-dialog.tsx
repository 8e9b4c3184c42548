/** The arena-demo provider's sign-in window: a player's login and password, continue or cancel. */
import { useEffect, useId, useState } from 'react';
import { useT } from '../../platform/text.tsx';
import { Field, FormMessage, PasswordField, SubmitButton } from '../../platform/ui.tsx';
import { useStore } from '../../platform/use-store.ts';
import type { DemoProviderStore } from './demo-provider-store.ts';

export function DemoProviderDialog({ store }: { store: DemoProviderStore }) {
  const t = useT();
  const state = useStore(store);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const titleId = useId();
  useEffect(() => {
    if (!state.open) {
      setLogin('');
      setPassword('');
      return;
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && store.cancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.open, store]);
  if (!state.open) return null;
  return (
    <div className="auth-demo-provider-backdrop">
      <form className="auth-captcha auth-demo-provider" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="demo-provider-dialog" noValidate
        onSubmit={(e) => { e.preventDefault(); void store.submit(login, password); }}>
        <h2 id={titleId}>{t('demo_provider_title')}</h2>
        <p className="auth-captcha__reason">{t('demo_provider_hint')}</p>
        <fieldset disabled={state.loading} className="auth-fieldset">
          <Field label={t('demo_provider_login')} name="demo-login" value={login} onValue={setLogin} autoComplete="username" autoFocus />
          <PasswordField label={t('password_field')} name="demo-password" value={password} onValue={setPassword} autoComplete="current-password" />
        </fieldset>
        <FormMessage failure={state.error} />
        <div className="auth-actions">
          <SubmitButton loading={state.loading}>{t('demo_provider_submit')}</SubmitButton>
          <button type="button" className="auth-btn auth-btn--link" onClick={() => store.cancel()}>{t('cancel')}</button>
        </div>
      </form>
    </div>
  );
}
