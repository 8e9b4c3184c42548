/** Texts of the payment sandbox's pages in the six interface languages (the sandbox has its own table: it is a separate component). */
import { createMessages, type Localized } from '../platform/messages.ts';

const MESSAGES = {
  badge: { ru: 'Тестовые платежи', en: 'Test payments', ua: 'Тестові платежі', kz: 'Сынақ төлемдері', az: 'Test ödənişləri', ar: 'مدفوعات تجريبية' },
  title: { ru: 'Оплата картой', en: 'Card payment', ua: 'Оплата карткою', kz: 'Картамен төлеу', az: 'Kartla ödəniş', ar: 'الدفع بالبطاقة' },
  notice: {
    ru: 'Это песочница платёжной системы: настоящие карты не принимаются и деньги не списываются. Используйте одну из тестовых карт ниже.',
    en: 'This is the payment provider’s sandbox: real cards are not accepted and no money is charged. Use one of the test cards below.',
    ua: 'Це пісочниця платіжної системи: справжні картки не приймаються, гроші не списуються. Скористайтеся однією з тестових карток нижче.',
    kz: 'Бұл төлем жүйесінің құмсалғышы: нақты карталар қабылданбайды, ақша шешілмейді. Төмендегі сынақ карталарының бірін пайдаланыңыз.',
    az: 'Bu, ödəniş provayderinin sınaq mühitidir: real kartlar qəbul edilmir və pul tutulmur. Aşağıdakı test kartlarından birini istifadə edin.',
    ar: 'هذه بيئة تجريبية لمزوّد الدفع: لا تُقبل البطاقات الحقيقية ولا تُخصم أي أموال. استخدم إحدى البطاقات التجريبية أدناه.',
  },
  merchant: { ru: 'Получатель', en: 'Merchant', ua: 'Отримувач', kz: 'Алушы', az: 'Alıcı', ar: 'التاجر' },
  method: { ru: 'Способ оплаты', en: 'Payment method', ua: 'Спосіб оплати', kz: 'Төлем тәсілі', az: 'Ödəniş üsulu', ar: 'طريقة الدفع' },
  amount: { ru: 'Сумма', en: 'Amount', ua: 'Сума', kz: 'Сома', az: 'Məbləğ', ar: 'المبلغ' },
  card_number: { ru: 'Номер карты', en: 'Card number', ua: 'Номер картки', kz: 'Карта нөмірі', az: 'Kart nömrəsi', ar: 'رقم البطاقة' },
  pay: { ru: 'Оплатить', en: 'Pay', ua: 'Оплатити', kz: 'Төлеу', az: 'Ödə', ar: 'ادفع' },
  cancel: { ru: 'Отменить и вернуться на сайт', en: 'Cancel and return to the site', ua: 'Скасувати й повернутися на сайт', kz: 'Тоқтатып, сайтқа оралу', az: 'Ləğv et və sayta qayıt', ar: 'إلغاء والعودة إلى الموقع' },
  cards_title: { ru: 'Тестовые карты', en: 'Test cards', ua: 'Тестові картки', kz: 'Сынақ карталары', az: 'Test kartları', ar: 'البطاقات التجريبية' },
  card_approve: { ru: 'платёж проходит', en: 'the payment goes through', ua: 'платіж проходить', kz: 'төлем өтеді', az: 'ödəniş keçir', ar: 'تتم عملية الدفع' },
  card_insufficient_funds: { ru: 'отказ: недостаточно средств', en: 'declined: insufficient funds', ua: 'відмова: недостатньо коштів', kz: 'бас тарту: қаражат жеткіліксіз', az: 'rədd: vəsait kifayət deyil', ar: 'مرفوضة: رصيد غير كافٍ' },
  card_card_expired: { ru: 'отказ: срок действия карты истёк', en: 'declined: the card has expired', ua: 'відмова: термін дії картки минув', kz: 'бас тарту: картаның мерзімі өтті', az: 'rədd: kartın müddəti bitib', ar: 'مرفوضة: انتهت صلاحية البطاقة' },
  card_challenge: { ru: 'банк запросит подтверждение 3-D Secure', en: 'the bank asks for a 3-D Secure confirmation', ua: 'банк запитає підтвердження 3-D Secure', kz: 'банк 3-D Secure растауын сұрайды', az: 'bank 3-D Secure təsdiqi istəyir', ar: 'يطلب البنك تأكيد 3-D Secure' },
  card_pending: { ru: 'банк ответит позже: платёж остаётся в обработке', en: 'the bank answers later: the payment stays pending', ua: 'банк відповість пізніше: платіж залишається в обробці', kz: 'банк кейін жауап береді: төлем өңделуде қалады', az: 'bank sonra cavab verəcək: ödəniş gözləmədə qalır', ar: 'سيرد البنك لاحقًا: تبقى الدفعة قيد المعالجة' },
  unknown_card: {
    ru: 'Эта карта не тестовая: в песочнице работают только карты из списка.',
    en: 'This is not a test card: the sandbox takes only the cards listed.',
    ua: 'Ця картка не тестова: у пісочниці працюють лише картки зі списку.',
    kz: 'Бұл сынақ картасы емес: құмсалғышта тек тізімдегі карталар жұмыс істейді.',
    az: 'Bu test kartı deyil: sınaq mühiti yalnız siyahıdakı kartları qəbul edir.',
    ar: 'هذه ليست بطاقة تجريبية: تقبل البيئة التجريبية البطاقات المدرجة فقط.',
  },
  challenge_title: { ru: 'Подтверждение платежа (3-D Secure)', en: 'Confirm the payment (3-D Secure)', ua: 'Підтвердження платежу (3-D Secure)', kz: 'Төлемді растау (3-D Secure)', az: 'Ödənişin təsdiqi (3-D Secure)', ar: 'تأكيد الدفع (3-D Secure)' },
  challenge_notice: {
    ru: 'Банк просит ввести код подтверждения. В песочнице код — {code}; любой другой код отклоняет платёж.',
    en: 'Your bank asks for a confirmation code. In the sandbox the code is {code}; any other code declines the payment.',
    ua: 'Банк просить ввести код підтвердження. У пісочниці код — {code}; будь-який інший код відхиляє платіж.',
    kz: 'Банк растау кодын енгізуді сұрайды. Құмсалғышта код — {code}; басқа кез келген код төлемді қабылдамайды.',
    az: 'Bank təsdiq kodu istəyir. Sınaq mühitində kod {code}-dür; başqa istənilən kod ödənişi rədd edir.',
    ar: 'يطلب البنك رمز التأكيد. في البيئة التجريبية الرمز هو {code}؛ أي رمز آخر يرفض الدفعة.',
  },
  challenge_code: { ru: 'Код подтверждения', en: 'Confirmation code', ua: 'Код підтвердження', kz: 'Растау коды', az: 'Təsdiq kodu', ar: 'رمز التأكيد' },
  challenge_confirm: { ru: 'Подтвердить', en: 'Confirm', ua: 'Підтвердити', kz: 'Растау', az: 'Təsdiq et', ar: 'تأكيد' },
  link_invalid: {
    ru: 'Ссылка на оплату недействительна или устарела. Вернитесь на сайт и начните пополнение заново.',
    en: 'This payment link is not valid or has expired. Go back to the site and start the deposit again.',
    ua: 'Посилання на оплату недійсне або застаріле. Поверніться на сайт і почніть поповнення знову.',
    kz: 'Төлем сілтемесі жарамсыз немесе ескірген. Сайтқа оралып, толықтыруды қайта бастаңыз.',
    az: 'Ödəniş linki etibarsızdır və ya vaxtı keçib. Sayta qayıdın və depoziti yenidən başladın.',
    ar: 'رابط الدفع غير صالح أو منتهي الصلاحية. عُد إلى الموقع وابدأ الإيداع من جديد.',
  },
} satisfies Record<string, Localized>;

export type SandboxMessageKey = keyof typeof MESSAGES;
export const sandboxMessage = createMessages<SandboxMessageKey>(MESSAGES);
