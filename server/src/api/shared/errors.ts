/**
 * ApiError carries a status, a machine-readable code, a key of the API's message table and extra fields
 * into the platform's error handler (platform/errors.ts), which answers { code, message, ...extra }.
 */
import type { CaptchaCode, FingerprintErrorCode } from '@arena/domain';
import { message, type MessageKey } from './messages.ts';
import { HttpError } from '../../platform/errors.ts';

export class ApiError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    readonly messageKey: MessageKey,
    extra: Record<string, unknown> = {},
  ) {
    super(statusCode, code, extra);
  }

  messageIn(language: string): string {
    return message(this.messageKey, language);
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'unauthorized');
export const tokenInvalid = () => new ApiError(401, 'token_invalid', 'token_invalid');
export const notFound = (key: MessageKey = 'not_found') => new ApiError(404, 'not_found', key);
export const badRequest = (code: string, key: MessageKey, extra: Record<string, unknown> = {}) => new ApiError(400, code, key, extra);
export const captchaRequired = (captchaCode: CaptchaCode) =>
  new ApiError(400, 'captcha_required', 'captcha_required', { captchaCode });
export const fingerprintInvalid = (fingerprintErrorCode: FingerprintErrorCode) =>
  new ApiError(400, 'fingerprint_invalid', fingerprintErrorCode === 2001 ? 'fingerprint_missing' : 'fingerprint_expired', {
    fingerprintErrorCode,
  });
export const termsNotAccepted = () => new ApiError(451, 'terms_not_accepted', 'terms_not_accepted', { exception_code: 1 });

