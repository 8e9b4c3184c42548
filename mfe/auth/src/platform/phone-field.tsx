/** Country (dial code) select plus a masked number input; the value kept is digits only. */
import { useId } from 'react';
import { useT } from './text.tsx';
import type { PhoneOption } from './phone-data.ts';
import { applyMask, digitsOnly } from './phone-format.ts';

export interface PhoneValue {
  countryId: number;
  digits: string;
}

export function PhoneField({ options, value, onValue, error, name = 'phone' }: {
  options: readonly PhoneOption[];
  value: PhoneValue;
  onValue: (value: PhoneValue) => void;
  error?: string | undefined;
  name?: string;
}) {
  const t = useT();
  const id = useId();
  const option = options.find((o) => o.id === value.countryId) ?? options[0];
  const messageId = `${id}-message`;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={`${id}-number`} className="auth-field__label">{t('phone_field')}</label>
      <div className="auth-field__control auth-phone">
        <select
          aria-label={t('phone_country')}
          className="auth-phone__country"
          name={`${name}-country`}
          value={option?.id ?? ''}
          onChange={(e) => onValue({ ...value, countryId: Number(e.target.value) })}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>{`${o.name} +${o.dialCode}`}</option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          name={name}
          className="auth-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={option?.mask?.replace(/#/g, '0')}
          value={applyMask(option?.mask, value.digits)}
          onChange={(e) => onValue({ ...value, digits: digitsOnly(e.target.value).slice(0, option?.max ?? 15) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
      </div>
      {error && <p id={messageId} className="auth-field__error" role="alert" data-testid={`error-${name}`}>{t(error)}</p>}
    </div>
  );
}

export function phoneInputOf(options: readonly PhoneOption[], value: PhoneValue) {
  const option = options.find((o) => o.id === value.countryId) ?? options[0];
  return { input: { countryCode: option?.dialCode ?? '7', phone: value.digits }, rule: option ? { min: option.min, max: option.max } : undefined, option };
}
