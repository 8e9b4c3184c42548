/**
 * The social registration tab's provider choice: the providers the site config offers for one-tap
 * (auth.oneTapProviders). The credential is asked from the chosen provider when the form is sent.
 */
import { siteConfig } from '@arena/config';
import { useT } from '../../platform/text.tsx';

export function socialProviders(): string[] {
  return [...(siteConfig.group('auth')?.oneTapProviders ?? [])];
}

export function SocialProviders({ value, onValue, error }: { value: string; onValue: (provider: string) => void; error?: string | undefined }) {
  const t = useT();
  return (
    <>
      <fieldset className="auth-bonus auth-social" data-testid="social-providers">
        <legend className="auth-field__label">{t('registration_social_provider')}</legend>
        {socialProviders().map((provider) => (
          <label key={provider} className={`auth-bonus__option${value === provider ? ' auth-bonus__option--on' : ''}`} data-testid={`social-provider-${provider}`}>
            <input type="radio" name="provider" value={provider} checked={value === provider} onChange={() => onValue(provider)} />
            <span>{t(`provider_${provider}`)}</span>
          </label>
        ))}
      </fieldset>
      {/* Own row: inside the option row the hint would squeeze beside the provider buttons. */}
      <p className="auth-hint">{t('registration_social_hint')}</p>
      {error && <p className="auth-field__error" role="alert">{t(error)}</p>}
    </>
  );
}
