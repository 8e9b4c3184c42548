/**
 * Auth: login (login+password, phone+password, SMS code, two-step code, one-time token), registration of
 * every type, password recovery, activation, newsletter stop and social one-tap (spec §3, §5, §7).
 * Logins and passwords travel as base64 of their UTF-8 bytes (`Encoded`).
 */
import { Type } from 'typebox';

export const Encoded = Type.String({ minLength: 1, maxLength: 512, description: 'base64 of the UTF-8 text' });
export const DialCode = Type.String({ pattern: '^[0-9]{1,4}$', description: "dial code without '+', e.g. '7'" });
export const PhoneNumber = Type.String({ pattern: '^[0-9]{5,15}$' });
export const Code = Type.String({ pattern: '^[0-9]{4,8}$' });
export const OpaqueToken = Type.String({ minLength: 1, maxLength: 1024 });

/** The in-process demo OIDC provider of a site without real ones (server/src/api/auth/social/demo-provider.ts). */
export const DEMO_SOCIAL_PROVIDER = 'arena-demo';
export const SocialProviderId = Type.Union([
  Type.Literal('google'), Type.Literal('vk'), Type.Literal('yandex'), Type.Literal('apple'), Type.Literal(DEMO_SOCIAL_PROVIDER),
]);

export const LoginPasswordRequest = Type.Object({ login: Encoded, password: Encoded, save: Type.Optional(Type.Boolean()) });
export const PhonePasswordRequest = Type.Object({ country_code: DialCode, phone_number: PhoneNumber, password: Encoded, save: Type.Optional(Type.Boolean()) });
export const SmsSendRequest = Type.Object({ country_code: DialCode, phone_number: PhoneNumber });
export const SmsLoginRequest = Type.Object({ country_code: DialCode, phone_number: PhoneNumber, 'sms-code': Code });
/** `token` is the pending token of a two_step_required answer. */
export const TwoStepRequest = Type.Object({ token: OpaqueToken, code: Code, method_id: Type.Optional(Type.Integer()) });
export const TwoStepResendRequest = Type.Object({ token: OpaqueToken });
/** A one-time login token (from social one-tap or registration). */
export const TokenLoginRequest = Type.Object({ token: OpaqueToken, sign: Type.Optional(Type.String({ maxLength: 256 })) });

/** Successful login or registration (the server also sets the `ua` and `user_token` cookies); expiresAt in unix seconds. */
export const LoginAnswer = Type.Object({
  success: Type.Literal(true),
  user_id: Type.Integer(),
  login: Type.String(),
  token: Type.String(),
  expiresAt: Type.Integer(),
});
/** A 2FA player's first step: a pending token; the code goes to the two-step call. */
export const TwoStepPendingAnswer = Type.Object({
  success: Type.Literal(false),
  two_step_required: Type.Literal(true),
  token: Type.String(),
  method_id: Type.Integer(),
  expiresAt: Type.Integer(),
});
export const LoginOrTwoStepAnswer = Type.Union([LoginAnswer, TwoStepPendingAnswer]);
export const CodeSentAnswer = Type.Object({ success: Type.Boolean(), expiresAt: Type.Integer(), message: Type.String() });

export const RegistrationType = Type.Union([Type.Literal('one_click'), Type.Literal('fast'), Type.Literal('phone'), Type.Literal('full'), Type.Literal('social')]);
export const RegistrationParams = Type.Object({ type: RegistrationType });
/** 0 decline, 1 sport, 2 casino. */
export const FirstDepositBonusChoice = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export const RegistrationRequest = Type.Object({
  currency_id: Type.Integer({ minimum: 1 }),
  country_id: Type.Integer({ minimum: 1 }),
  promo_code: Type.Optional(Type.String({ maxLength: 64 })),
  ref_code: Type.Optional(Type.String({ maxLength: 64 })),
  first_deposit_bonus_choice: FirstDepositBonusChoice,
  /** phone type */
  country_code: Type.Optional(DialCode),
  phone_number: Type.Optional(PhoneNumber),
  /** full type (login) and full and phone types (password) */
  login: Type.Optional(Encoded),
  password: Type.Optional(Encoded),
  // Only bounds here: the shared field rules (registration-fields.ts) judge these with the form's own words.
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  surname: Type.Optional(Type.String({ maxLength: 200 })),
  /** full type, YYYY-MM-DD */
  date_birthday: Type.Optional(Type.String({ maxLength: 32 })),
  /** social type */
  provider: Type.Optional(SocialProviderId),
  credential: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
/** one_click / fast only carry `generated`: the generated credentials, shown once (plain text). */
export const RegistrationAnswer = Type.Object({
  success: Type.Literal(true),
  user_id: Type.Integer(),
  login: Type.String(),
  token: Type.String(),
  expiresAt: Type.Integer(),
  generated: Type.Optional(Type.Object({ login: Type.String(), password: Type.String() })),
});

export const RecoveryRequest = Type.Object({ login: Type.Optional(Encoded), country_code: Type.Optional(DialCode), phone_number: Type.Optional(PhoneNumber) });
/** `channel`: where the code went ('contact' is the account's phone or e-mail). */
export const RecoveryRequestAnswer = Type.Object({
  success: Type.Boolean(),
  recoveryToken: Type.String(),
  expiresAt: Type.Integer(),
  channel: Type.Union([Type.Literal('contact'), Type.Literal('sms')]),
});
export const RecoveryVerifyRequest = Type.Object({ recoveryToken: OpaqueToken, code: Code });
export const RecoveryVerifyAnswer = Type.Object({ success: Type.Boolean(), resetToken: Type.String(), expiresAt: Type.Integer() });
export const RecoverySaveRequest = Type.Object({ resetToken: OpaqueToken, password: Encoded });
export const ActivationSentAnswer = Type.Object({ success: Type.Boolean(), expiresAt: Type.Integer() });
export const ActivateRequest = Type.Object({ code: Type.String({ minLength: 4, maxLength: 64 }) });
export const StopNewsletterRequest = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), sign: Type.String({ minLength: 1, maxLength: 128 }) });

export const SocialProviderParams = Type.Object({ provider: SocialProviderId });
export const SocialClientIdAnswer = Type.Object({ clientId: Type.String() });
/** The one-tap sign-in lands on the auth app's route with a one-time token. */
export const SocialOneTapAnswer = Type.Object({ redirectUrl: Type.String() });
export const DemoCredentialRequest = Type.Object({ login: Encoded, password: Encoded });
export const DemoCredentialAnswer = Type.Object({ credential: Type.String() });
