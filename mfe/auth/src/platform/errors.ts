/**
 * Backend failures as the forms show them: a dictionary key for the form message and, when the failure
 * belongs to one field, that field. The wording lives in the auth dictionary; unknown codes fall back
 * to the server's own (already localised) message so nothing is ever silently swallowed.
 */
import { isHttpError } from '@arena/http';

export interface FormFailure {
  /** Dictionary key of the form-level message (or `raw` when `text` carries the server wording). */
  key: string;
  text?: string;
  /** The field the failure is about, for aria-invalid and the field message. */
  field?: string;
  code?: string;
}

const BY_CODE: Readonly<Record<string, Omit<FormFailure, 'code'>>> = {
  wrong_credentials: { key: 'error_wrong_credentials', field: 'password' },
  unknown_user: { key: 'error_unknown_user', field: 'login' },
  user_not_found: { key: 'error_unknown_user', field: 'login' },
  banned: { key: 'error_blocked' },
  blocked: { key: 'error_blocked' },
  user_blocked: { key: 'error_blocked' },
  self_excluded: { key: 'error_self_excluded' },
  too_many_attempts: { key: 'error_too_many_attempts' },
  captcha_required: { key: 'error_captcha_required' },
  captcha_wrong: { key: 'error_captcha_wrong' },
  captcha_expired: { key: 'error_captcha_expired' },
  fingerprint_invalid: { key: 'error_fingerprint' },
  wrong_code: { key: 'error_wrong_code', field: 'code' },
  time_up: { key: 'error_time_up', field: 'code' },
  code_attempts_exceeded: { key: 'error_code_attempts_exceeded', field: 'code' },
  too_many_requests: { key: 'error_too_many_requests' },
  token_invalid: { key: 'error_token_invalid' },
  already_exists: { key: 'error_already_exists' },
  registration_disabled: { key: 'error_registration_disabled' },
  provider_not_configured: { key: 'error_provider_not_configured' },
  provider_unavailable: { key: 'error_provider_unavailable' },
  validation_error: { key: 'error_validation' },
  terms_not_accepted: { key: 'error_terms' },
};

export function toFormFailure(error: unknown): FormFailure {
  if (!isHttpError(error)) return { key: 'error_unknown' };
  if (error.kind === 'network') return { key: 'error_network', code: 'network' };
  if (error.kind === 'timeout') return { key: 'error_timeout', code: 'timeout' };
  if (error.kind === 'cancelled') return { key: 'error_cancelled', code: 'cancelled' };
  const code = error.code;
  // The server says 'wrong code' / 'time up' in the message too (spec §5); the code is authoritative.
  const known = code ? BY_CODE[code] : undefined;
  if (known) return { ...known, code: code! };
  const text = error.body?.message;
  return text ? { key: 'raw', text, ...(code ? { code } : {}) } : { key: 'error_unknown', ...(code ? { code } : {}) };
}

export function isCancelled(failure: FormFailure): boolean {
  return failure.code === 'cancelled';
}
