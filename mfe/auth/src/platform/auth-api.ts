/**
 * Every backend call of the auth app (server/README.md "Auth", "Phone countries", "Social one-tap").
 * Sensitive calls carry the fingerprint; login steps are `extraAuth` so their 401 is an answer, not a
 * stale token. Credentials are encoded here, once, so no form can forget it.
 */
import type { HttpClient } from '@arena/http';
import type {
  Currency, LoginAnswer, PhoneCountry, PhoneMask, RegistrationAnswer, RegistrationRequest, TwoStepPendingAnswer, UserConfig } from '@arena/domain';
import { encodeCredential } from './encode.ts';
import { authActivatePostAnswer, authActivationSendPostAnswer, authLoginPhonePostAnswer, authLoginPostAnswer, authLoginSmsPostAnswer, authLoginTokenPostAnswer, authLoginTwoStepPostAnswer, authLoginTwoStepSendPostAnswer, authPasswordRecoveryRequestPostAnswer, authPasswordRecoverySavePostAnswer, authPasswordRecoveryVerifyPostAnswer, authRegistrationPostAnswer, authSmsSendPostAnswer, authStopNewsletterPostAnswer, socialDemoProviderCredentialPostAnswer, socialOauthClientIdAnswer, socialOauthPostAnswer, webCurrenciesAnswer, webPhoneCountriesAnswer, webPhoneMasksAnswer, webUserAgreementRulesAcceptPostAnswer, webUserAgreementRulesStatusAnswer, webUserConfigAnswer } from '@arena/contracts/answer-checks';

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
      http.post<unknown>('/auth-api/login', { login: encodeCredential(login), password: encodeCredential(password), save }, sensitive).then(authLoginPostAnswer),
    loginPhone: (phone, password, save) =>
      http.post<unknown>('/auth-api/login/phone', { ...phoneBody(phone), password: encodeCredential(password), save }, sensitive).then(authLoginPhonePostAnswer),
    sendSms: (phone) => http.post<unknown>('/auth-api/sms/send', phoneBody(phone), sensitive).then(authSmsSendPostAnswer),
    loginSms: (phone, code) => http.post<unknown>('/auth-api/login/sms', { ...phoneBody(phone), 'sms-code': code }, sensitive).then(authLoginSmsPostAnswer),
    loginTwoStep: (token, code, methodId) =>
      http.post<unknown>('/auth-api/login/two-step', methodId === undefined ? { token, code } : { token, code, method_id: methodId }, sensitive).then(authLoginTwoStepPostAnswer),
    resendTwoStep: (token) => http.post<unknown>('/auth-api/login/two-step/send', { token }, sensitive).then(authLoginTwoStepSendPostAnswer),
    loginToken: (token, sign) => http.post<unknown>('/auth-api/login/token', sign ? { token, sign } : { token }, sensitive).then(authLoginTokenPostAnswer),
    register: (kind, body) => http.post<unknown>(`/auth-api/registration/${kind}`, body, sensitive).then(authRegistrationPostAnswer),
    recoveryRequest: (target) =>
      http.post<unknown>('/auth-api/password-recovery/request', 'login' in target ? { login: encodeCredential(target.login) } : phoneBody(target), sensitive).then(authPasswordRecoveryRequestPostAnswer),
    recoveryVerify: (recoveryToken, code) => http.post<unknown>('/auth-api/password-recovery/verify', { recoveryToken, code }, sensitive).then(authPasswordRecoveryVerifyPostAnswer),
    recoverySave: (resetToken, password) =>
      http.post<unknown>('/auth-api/password-recovery/save', { resetToken, password: encodeCredential(password) }, sensitive).then(authPasswordRecoverySavePostAnswer),
    countries: async (language) =>
      (await http.get<unknown>('/web-api/phone/countries', { query: { lang: language } }).then(webPhoneCountriesAnswer)).countries,
    masks: async () => (await http.get<unknown>('/web-api/phone/masks').then(webPhoneMasksAnswer)).masks,
    currencies: async (language) => (await http.get<unknown>('/web-api/currencies', { query: { lang: language } }).then(webCurrenciesAnswer)).currencies,
    agreementStatus: () => http.get<unknown>('/web-api/api-v3/v2/user/agreement-rules/status', { cache: 'no-store' }).then(webUserAgreementRulesStatusAnswer),
    agreementAccept: () => http.post<unknown>('/web-api/api-v3/v2/user/agreement-rules/accept').then(webUserAgreementRulesAcceptPostAnswer),
    userConfig: async () => (await http.get<unknown>('/web-api/user/config', { cache: 'no-store' }).then(webUserConfigAnswer)).result,
    activate: (code) => http.post<unknown>('/auth-api/activate', { code }).then(authActivatePostAnswer),
    sendActivation: () => http.post<unknown>('/auth-api/activation/send').then(authActivationSendPostAnswer),
    stopNewsletter: (email, sign) => http.post<unknown>('/auth-api/stop-newsletter', { email, sign }).then(authStopNewsletterPostAnswer),
    oneTapClientId: async (provider) =>
      (await http.get<unknown>(`/social-api/oauth/${encodeURIComponent(provider)}-one-tap/clientId`).then(socialOauthClientIdAnswer)).clientId,
    oneTapSignIn: async (provider, fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      // A sign-up like any registration: the fingerprint, and the captcha reaction on a flood (111).
      const answer = await http.post<unknown>(`/social-api/oauth/${encodeURIComponent(provider)}-one-tap`, form, sensitive).then(socialOauthPostAnswer);
      return answer.redirectUrl;
    },
    demoProviderCredential: async (login, password) =>
      (await http.post<unknown>('/social-api/demo-provider/credential', { login: encodeCredential(login), password: encodeCredential(password) }, sensitive).then(socialDemoProviderCredentialPostAnswer)).credential,
  };
}
