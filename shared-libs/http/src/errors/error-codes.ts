/**
 * The error codes the client reacts to (spec §8, server/API-CONVENTIONS.md), as data in one place.
 */

/** Pseudo statuses for failures that never reached an HTTP answer. */
export const CLIENT_STATUS = {
  /** fetch rejected: offline, DNS, CORS, connection reset. */
  networkError: 0,
  /** Our own timeout aborted the call. */
  timeout: 408,
  /** The caller cancelled the call (AbortController): nginx's "client closed request". */
  cancelled: 499,
} as const;

export const NETWORK_ERROR_STATUS = CLIENT_STATUS.networkError;
export const CANCELLED_STATUS = CLIENT_STATUS.cancelled;

/** 400 with one of these `captchaCode`s → run the matching captcha challenge and retry with the captcha header. */
export const CAPTCHA_CODES = [100, 111, 112, 113] as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[number];

/** 400 with one of these `fingerprintErrorCode`s → refresh the fingerprint and retry (2001 missing, 2002 expired). */
export const FINGERPRINT_ERROR_CODES = [2001, 2002] as const;
export type FingerprintErrorCode = (typeof FINGERPRINT_ERROR_CODES)[number];

/** 451 with this `exception_code` → the terms changed and must be confirmed. */
export const TERMS_NOT_ACCEPTED_EXCEPTION_CODE = 1;

/** How many times one request may be healed by each reaction before its error is returned. */
export const REACTION_RETRY_LIMITS = {
  /** 401: delete the token, fetch a new one, retry once. */
  tokenRefresh: 1,
  captcha: 1,
  fingerprint: 1,
} as const;

export const HEADERS = {
  authorization: 'Authorization',
  language: 'X-Language',
  captcha: 'X-Captcha-Token',
  fingerprint: 'X-Fingerprint',
} as const;

export function isCaptchaCode(value: unknown): value is CaptchaCode {
  return (CAPTCHA_CODES as readonly unknown[]).includes(value);
}

export function isFingerprintErrorCode(value: unknown): value is FingerprintErrorCode {
  return (FINGERPRINT_ERROR_CODES as readonly unknown[]).includes(value);
}
