/**
 * Auth contracts: the wire types are the schemas of @arena/contracts (auth.ts), so a field the server and the
 * browser disagree on is a type error. Logins and passwords travel as base64 of their UTF-8 bytes.
 */

import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type RegistrationType = Static<typeof Wire.RegistrationType>;
/** 0 decline, 1 sport, 2 casino. */
export type FirstDepositBonusChoice = Static<typeof Wire.FirstDepositBonusChoice>;
export type LoginPasswordRequest = Static<typeof Wire.LoginPasswordRequest>;
export type PhonePasswordRequest = Static<typeof Wire.PhonePasswordRequest>;
export type SmsSendRequest = Static<typeof Wire.SmsSendRequest>;
export type SmsLoginRequest = Static<typeof Wire.SmsLoginRequest>;
export type TwoStepRequest = Static<typeof Wire.TwoStepRequest>;
export type TokenLoginRequest = Static<typeof Wire.TokenLoginRequest>;
/** Successful login or registration. The server also sets cookies `ua` and `user_token`. */
export type LoginAnswer = Static<typeof Wire.LoginAnswer>;
/** A 2FA user's first step: 200 with a pending token; the code goes to the two-step call. */
export type TwoStepPendingAnswer = Static<typeof Wire.TwoStepPendingAnswer>;
export type RegistrationRequest = Static<typeof Wire.RegistrationRequest>;
export type RegistrationAnswer = Static<typeof Wire.RegistrationAnswer>;
/** A social sign-in provider the server accepts (the demo one included). */
export type SocialProviderId = Static<typeof Wire.SocialProviderId>;

export type PhoneCountry = Static<typeof Wire.PhoneCountry>;
export type PhoneMask = Static<typeof Wire.PhoneMask>;
/**
 * A proof-of-work puzzle in ALTCHA's format: find the whole number n in [0, maxnumber] whose `algorithm` hash
 * of `salt + n` (hex) equals `challenge`. The browser does the work (a second or two); a script has to spend
 * the same CPU for every challenge, so a flood of guesses costs its sender.
 */
export type CaptchaChallenge = Static<typeof Wire.CaptchaChallenge>;
/** Send `token` as X-Captcha-Token on the retried call. */
export type CaptchaValidateAnswer = Static<typeof Wire.CaptchaValidateAnswer>;
export type FingerprintAnswer = Static<typeof Wire.FingerprintAnswer>;
