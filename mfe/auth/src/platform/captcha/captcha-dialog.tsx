/**
 * The captcha challenge dialog: a picture of distorted characters (an <img> of the server's SVG data: URL,
 * which can never run script), the answer field, new-picture and cancel; keyboard-only usable.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../use-store.ts';
import { failureText, useT } from '../text.tsx';
import type { CaptchaStore } from './captcha-store.ts';

export function CaptchaDialog({ store }: { store: CaptchaStore }) {
  const t = useT();
  const state = useStore(store);
  const [answer, setAnswer] = useState('');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.open) inputRef.current?.focus();
    else setAnswer('');
  }, [state.open, state.image]);
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
      <form
        className="auth-captcha"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="captcha-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void store.submit(answer);
        }}
      >
        <h2 id={titleId}>{t('captcha_title')}</h2>
        <p className="auth-captcha__reason">{t('captcha_reason')}</p>
        <div className="auth-captcha__question" data-testid="captcha-question" aria-live="polite" aria-busy={!state.image}>
          {state.image
            ? <img className="auth-captcha__image" data-testid="captcha-image" src={state.image} alt={t('captcha_image_alt')} width={state.imageSize?.width} height={state.imageSize?.height} />
            : '…'}
        </div>
        <label className="auth-field__label" htmlFor={`${titleId}-answer`}>{t('captcha_answer')}</label>
        <input
          id={`${titleId}-answer`}
          ref={inputRef}
          className="auth-field__input"
          name="captcha-answer"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${titleId}-error` : undefined}
        />
        <p id={`${titleId}-error`} className="auth-field__error" role="alert">{error}</p>
        <div className="auth-actions">
          <button type="submit" className="auth-btn auth-btn--primary" disabled={state.loading} aria-busy={state.loading}>{t('captcha_submit')}</button>
          <button type="button" className="auth-btn auth-btn--ghost" onClick={() => void store.refresh()} disabled={state.loading}>{t('captcha_new')}</button>
          <button type="button" className="auth-btn auth-btn--link" onClick={() => store.cancel()}>{t('cancel')}</button>
        </div>
      </form>
    </div>
  );
}
