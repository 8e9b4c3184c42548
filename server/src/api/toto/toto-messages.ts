/** Texts of the toto API's refusals in the six interface languages. */
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  draw_not_found: {
    ru: 'Тираж не найден', en: 'Draw not found',
    ua: 'Тираж не знайдено', kz: 'Тираж табылмады', az: 'Tiraj tapılmadı', ar: 'لم يتم العثور على السحب',
  },
  draw_closed: {
    ru: 'Приём купонов на тираж № {drawId} закрыт: первое событие уже началось',
    en: 'Draw no. {drawId} is closed: its first event has already started',
    ua: 'Приймання купонів на тираж № {drawId} закрито: перша подія вже почалася',
    kz: '№ {drawId} тиражға купон қабылдау жабылды: бірінші оқиға басталып кетті',
    az: 'Tiraj № {drawId} üçün kupon qəbulu bağlanıb: ilk hadisə artıq başlayıb',
    ar: 'أُغلق استقبال القسائم للسحب رقم {drawId}: بدأ الحدث الأول بالفعل',
  },
  picks_missing: {
    ru: 'Сделайте прогноз на каждое событие: не выбраны события № {events}',
    en: 'Make a pick for every event: events no. {events} have none',
    ua: 'Зробіть прогноз на кожну подію: немає прогнозу на події № {events}',
    kz: 'Әр оқиғаға болжам жасаңыз: № {events} оқиғаларға болжам жоқ',
    az: 'Hər hadisə üçün proqnoz verin: № {events} hadisələri üçün seçim edilməyib',
    ar: 'ضع توقّعًا لكل حدث: لا توقّع للأحداث رقم {events}',
  },
  picks_invalid: {
    ru: 'Неверный прогноз в событиях № {events}: допустимы 1, X, 2 и их сочетания',
    en: 'Invalid pick for events no. {events}: use 1, X, 2 or a combination of them',
    ua: 'Неправильний прогноз у подіях № {events}: допустимі 1, X, 2 та їх поєднання',
    kz: '№ {events} оқиғалардағы болжам қате: 1, X, 2 немесе олардың тіркесімін таңдаңыз',
    az: '№ {events} hadisələrində proqnoz yanlışdır: 1, X, 2 və ya onların birləşməsini seçin',
    ar: 'توقّع غير صالح للأحداث رقم {events}: استخدم 1 أو X أو 2 أو مزيجًا منها',
  },
  stake_not_multiple: {
    ru: 'Сумма должна делиться поровну на {variants} вариантов: например, {lower} или {higher} {currency}',
    en: 'The stake must split equally over {variants} variants: for example {lower} or {higher} {currency}',
    ua: 'Сума має ділитися порівну на {variants} варіантів: наприклад, {lower} або {higher} {currency}',
    kz: 'Сома {variants} нұсқаға тең бөлінуі керек: мысалы, {lower} немесе {higher} {currency}',
    az: 'Məbləğ {variants} varianta bərabər bölünməlidir: məsələn, {lower} və ya {higher} {currency}',
    ar: 'يجب أن يُقسَّم المبلغ بالتساوي على عدد التركيبات ({variants}): مثلًا {lower} أو {higher} {currency}',
  },
  stake_below_min: {
    ru: 'Ставка на один вариант должна быть не меньше {min} {currency}',
    en: 'The stake per variant must be at least {min} {currency}',
    ua: 'Ставка на один варіант має бути не меншою за {min} {currency}',
    kz: 'Бір нұсқаға бәс кемінде {min} {currency} болуы керек',
    az: 'Bir variantın məbləği ən azı {min} {currency} olmalıdır',
    ar: 'يجب ألّا يقل الرهان لكل تركيبة عن {min} {currency}',
  },
  stake_above_max: {
    ru: 'Сумма купона больше максимальной: {max} {currency}', en: 'The coupon stake is above the maximum of {max} {currency}',
    ua: 'Сума купона більша за максимальну: {max} {currency}', kz: 'Купон сомасы ең көп сомадан асады: {max} {currency}',
    az: 'Kupon məbləği maksimumdan çoxdur: {max} {currency}', ar: 'مبلغ القسيمة أعلى من الحد الأقصى: {max} {currency}',
  },
  account_not_found: {
    ru: 'Счёт не найден', en: 'Account not found',
    ua: 'Рахунок не знайдено', kz: 'Шот табылмады', az: 'Hesab tapılmadı', ar: 'لم يتم العثور على الحساب',
  },
  bonus_account_not_allowed: {
    ru: 'Купон тотализатора оплачивается только с денежного счёта', en: 'A toto coupon can only be paid from a money account',
    ua: 'Купон тоталізатора оплачується лише з грошового рахунку', kz: 'Тотализатор купоны тек ақшалай шоттан төленеді',
    az: 'Toto kuponu yalnız pul hesabından ödənilir', ar: 'لا تُدفع قسيمة توتو إلا من حساب نقدي',
  },
  insufficient_funds: {
    ru: 'Недостаточно средств на счёте', en: 'Not enough money on the account',
    ua: 'Недостатньо коштів на рахунку', kz: 'Шотта қаражат жеткіліксіз', az: 'Hesabda kifayət qədər vəsait yoxdur', ar: 'الرصيد في الحساب غير كافٍ',
  },
  coupon_not_found: {
    ru: 'Купон не найден', en: 'Coupon not found',
    ua: 'Купон не знайдено', kz: 'Купон табылмады', az: 'Kupon tapılmadı', ar: 'لم يتم العثور على القسيمة',
  },
} satisfies Record<string, Localized>;

export type TotoMessageKey = keyof typeof MESSAGES;
export const totoMessage = createMessages<TotoMessageKey>(MESSAGES);

export interface TotoRefusal {
  status: number;
  code: string;
  message: string;
  [detail: string]: unknown;
}

export function totoRefusal(key: TotoMessageKey, lang: string, vars: Record<string, string | number> = {}, status = 400, extra: Record<string, unknown> = {}): TotoRefusal {
  return { ...extra, status, code: key, message: totoMessage(key, lang, vars) };
}
