/**
 * Session and identity plumbing (spec §3 "User config", §7 token and session calls; API conventions
 * "Identity"): tokens, the session check and refresh, the user config, the terms agreement, the cookie
 * agreement log, the secure-data grant and logout.
 */
import { Type } from 'typebox';
import { PersonalData, ProtectionMethods } from './profile.ts';

/** `{ ok: true }`: the call did what it says (logout, refresh, the session probe). */
export const OkAnswer = Type.Object({ ok: Type.Boolean() });

/** `force_refresh` asks for a new token even while the current one is fresh. */
export const TokenQuery = Type.Object({ force_refresh: Type.Optional(Type.Boolean()) });
/** A signed token: the player's (or a visitor's, user 0); expiresAt in unix seconds. */
export const TokenAnswer = Type.Object({ data: Type.Object({ token: Type.String(), expiresAt: Type.Integer() }) });

/** The signed-in player's id, 0 for a visitor. */
export const SessionCheckAnswer = Type.Object({ user_id: Type.Integer() });

/** 0 none, 1 email, 2 email and phone, 3 phone only. */
export const ActivationType = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const UserConfig = Type.Object({
  disallow_line_sport: Type.Array(Type.Integer()),
  disallow_live_sport: Type.Array(Type.Integer()),
  phone_number: Type.String(),
  phone_code: Type.String(),
  user_email: Type.String(),
  user_name: Type.String(),
  user_country_code: Type.String(),
  user_country_id: Type.Integer(),
  activation_type: ActivationType,
  user_ref_id: Type.Integer(),
  user_msg_count: Type.Integer(),
  user_hide_balance: Type.Boolean(),
  changed_pass_day_count: Type.Integer(),
  user_data: PersonalData,
  protection_level: Type.Integer(),
  protection_methods: ProtectionMethods,
  is_need_identification: Type.Boolean(),
  ban_level: Type.Integer(),
  ban_version: Type.Integer(),
  user_status_id: Type.Integer(),
  verification_status: Type.Integer(),
  verification_types: Type.Array(Type.Integer()),
  requested_additional_document: Type.Boolean(),
  has_deposit: Type.Boolean(),
  is_identification_bonus: Type.Boolean(),
  show_verification_modal_on_deposit_page: Type.Boolean(),
  remaining_days_to_activate: Type.Integer(),
  /**
   * Until when (unix seconds) the player is self-excluded, or null: they may sign in only to a restricted
   * office (withdrawal, history, responsible gaming, support; issue 32), which the browser's guards keep.
   */
  self_excluded_until: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export const UserConfigAnswer = Type.Object({ result: UserConfig });

/** `result`: the player has accepted the current terms version; `updatedAt`: unix seconds of that version. */
export const AgreementRulesStatus = Type.Object({ result: Type.Boolean(), updatedAt: Type.Integer() });
export const AgreementAcceptedAnswer = Type.Object({ result: Type.Boolean() });

/** Unix seconds (2001-09-09 … 5138): milliseconds or garbage are refused; more than a day ahead is a 400 too. */
export const CookiesAgreeQuery = Type.Object({ cookiesAgreeTime: Type.Integer({ minimum: 1_000_000_000, maximum: 99_999_999_999 }) });
export const CookiesAgreedAnswer = Type.Object({ ok: Type.Boolean(), cookiesAgreeTime: Type.Integer() });
/** The agreement the server holds for the caller (this session's, else the player's latest), null when none. */
export const CookiesAgreementAnswer = Type.Object({ cookiesAgreeTime: Type.Union([Type.Integer(), Type.Null()]) });

/** `id` is declared only to be refused (400 session_id_in_url): the session is never in the URL. */
export const SecureDataQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 256 })) });
/** `ggru`: a stable opaque id of the player; `grant`: kept in a cookie, refused after `expiresAt` (unix seconds). */
export const SecureDataAnswer = Type.Object({ ggru: Type.String(), grant: Type.String(), expiresAt: Type.Integer() });
