/** Texts of the content store's answers (ru and en; other languages get en, as elsewhere in the API). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../shared/language.ts';
import { createMessages } from '../shared/messages.ts';

const MESSAGES = {
  content_not_found: { ru: 'Такой страницы нет', en: 'There is no such page' },
  content_exists: { ru: 'Материал с таким адресом уже есть', en: 'An item with this address already exists' },
  content_invalid: { ru: 'Материал заполнен неверно: {problem}', en: 'The item is not valid: {problem}' },
  revision_conflict: {
    ru: 'Материал уже изменили (сейчас ревизия {current}): загрузите его заново',
    en: 'The item has been changed meanwhile (now revision {current}): load it again',
  },
  operator_unauthorized: { ru: 'Нужен токен оператора контента', en: 'A content operator token is required' },
  operator_forbidden: { ru: 'Этому токену разрешено только чтение', en: 'This token may only read' },
} as const;

export type ContentMessageKey = keyof typeof MESSAGES;
export const contentMessage = createMessages(MESSAGES);

/** Sends `{ code, message, ...extra }` with the status, in the request's language. */
export function sendContentError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ContentMessageKey,
  vars: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) {
  return reply.code(status).send({ code, message: contentMessage(code, requestLanguage(request), vars), ...extra });
}
