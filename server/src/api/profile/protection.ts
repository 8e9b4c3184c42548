/**
 * Spec §3 protection methods and the protection level (0–100) they add up to; the domain's
 * protectionStatus (spec §4 bands) turns the level into bad / normal / good / full.
 */

export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/** Points per method; they sum to 100 so every method on means full protection. */
export const PROTECTION_POINTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  is_changed_password: 20,
  enable_two_factor_auth: 30,
  enable_phone_binding: 20,
  enable_security_question: 15,
  enable_email_auth: 15,
};

export function protectionLevelOf(methods: ProtectionMethods): number {
  let level = 0;
  for (const key of Object.keys(PROTECTION_POINTS) as Array<keyof ProtectionMethods>) if (methods[key]) level += PROTECTION_POINTS[key];
  return level;
}

export { protectionStatus, type ProtectionStatus } from '@arena/domain';
