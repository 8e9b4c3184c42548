/**
 * ApiError carries a status, a machine-readable code and extra fields into the error handler, which
 * turns every failure into { code, message, ...extra } and never lets a stack trace out.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { CaptchaCode, FingerprintErrorCode } from '@arena/domain';
import { message, type MessageKey } from './messages.ts';
import { requestLanguage } from './language.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
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

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped to stable codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ code: error.code, message: message(error.messageKey, lang), ...error.extra });
    }
    if (error.validation) {
      const details = error.validation.map((v) => ({ path: v.instancePath || v.params?.['missingProperty'] || '', rule: v.keyword, message: v.message }));
      return reply.code(400).send({
        code: 'validation_error',
        message: `${message('validation_error', lang)} (${error.validationContext ?? 'request'})`,
        details,
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? (status === 400 ? 'validation_error' : 'bad_request');
      // Fastify's client-error messages describe the request, never the server's internals.
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal_error', message: 'Internal error' });
  });
}
