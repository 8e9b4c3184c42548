/**
 * Every backend call of the auth app (server/README.md "Auth", "Phone countries", "Social one-tap").
 * Sensitive calls carry the fingerprint; login steps are `extraAuth` so their 401 is an answer, not a
 * stale token. Credentials are encoded here, once, so no form can forget it.
 */
import type { HttpClient } from '@arena/http';
import type {
  CurrenciesAnswer, Currency, LoginAnswer, PhoneCountry, PhoneMask, RegistrationAnswer, RegistrationRequest, TwoStepPendingAnswer, UserConfig,
} from '@arena/domain';
import { encodeCredential } from './encode.ts';

export type LoginResult = LoginAnswer | TwoStepPendingAnswer;

export interface PhoneInput {
  /** Dial code without '+'. */
  countryCode: string;
  /** Digits only. */
  phone: string;
}

export type RegistrationKind = 'one_click' | 'phone' | 'full' | 'social';

export interface RecoveryRequestAnswer {
  success: boolean;
  recoveryToken: string;
  expiresAt: number;
  channel: string;
}

export interface AuthApi {
  login(login: string, password: string, save: boolean): Promise<LoginResult>;
  loginPhone(phone: PhoneInput, password: string, save: boolean): Promise<LoginResult>;
  sendSms(phone: PhoneInput): Promise<{ success: boolean; expiresAt: number; message?: string }>;
  loginSms(phone: PhoneInput, code: string): Promise<LoginResult>;
  loginTwoStep(token: string, code: string, methodId?: number): Promise<LoginResult>;
  /** A new two-step code for a pending login (the old one may be burned); answers a fresh pending token. */
  resendTwoStep(token: string): Promise<TwoStepPendingAnswer>;
  loginToken(token: string, sign?: string): Promise<LoginResult>;
  register(kind: RegistrationKind, body: RegistrationRequest): Promise<RegistrationAnswer>;
  recoveryRequest(target: { login: string } | PhoneInput): Promise<RecoveryRequestAnswer>;
  recoveryVerify(recoveryToken: string, code: string): Promise<{ success: boolean; resetToken: string; expiresAt: number }>;
  recoverySave(resetToken: string, password: string): Promise<{ success: boolean }>;
  countries(language: string): Promise<PhoneCountry[]>;
  masks(): Promise<PhoneMask[]>;
  /** The currencies accounts can be opened in (GET /web-api/currencies), named in `language`. */
  currencies(language: string): Promise<Currency[]>;
  agreementStatus(): Promise<{ result: boolean; updatedAt?: number }>;
  agreementAccept(): Promise<{ result: boolean }>;
  userConfig(): Promise<UserConfig>;
  activate(code: string): Promise<{ success: boolean }>;
  sendActivation(): Promise<{ success?: boolean }>;
  stopNewsletter(email: string, sign: string): Promise<{ success: boolean }>;
  oneTapClientId(provider: string): Promise<string>;
  oneTapSignIn(provider: string, fields: { credential: string; language: string; currency: string; countryId: string }): Promise<string>;
  /** The arena-demo provider's credential: issued only for a player's correct login and password (server/README.md). */
  demoProviderCredential(login: string, password: string): Promise<string>;
}

const sensitive = { fingerprint: true, extraAuth: true } as const;

function phoneBody(phone: PhoneInput) {
  return { country_code: phone.countryCode, phone_number: phone.phone };
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    login: (login, password, save) =>
      http.post('/auth-api/login', { login: encodeCredential(login), password: encodeCredential(password), save }, sensitive),
    loginPhone: (phone, password, save) =>
      http.post('/auth-api/login/phone', { ...phoneBody(phone), password: encodeCredential(password), save }, sensitive),
    sendSms: (phone) => http.post('/auth-api/sms/send', phoneBody(phone), sensitive),
    loginSms: (phone, code) => http.post('/auth-api/login/sms', { ...phoneBody(phone), 'sms-code': code }, sensitive),
    loginTwoStep: (token, code, methodId) =>
      http.post('/auth-api/login/two-step', methodId === undefined ? { token, code } : { token, code, method_id: methodId }, sensitive),
    resendTwoStep: (token) => http.post('/auth-api/login/two-step/send', { token }, sensitive),
    loginToken: (token, sign) => http.post('/auth-api/login/token', sign ? { token, sign } : { token }, sensitive),
    register: (kind, body) => http.post(`/auth-api/registration/${kind}`, body, sensitive),
    recoveryRequest: (target) =>
      http.post('/auth-api/password-recovery/request', 'login' in target ? { login: encodeCredential(target.login) } : phoneBody(target), sensitive),
    recoveryVerify: (recoveryToken, code) => http.post('/auth-api/password-recovery/verify', { recoveryToken, code }, sensitive),
    recoverySave: (resetToken, password) =>
      http.post('/auth-api/password-recovery/save', { resetToken, password: encodeCredential(password) }, sensitive),
    countries: async (language) =>
      (await http.get<{ countries: PhoneCountry[] }>('/web-api/phone/countries', { query: { lang: language } })).countries,
    masks: async () => (await http.get<{ masks: PhoneMask[] }>('/web-api/phone/masks')).masks,
    currencies: async (language) => (await http.get<CurrenciesAnswer>('/web-api/currencies', { query: { lang: language } })).currencies,
    agreementStatus: () => http.get('/web-api/api-v3/v2/user/agreement-rules/status', { cache: 'no-store' }),
    agreementAccept: () => http.post('/web-api/api-v3/v2/user/agreement-rules/accept'),
    userConfig: async () => (await http.get<{ result: UserConfig }>('/web-api/user/config', { cache: 'no-store' })).result,
    activate: (code) => http.post('/auth-api/activate', { code }),
    sendActivation: () => http.post('/auth-api/activation/send'),
    stopNewsletter: (email, sign) => http.post('/auth-api/stop-newsletter', { email, sign }),
    oneTapClientId: async (provider) =>
      (await http.get<{ clientId: string }>(`/social-api/oauth/${encodeURIComponent(provider)}-one-tap/clientId`)).clientId,
    oneTapSignIn: async (provider, fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      // A sign-up like any registration: the fingerprint, and the captcha reaction on a flood (111).
      const answer = await http.post<{ redirectUrl: string }>(`/social-api/oauth/${encodeURIComponent(provider)}-one-tap`, form, sensitive);
      return answer.redirectUrl;
    },
    demoProviderCredential: async (login, password) =>
      (await http.post<{ credential: string }>('/social-api/demo-provider/credential', { login: encodeCredential(login), password: encodeCredential(password) }, sensitive)).credential,
  };
}
