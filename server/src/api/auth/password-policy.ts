/**
 * The password policy, in one place, applied wherever a password is chosen: phone and full registration,
 * the recovery save, and generated one-click passwords (which are drawn again until they pass).
 *
 * Rules, checked in this order (the first broken one is the answer's `reason`):
 * 1. too_short — at least PASSWORD_POLICY.minLength characters (8);
 * 2. repetitive — at least PASSWORD_POLICY.minDistinctCharacters different characters (4);
 * 3. same_as_login — not the login (case-insensitive), when there is one;
 * 4. common — not on zxcvbn-ts's common-password list (≈49 000 leaked passwords, case-insensitive).
 * The seeded demo passwords (Demo1234! …) pass.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_POLICY, type WeakPasswordReason } from '@arena/domain';
import { badRequest, type ApiError } from '../shared/errors.ts';
import type { MessageKey } from '../shared/messages.ts';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

/** The first rule the password breaks, or null when it may be used. */
export function passwordWeakness(password: string, login?: string): WeakPasswordReason | null {
  if ([...password].length < PASSWORD_POLICY.minLength) return 'too_short';
  if (new Set(password).size < PASSWORD_POLICY.minDistinctCharacters) return 'repetitive';
  const lower = password.toLowerCase();
  if (login && lower === login.toLowerCase()) return 'same_as_login';
  if (COMMON_PASSWORDS.has(lower)) return 'common';
  return null;
}

const MESSAGE_OF: Readonly<Record<WeakPasswordReason, MessageKey>> = {
  too_short: 'weak_password_too_short',
  repetitive: 'weak_password_repetitive',
  same_as_login: 'weak_password_same_as_login',
  common: 'weak_password_common',
};

/** 400 `weak_password` with the reason (and the policy's numbers, for a form to show). */
export function weakPassword(reason: WeakPasswordReason): ApiError {
  return badRequest('weak_password', MESSAGE_OF[reason], { reason, minLength: PASSWORD_POLICY.minLength });
}

/** Throws weak_password unless the password passes the policy. */
export function assertPasswordAllowed(password: string, login?: string): void {
  const reason = passwordWeakness(password, login);
  if (reason) throw weakPassword(reason);
}
