/**
 * The password policy's numbers, shared so the forms pre-check what the server enforces. The whole rule
 * (these numbers plus the common-password list and "not the login") lives on the server, in
 * server/src/api/auth/password-policy.ts; the client only shows the length before sending.
 */
export const PASSWORD_POLICY = {
  /** Shorter passwords are refused (`weak_password`, reason `too_short`). */
  minLength: 8,
  /** "aaaaaaaa" and "abababab" are refused (reason `repetitive`). */
  minDistinctCharacters: 4,
} as const;

/** Why a password is refused; the server's `weak_password` answers carry one of these as `reason`. */
export type WeakPasswordReason = 'too_short' | 'repetitive' | 'same_as_login' | 'common';
