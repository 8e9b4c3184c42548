/** Texts of the ops API's answers (ru and en, like every API answer). */
import { createMessages } from '../../api/shared/messages.ts';

export const opsMessage = createMessages({
  ops_token_required: { ru: 'Нужен токен оператора (Authorization: Bearer …)', en: 'An operator token is required (Authorization: Bearer …)' },
  ops_forbidden: { ru: 'Роль {role} не может менять карту импорта', en: 'The {role} role cannot change the import map' },
  if_match_required: { ru: 'Укажите версию карты в заголовке If-Match', en: 'Send the map version you changed in the If-Match header' },
  version_stale: { ru: 'Карта уже изменена: текущая версия {version}', en: 'The map has changed meanwhile: the current version is {version}' },
  importmap_refused: { ru: 'Карта отклонена: {reason}', en: 'The map was refused: {reason}' },
  version_not_found: { ru: 'Нет версии {version}', en: 'There is no version {version}' },
  validation_error: { ru: 'Неверные данные запроса', en: 'Invalid request data' },
  canary_running: { ru: 'Уже идёт канареечный выпуск: завершите его (promote или abort)', en: 'A canary is running: promote or abort it first' },
  canary_not_running: { ru: 'Канареечный выпуск не идёт', en: 'No canary is running' },
  canary_ended: { ru: 'Этот канареечный выпуск уже завершён', en: 'This canary has already ended' },
  internal_error: { ru: 'Внутренняя ошибка', en: 'Internal error' },
});
