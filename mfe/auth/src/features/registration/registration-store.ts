/**
 * The registration form state machine for the four types (spec §3): editing → submitting → done
 * (one_click keeps the generated credentials to show them once) or error with field/form messages.
 * Framework-free; one submission at a time.
 */
import type { RegistrationAnswer, RegistrationRequest, SocialProviderId } from '@arena/domain';
import type { AuthApi, PhoneInput, RegistrationKind } from '../../platform/auth-api.ts';
import { encodeCredential } from '../../platform/encode.ts';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { createValue, type ReadableStore } from '../../platform/use-store.ts';
import { ProviderSdkMissingError } from '../one-tap/one-tap.ts';
import type { FieldErrors, PhoneRule } from '../login/validation.ts';
import { validateCommon, validateFull, validatePhoneRegistration, type CommonValues, type FullValues } from './registration-validation.ts';

export const REGISTRATION_TYPES: readonly RegistrationKind[] = ['one_click', 'phone', 'full', 'social'];

export interface RegistrationState {
  type: RegistrationKind;
  loading: boolean;
  message: FormFailure | null;
  fieldErrors: FieldErrors;
  /** one_click: shown once, then forgotten when the view closes. */
  generated: { login: string; password: string } | null;
  done: boolean;
}

export interface RegistrationStoreDeps {
  api: Pick<AuthApi, 'register'>;
  beforeSend?: () => Promise<void>;
  onRegistered: (answer: RegistrationAnswer, request: RegistrationRequest, type: RegistrationKind) => Promise<void>;
  today?: () => Date;
}

export type TypeValues =
  | { type: 'one_click' }
  | { type: 'phone'; phone: PhoneInput; password: string; rule?: PhoneRule }
  | { type: 'full'; values: FullValues }
  | { type: 'social'; provider: string; credential: string };

/** The social tab asks the provider for its credential only once the form is valid and sending (null: cancelled). */
export type SubmittedValues = Exclude<TypeValues, { type: 'social' }> | { type: 'social'; provider: string; credential: string | (() => Promise<string | null>) };

export interface RegistrationStore extends ReadableStore<RegistrationState> {
  selectType(type: RegistrationKind): void;
  submit(common: CommonValues & { refCode?: string }, values: SubmittedValues): Promise<void>;
}

function commonBody(common: CommonValues & { refCode?: string }): RegistrationRequest {
  const body: RegistrationRequest = { currency_id: common.currencyId, country_id: common.countryId, first_deposit_bonus_choice: common.bonusChoice };
  if (common.promoCode.trim()) body.promo_code = common.promoCode.trim();
  if (common.refCode) body.ref_code = common.refCode;
  return body;
}

export function requestFor(common: CommonValues & { refCode?: string }, values: TypeValues): RegistrationRequest {
  const body = commonBody(common);
  switch (values.type) {
    case 'one_click':
      return body;
    case 'phone':
      return { ...body, country_code: values.phone.countryCode, phone_number: values.phone.phone, password: encodeCredential(values.password) };
    case 'full': {
      const v = values.values;
      const full: RegistrationRequest = { ...body, login: encodeCredential(v.login.trim()), password: encodeCredential(v.password), email: v.email.trim() };
      if (v.name.trim()) full.name = v.name.trim();
      if (v.surname.trim()) full.surname = v.surname.trim();
      if (v.dateBirthday) full.date_birthday = v.dateBirthday;
      return full;
    }
    case 'social':
      // The tab offers the site config's providers (plain strings there); the server refuses any other with a 400.
      return { ...body, provider: values.provider as SocialProviderId, credential: values.credential };
  }
}

export function createRegistrationStore(deps: RegistrationStoreDeps, initialType: RegistrationKind = 'one_click'): RegistrationStore {
  const state = createValue<RegistrationState>({ type: initialType, loading: false, message: null, fieldErrors: {}, generated: null, done: false });
  const patch = (next: Partial<RegistrationState>) => state.set((s) => ({ ...s, ...next }));
  const today = deps.today ?? (() => new Date());
  return {
    get: state.get,
    subscribe: state.subscribe,
    selectType(type) {
      if (state.get().loading || state.get().done) return;
      patch({ type, message: null, fieldErrors: {} });
    },
    async submit(common, values) {
      if (state.get().loading || state.get().done) return;
      const errors: FieldErrors = { ...validateCommon(common) };
      if (values.type === 'phone') Object.assign(errors, validatePhoneRegistration({ phone: values.phone.phone, password: values.password }, values.rule));
      if (values.type === 'full') Object.assign(errors, validateFull(values.values, today()));
      if (values.type === 'social' && !values.provider) errors['provider'] = 'field_required';
      if (Object.keys(errors).length) {
        patch({ fieldErrors: errors, message: { key: 'error_check_fields' } });
        return;
      }
      patch({ loading: true, message: null, fieldErrors: {} });
      try {
        let sent: TypeValues;
        if (values.type === 'social') {
          const credential = typeof values.credential === 'function' ? await values.credential() : values.credential;
          if (credential === null) {
            // The person closed the provider's sign-in: back to the form, nothing to report.
            patch({ loading: false });
            return;
          }
          sent = { ...values, credential };
        } else sent = values;
        const request = requestFor(common, sent);
        await deps.beforeSend?.();
        const answer = await deps.api.register(values.type, request);
        patch({ generated: answer.generated ?? null });
        await deps.onRegistered(answer, request, values.type);
        patch({ loading: false, done: true });
      } catch (error) {
        // A provider whose sign-in SDK is not on the page cannot be used here (see one-tap/credential-source).
        const failure: FormFailure = error instanceof ProviderSdkMissingError ? { key: 'error_provider_not_configured' } : toFormFailure(error);
        const field = failure.code === 'already_exists' ? (values.type === 'phone' ? 'phone' : values.type === 'full' ? 'login' : undefined) : failure.field;
        patch({ loading: false, message: failure, fieldErrors: field ? { [field]: failure.key === 'raw' ? 'field_invalid' : failure.key } : {} });
      }
    },
  };
}
