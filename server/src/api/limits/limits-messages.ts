/**
 * Texts of the limits service in the six interface languages (the limit names are the client's). Kept here
 * rather than in shared/messages.ts so the limits service owns its wording; errors carry the text in
 * `message` and, for action answers, in `title` (spec §7: the client shows the server's title). The
 * language rule and placeholders are shared/messages.ts's `createMessages`.
 */
import { createMessages, localize, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  limit_type_disabled: {
    ru: 'Этот лимит недоступен', en: 'This limit is not available',
    ua: 'Цей ліміт недоступний', kz: 'Бұл лимит қолжетімсіз', az: 'Bu limit əlçatan deyil', ar: 'هذا الحدّ غير متاح',
  },
  limit_value_invalid: {
    ru: 'Недопустимое значение лимита', en: 'This limit value is not allowed',
    ua: 'Неприпустиме значення ліміту', kz: 'Лимиттің бұл мәніне рұқсат жоқ', az: 'Limitin bu dəyərinə icazə verilmir',
    ar: 'قيمة الحدّ هذه غير مسموح بها',
  },
  cannot_cancel_exclusion: {
    ru: 'Самоисключение и перерыв нельзя отменить', en: 'Self-exclusion and time-out cannot be cancelled',
    ua: 'Самовиключення і перерву не можна скасувати', kz: 'Өзін-өзі шеттету мен үзілістен бас тартуға болмайды',
    az: 'Özünü kənarlaşdırmanı və fasiləni ləğv etmək olmaz', ar: 'لا يمكن إلغاء الاستبعاد الذاتي أو الاستراحة',
  },
  cannot_shorten_exclusion: {
    ru: 'Самоисключение и перерыв можно только продлить', en: 'Self-exclusion and time-out can only be extended',
    ua: 'Самовиключення і перерву можна лише подовжити', kz: 'Өзін-өзі шеттету мен үзілісті тек ұзартуға болады',
    az: 'Özünü kənarlaşdırmanı və fasiləni yalnız uzatmaq olar', ar: 'لا يمكن إلا تمديد الاستبعاد الذاتي والاستراحة',
  },
  limit_applied: {
    ru: 'Лимит установлен', en: 'The limit is set',
    ua: 'Ліміт встановлено', kz: 'Лимит орнатылды', az: 'Limit təyin edildi', ar: 'تم تعيين الحدّ',
  },
  limit_pending: {
    ru: 'Новый лимит вступит в силу после 24 часов и подтверждения', en: 'The new limit takes effect after 24 hours and your confirmation',
    ua: 'Новий ліміт набуде чинності через 24 години й після вашого підтвердження',
    kz: 'Жаңа лимит 24 сағаттан кейін және сіз растағаннан соң күшіне енеді',
    az: 'Yeni limit 24 saatdan sonra və sizin təsdiqinizlə qüvvəyə minəcək', ar: 'يسري الحدّ الجديد بعد 24 ساعة وبعد تأكيدك',
  },
  limit_unchanged: {
    ru: 'Лимит не изменился', en: 'The limit has not changed',
    ua: 'Ліміт не змінився', kz: 'Лимит өзгерген жоқ', az: 'Limit dəyişməyib', ar: 'لم يتغيّر الحدّ',
  },
  no_pending_change: {
    ru: 'Нет изменений, ожидающих подтверждения', en: 'There is no change waiting for confirmation',
    ua: 'Немає змін, що очікують підтвердження', kz: 'Растауды күтіп тұрған өзгеріс жоқ', az: 'Təsdiq gözləyən dəyişiklik yoxdur',
    ar: 'لا يوجد تغيير بانتظار التأكيد',
  },
  cooling_off: {
    ru: 'Изменение можно подтвердить после окончания 24 часов', en: 'The change can be confirmed once the 24 hours have passed',
    ua: 'Зміну можна підтвердити, коли мине 24 години', kz: 'Өзгерісті 24 сағат өткен соң растауға болады',
    az: 'Dəyişikliyi 24 saat keçdikdən sonra təsdiqləmək olar', ar: 'يمكن تأكيد التغيير بعد مرور 24 ساعة',
  },
  change_confirmed: {
    ru: 'Лимит подтверждён', en: 'The limit has been confirmed',
    ua: 'Ліміт підтверджено', kz: 'Лимит расталды', az: 'Limit təsdiqləndi', ar: 'تم تأكيد الحدّ',
  },
  change_cancelled: {
    ru: 'Изменение лимита отменено', en: 'The limit change has been cancelled',
    ua: 'Зміну ліміту скасовано', kz: 'Лимит өзгерісінен бас тартылды', az: 'Limit dəyişikliyi ləğv edildi', ar: 'تم إلغاء تغيير الحدّ',
  },
  deposit_limit_exceeded: {
    ru: 'Сумма превышает ваш лимит депозита: доступно {remaining}',
    en: 'The amount exceeds your deposit limit: {remaining} left',
    ua: 'Сума перевищує ваш ліміт поповнень: доступно {remaining}',
    kz: 'Сома депозит лимитіңізден асады: {remaining} қолжетімді',
    az: 'Məbləğ depozit limitinizi aşır: {remaining} qalıb',
    ar: 'المبلغ يتجاوز حدّ الإيداع لديك: المتبقي {remaining}',
  },
  // A time-out is a break (issue 16): the same words answer a login, a refresh, a deposit or a bet.
  deposit_timeout: {
    ru: 'Действует перерыв до {end}: вход, депозиты и ставки недоступны',
    en: 'You are taking a time-out until {end}: login, deposits and bets are paused',
    ua: 'Діє перерва до {end}: вхід, поповнення і ставки недоступні',
    kz: '{end} дейін үзіліс алдыңыз: кіру, депозиттер мен бәстер тоқтатылған',
    az: '{end} tarixinədək fasilə qüvvədədir: giriş, depozitlər və mərclər dayandırılıb',
    ar: 'أنت في استراحة حتى {end}: تسجيل الدخول والإيداعات والرهانات متوقفة',
  },
  wagering_limit_exceeded: {
    ru: 'Ставка превышает ваш лимит ставок: доступно {remaining}',
    en: 'The stake exceeds your wagering limit: {remaining} left',
    ua: 'Ставка перевищує ваш ліміт ставок: доступно {remaining}',
    kz: 'Бәс сомасы бәс лимитіңізден асады: {remaining} қолжетімді',
    az: 'Məbləğ mərc limitinizi aşır: {remaining} qalıb',
    ar: 'الرهان يتجاوز حدّ الرهانات لديك: المتبقي {remaining}',
  },
  loss_limit_exceeded: {
    ru: 'Ставка превышает ваш лимит проигрыша: доступно {remaining}',
    en: 'The stake exceeds your loss limit: {remaining} left',
    ua: 'Ставка перевищує ваш ліміт програшу: доступно {remaining}',
    kz: 'Бәс сомасы ұтылыс лимитіңізден асады: {remaining} қолжетімді',
    az: 'Məbləğ itki limitinizi aşır: {remaining} qalıb',
    ar: 'الرهان يتجاوز حدّ الخسارة لديك: المتبقي {remaining}',
  },
  limit_rate_missing: {
    ru: 'Ваши лимиты ведутся в {limitCurrency}, а курса {currency} нет: сумму в этой валюте принять нельзя',
    en: 'Your limits are kept in {limitCurrency} and there is no {currency} exchange rate: amounts in this currency cannot be accepted',
    ua: 'Ваші ліміти ведуться в {limitCurrency}, а курсу {currency} немає: суму в цій валюті прийняти не можна',
    kz: 'Лимиттеріңіз {limitCurrency} валютасында жүргізіледі, ал {currency} бағамы жоқ: бұл валютадағы соманы қабылдау мүмкін емес',
    az: 'Limitləriniz {limitCurrency} ilə aparılır, {currency} məzənnəsi isə yoxdur: bu valyutada məbləğ qəbul edilə bilməz',
    ar: 'تُحتسب حدودك بعملة {limitCurrency} ولا يوجد سعر صرف لعملة {currency}: لا يمكن قبول مبالغ بهذه العملة',
  },
  self_excluded: {
    ru: 'Действует самоисключение до {end}', en: 'You are self-excluded until {end}',
    ua: 'Діє самовиключення до {end}', kz: '{end} дейін өзін-өзі шеттету әрекет етеді',
    az: '{end} tarixinədək özünü kənarlaşdırma qüvvədədir', ar: 'أنت مستبعَد ذاتيًا حتى {end}',
  },
  session_limit_reached: {
    ru: 'Лимит времени сессии на сегодня исчерпан. Приходите завтра', en: 'Your session time for today is used up. Please visit tomorrow',
    ua: 'Ваш час сесії на сьогодні вичерпано. Повертайтеся завтра', kz: 'Бүгінгі сессия уақыты таусылды. Ертең келіңіз',
    az: 'Bu gün üçün sessiya vaxtınız bitdi. Zəhmət olmasa, sabah yenidən gəlin', ar: 'استنفدت وقت جلستك لهذا اليوم. يُرجى العودة غدًا',
  },
  deposit_done: {
    ru: 'Счёт пополнен', en: 'The deposit has been credited',
    ua: 'Рахунок поповнено', kz: 'Шот толтырылды', az: 'Depozit hesabınıza köçürüldü', ar: 'تمت إضافة الإيداع إلى حسابك',
  },
  deposit_account_invalid: {
    ru: 'Этот счёт нельзя пополнить', en: 'This account cannot be topped up',
    ua: 'Цей рахунок не можна поповнити', kz: 'Бұл шотты толтыруға болмайды', az: 'Bu hesaba depozit etmək olmaz', ar: 'لا يمكن الإيداع في هذا الحساب',
  },
} satisfies Record<string, Localized>;

export type LimitsMessageKey = keyof typeof MESSAGES;

export const limitsMessage = createMessages<LimitsMessageKey>(MESSAGES);

/** A date for a message: the site's time zone is not the reader's concern here, ISO is unambiguous. */
export function formatEnd(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

const LABELS: Record<string, Localized> = {
  wagering: { ru: 'Лимит ставок', en: 'Wagering limit', ua: 'Ліміт ставок', kz: 'Бәс лимиті', az: 'Mərc limiti', ar: 'حدّ الرهانات' },
  loss: { ru: 'Лимит проигрыша', en: 'Loss limit', ua: 'Ліміт програшу', kz: 'Ұтылыс лимиті', az: 'İtki limiti', ar: 'حدّ الخسارة' },
  deposit: { ru: 'Лимит депозита', en: 'Deposit limit', ua: 'Ліміт поповнень', kz: 'Депозит лимиті', az: 'Depozit limiti', ar: 'حدّ الإيداع' },
  selfExclusion: { ru: 'Самоисключение', en: 'Self-exclusion', ua: 'Самовиключення', kz: 'Өзін-өзі шеттету', az: 'Özünü kənarlaşdırma', ar: 'الاستبعاد الذاتي' },
  session: { ru: 'Лимит сессии', en: 'Session limit', ua: 'Ліміт сесії', kz: 'Сессия лимиті', az: 'Sessiya limiti', ar: 'حدّ وقت الجلسة' },
  realityCheck: { ru: 'Проверка реальности', en: 'Reality check', ua: 'Нагадування про гру', kz: 'Ойынды бақылау', az: 'Reallıq yoxlaması', ar: 'التذكير الدوري' },
  depositTimeout: {
    ru: 'Перерыв в депозитах', en: 'Deposit time-out', ua: 'Перерва в поповненнях', kz: 'Депозит үзілісі', az: 'Depozitlərə fasilə', ar: 'استراحة من الإيداع',
  },
  '24h': { ru: '24 часа', en: '24 hours', ua: '24 години', kz: '24 сағат', az: '24 saat', ar: '24 ساعة' },
  '7d': { ru: '7 дней', en: '7 days', ua: '7 днів', kz: '7 күн', az: '7 gün', ar: '7 أيام' },
  '30d': { ru: '30 дней', en: '30 days', ua: '30 днів', kz: '30 күн', az: '30 gün', ar: '30 يومًا' },
};

/** The X-Language label of a limit, e.g. "Deposit limit, 24 hours". */
export function limitLabel(kind: string, period: string | null, language: string): string {
  const pick = (key: string) => {
    const entry = LABELS[key];
    return entry ? localize(entry, language) : key;
  };
  return period ? `${pick(kind)}, ${pick(period)}` : pick(kind);
}
