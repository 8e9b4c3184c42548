/**
 * Errors of the office calls (profile, security, support, verification) with their own ru/en texts.
 * OfficeFailure is answered by the handler each office plugin installs (`installOfficeErrors`); any other
 * error is rethrown, so the API's own handler (shared/errors.ts) answers it as usual.
 */
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../shared/language.ts';
import { createMessages } from '../shared/messages.ts';

const MESSAGES = {
  invalid_fields: { ru: 'Проверьте поля формы', en: 'Please check the form fields' },
  wrong_password: { ru: 'Неверный текущий пароль', en: 'The current password is wrong' },
  same_password: { ru: 'Новый пароль совпадает с текущим', en: 'The new password is the same as the current one' },
  wrong_code: { ru: 'Неверный код', en: 'Wrong code' },
  code_expired: { ru: 'Срок действия кода истёк: запросите новый', en: 'The code has expired: request a new one' },
  code_attempts_exceeded: { ru: 'Слишком много неверных попыток: запросите новый код', en: 'Too many wrong attempts: request a new code' },
  already_enabled: { ru: 'Уже включено', en: 'Already enabled' },
  already_disabled: { ru: 'Уже выключено', en: 'Already disabled' },
  phone_taken: { ru: 'Этот номер привязан к другому игроку', en: 'This number belongs to another player' },
  email_taken: { ru: 'Этот e-mail уже используется', en: 'This e-mail is already in use' },
  email_required: { ru: 'Сначала укажите e-mail в личных данных', en: 'Add an e-mail to your personal data first' },
  ticket_not_found: { ru: 'Обращение не найдено', en: 'Request not found' },
  ticket_closed: { ru: 'Обращение закрыто', en: 'The request is closed' },
  file_missing: { ru: 'Выберите файл', en: 'Choose a file' },
  file_too_large: { ru: 'Файл больше {max} КБ', en: 'The file is larger than {max} KB' },
  file_type: { ru: 'Допустимы только файлы JPG, PNG и PDF', en: 'Only JPG, PNG and PDF files are accepted' },
  too_many_open: { ru: 'Слишком много открытых обращений: дождитесь ответа', en: 'Too many open requests: please wait for an answer' },
  document_already_verified: { ru: 'Этот документ уже подтверждён', en: 'This document is already verified' },
  document_pending: { ru: 'Этот документ уже на проверке', en: 'This document is already being checked' },
  not_banned: { ru: 'Аккаунт не ограничен: обжаловать нечего', en: 'The account is not restricted: there is nothing to appeal' },
  appeal_open: { ru: 'Предыдущая апелляция ещё рассматривается', en: 'Your previous appeal is still being reviewed' },
  banned: { ru: 'Действие недоступно при ограничении аккаунта', en: 'Not available while the account is restricted' },
  identification_disabled: { ru: 'Идентификация недоступна', en: 'Identification is not available' },
} as const;

export type OfficeMessageKey = keyof typeof MESSAGES;
export const officeMessage = createMessages<OfficeMessageKey>(MESSAGES);

export class OfficeFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: OfficeMessageKey,
    readonly extra: Record<string, unknown> = {},
    readonly vars: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const officeBadRequest = (code: OfficeMessageKey, extra: Record<string, unknown> = {}, vars: Record<string, string | number> = {}) =>
  new OfficeFailure(400, code, code, extra, vars);

/** In the plugin's own scope: answers OfficeFailure, passes everything else to the API's handler. */
export function installOfficeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OfficeFailure) {
      const language = requestLanguage(request);
      return reply.code(error.statusCode).send({ code: error.code, message: officeMessage(error.key, language, error.vars), ...error.extra });
    }
    throw error;
  });
}
