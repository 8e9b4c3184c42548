/**
 * Session, token, user and profile contracts (spec §3 "User config", §7 token/session calls); the profile's are the
 * schemas of @arena/contracts (profile.ts).
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export interface TokenAnswer {
  data: { token: string; /** unix seconds */ expiresAt: number };
}

export interface SessionCheckAnswer {
  user_id: number;
}

export type UserProtectionMethods = Static<typeof Wire.ProtectionMethods>;
export type UserPersonalData = Static<typeof Wire.PersonalData>;
/** The office's profile (GET/PUT /office-api/profile and every security change answer it). */
export type OfficeProfile = Static<typeof Wire.Profile>;
export type ProfileAnswer = Static<typeof Wire.ProfileAnswer>;
export type OfficeDisplaySettings = Static<typeof Wire.DisplaySettings>;
export type OfficeSession = Static<typeof Wire.OfficeSession>;

/** 0 none, 1 email, 2 email and phone, 3 phone only. */
export type ActivationType = 0 | 1 | 2 | 3;

export interface UserConfig {
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  phone_number: string;
  phone_code: string;
  user_email: string;
  user_name: string;
  user_country_code: string;
  user_country_id: number;
  activation_type: ActivationType;
  user_ref_id: number;
  user_msg_count: number;
  user_hide_balance: boolean;
  changed_pass_day_count: number;
  user_data: UserPersonalData;
  protection_level: number;
  protection_methods: UserProtectionMethods;
  is_need_identification: boolean;
  ban_level: number;
  ban_version: number;
  user_status_id: number;
  verification_status: number;
  verification_types: number[];
  requested_additional_document: boolean;
  has_deposit: boolean;
  is_identification_bonus: boolean;
  show_verification_modal_on_deposit_page: boolean;
  remaining_days_to_activate: number;
  /**
   * Until when (unix seconds) the player is self-excluded, or null: they may sign in only to a restricted
   * office (withdrawal, history, responsible gaming, support; issue 32), which the browser's guards keep.
   */
  self_excluded_until?: number | null;
}

export interface UserConfigAnswer {
  result: UserConfig;
}

export interface AgreementRulesStatus {
  /** true when the user has accepted the current terms version. */
  result: boolean;
  /** unix seconds of the current terms version. */
  updatedAt: number;
}
