/**
 * The captcha challenge dialog: while the browser does the proof of work it says so (a live status with a
 * busy indicator); on a failure it shows the error with "Try again". Cancel and Escape give up.
 */
import { useEffect, useId } from 'react';
import { useStore } from '../use-store.ts';
import { failureText, useT } from '../text.tsx';
import type { CaptchaStore } from './captcha-store.ts';

export function CaptchaDialog({ store }: { store: CaptchaStore }) {
  const t = useT();
  const state = useStore(store);
  const titleId = useId();
  useEffect(() => {
    if (!state.open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && store.cancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.open, store]);
  if (!state.open) return null;
  const error = failureText(t, state.error);
  return (
    <div className="auth-captcha-backdrop">
      <div className="auth-captcha" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="captcha-dialog">
        <h2 id={titleId}>{t('captcha_title')}</h2>
        <p className="auth-captcha__reason">{t('captcha_reason')}</p>
        <p className="auth-captcha__question" data-testid="captcha-status" role="status" aria-busy={state.working}>
          {state.working ? t('captcha_working') : ''}
        </p>
        <p className="auth-field__error" role="alert">{error}</p>
        <div className="auth-actions">
          {!state.working && state.error
            ? <button type="button" className="auth-btn auth-btn--primary" autoFocus onClick={() => void store.retry()}>{t('captcha_retry')}</button>
            : null}
          <button type="button" className="auth-btn auth-btn--link" onClick={() => store.cancel()}>{t('cancel')}</button>
        </div>
      </div>
    </div>
  );
}
