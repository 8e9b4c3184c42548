/** Builds the spec §3 UserConfig from a user row. */
import type { ActivationType, UserConfig } from '@arena/domain';
import type { UserRow } from '../db/repositories/users.ts';
import { countryById } from '../shared/reference-data.ts';

const DAY = 86400;

/**
 * What the office owns (profile/office-user-config.ts): the full user_data, the protection level and methods
 * (one score, the security page's), and verification_status once the documents are verified.
 */
export type OfficeUserConfig = Pick<UserConfig, 'user_data' | 'protection_level' | 'protection_methods'> & Partial<Pick<UserConfig, 'verification_status'>>;

export function userConfigOf(user: UserRow, nowSeconds: number, accountsHaveDeposit: boolean, office: OfficeUserConfig): UserConfig {
  const country = countryById(user.country_id);
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: user.login,
    user_country_code: country?.code ?? '',
    user_country_id: user.country_id,
    activation_type: user.activation_type as ActivationType,
    user_ref_id: 0,
    user_msg_count: 0,
    user_hide_balance: false,
    changed_pass_day_count: Math.floor((nowSeconds - user.password_changed_at) / DAY),
    is_need_identification: user.activated === 0,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    user_status_id: user.ban_level > 0 ? 2 : 1,
    verification_status: user.activated ? 1 : 0,
    verification_types: [],
    requested_additional_document: false,
    has_deposit: user.has_deposit === 1 || accountsHaveDeposit,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: user.activated === 0,
    remaining_days_to_activate: user.activated ? 0 : Math.max(0, 30 - Math.floor((nowSeconds - user.created_at) / DAY)),
    ...office,
  };
}
