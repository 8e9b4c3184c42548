/**
 * The registration block (page and 95%-wide modal): type tabs, the common fields, the type's own
 * fields, and what follows success — the generated credentials (one_click) or the SMS confirmation of
 * the phone (phone type, through the activation code) — before the player continues.
 */
import { useEffect, useRef, useState } from 'react';
import type { RegistrationAnswer } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { siteConfig } from '@arena/config';
import type { RegistrationKind } from '../../platform/auth-api.ts';
import { afterLoginTarget, currentUrl, goToAfterSignIn, isAuthPagePath } from '../../platform/navigation.ts';
import { defaultCurrencyId, useCurrencyOptions } from '../../platform/currency-data.ts';
import { usePhoneOptions } from '../../platform/phone-data.ts';
import { PhoneField, phoneInputOf, type PhoneValue } from '../../platform/phone-field.tsx';
import { authApi, metrics, signInDeps, warmFingerprint } from '../../platform/services.ts';
import { completeSignIn } from '../../platform/sign-in.ts';
import { useT } from '../../platform/text.tsx';
import { Field, FormMessage, PasswordField, SubmitButton } from '../../platform/ui.tsx';
import { useStore } from '../../platform/use-store.ts';
import { CommonFields, GeneratedCredentials } from './registration-fields.tsx';
import { pageCredentialSource } from '../one-tap/credential-source.tsx';
import { providerCredential } from '../one-tap/one-tap.ts';
import { createRegistrationStore, REGISTRATION_TYPES, type SubmittedValues } from './registration-store.ts';
import { SocialProviders, socialProviders } from './social-providers.tsx';
import type { CommonValues, FullValues } from './registration-validation.ts';
import { PhoneConfirmation } from './phone-confirmation.tsx';

/** The ref code of a shared referral link (office/bringfriend: registration?ref_code=…), sent with the registration. */
function refCodeOfPage(): { refCode?: string } {
  const code = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('ref_code');
  return code && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? { refCode: code } : {};
}

export interface RegistrationViewProps {
  mode: 'page' | 'modal';
  initialType?: RegistrationKind;
  /** Preselected first-deposit bonus (spec §4 opening sequence). */
  bonusChoice?: 0 | 1 | 2;
  onClose?: () => void;
}

const EMPTY_FULL: FullValues = { login: '', password: '', passwordRepeat: '', email: '', name: '', surname: '', dateBirthday: '' };

function allowedTypes(): RegistrationKind[] {
  const configured = siteConfig.group('auth')?.registrationTypes as readonly string[] | undefined;
  // The social tab needs at least one configured provider to offer.
  return REGISTRATION_TYPES.filter((type) => (!configured || configured.includes(type)) && (type !== 'social' || socialProviders().length > 0));
}

export function RegistrationView({ mode, initialType, bonusChoice = 0, onClose }: RegistrationViewProps) {
  const t = useT();
  const language = useBusState('language');
  const countries = usePhoneOptions(authApi, language);
  const [currencies, retryCurrencies] = useCurrencyOptions(authApi, language);
  const [target] = useState(() => afterLoginTarget({ search: location.search, previousUrl: mode === 'modal' ? currentUrl() : null, language, isAuthPage: isAuthPagePath }));
  const [nextUrl, setNextUrl] = useState<string | null>(null);
  const pending = useRef<RegistrationAnswer | null>(null);
  useEffect(() => () => {
    // Closed before continuing: the account exists and the session cookie is set, so sign in anyway.
    const answer = pending.current;
    pending.current = null;
    if (answer) void completeSignIn(answer, target, signInDeps).catch(() => undefined);
  }, [target]);
  const [store] = useState(() =>
    createRegistrationStore({
      api: authApi,
      beforeSend: warmFingerprint,
      onRegistered: async (answer, request, type) => {
        metrics.registrationDone({ type, country_id: request.country_id, currency_id: request.currency_id, first_deposit_bonus_choice: request.first_deposit_bonus_choice, ...(request.ref_code ? { ref_code: request.ref_code } : {}) });
        // one_click and phone have a step after registration (credentials shown once, SMS confirmation);
        // signing in now would let the root config route the new player away from it, so it waits.
        if (type === 'one_click' || type === 'phone') pending.current = answer;
        else setNextUrl((await completeSignIn(answer, target, signInDeps)).target);
      },
    }, initialType && allowedTypes().includes(initialType) ? initialType : allowedTypes()[0]),
  );
  const state = useStore(store);
  const [common, setCommon] = useState<CommonValues>({ currencyId: 0, countryId: 1, promoCode: '', bonusChoice, agreed: true });
  const [phone, setPhone] = useState<PhoneValue>({ countryId: 1, digits: '' });
  const [password, setPassword] = useState('');
  const [full, setFull] = useState<FullValues>(EMPTY_FULL);
  const [provider, setProvider] = useState(() => socialProviders()[0] ?? '');
  useEffect(() => {
    if (countries[0] && !countries.some((c) => c.id === common.countryId)) setCommon((c) => ({ ...c, countryId: countries[0]!.id }));
  }, [countries, common.countryId]);
  useEffect(() => {
    const list = currencies.currencies;
    if (list.length && !list.some((c) => c.id === common.currencyId)) {
      const id = defaultCurrencyId(list, siteConfig.group('core')?.defaultCurrency);
      if (id !== undefined) setCommon((c) => ({ ...c, currencyId: id }));
    }
  }, [currencies, common.currencyId]);

  const leave = () => {
    const answer = pending.current;
    pending.current = null;
    onClose?.();
    if (!answer) return goToAfterSignIn(nextUrl ?? target);
    void completeSignIn(answer, target, signInDeps).then((r) => goToAfterSignIn(r.target), () => goToAfterSignIn(target));
  };
  if (state.done && state.generated) return <GeneratedCredentials login={state.generated.login} password={state.generated.password} onContinue={leave} />;
  if (state.done && state.type === 'phone') return <PhoneConfirmation onDone={leave} />;
  if (state.done) return <DoneRedirect onDone={leave} />;

  const setF = (key: keyof FullValues) => (value: string) => setFull((f) => ({ ...f, [key]: value }));
  const submit = () => {
    const { input, rule } = phoneInputOf(countries, phone);
    const values: SubmittedValues =
      state.type === 'phone' ? { type: 'phone', phone: input, password, ...(rule ? { rule } : {}) }
      : state.type === 'full' ? { type: 'full', values: full }
      : state.type === 'social' ? { type: 'social', provider, credential: () => providerCredential(authApi, provider, pageCredentialSource) }
      : { type: 'one_click' };
    void store.submit({ ...common, ...refCodeOfPage() }, values);
  };
  const e = state.fieldErrors;
  return (
    <div className={`auth-registration auth-registration--${mode}`} data-testid="registration-view">
      <div className="auth-tabs" role="tablist" aria-label={t('registration_title')}>
        {allowedTypes().map((type) => (
          <button key={type} type="button" role="tab" aria-selected={state.type === type} className="auth-tab" disabled={state.loading}
            data-testid={`reg-tab-${type}`} onClick={() => store.selectType(type)}>
            {t(`registration_${type}`)}
          </button>
        ))}
      </div>
      <form className="auth-form" noValidate aria-busy={state.loading} data-testid={`form-registration-${state.type}`} onSubmit={(ev) => { ev.preventDefault(); submit(); }}>
        <fieldset disabled={state.loading} className="auth-fieldset">
          {state.type === 'phone' && (
            <>
              <PhoneField options={countries} value={phone} onValue={setPhone} error={e['phone']} />
              <PasswordField label={t('password_field')} name="password" value={password} onValue={setPassword} error={e['password']} autoComplete="new-password" />
            </>
          )}
          {state.type === 'full' && (
            <>
              <div className="auth-grid">
                <Field label={t('login_field_new')} name="login" value={full.login} onValue={setF('login')} error={e['login']} autoComplete="username" />
                <Field label={t('email_field')} name="email" type="email" value={full.email} onValue={setF('email')} error={e['email']} autoComplete="email" />
                <PasswordField label={t('password_field')} name="password" value={full.password} onValue={setF('password')} error={e['password']} autoComplete="new-password" />
                <PasswordField label={t('password_repeat_field')} name="passwordRepeat" value={full.passwordRepeat} onValue={setF('passwordRepeat')} error={e['passwordRepeat']} autoComplete="new-password" />
                <Field label={t('name_field')} name="name" value={full.name} onValue={setF('name')} error={e['name']} autoComplete="given-name" />
                <Field label={t('surname_field')} name="surname" value={full.surname} onValue={setF('surname')} error={e['surname']} autoComplete="family-name" />
                <Field label={t('birthday_field')} name="dateBirthday" type="date" value={full.dateBirthday} onValue={setF('dateBirthday')} error={e['dateBirthday']} autoComplete="bday" />
              </div>
            </>
          )}
          {state.type === 'one_click' && <p className="auth-hint">{t('registration_one_click_hint')}</p>}
          {state.type === 'social' && <SocialProviders value={provider} onValue={setProvider} error={e['provider']} />}
          <CommonFields values={common} onChange={setCommon} countries={countries} currencies={currencies} onRetryCurrencies={retryCurrencies} errors={e} />
        </fieldset>
        <FormMessage failure={state.message} />
        <SubmitButton loading={state.loading} disabled={currencies.status !== 'ready'}>
          {state.type === 'social' && provider ? t('registration_social_submit', { provider: t(`provider_${provider}`) }) : t('registration_submit')}
        </SubmitButton>
      </form>
    </div>
  );
}

function DoneRedirect({ onDone }: { onDone: () => void }) {
  useEffect(() => onDone(), [onDone]);
  return null;
}
