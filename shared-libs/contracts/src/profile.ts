/** Profile: the office's profile, display settings and security page (spec §3 protection methods, §4 bands). */
import { Type } from 'typebox';
import { Code, DialCode, Encoded, PhoneNumber } from './auth.ts';

const Text = (max: number) => Type.String({ maxLength: max });

/** The fields the shared profile rules (@arena/domain validateProfile) judge; only bounds here. */
export const ProfileRequest = Type.Object({
  name: Text(100),
  surname: Text(100),
  email: Text(200),
  date_birthday: Text(20),
  document_type_id: Type.Integer({ minimum: 0, maximum: 99 }),
  inn: Text(40),
  passport: Text(40),
  passport_date: Text(20),
  passport_end_date: Text(20),
  registration_address: Text(400),
  /** The current password (base64, as at login): needed only when the e-mail changes (issue 32, finding 4). */
  password: Type.Optional(Encoded),
});

export const ProtectionMethods = Type.Object({
  is_changed_password: Type.Boolean(),
  enable_two_factor_auth: Type.Boolean(),
  enable_phone_binding: Type.Boolean(),
  enable_security_question: Type.Boolean(),
  enable_email_auth: Type.Boolean(),
});

export const PersonalData = Type.Object({
  name: Type.String(),
  surname: Type.String(),
  date_birthday: Type.String(),
  document_type_id: Type.Integer(),
  inn: Type.String(),
  passport: Type.String(),
  passport_date: Type.String(),
  passport_end_date: Type.String(),
  registration_address: Type.String(),
});

/** Spec §4's bands of the protection level. */
export const ProtectionStatus = Type.Union([Type.Literal('bad'), Type.Literal('normal'), Type.Literal('good'), Type.Literal('full')]);

export const Profile = Type.Object({
  login: Type.String(),
  user_id: Type.Integer(),
  email: Type.String(),
  phone_code: Type.String(),
  phone_number: Type.String(),
  country_id: Type.Integer(),
  currency_id: Type.Integer(),
  created_at: Type.Integer(),
  user_data: PersonalData,
  protection_level: Type.Integer(),
  protection_status: ProtectionStatus,
  protection_methods: ProtectionMethods,
  security_question_id: Type.Integer(),
  ban_level: Type.Integer(),
  ban_version: Type.Integer(),
  changed_pass_day_count: Type.Integer(),
});
/** Every profile read and every security change answers the fresh profile. */
export const ProfileAnswer = Type.Object({ data: Profile });

export const DisplaySettings = Type.Object({
  appTheme: Type.Union([Type.Literal(0), Type.Literal(1)]),
  appViewType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  appFontSize: Type.Union([Type.Literal(14), Type.Literal(16), Type.Literal(18)]),
  coefViewId: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  timeZone: Type.Integer({ minimum: -12, maximum: 14 }),
  is12h: Type.Boolean(),
});
/** null until the player saves settings once. */
export const DisplaySettingsAnswer = Type.Object({ data: Type.Union([DisplaySettings, Type.Null()]) });
export const SavedDisplaySettingsAnswer = Type.Object({ data: DisplaySettings });

export const PasswordChangeRequest = Type.Object({ old_password: Encoded, new_password: Encoded });
export const SecurityCodePurpose = Type.Union([Type.Literal('two_step_on'), Type.Literal('two_step_off'), Type.Literal('phone')]);
export const SecurityCodeRequest = Type.Object({ purpose: SecurityCodePurpose, password: Encoded, country_code: Type.Optional(DialCode), phone_number: Type.Optional(PhoneNumber) });
export const SecurityCodeAnswer = Type.Object({ success: Type.Boolean(), expiresAt: Type.Integer() });
export const TwoStepSwitchRequest = Type.Object({ enable: Type.Boolean(), code: Code });
export const PhoneBindingRequest = Type.Object({ country_code: DialCode, phone_number: PhoneNumber, code: Code });
/** question_id 0 switches the security question off. */
export const SecurityQuestionRequest = Type.Object({ question_id: Type.Integer({ minimum: 0, maximum: 100 }), answer: Type.String({ maxLength: 200 }), password: Encoded });
export const EmailAuthRequest = Type.Object({ enabled: Type.Boolean() });
/** A live session: `id` is a digest prefix (tells sessions apart, never usable as one); times in unix seconds. */
export const OfficeSession = Type.Object({ id: Type.String(), createdAt: Type.Integer(), expiresAt: Type.Integer(), current: Type.Boolean() });
export const OfficeSessionsAnswer = Type.Object({ sessions: Type.Array(OfficeSession) });
export const EndedSessionsAnswer = Type.Object({ ended: Type.Integer() });
