/**
 * The user flows reached from e-mail/SMS links: account activation (activate / activatefast, with
 * the code in the link or typed), stop-newsletter (email + link signature) and account verification.
 */
import { useEffect, useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { authApi } from '../../platform/services.ts';
import { useT } from '../../platform/text.tsx';
import { Field, FormMessage, SubmitButton } from '../../platform/ui.tsx';
import { validateCode } from '../login/validation.ts';
import { openLoginModal } from '../login/login-view.tsx';

type Outcome = { status: 'idle' | 'loading' | 'done' } | { status: 'error'; failure: FormFailure };

export function ActivationPage({ fast }: { fast: boolean }) {
  const t = useT();
  const user = useBusState('user');
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const activate = async (value: string) => {
    const invalid = validateCode(value);
    setError(invalid ?? undefined);
    if (invalid || outcome.status === 'loading') return;
    setOutcome({ status: 'loading' });
    try {
      await authApi.activate(value.trim());
      setOutcome({ status: 'done' });
    } catch (e) {
      setOutcome({ status: 'error', failure: toFormFailure(e) });
    }
  };
  useEffect(() => {
    // activatefast links carry the code: activate at once, no typing.
    if (fast && code) void activate(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (outcome.status === 'done') return <section className="auth-card" role="status" data-testid="activation-done"><h1>{t('activation_success')}</h1></section>;
  return (
    <section className="auth-card" data-testid="activation">
      <h1>{t('activation_title')}</h1>
      <form className="auth-form" noValidate onSubmit={(e) => { e.preventDefault(); void activate(code); }}>
        <Field label={t('activation_code_field')} name="code" value={code} onValue={setCode} error={error} inputMode="numeric" autoComplete="one-time-code" />
        <FormMessage failure={outcome.status === 'error' ? outcome.failure : null} />
        <div className="auth-actions">
          <SubmitButton loading={outcome.status === 'loading'}>{t('confirm')}</SubmitButton>
          {user && <button type="button" className="auth-btn auth-btn--link" onClick={() => void authApi.sendActivation().catch((e: unknown) => setOutcome({ status: 'error', failure: toFormFailure(e) }))}>{t('activation_resend')}</button>}
        </div>
      </form>
    </section>
  );
}

export function StopNewsletterPage() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const email = query.get('email') ?? '';
    const sign = query.get('sign') ?? '';
    if (!email || !sign) return setOutcome({ status: 'error', failure: { key: 'newsletter_bad_link' } });
    authApi.stopNewsletter(email, sign).then(
      () => setOutcome({ status: 'done' }),
      (e: unknown) => setOutcome({ status: 'error', failure: toFormFailure(e) }),
    );
  }, []);
  return (
    <section className="auth-card" data-testid="stop-newsletter" aria-busy={outcome.status === 'loading'}>
      <h1>{t('newsletter_title')}</h1>
      {outcome.status === 'done' && <p role="status">{t('newsletter_stopped')}</p>}
      <FormMessage failure={outcome.status === 'error' ? outcome.failure : null} />
    </section>
  );
}

export function AccountVerifyPage() {
  const t = useT();
  const user = useBusState('user');
  const language = useBusState('language');
  return (
    <section className="auth-card" data-testid="account-verify">
      <h1>{t('verify_title')}</h1>
      <p>{t(user ? 'verify_text' : 'verify_login_first')}</p>
      {user ? (
        <a className="auth-btn auth-btn--primary" href={`/${language}/office/verification`}>{t('verify_go')}</a>
      ) : (
        // Asking a visitor to sign in needs the way to (it once said "sign in" with no button).
        <button type="button" className="auth-btn auth-btn--primary" data-testid="account-verify-login" onClick={openLoginModal}>{t('login_submit')}</button>
      )}
    </section>
  );
}
