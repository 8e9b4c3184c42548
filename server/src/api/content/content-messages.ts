/** Texts of the content store's answers in the six interface languages. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  content_not_found: {
    ru: 'Такой страницы нет', en: 'There is no such page',
    ua: 'Такої сторінки немає', kz: 'Мұндай бет жоқ', az: 'Belə səhifə yoxdur', ar: 'هذه الصفحة غير موجودة',
  },
  content_exists: {
    ru: 'Материал с таким адресом уже есть', en: 'An item with this address already exists',
    ua: 'Матеріал із такою адресою вже є', kz: 'Мұндай мекенжайы бар материал бұрыннан бар', az: 'Bu ünvanla material artıq mövcuddur',
    ar: 'توجد مادة بهذا العنوان بالفعل',
  },
  content_invalid: {
    ru: 'Материал заполнен неверно: {problem}', en: 'The item is not valid: {problem}',
    ua: 'Матеріал заповнено неправильно: {problem}', kz: 'Материал қате толтырылған: {problem}', az: 'Material səhv doldurulub: {problem}',
    ar: 'المادة غير صالحة: {problem}',
  },
  revision_conflict: {
    ru: 'Материал уже изменили (сейчас ревизия {current}): загрузите его заново',
    en: 'The item has been changed meanwhile (now revision {current}): load it again',
    ua: 'Матеріал уже змінили (зараз ревізія {current}): завантажте його знову',
    kz: 'Материал осы уақытта өзгертілген (қазір {current} нұсқасы): оны қайта жүктеңіз',
    az: 'Material bu arada dəyişdirilib (hazırda {current} redaksiyası): onu yenidən yükləyin',
    ar: 'عُدِّلت المادة في هذه الأثناء (المراجعة الحالية {current}): حمّلها من جديد',
  },
  operator_unauthorized: {
    ru: 'Нужен токен оператора контента', en: 'A content operator token is required',
    ua: 'Потрібен токен оператора контенту', kz: 'Контент операторының токені қажет', az: 'Kontent operatorunun tokeni tələb olunur',
    ar: 'يلزم رمز مميّز لمشغّل المحتوى',
  },
  operator_forbidden: {
    ru: 'Этому токену разрешено только чтение', en: 'This token may only read',
    ua: 'Цьому токену дозволено лише читання', kz: 'Бұл токенге тек оқуға рұқсат берілген', az: 'Bu token yalnız oxumağa icazə verir',
    ar: 'هذا الرمز المميّز مخوَّل بالقراءة فقط',
  },
} satisfies Record<string, Localized>;

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
