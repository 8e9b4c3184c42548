/**
 * Errors of the office calls (profile, security, support, verification) with their own texts in the six languages.
 * OfficeFailure is answered by the handler each office plugin installs (`installOfficeErrors`); any other
 * error is rethrown, so the API's own handler (shared/errors.ts) answers it as usual.
 */
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  invalid_fields: {
    ru: 'Проверьте поля формы', en: 'Please check the form fields',
    ua: 'Перевірте поля форми', kz: 'Форма өрістерін тексеріңіз', az: 'Formanın xanalarını yoxlayın', ar: 'تحقّق من حقول النموذج',
  },
  wrong_password: {
    ru: 'Неверный текущий пароль', en: 'The current password is wrong',
    ua: 'Неправильний поточний пароль', kz: 'Ағымдағы құпиясөз қате', az: 'Cari şifrə yanlışdır', ar: 'كلمة المرور الحالية غير صحيحة',
  },
  same_password: {
    ru: 'Новый пароль совпадает с текущим', en: 'The new password is the same as the current one',
    ua: 'Новий пароль збігається з поточним', kz: 'Жаңа құпиясөз ағымдағы құпиясөзбен бірдей', az: 'Yeni şifrə cari şifrə ilə eynidir',
    ar: 'كلمة المرور الجديدة مطابقة للحالية',
  },
  wrong_code: {
    ru: 'Неверный код', en: 'Wrong code',
    ua: 'Неправильний код', kz: 'Код қате', az: 'Yanlış kod', ar: 'الرمز غير صحيح',
  },
  code_expired: {
    ru: 'Срок действия кода истёк: запросите новый', en: 'The code has expired: request a new one',
    ua: 'Термін дії коду минув: запросіть новий', kz: 'Кодтың мерзімі өтті: жаңасын сұраңыз', az: 'Kodun müddəti bitib: yenisini istəyin',
    ar: 'انتهت صلاحية الرمز: اطلب رمزًا جديدًا',
  },
  code_attempts_exceeded: {
    ru: 'Слишком много неверных попыток: запросите новый код', en: 'Too many wrong attempts: request a new code',
    ua: 'Забагато невдалих спроб: запросіть новий код', kz: 'Қате әрекет тым көп: жаңа код сұраңыз',
    az: 'Həddindən çox yanlış cəhd: yeni kod istəyin', ar: 'محاولات خاطئة كثيرة جدًا: اطلب رمزًا جديدًا',
  },
  already_enabled: {
    ru: 'Уже включено', en: 'Already enabled',
    ua: 'Уже ввімкнено', kz: 'Бұрыннан қосулы', az: 'Artıq aktivdir', ar: 'مفعّل بالفعل',
  },
  already_disabled: {
    ru: 'Уже выключено', en: 'Already disabled',
    ua: 'Уже вимкнено', kz: 'Бұрыннан өшірулі', az: 'Artıq deaktivdir', ar: 'معطّل بالفعل',
  },
  phone_taken: {
    ru: 'Этот номер привязан к другому игроку', en: 'This number belongs to another player',
    ua: 'Цей номер прив’язано до іншого гравця', kz: 'Бұл нөмір басқа ойыншыға байланыстырылған', az: 'Bu nömrə başqa oyunçuya bağlıdır',
    ar: 'هذا الرقم مرتبط بلاعب آخر',
  },
  email_taken: {
    ru: 'Этот e-mail уже используется', en: 'This e-mail is already in use',
    ua: 'Цей e-mail уже використовується', kz: 'Бұл e-mail басқа аккаунтта қолданылып жүр', az: 'Bu e-poçt artıq istifadə olunur',
    ar: 'هذا البريد الإلكتروني مستخدم بالفعل',
  },
  email_required: {
    ru: 'Сначала укажите e-mail в личных данных', en: 'Add an e-mail to your personal data first',
    ua: 'Спочатку вкажіть e-mail в особистих даних', kz: 'Алдымен жеке деректерде e-mail көрсетіңіз',
    az: 'Əvvəlcə şəxsi məlumatlarda e-poçt ünvanınızı qeyd edin', ar: 'أضف أولًا بريدًا إلكترونيًا إلى بياناتك الشخصية',
  },
  ticket_not_found: {
    ru: 'Обращение не найдено', en: 'Request not found',
    ua: 'Звернення не знайдено', kz: 'Өтініш табылмады', az: 'Müraciət tapılmadı', ar: 'لم يتم العثور على الطلب',
  },
  visitor_files: {
    ru: 'Файлы в чат могут отправлять только вошедшие игроки', en: 'Only signed-in players can send files in the chat',
    ua: 'Файли в чат можуть надсилати лише гравці, які увійшли', kz: 'Чатқа файлды тек кірген ойыншылар жібере алады', az: 'Çata faylları yalnız daxil olmuş oyunçular göndərə bilər', ar: 'يمكن للاعبين المسجَّلين فقط إرسال الملفات في الدردشة',
  },
  ticket_closed: {
    ru: 'Обращение закрыто', en: 'The request is closed',
    ua: 'Звернення закрито', kz: 'Өтініш жабылған', az: 'Müraciət bağlanıb', ar: 'الطلب مغلق',
  },
  file_missing: {
    ru: 'Выберите файл', en: 'Choose a file',
    ua: 'Виберіть файл', kz: 'Файлды таңдаңыз', az: 'Fayl seçin', ar: 'اختر ملفًا',
  },
  file_too_large: {
    ru: 'Файл больше {max} КБ', en: 'The file is larger than {max} KB',
    ua: 'Файл більший за {max} КБ', kz: 'Файл {max} КБ-тан үлкен', az: 'Fayl {max} KB-dan böyükdür', ar: 'حجم الملف أكبر من {max} كيلوبايت',
  },
  file_type: {
    ru: 'Допустимы только файлы JPG, PNG и PDF', en: 'Only JPG, PNG and PDF files are accepted',
    ua: 'Приймаються лише файли JPG, PNG і PDF', kz: 'Тек JPG, PNG және PDF файлдары қабылданады',
    az: 'Yalnız JPG, PNG və PDF faylları qəbul edilir', ar: 'تُقبل ملفات JPG وPNG وPDF فقط',
  },
  too_many_open: {
    ru: 'Слишком много открытых обращений: дождитесь ответа', en: 'Too many open requests: please wait for an answer',
    ua: 'Забагато відкритих звернень: дочекайтеся відповіді', kz: 'Ашық өтініштер тым көп: жауапты күтіңіз',
    az: 'Həddindən çox açıq müraciət var: cavabı gözləyin', ar: 'لديك طلبات مفتوحة كثيرة جدًا: يُرجى انتظار الرد',
  },
  ticket_attachments_limit: {
    ru: 'В обращении уже {max} файлов: чтобы отправить ещё, создайте новое обращение',
    en: 'This request already has {max} files: to send more, open a new request',
    ua: 'У зверненні вже {max} файлів: щоб надіслати ще, створіть нове звернення',
    kz: 'Бұл өтініште {max} файл бар: тағы жіберу үшін жаңа өтініш ашыңыз',
    az: 'Bu müraciətdə artıq {max} fayl var: daha çox göndərmək üçün yeni müraciət yaradın',
    ar: 'يحتوي هذا الطلب بالفعل على {max} ملفات: لإرسال المزيد، افتح طلبًا جديدًا',
  },
  ticket_attachments_size_limit: {
    ru: 'Файлы одного обращения вместе не могут превышать {max} МБ',
    en: 'The files of one request may not exceed {max} MB together',
    ua: 'Файли одного звернення разом не можуть перевищувати {max} МБ',
    kz: 'Бір өтініштің файлдары жиынтығында {max} МБ-тан аспауы керек',
    az: 'Bir müraciətin faylları birlikdə {max} MB-dan çox ola bilməz',
    ar: 'لا يجوز أن يتجاوز مجموع ملفات الطلب الواحد {max} ميغابايت',
  },
  daily_attachments_limit: {
    ru: 'За сутки можно отправить не больше {max} файлов: попробуйте завтра',
    en: 'You can send at most {max} files a day: please try again tomorrow',
    ua: 'За добу можна надіслати не більше {max} файлів: спробуйте завтра',
    kz: 'Тәулігіне {max} файлдан артық жіберуге болмайды: ертең қайталап көріңіз',
    az: 'Gündə ən çoxu {max} fayl göndərmək olar: sabah yenidən cəhd edin',
    ar: 'يمكنك إرسال {max} ملفًا كحد أقصى في اليوم: يُرجى المحاولة غدًا',
  },
  daily_attachments_size_limit: {
    ru: 'За сутки можно отправить файлы общим размером не больше {max} МБ: попробуйте завтра',
    en: 'The files you send in a day may not exceed {max} MB together: please try again tomorrow',
    ua: 'За добу можна надіслати файли загальним розміром не більше {max} МБ: спробуйте завтра',
    kz: 'Тәулігіне жіберілетін файлдардың жалпы көлемі {max} МБ-тан аспауы керек: ертең қайталап көріңіз',
    az: 'Bir gündə göndərilən faylların ümumi həcmi {max} MB-dan çox ola bilməz: sabah yenidən cəhd edin',
    ar: 'لا يجوز أن يتجاوز مجموع الملفات التي ترسلها في اليوم {max} ميغابايت: يُرجى المحاولة غدًا',
  },
  messages_too_frequent: {
    ru: 'Вы пишете слишком часто (не больше {max} сообщений в минуту): подождите немного',
    en: 'You are writing too often (at most {max} messages a minute): please wait a little',
    ua: 'Ви пишете надто часто (не більше {max} повідомлень на хвилину): трохи зачекайте',
    kz: 'Сіз тым жиі жазып жатырсыз (минутына {max} хабарламадан аспауы керек): біраз күтіңіз',
    az: 'Çox tez-tez yazırsınız (dəqiqədə ən çoxu {max} mesaj): bir az gözləyin',
    ar: 'أنت تكتب بكثرة (بحد أقصى {max} رسائل في الدقيقة): يُرجى الانتظار قليلًا',
  },
  document_already_verified: {
    ru: 'Этот документ уже подтверждён', en: 'This document is already verified',
    ua: 'Цей документ уже підтверджено', kz: 'Бұл құжат бұрын расталған', az: 'Bu sənəd artıq təsdiqlənib', ar: 'تم التحقّق من هذه الوثيقة بالفعل',
  },
  document_pending: {
    ru: 'Этот документ уже на проверке', en: 'This document is already being checked',
    ua: 'Цей документ уже на перевірці', kz: 'Бұл құжат қазір тексерілуде', az: 'Bu sənəd artıq yoxlanılır', ar: 'هذه الوثيقة قيد التحقّق بالفعل',
  },
  not_banned: {
    ru: 'Аккаунт не ограничен: обжаловать нечего', en: 'The account is not restricted: there is nothing to appeal',
    ua: 'Акаунт не обмежено: оскаржувати нічого', kz: 'Аккаунт шектелмеген: шағымданатын ештеңе жоқ',
    az: 'Hesab məhdudlaşdırılmayıb: etiraz ediləcək bir şey yoxdur', ar: 'الحساب غير مقيَّد: لا يوجد ما يُطعن فيه',
  },
  appeal_open: {
    ru: 'Предыдущая апелляция ещё рассматривается', en: 'Your previous appeal is still being reviewed',
    ua: 'Ваше попереднє звернення ще розглядається', kz: 'Алдыңғы шағымыңыз әлі қарастырылуда',
    az: 'Əvvəlki apellyasiyanız hələ nəzərdən keçirilir', ar: 'طعنك السابق لا يزال قيد المراجعة',
  },
  banned: {
    ru: 'Действие недоступно при ограничении аккаунта', en: 'Not available while the account is restricted',
    ua: 'Дія недоступна, поки акаунт обмежено', kz: 'Аккаунт шектелген кезде бұл әрекет қолжетімсіз',
    az: 'Hesab məhdudlaşdırıldığı müddətdə bu əməliyyat əlçatan deyil', ar: 'هذا الإجراء غير متاح ما دام الحساب مقيَّدًا',
  },
  identification_disabled: {
    ru: 'Идентификация недоступна', en: 'Identification is not available',
    ua: 'Ідентифікація недоступна', kz: 'Сәйкестендіру қолжетімсіз', az: 'İdentifikasiya əlçatan deyil', ar: 'إثبات الهوية غير متاح',
  },
} satisfies Record<string, Localized>;

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
      if (typeof error.extra['retryAfter'] === 'number') void reply.header('retry-after', String(error.extra['retryAfter']));
      return reply.code(error.statusCode).send({ code: error.code, message: officeMessage(error.key, language, error.vars), ...error.extra });
    }
    throw error;
  });
}
