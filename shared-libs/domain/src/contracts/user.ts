/** Session, token and user contracts (spec §3 "User config", §7 token/session calls). */

export interface TokenAnswer {
  data: { token: string; /** unix seconds */ expiresAt: number };
}

export interface SessionCheckAnswer {
  user_id: number;
}

export interface UserProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

export interface UserPersonalData {
  date_birthday: string;
  document_type_id: number;
  inn: string;
  name: string;
  passport: string;
  passport_date: string;
  passport_end_date: string;
  registration_address: string;
  surname: string;
}

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
