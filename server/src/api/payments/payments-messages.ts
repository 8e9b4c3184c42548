/**
 * Texts of the payments concept in the six interface languages: refusals, and reasons of declined, failed
 * and rejected payments (the payment sandbox's pages have their own: payment-sandbox/sandbox-messages.ts).
 * The language rule and `{name}` placeholders are shared/messages.ts's; the words follow the payments dictionaries.
 */
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  // Refusals of the API.
  system_unknown: {
    ru: 'Такой платёжной системы нет',
    en: 'There is no such payment system',
    ua: 'Такої платіжної системи немає',
    kz: 'Мұндай төлем жүйесі жоқ',
    az: 'Belə ödəniş sistemi yoxdur',
    ar: 'لا يوجد نظام دفع كهذا',
  },
  system_not_available: {
    ru: 'Эта платёжная система не принимает {currency} для этой операции',
    en: 'This payment system does not accept {currency} for this operation',
    ua: 'Ця платіжна система не приймає {currency} для цієї операції',
    kz: 'Бұл төлем жүйесі осы операция үшін {currency} қабылдамайды',
    az: 'Bu ödəniş sistemi bu əməliyyat üçün {currency} qəbul etmir',
    ar: 'لا يقبل نظام الدفع هذا عملة {currency} لهذه العملية',
  },
  amount_below_min: {
    ru: 'Минимальная сумма для этой системы: {min} {currency}',
    en: 'The minimum for this payment system is {min} {currency}',
    ua: 'Мінімальна сума для цієї системи: {min} {currency}',
    kz: 'Бұл жүйе үшін ең аз сома: {min} {currency}',
    az: 'Bu ödəniş sistemi üçün minimum məbləğ: {min} {currency}',
    ar: 'الحد الأدنى لنظام الدفع هذا هو {min} {currency}',
  },
  amount_above_max: {
    ru: 'Максимальная сумма для этой системы: {max} {currency}',
    en: 'The maximum for this payment system is {max} {currency}',
    ua: 'Максимальна сума для цієї системи: {max} {currency}',
    kz: 'Бұл жүйе үшін ең көп сома: {max} {currency}',
    az: 'Bu ödəniş sistemi üçün maksimum məbləğ: {max} {currency}',
    ar: 'الحد الأقصى لنظام الدفع هذا هو {max} {currency}',
  },
  fee_exceeds_amount: {
    ru: 'Сумма не покрывает комиссию системы',
    en: 'The amount does not cover the payment system fee',
    ua: 'Сума не покриває комісію платіжної системи',
    kz: 'Сома төлем жүйесінің комиссиясын жаппайды',
    az: 'Məbləğ ödəniş sisteminin komissiyasını ödəməyə çatmır',
    ar: 'المبلغ لا يغطي رسوم نظام الدفع',
  },
  insufficient_withdrawable: {
    ru: 'Доступно к выводу только {available} {currency}: бонусные деньги и суммы в ожидающих заявках не выводятся',
    en: 'Only {available} {currency} can be withdrawn: bonus money and amounts in pending requests cannot be withdrawn',
    ua: 'Для виведення доступно лише {available} {currency}: бонусні кошти та суми в заявках, що обробляються, вивести не можна',
    kz: 'Тек {available} {currency} шығаруға болады: бонус ақшасы мен күтудегі өтінімдердегі сомалар шығарылмайды',
    az: 'Yalnız {available} {currency} çıxarıla bilər: bonus pulu və gözləmədəki sorğulardakı məbləğlər çıxarılmır',
    ar: 'يمكن سحب {available} {currency} فقط: لا يمكن سحب أموال المكافآت ولا المبالغ الموجودة في طلبات قيد الانتظار',
  },
  deduce_banned: {
    ru: 'Вывод средств для вашего аккаунта закрыт',
    en: 'Withdrawals are closed for your account',
    ua: 'Виведення коштів для вашого акаунта закрито',
    kz: 'Аккаунтыңыз үшін қаражат шығару жабық',
    az: 'Hesabınız üçün pul çıxarışı bağlıdır',
    ar: 'السحب مغلق لحسابك',
  },
  payment_not_found: { ru: 'Платёж не найден', en: 'Payment not found', ua: 'Платіж не знайдено', kz: 'Төлем табылмады', az: 'Ödəniş tapılmadı', ar: 'لم يتم العثور على الدفعة' },
  withdrawal_not_cancellable: {
    ru: 'Заявку уже нельзя отменить: она обработана',
    en: 'The request can no longer be cancelled: it has been processed',
    ua: 'Заявку вже не можна скасувати: її оброблено',
    kz: 'Өтінімді енді тоқтату мүмкін емес: ол өңделіп қойған',
    az: 'Sorğunu artıq ləğv etmək olmaz: o, emal olunub',
    ar: 'لم يعد بالإمكان إلغاء الطلب: لقد تمت معالجته',
  },
  topic_unknown: {
    ru: 'Такой темы обращения нет',
    en: 'There is no such request topic',
    ua: 'Такої теми звернення немає',
    kz: 'Мұндай өтініш тақырыбы жоқ',
    az: 'Belə müraciət mövzusu yoxdur',
    ar: 'لا يوجد موضوع طلب كهذا',
  },
  request_message_empty: { ru: 'Опишите вопрос', en: 'Please describe your question', ua: 'Опишіть ваше запитання', kz: 'Сұрағыңызды сипаттаңыз', az: 'Sualınızı təsvir edin', ar: 'يُرجى وصف سؤالك' },
  deposit_created: {
    ru: 'Платёж создан: подтвердите его на странице платёжной системы',
    en: 'Payment created: confirm it on the payment system page',
    ua: 'Платіж створено: підтвердьте його на сторінці платіжної системи',
    kz: 'Төлем жасалды: оны төлем жүйесінің бетінде растаңыз',
    az: 'Ödəniş yaradıldı: onu ödəniş sisteminin səhifəsində təsdiqləyin',
    ar: 'تم إنشاء الدفعة: أكّدها على صفحة نظام الدفع',
  },
  withdrawal_created: {
    ru: 'Заявка на вывод принята и ждёт обработки',
    en: 'The withdrawal request is accepted and awaits processing',
    ua: 'Заявку на виведення прийнято, вона очікує на обробку',
    kz: 'Шығаруға өтінім қабылданды және өңдеуді күтуде',
    az: 'Pul çıxarışı sorğusu qəbul edildi və emal olunmağı gözləyir',
    ar: 'تم قبول طلب السحب وهو بانتظار المعالجة',
  },
  withdrawal_cancelled: {
    ru: 'Заявка отменена, деньги вернулись на счёт',
    en: 'The request is cancelled and the money is back in your account',
    ua: 'Заявку скасовано, гроші повернулися на ваш рахунок',
    kz: 'Өтінім тоқтатылды, ақша шотыңызға қайтарылды',
    az: 'Sorğu ləğv edildi, pul hesabınıza qaytarıldı',
    ar: 'تم إلغاء الطلب وأُعيدت الأموال إلى حسابك',
  },
  request_created: { ru: 'Обращение отправлено', en: 'Your request has been sent', ua: 'Звернення надіслано', kz: 'Өтініш жіберілді', az: 'Müraciətiniz göndərildi', ar: 'تم إرسال طلبك' },
  // Reasons (declined / failed deposits, rejected withdrawals).
  reason_insufficient_funds: {
    ru: 'Недостаточно средств на карте или кошельке',
    en: 'Insufficient funds on the card or wallet',
    ua: 'Недостатньо коштів на картці чи в гаманці',
    kz: 'Картада немесе әмиянда қаражат жеткіліксіз',
    az: 'Kartda və ya pul kisəsində kifayət qədər vəsait yoxdur',
    ar: 'الرصيد غير كافٍ في البطاقة أو المحفظة',
  },
  reason_card_expired: { ru: 'Срок действия карты истёк', en: 'The card has expired', ua: 'Термін дії картки минув', kz: 'Картаның мерзімі өтіп кеткен', az: 'Kartın müddəti bitib', ar: 'انتهت صلاحية البطاقة' },
  reason_authentication_failed: {
    ru: 'Платёж не подтверждён кодом банка (3-D Secure)',
    en: 'The payment was not confirmed with the bank code (3-D Secure)',
    ua: 'Платіж не підтверджено кодом банку (3-D Secure)',
    kz: 'Төлем банк кодымен (3-D Secure) расталмады',
    az: 'Ödəniş bankın kodu ilə (3-D Secure) təsdiqlənmədi',
    ar: 'لم يتم تأكيد الدفع برمز البنك (3-D Secure)',
  },
  reason_card_not_deposited: {
    ru: 'Вывод на карту возможен только после пополнения с карты этой системы',
    en: 'Withdrawals to a card are possible only after a deposit from a card of this system',
    ua: 'Виведення на картку можливе лише після поповнення з картки цієї системи',
    kz: 'Картаға шығару тек осы жүйенің картасынан шот толтырылғаннан кейін мүмкін',
    az: 'Karta pul çıxarışı yalnız bu sistemin kartı ilə depozit edildikdən sonra mümkündür',
    ar: 'لا يمكن السحب إلى بطاقة إلا بعد إيداع من بطاقة تابعة لهذا النظام',
  },
  reason_limit: {
    ru: 'Пополнение отклонено лимитом ответственной игры',
    en: 'The deposit was refused by a responsible-gaming limit',
    ua: 'Поповнення відхилено лімітом відповідальної гри',
    kz: 'Шотты толтыру жауапты ойын лимитіне байланысты қабылданбады',
    az: 'Depozit məsuliyyətli oyun limitinə görə rədd edildi',
    ar: 'تم رفض الإيداع بسبب حدّ من حدود اللعب المسؤول',
  },
} satisfies Record<string, Localized>;

export type PaymentsMessageKey = keyof typeof MESSAGES;
export const paymentsMessage = createMessages<PaymentsMessageKey>(MESSAGES);

/** Reason codes a decline, failure or rejection may carry (each has a `reason_<code>` text). */
export const DECLINE_REASONS = ['insufficient_funds', 'card_expired', 'authentication_failed'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type PaymentReason = DeclineReason | 'card_not_deposited' | 'limit';

export function reasonText(reason: string | null, lang: string): string | null {
  if (!reason) return null;
  const key = `reason_${reason}` as PaymentsMessageKey;
  return key in MESSAGES ? paymentsMessage(key, lang) : null;
}
