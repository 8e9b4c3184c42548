/**
 * Reference tables (spec §3 phone country / mask, currencies). The one place these lists live; the
 * seed, registration, phone and account endpoints all read from here.
 */
import { currencyExponent, phoneRuleOf, type Currency, type PhoneCountry, type PhoneLengthRule, type PhoneMask } from '@arena/domain';
import { textIn, type Localized } from '../../platform/messages.ts';

export const CURRENCIES: readonly Currency[] = [
  { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble' },
  { id: 2, iso: 'USD', symbol: '$', name: 'US dollar' },
  { id: 3, iso: 'EUR', symbol: '€', name: 'Euro' },
  { id: 4, iso: 'KZT', symbol: '₸', name: 'Kazakhstani tenge' },
  { id: 5, iso: 'UAH', symbol: '₴', name: 'Ukrainian hryvnia' },
  { id: 6, iso: 'AZN', symbol: '₼', name: 'Azerbaijani manat' },
  { id: 7, iso: 'KWD', symbol: 'KD', name: 'Kuwaiti dinar' },
];

export function currencyById(id: number): Currency | undefined {
  return CURRENCIES.find((c) => c.id === id);
}

/**
 * Decimals of a currency's minor unit (ISO 4217), from @arena/domain's exponent table, the one the browser
 * formats and the coupon rounds with: money is stored in these minor units as integers, and an amount with
 * more decimals than its currency allows is refused (shared/money.ts).
 */
export const currencyPrecisionOf = (iso: string): number => currencyExponent(iso);

/** The minor-unit decimals of a currency id (2 for an unknown id). */
export function currencyPrecision(currencyId: number): number {
  return currencyExponent(currencyById(currencyId)?.iso ?? '');
}

/** The currencies' names in the interface languages (the `name` above is the English one). */
const CURRENCY_NAMES: Readonly<Record<string, Localized>> = {
  RUB: { ru: 'Российский рубль', en: 'Russian ruble', ua: 'Російський рубль', kz: 'Ресей рублі', az: 'Rusiya rublu', ar: 'الروبل الروسي' },
  USD: { ru: 'Доллар США', en: 'US dollar', ua: 'Долар США', kz: 'АҚШ доллары', az: 'ABŞ dolları', ar: 'الدولار الأمريكي' },
  EUR: { ru: 'Евро', en: 'Euro', ua: 'Євро', kz: 'Еуро', az: 'Avro', ar: 'اليورو' },
  KZT: { ru: 'Казахстанский тенге', en: 'Kazakhstani tenge', ua: 'Казахстанський теньге', kz: 'Қазақстан теңгесі', az: 'Qazaxıstan tengesi', ar: 'التينغي الكازاخستاني' },
  UAH: { ru: 'Украинская гривна', en: 'Ukrainian hryvnia', ua: 'Українська гривня', kz: 'Украина гривнасы', az: 'Ukrayna qrivnası', ar: 'الهريفنيا الأوكرانية' },
  AZN: { ru: 'Азербайджанский манат', en: 'Azerbaijani manat', ua: 'Азербайджанський манат', kz: 'Әзербайжан манаты', az: 'Azərbaycan manatı', ar: 'المانات الأذربيجاني' },
  KWD: { ru: 'Кувейтский динар', en: 'Kuwaiti dinar', ua: 'Кувейтський динар', kz: 'Кувейт динары', az: 'Küveyt dinarı', ar: 'الدينار الكويتي' },
};

/** The currencies accounts can be opened in, named in the asked language (else English). */
export function currencyList(language: string): Currency[] {
  return CURRENCIES.map((c) => {
    const names = CURRENCY_NAMES[c.iso];
    return { ...c, name: names ? textIn(names, language) : c.name };
  });
}

/** id, name in the interface languages, iso2 lowercase code, dial code without '+'. */
const COUNTRIES: ReadonlyArray<{ id: number; name: Localized; code: string; tel: string; mask: string; min: number; max: number }> = [
  { id: 1, name: { ru: 'Россия', en: 'Russia', ua: 'Росія', kz: 'Ресей', az: 'Rusiya', ar: 'روسيا' }, code: 'ru', tel: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 2, name: { ru: 'Украина', en: 'Ukraine', ua: 'Україна', kz: 'Украина', az: 'Ukrayna', ar: 'أوكرانيا' }, code: 'ua', tel: '380', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 3, name: { ru: 'Казахстан', en: 'Kazakhstan', ua: 'Казахстан', kz: 'Қазақстан', az: 'Qazaxıstan', ar: 'كازاخستان' }, code: 'kz', tel: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 4, name: { ru: 'Азербайджан', en: 'Azerbaijan', ua: 'Азербайджан', kz: 'Әзербайжан', az: 'Azərbaycan', ar: 'أذربيجان' }, code: 'az', tel: '994', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 5, name: { ru: 'Беларусь', en: 'Belarus', ua: 'Білорусь', kz: 'Беларусь', az: 'Belarus', ar: 'بيلاروس' }, code: 'by', tel: '375', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 6, name: { ru: 'Ирландия', en: 'Ireland', ua: 'Ірландія', kz: 'Ирландия', az: 'İrlandiya', ar: 'أيرلندا' }, code: 'ie', tel: '353', mask: '(##) ###-####', min: 9, max: 9 },
  { id: 7, name: { ru: 'Великобритания', en: 'United Kingdom', ua: 'Велика Британія', kz: 'Ұлыбритания', az: 'Böyük Britaniya', ar: 'المملكة المتحدة' }, code: 'gb', tel: '44', mask: '#### ######', min: 10, max: 10 },
  { id: 8, name: { ru: 'Германия', en: 'Germany', ua: 'Німеччина', kz: 'Германия', az: 'Almaniya', ar: 'ألمانيا' }, code: 'de', tel: '49', mask: '### ########', min: 10, max: 11 },
  { id: 9, name: { ru: 'Кувейт', en: 'Kuwait', ua: 'Кувейт', kz: 'Кувейт', az: 'Küveyt', ar: 'الكويت' }, code: 'kw', tel: '965', mask: '#### ####', min: 8, max: 8 },
  { id: 10, name: { ru: 'Узбекистан', en: 'Uzbekistan', ua: 'Узбекистан', kz: 'Өзбекстан', az: 'Özbəkistan', ar: 'أوزبكستان' }, code: 'uz', tel: '998', mask: '(##) ###-##-##', min: 9, max: 9 },
];

export function countryById(id: number) {
  return COUNTRIES.find((c) => c.id === id);
}

export function phoneCountries(language: string): PhoneCountry[] {
  return COUNTRIES.map((c) => ({ id: c.id, name: textIn(c.name, language), country_code: c.code, tel_code: c.tel }));
}

export function phoneMasks(): PhoneMask[] {
  return COUNTRIES.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
}

/** The digits a national number of this dial code has (the shared phone rule: @arena/domain phoneRules). */
export function phoneRuleFor(telCode: string): PhoneLengthRule {
  const country = COUNTRIES.find((c) => c.tel === telCode);
  return phoneRuleOf(country ? { Min: country.min, Max: country.max } : undefined);
}

/** A dial code the server knows (registration and phone login refuse others). */
export function isKnownDialCode(telCode: string): boolean {
  return COUNTRIES.some((c) => c.tel === telCode);
}
