/** Registration pieces: currency, country, promo code, first-deposit bonus choice and the generated-credentials card. */
import { useId } from 'react';
import type { CurrencyOptions } from '../../platform/currency-data.ts';
import type { PhoneOption } from '../../platform/phone-data.ts';
import { useT } from '../../platform/text.tsx';
import { Field } from '../../platform/ui.tsx';
import type { CommonValues } from './registration-validation.ts';

function Select({ label, name, value, onValue, children, error, busy }: { label: string; name: string; value: number; onValue: (v: number) => void; children: React.ReactNode; error?: string | undefined; busy?: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>{label}</label>
      <select id={id} name={name} className="auth-field__input" value={value} onChange={(e) => onValue(Number(e.target.value))} aria-invalid={error ? true : undefined} aria-busy={busy || undefined}>
        {children}
      </select>
      {error && <p className="auth-field__error" role="alert">{t(error)}</p>}
    </div>
  );
}

/** The currency list from the backend; while it loads or after it failed the select says so (with a retry). */
function CurrencySelect({ value, onValue, options, onRetry, error }: { value: number; onValue: (v: number) => void; options: CurrencyOptions; onRetry: () => void; error?: string | undefined }) {
  const t = useT();
  if (options.status === 'error' && options.currencies.length === 0) {
    return (
      <div className="auth-field" data-testid="currency-load-error">
        <span className="auth-field__label">{t('registration_currency')}</span>
        <p className="auth-field__error" role="alert">{t('currencies_load_error')}</p>
        <button type="button" className="auth-btn auth-btn--ghost" onClick={onRetry}>{t('retry')}</button>
      </div>
    );
  }
  return (
    <Select label={t('registration_currency')} name="currency" value={value} onValue={onValue} error={error} busy={options.status === 'loading'}>
      {options.currencies.length === 0 ? <option value={0}>{t('currencies_loading')}</option> : null}
      {options.currencies.map((c) => <option key={c.id} value={c.id}>{c.iso} — {c.name}</option>)}
    </Select>
  );
}

export function CommonFields({ values, onChange, countries, currencies, onRetryCurrencies, errors }: {
  values: CommonValues;
  onChange: (next: CommonValues) => void;
  countries: readonly PhoneOption[];
  currencies: CurrencyOptions;
  onRetryCurrencies: () => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const set = <K extends keyof CommonValues>(key: K, value: CommonValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <div className="auth-grid">
        <Select label={t('registration_country')} name="country" value={values.countryId} onValue={(v) => set('countryId', v)} error={errors['country']}>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </Select>
        <CurrencySelect value={values.currencyId} onValue={(v) => set('currencyId', v)} options={currencies} onRetry={onRetryCurrencies} error={errors['currency']} />
      </div>
      <Field label={t('registration_promo_code')} name="promo" value={values.promoCode} onValue={(v) => set('promoCode', v)} error={errors['promo']} autoComplete="off" />
      <fieldset className="auth-bonus">
        <legend className="auth-field__label">{t('registration_bonus_choice')}</legend>
        {([[1, 'bonus_sport'], [2, 'bonus_casino'], [0, 'bonus_decline']] as const).map(([choice, key]) => (
          <label key={choice} className={`auth-bonus__option${values.bonusChoice === choice ? ' auth-bonus__option--on' : ''}`}>
            <input type="radio" name="bonus" value={choice} checked={values.bonusChoice === choice} onChange={() => set('bonusChoice', choice)} />
            <span>{t(key)}</span>
          </label>
        ))}
      </fieldset>
      <label className="auth-check">
        <input type="checkbox" name="agreed" checked={values.agreed} onChange={(e) => set('agreed', e.target.checked)} aria-invalid={errors['agreed'] ? true : undefined} />
        <span>{t('registration_agree')}</span>
      </label>
      {errors['agreed'] && <p className="auth-field__error" role="alert">{t(errors['agreed'])}</p>}
    </>
  );
}

/** one_click: the generated login and password, shown once, with copy and save-as-file. */
export function GeneratedCredentials({ login, password, onContinue }: { login: string; password: string; onContinue: () => void }) {
  const t = useT();
  const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => undefined);
  const save = () => {
    const blob = new Blob([`${t('login_field')}: ${login}\n${t('password_field')}: ${password}\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'arena-credentials.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="auth-generated" data-testid="generated-credentials" aria-live="polite">
      <h3 className="auth-subtitle">{t('registration_generated')}</h3>
      <dl>
        <div className="auth-generated__row"><dt>{t('login_field')}</dt><dd data-testid="generated-login">{login}</dd>
          <button type="button" className="auth-btn auth-btn--ghost" onClick={() => copy(login)} aria-label={t('copy_login')}>{t('copy')}</button></div>
        <div className="auth-generated__row"><dt>{t('password_field')}</dt><dd data-testid="generated-password">{password}</dd>
          <button type="button" className="auth-btn auth-btn--ghost" onClick={() => copy(password)} aria-label={t('copy_password')}>{t('copy')}</button></div>
      </dl>
      <div className="auth-actions">
        <button type="button" className="auth-btn auth-btn--secondary" onClick={save}>{t('save_as_file')}</button>
        <button type="button" className="auth-btn auth-btn--primary" onClick={onContinue} data-testid="registration-continue">{t('continue')}</button>
      </div>
    </section>
  );
}
