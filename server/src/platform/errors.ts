/**
 * Every failure answered as { code, message, ...extra } and never a stack trace: the one error handler
 * the host and the reference backend both install. An HttpError says its own status, code and text (in
 * the request's language); schema violations answer 400 validation_error with details; Fastify's own
 * client errors keep their status with a stable code; anything else is a logged 500 internal_error.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLanguage } from './language.ts';
import { createMessages } from './messages.ts';

export abstract class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }

  /** The human text of this failure in a language (the platform's rule: unknown languages read English). */
  abstract messageIn(language: string): string;
}

/** The texts the platform itself answers with; the backend's API-wide table includes them. */
export const PLATFORM_MESSAGES = {
  validation_error: {
    ru: 'Неверные данные запроса', en: 'Invalid request data',
    ua: 'Некоректні дані запиту', kz: 'Сұрау деректері қате', az: 'Sorğu məlumatları yanlışdır', ar: 'بيانات الطلب غير صالحة',
  },
  too_many_requests: {
    ru: 'Слишком много попыток. Подождите немного и повторите.',
    en: 'Too many attempts. Please wait a little and try again.',
    ua: 'Забагато спроб. Трохи зачекайте й спробуйте ще раз.',
    kz: 'Әрекет тым көп. Біраз күтіп, қайталап көріңіз.',
    az: 'Həddindən çox cəhd. Bir az gözləyin və yenidən cəhd edin.',
    ar: 'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
} as const;

const platformMessage = createMessages(PLATFORM_MESSAGES);

/** 429 too_many_requests with the seconds to wait (the caller sets the Retry-After header). */
class TooManyRequests extends HttpError {
  messageIn(language: string): string {
    return platformMessage('too_many_requests', language);
  }
}

export const tooManyRequests = (retryAfterSeconds: number): HttpError => new TooManyRequests(429, 'too_many_requests', { retryAfter: retryAfterSeconds });

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped to stable codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.messageIn(lang), ...error.extra });
    }
    if (error.validation) {
      const details = error.validation.map((v) => ({ path: v.instancePath || v.params?.['missingProperty'] || '', rule: v.keyword, message: v.message }));
      return reply.code(400).send({
        code: 'validation_error',
        message: `${platformMessage('validation_error', lang)} (${error.validationContext ?? 'request'})`,
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
