/**
 * Auth contracts. Logins and passwords travel as base64 of their UTF-8 bytes (fields marked "encoded").
 */

export type RegistrationType = 'one_click' | 'fast' | 'phone' | 'full' | 'social';

/** 0 decline, 1 sport, 2 casino. */
export type FirstDepositBonusChoice = 0 | 1 | 2;

export interface LoginPasswordRequest {
  /** encoded */ login: string;
  /** encoded */ password: string;
  save?: boolean;
}

export interface PhonePasswordRequest {
  /** dial code without '+', e.g. '7' */ country_code: string;
  phone_number: string;
  /** encoded */ password: string;
  save?: boolean;
}

export interface SmsSendRequest {
  country_code: string;
  phone_number: string;
}

export interface SmsLoginRequest {
  country_code: string;
  phone_number: string;
  'sms-code': string;
}

export interface TwoStepRequest {
  /** The pending token from a two_step_required answer. */
  token: string;
  code: string;
  method_id?: number;
}

export interface TokenLoginRequest {
  /** A one-time login token (from social one-tap or registration). */
  token: string;
  sign?: string;
}

/** Successful login or registration. The server also sets cookies `ua` and `user_token`. */
export interface LoginAnswer {
  success: true;
  user_id: number;
  login: string;
  token: string;
  /** unix seconds */
  expiresAt: number;
}

/** A 2FA user's first step: 200 with a pending token; the code goes to the two-step call. */
export interface TwoStepPendingAnswer {
  success: false;
  two_step_required: true;
  token: string;
  method_id: number;
  /** unix seconds */
  expiresAt: number;
}

export interface RegistrationRequest {
  currency_id: number;
  country_id: number;
  promo_code?: string;
  ref_code?: string;
  first_deposit_bonus_choice: FirstDepositBonusChoice;
  /** phone type */ country_code?: string;
  /** phone type */ phone_number?: string;
  /** full type, encoded */ login?: string;
  /** full and phone types, encoded */ password?: string;
  /** full type */ email?: string;
  /** full type */ name?: string;
  /** full type */ surname?: string;
  /** full type, YYYY-MM-DD */ date_birthday?: string;
  /** social type */ provider?: string;
  /** social type */ credential?: string;
}

export interface RegistrationAnswer extends LoginAnswer {
  /** one_click / fast only: the generated credentials, shown once (plain text). */
  generated?: { login: string; password: string };
}

export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Max: number;
  Min: number;
}

export interface CaptchaChallenge {
  captchaId: string;
  captchaCode: number;
  /**
   * A proof-of-work puzzle in ALTCHA's format: find the whole number n in [0, maxnumber] whose
   * `algorithm` hash of `salt + n` (hex) equals `challenge`. The browser does the work (a second or two);
   * a script has to spend the same CPU for every challenge, so a flood of guesses costs its sender.
   */
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  /** The server's HMAC of `challenge` (ALTCHA's signature; the server also keeps the challenge itself). */
  signature: string;
  maxnumber: number;
  /** unix seconds */
  expiresAt: number;
}

export interface CaptchaValidateAnswer {
  /** Send as X-Captcha-Token on the retried call. */
  token: string;
  expiresAt: number;
}

export interface FingerprintAnswer {
  token: string;
  /** unix seconds */
  expiresAt: number;
}
