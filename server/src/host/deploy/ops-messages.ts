/** Texts of the ops API's answers in the six interface languages (the ops dictionaries' words: import map, canary). */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages } from '../../platform/messages.ts';

/**
 * The ops API answers in English unless the caller asks (X-Language or ?lang=): its callers are
 * operators' tools and CI logs, not players (the site's default language is for players).
 */
export function opsLanguage(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return request.headers['x-language'] !== undefined || typeof query['lang'] === 'string' ? requestLanguage(request) : 'en';
}


export const opsMessage = createMessages({
  ops_token_required: {
    ru: 'Нужен токен оператора (Authorization: Bearer …)',
    en: 'An operator token is required (Authorization: Bearer …)',
    ua: 'Потрібен токен оператора (Authorization: Bearer …)',
    kz: 'Оператор токені қажет (Authorization: Bearer …)',
    az: 'Operator tokeni tələb olunur (Authorization: Bearer …)',
    ar: 'يلزم رمز المشغّل (Authorization: Bearer …)',
  },
  ops_token_guessing: {
    ru: 'Слишком много неверных токенов с этого адреса: попробуйте позже',
    en: 'Too many wrong tokens from this address: try again later',
    ua: 'Забагато неправильних токенів з цієї адреси: спробуйте пізніше',
    kz: 'Бұл мекенжайдан қате токендер тым көп: кейінірек қайталаңыз',
    az: 'Bu ünvandan həddindən çox yanlış token: sonra yenidən cəhd edin',
    ar: 'رموز خاطئة كثيرة جدًا من هذا العنوان: حاول لاحقًا',
  },
  ops_forbidden: {
    ru: 'Роль {role} не может менять карту импорта',
    en: 'The {role} role cannot change the import map',
    ua: 'Роль {role} не може змінювати карту імпорту',
    kz: '{role} рөлі импорт картасын өзгерте алмайды',
    az: '{role} rolu import xəritəsini dəyişə bilməz',
    ar: 'لا يمكن للدور {role} تغيير خريطة الاستيراد',
  },
  if_match_required: {
    ru: 'Укажите версию карты в заголовке If-Match',
    en: 'Send the map version you changed in the If-Match header',
    ua: 'Вкажіть версію карти, яку ви змінили, у заголовку If-Match',
    kz: 'Өзгерткен карта нұсқасын If-Match тақырыбында көрсетіңіз',
    az: 'Dəyişdiyiniz xəritənin versiyasını If-Match başlığında göndərin',
    ar: 'أرسل إصدار الخريطة الذي عدّلته في الترويسة If-Match',
  },
  version_stale: {
    ru: 'Карта уже изменена: текущая версия {version}',
    en: 'The map has changed meanwhile: the current version is {version}',
    ua: 'Карту тим часом змінено: поточна версія {version}',
    kz: 'Карта осы аралықта өзгерді: ағымдағы нұсқа — {version}',
    az: 'Xəritə bu arada dəyişib: cari versiya {version}',
    ar: 'تغيّرت الخريطة في هذه الأثناء: الإصدار الحالي هو {version}',
  },
  importmap_refused: { ru: 'Карта отклонена: {reason}', en: 'The map was refused: {reason}', ua: 'Карту відхилено: {reason}', kz: 'Карта қабылданбады: {reason}', az: 'Xəritə rədd edildi: {reason}', ar: 'رُفضت الخريطة: {reason}' },
  version_not_found: { ru: 'Нет версии {version}', en: 'There is no version {version}', ua: 'Версії {version} немає', kz: '{version} нұсқасы жоқ', az: '{version} versiyası yoxdur', ar: 'لا يوجد الإصدار {version}' },
  validation_error: { ru: 'Неверные данные запроса', en: 'Invalid request data', ua: 'Некоректні дані запиту', kz: 'Сұрау деректері қате', az: 'Sorğu məlumatları yanlışdır', ar: 'بيانات الطلب غير صالحة' },
  canary_running: {
    ru: 'Уже идёт канареечный выпуск: завершите его (promote или abort)',
    en: 'A canary is running: promote or abort it first',
    ua: 'Уже триває канарковий реліз: спершу завершіть його (promote або abort)',
    kz: 'Канарея шығарылымы жүріп жатыр: алдымен оны аяқтаңыз (promote немесе abort)',
    az: 'Kanareyka buraxılışı artıq gedir: əvvəlcə onu başa çatdırın (promote və ya abort)',
    ar: 'يوجد إصدار تجريبي (Canary) قيد التشغيل: أنهِه أولًا (promote أو abort)',
  },
  canary_not_running: { ru: 'Канареечный выпуск не идёт', en: 'No canary is running', ua: 'Канарковий реліз не запущено', kz: 'Канарея шығарылымы жүріп жатқан жоқ', az: 'Kanareyka buraxılışı getmir', ar: 'لا يوجد إصدار تجريبي قيد التشغيل' },
  canary_ended: {
    ru: 'Этот канареечный выпуск уже завершён',
    en: 'This canary has already ended',
    ua: 'Цей канарковий реліз уже завершено',
    kz: 'Бұл канарея шығарылымы аяқталып қойған',
    az: 'Bu kanareyka buraxılışı artıq başa çatıb',
    ar: 'انتهى هذا الإصدار التجريبي بالفعل',
  },
  store_busy: {
    ru: 'Хранилище карты занято другими изменениями: повторите через секунду',
    en: 'The map store is busy with other changes: retry in a second',
    ua: 'Сховище карти зайняте іншими змінами: повторіть за секунду',
    kz: 'Карта қоймасы басқа өзгерістермен бос емес: бір секундтан кейін қайталаңыз',
    az: 'Xəritə anbarı başqa dəyişikliklərlə məşğuldur: bir saniyədən sonra təkrar edin',
    ar: 'مخزن الخريطة مشغول بتغييرات أخرى: أعد المحاولة بعد ثانية',
  },
  store_unavailable: {
    ru: 'Общее хранилище карты сейчас недоступно: сайт работает как прежде, а изменение повторите через несколько секунд',
    en: 'The shared map store is unreachable right now: the site keeps running as it is; retry the change in a few seconds',
    ua: 'Спільне сховище карти зараз недоступне: сайт працює як раніше, а зміну повторіть за кілька секунд',
    kz: 'Ортақ карта қоймасы қазір қолжетімсіз: сайт бұрынғыдай жұмыс істейді, өзгерісті бірнеше секундтан кейін қайталаңыз',
    az: 'Ümumi xəritə anbarı hazırda əlçatan deyil: sayt əvvəlki kimi işləyir, dəyişikliyi bir neçə saniyədən sonra təkrar edin',
    ar: 'مخزن الخريطة المشترك غير متاح الآن: يواصل الموقع العمل كما هو، فأعد محاولة التغيير بعد بضع ثوانٍ',
  },
  no_change: {
    ru: 'Изменение ничего не меняет: {reason}',
    en: 'This change changes nothing: {reason}',
    ua: 'Ця зміна нічого не змінює: {reason}',
    kz: 'Бұл өзгеріс ештеңені өзгертпейді: {reason}',
    az: 'Bu dəyişiklik heç nəyi dəyişmir: {reason}',
    ar: 'هذا التغيير لا يغيّر شيئًا: {reason}',
  },
  environment_not_found: {
    ru: 'Нет окружения «{environment}» (есть: {known})',
    en: 'There is no environment "{environment}" (known: {known})',
    ua: 'Немає середовища «{environment}» (є: {known})',
    kz: '«{environment}» ортасы жоқ (бары: {known})',
    az: '"{environment}" mühiti yoxdur (mövcud olanlar: {known})',
    ar: 'لا توجد بيئة «{environment}» (المتاح: {known})',
  },
  hook_url_refused: {
    ru: 'Адрес хука отклонён: {reason}',
    en: 'The hook URL was refused: {reason}',
    ua: 'Адресу хука відхилено: {reason}',
    kz: 'Хук мекенжайы қабылданбады: {reason}',
    az: 'Hook ünvanı rədd edildi: {reason}',
    ar: 'رُفض عنوان الخطّاف: {reason}',
  },
  hook_not_found: { ru: 'Нет хука {id}', en: 'There is no hook {id}', ua: 'Хука {id} немає', kz: '{id} хугі жоқ', az: '{id} hook-u yoxdur', ar: 'لا يوجد الخطّاف {id}' },
  internal_error: { ru: 'Внутренняя ошибка', en: 'Internal error', ua: 'Внутрішня помилка', kz: 'Ішкі қате', az: 'Daxili xəta', ar: 'خطأ داخلي' },
});
