/** Error bodies: every non-2xx answer is an ApiErrorBody (server/README.md, "Error bodies"). */

export type ApiErrorCode =
  | 'validation_error'
  | 'captcha_required'
  | 'captcha_wrong'
  | 'fingerprint_invalid'
  | 'token_invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'banned'
  | 'terms_not_accepted'
  | 'not_found'
  | 'wrong_credentials'
  | 'wrong_code'
  | 'time_up'
  | 'code_attempts_exceeded'
  | 'too_many_requests'
  | 'two_step_required'
  | 'registration_disabled'
  | 'already_exists'
  | 'currency_exists'
  | 'account_not_found'
  | 'account_not_removable'
  | 'injected_fault'
  | 'internal_error';

export interface ApiErrorBody {
  code: ApiErrorCode | (string & {});
  message: string;
  [extra: string]: unknown;
}

/** Captcha challenge codes (spec §8). 100 login, 111 registration, 112 SMS, 113 password recovery. */
export type CaptchaCode = 100 | 111 | 112 | 113;

export interface CaptchaRequiredBody extends ApiErrorBody {
  code: 'captcha_required';
  captchaCode: CaptchaCode;
}

/** 2001 missing, 2002 expired or invalid. */
export type FingerprintErrorCode = 2001 | 2002;

export interface FingerprintInvalidBody extends ApiErrorBody {
  code: 'fingerprint_invalid';
  fingerprintErrorCode: FingerprintErrorCode;
}

export interface TermsNotAcceptedBody extends ApiErrorBody {
  code: 'terms_not_accepted';
  exception_code: 1;
}
