/** Texts of the betting API's answers in the six interface languages (shared/messages.ts's language rule). */
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  bets_count_invalid: {
    ru: 'Неверное число ставок для этого типа купона', en: 'Wrong number of bets for this coupon type',
    ua: 'Неправильна кількість ставок для цього типу купона', kz: 'Купонның бұл түрі үшін бәстер саны қате',
    az: 'Bu kupon növü üçün mərclərin sayı yanlışdır', ar: 'عدد الرهانات غير صحيح لهذا النوع من القسائم',
  },
  duplicate_outcome: {
    ru: 'Один исход добавлен дважды', en: 'The same outcome is in the coupon twice',
    ua: 'Один і той самий результат додано двічі', kz: 'Бір нәтиже купонға екі рет қосылған',
    az: 'Eyni nəticə kupona iki dəfə əlavə edilib', ar: 'النتيجة نفسها مضافة إلى القسيمة مرتين',
  },
  dependent_bets: {
    ru: 'Нельзя объединять исходы одного события', en: 'Outcomes of the same event cannot be combined',
    ua: 'Не можна об’єднувати результати однієї події', kz: 'Бір оқиғаның нәтижелерін біріктіруге болмайды',
    az: 'Eyni hadisənin nəticələrini birləşdirmək olmaz', ar: 'لا يمكن الجمع بين نتائج الحدث نفسه',
  },
  system_value_invalid: {
    ru: 'Недопустимый размер системы', en: 'Invalid system size',
    ua: 'Неприпустимий розмір системи', kz: 'Жүйенің өлшемі жарамсыз', az: 'Sistemin ölçüsü yanlışdır', ar: 'حجم رهان النظام غير صالح',
  },
  promo_not_allowed: {
    ru: 'Промокод не принимается для ординаров', en: 'Promo codes are not accepted on singles',
    ua: 'Промокоди не приймаються на ординари', kz: 'Жеке бәстерге промокод қабылданбайды',
    az: 'Tək mərclərdə promokod qəbul edilmir', ar: 'لا تُقبل الرموز الترويجية على الرهانات الفردية',
  },
  promo_unknown: {
    ru: 'Такого промокода нет', en: 'Unknown promo code',
    ua: 'Такого промокоду немає', kz: 'Мұндай промокод жоқ', az: 'Belə promokod yoxdur', ar: 'هذا الرمز الترويجي غير موجود',
  },
  promo_not_applicable: {
    ru: 'Промокод не подходит к этому купону', en: 'This promo code does not apply to this coupon',
    ua: 'Промокод не підходить до цього купона', kz: 'Промокод бұл купонға сәйкес келмейді',
    az: 'Promokod bu kupona uyğun deyil', ar: 'لا ينطبق هذا الرمز الترويجي على هذه القسيمة',
  },
  bonus_bet_not_available: {
    ru: 'Бонусная ставка добавляется только к экспрессу из 3 и более ставок с коэффициентом от 1.1 каждая',
    en: 'A bonus bet can only join an express of 3 or more bets, each at odds of 1.1 or more',
    ua: 'Бонусну ставку можна додати лише до експресу з 3 і більше ставок із коефіцієнтом від 1.1 кожна',
    kz: 'Бонустық бәс әрқайсысының коэффициенті 1.1-ден басталатын 3 және одан көп бәстен тұратын экспресске ғана қосылады',
    az: 'Bonus mərci yalnız hər birinin əmsalı 1.1 və daha yüksək olan 3 və ya daha çox mərcdən ibarət ekspressə əlavə edilir',
    ar: 'لا يُضاف رهان المكافأة إلا إلى رهان مجمّع من 3 رهانات أو أكثر، معامل كلٍّ منها 1.1 أو أعلى',
  },
  account_not_found: {
    ru: 'Счёт не найден', en: 'Account not found',
    ua: 'Рахунок не знайдено', kz: 'Шот табылмады', az: 'Hesab tapılmadı', ar: 'لم يتم العثور على الحساب',
  },
  user_mismatch: {
    ru: 'Купон другого пользователя', en: 'The coupon belongs to another user',
    ua: 'Купон належить іншому користувачу', kz: 'Купон басқа пайдаланушыға тиесілі', az: 'Kupon başqa istifadəçiyə məxsusdur',
    ar: 'القسيمة تخصّ مستخدمًا آخر',
  },
  prepaid_not_available: {
    ru: 'Предоплаченная сумма недоступна', en: 'No prepaid amount is available',
    ua: 'Передплачена сума недоступна', kz: 'Алдын ала төленген сома қолжетімсіз', az: 'Əvvəlcədən ödənilmiş məbləğ əlçatan deyil',
    ar: 'لا يتوفر مبلغ مدفوع مسبقًا',
  },
  outcome_not_found: {
    ru: 'Исход больше не доступен', en: 'The outcome is no longer available',
    ua: 'Цей результат більше недоступний', kz: 'Бұл нәтиже енді қолжетімсіз', az: 'Bu nəticə artıq əlçatan deyil', ar: 'لم تعد هذه النتيجة متاحة',
  },
  event_finished: {
    ru: 'Событие завершено', en: 'The event has finished',
    ua: 'Подію завершено', kz: 'Оқиға аяқталды', az: 'Hadisə başa çatıb', ar: 'انتهى الحدث',
  },
  event_blocked: {
    ru: 'Приём ставок на рынок приостановлен', en: 'Betting on this market is suspended',
    ua: 'Прийом ставок на цей ринок призупинено', kz: 'Бұл нарыққа бәс қабылдау тоқтатылды', az: 'Bu bazara mərc qəbulu dayandırılıb',
    ar: 'قبول الرهانات على هذا السوق معلّق',
  },
  odds_changed: {
    ru: 'Коэффициент изменился', en: 'The odds have changed',
    ua: 'Коефіцієнт змінився', kz: 'Коэффициент өзгерді', az: 'Əmsal dəyişdi', ar: 'تغيّر المعامل',
  },
  score_changed: {
    ru: 'Счёт изменился, ставка отменена', en: 'The score has changed: the bet was dropped',
    ua: 'Рахунок змінився, ставку скасовано', kz: 'Есеп өзгерді, бәс қабылданбады', az: 'Hesab dəyişdi, mərc ləğv edildi',
    ar: 'تغيّرت النتيجة، فأُلغي الرهان',
  },
  amount_missing: {
    ru: 'Укажите сумму ставки', en: 'Enter a stake',
    ua: 'Вкажіть суму ставки', kz: 'Бәс сомасын көрсетіңіз', az: 'Mərcin məbləğini daxil edin', ar: 'أدخل مبلغ الرهان',
  },
  amount_below_min: {
    ru: 'Сумма меньше минимальной', en: 'The stake is below the minimum',
    ua: 'Сума менша за мінімальну', kz: 'Сома ең аз сомадан төмен', az: 'Məbləğ minimumdan azdır', ar: 'المبلغ أقل من الحد الأدنى',
  },
  amount_above_max: {
    ru: 'Сумма больше максимальной', en: 'The stake is above the maximum',
    ua: 'Сума більша за максимальну', kz: 'Сома ең көп сомадан асып кетті', az: 'Məbləğ maksimumdan çoxdur', ar: 'المبلغ أعلى من الحد الأقصى',
  },
  insufficient_funds: {
    ru: 'Недостаточно средств на счёте', en: 'Not enough money on the account',
    ua: 'Недостатньо коштів на рахунку', kz: 'Шотта қаражат жеткіліксіз', az: 'Hesabda kifayət qədər vəsait yoxdur', ar: 'الرصيد في الحساب غير كافٍ',
  },
  singles_rejected: {
    ru: 'Ни одна ставка не принята', en: 'No bet was accepted',
    ua: 'Жодну ставку не прийнято', kz: 'Бірде-бір бәс қабылданбады', az: 'Heç bir mərc qəbul edilmədi', ar: 'لم يُقبل أي رهان',
  },
  coupon_not_found: {
    ru: 'Купон не найден', en: 'Coupon not found',
    ua: 'Купон не знайдено', kz: 'Купон табылмады', az: 'Kupon tapılmadı', ar: 'لم يتم العثور على القسيمة',
  },
  // Issue 16: the texts with the step and currency come from shared/money.ts (carried in `extra`).
  amount_precision: {
    ru: 'Сумма мельче минимальной доли валюты', en: 'The amount is finer than the currency allows',
    ua: 'Сума дрібніша за мінімальну частку валюти', kz: 'Сома валютаның ең кіші бөлігінен ұсақ',
    az: 'Məbləğ valyutanın ən kiçik hissəsindən xırdadır', ar: 'المبلغ أدق مما تسمح به العملة',
  },
  coupon_id_conflict: {
    ru: 'Купон с этим id уже принят с другими ставками или суммой',
    en: 'A coupon with this id was already placed with other bets or amount',
    ua: 'Купон із цим id уже прийнято з іншими ставками або сумою',
    kz: 'Осы id бар купон басқа бәстермен немесе сомамен бұрын қабылданған',
    az: 'Bu id ilə kupon artıq başqa mərclərlə və ya məbləğlə qəbul edilib',
    ar: 'سبق قبول قسيمة بهذا المعرّف (id) برهانات أو مبلغ مختلف',
  },
  game_not_found: {
    ru: 'Такого события нет в линии и лайве', en: 'There is no such event in the line or live',
    ua: 'Такої події немає в лінії та лайві', kz: 'Мұндай оқиға желіде де, лайвта да жоқ',
    az: 'Belə hadisə nə xəttdə, nə də canlıda var', ar: 'لا يوجد حدث كهذا في الخط أو البث المباشر',
  },
  champ_not_found: {
    ru: 'Такого турнира нет', en: 'There is no such league',
    ua: 'Такого турніру немає', kz: 'Мұндай турнир жоқ', az: 'Belə turnir yoxdur', ar: 'لا توجد بطولة كهذه',
  },
} satisfies Record<string, Localized>;

export type BettingMessageKey = keyof typeof MESSAGES;

export const bettingMessage = createMessages<BettingMessageKey>(MESSAGES);

/** A refusal of the betting API: `{ code, message, ...extra }` with status 400 unless said otherwise. */
export interface BetRejection {
  code: BettingMessageKey;
  status?: number;
  extra?: Record<string, unknown>;
}

export const rejection = (code: BettingMessageKey, extra?: Record<string, unknown>, status?: number): BetRejection => ({
  code,
  ...(extra ? { extra } : {}),
  ...(status ? { status } : {}),
});

export function rejectionBody(r: BetRejection, language: string) {
  return { code: r.code, message: bettingMessage(r.code, language), ...r.extra };
}
