/**
 * The form building blocks every auth form uses, so each one gets the same accessibility: a real
 * <label>, the field message tied by aria-describedby and announced, aria-invalid, a password
 * visibility toggle, and a submit button that is disabled (and aria-busy) while the call runs.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FormFailure } from './errors.ts';
import { failureText, useT } from './text.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** Dictionary key of the field's error. */
  error?: string | undefined;
  hint?: string;
  addon?: ReactNode;
}

export function Field({ label, name, value, onValue, error, hint, addon, ...input }: FieldProps) {
  const t = useT();
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ? t(error) : hint;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id} className="auth-field__label">{label}</label>
      <div className="auth-field__control">
        <input
          id={id}
          name={name}
          className="auth-field__input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {addon}
      </div>
      {message && (
        <p id={messageId} className={error ? 'auth-field__error' : 'auth-field__hint'} role={error ? 'alert' : undefined} data-testid={error ? `error-${name}` : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      addon={
        <button
          type="button"
          className="auth-field__toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'password_hide' : 'password_show')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? '🙈' : '👁'}
        </button>
      }
    />
  );
}

export function FormMessage({ failure, tone = 'error' }: { failure: FormFailure | null; tone?: 'error' | 'info' }) {
  const t = useT();
  const text = failureText(t, failure);
  // The live region is always rendered so screen readers announce a message that appears later.
  return (
    <div className={`auth-message auth-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} data-testid="form-message">
      {text}
    </div>
  );
}

export function SubmitButton({ loading, children, disabled }: { loading: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="auth-btn auth-btn--primary" disabled={loading || disabled} aria-busy={loading}>
      {loading && <span className="auth-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Checkbox({ label, checked, onChange, name }: { label: string; checked: boolean; onChange: (v: boolean) => void; name: string }) {
  return (
    <label className="auth-check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
