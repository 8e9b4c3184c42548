/** The proof-of-work captcha (spec §7): challenge, server time, validation. */
import { Type } from 'typebox';

/** Which flood asked for it: 100 login, 111 registration, 112 recovery, 113 SMS. */
export const CaptchaCode = Type.Union([Type.Literal(100), Type.Literal(111), Type.Literal(112), Type.Literal(113)]);
export const CaptchaChallengeQuery = Type.Object({ captchaCode: Type.Optional(CaptchaCode) });

/**
 * A proof-of-work puzzle in ALTCHA's format: find the whole number n in [0, maxnumber] whose `algorithm` hash
 * of `salt + n` (hex) equals `challenge`; `signature` is the server's HMAC of the challenge; unix seconds.
 */
export const CaptchaChallenge = Type.Object({
  captchaId: Type.String(),
  captchaCode: Type.Integer(),
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  salt: Type.String(),
  signature: Type.String(),
  maxnumber: Type.Integer(),
  expiresAt: Type.Integer(),
});
export const CaptchaTimeAnswer = Type.Object({ time: Type.Integer() });
export const CaptchaValidateRequest = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  answer: Type.String({ minLength: 1, maxLength: 32, description: 'the proof-of-work number, as digits' }),
});
/** Send `token` as X-Captcha-Token on the retried call. */
export const CaptchaValidateAnswer = Type.Object({ token: Type.String(), expiresAt: Type.Integer() });
