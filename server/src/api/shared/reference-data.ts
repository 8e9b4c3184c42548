/**
 * Reference tables (spec §3 phone country / mask, currencies). The one place these lists live; the
 * seed, registration, phone and account endpoints all read from here.
 */
import type { Currency, PhoneCountry, PhoneMask } from '@arena/domain';

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
 * Decimals of each currency's minor unit (ISO 4217): money is stored in these minor units as integers,
 * and an amount with more decimals than its currency allows is refused (shared/money.ts).
 * A currency missing here would fall back to 2; add a row with every new currency.
 */
export const CURRENCY_PRECISION: Readonly<Record<string, number>> = {
  RUB: 2,
  USD: 2,
  EUR: 2,
  KZT: 2,
  UAH: 2,
  AZN: 2,
  KWD: 3,
};

/** The minor-unit decimals of a currency id (2 for an unknown id). */
export function currencyPrecision(currencyId: number): number {
  return CURRENCY_PRECISION[currencyById(currencyId)?.iso ?? ''] ?? 2;
}

/** Russian names of the currencies above (every other language reads the English `name`). */
const CURRENCY_NAMES_RU: Readonly<Record<string, string>> = {
  RUB: 'Российский рубль',
  USD: 'Доллар США',
  EUR: 'Евро',
  KZT: 'Казахстанский тенге',
  UAH: 'Украинская гривна',
  AZN: 'Азербайджанский манат',
  KWD: 'Кувейтский динар',
};

/** The currencies accounts can be opened in, named in the asked language (ru, else en). */
export function currencyList(language: string): Currency[] {
  return CURRENCIES.map((c) => ({ ...c, name: (language === 'ru' ? CURRENCY_NAMES_RU[c.iso] : undefined) ?? c.name }));
}

/** id, English/Russian name, iso2 lowercase code, dial code without '+'. */
const COUNTRIES: ReadonlyArray<{ id: number; en: string; ru: string; code: string; tel: string; mask: string; min: number; max: number }> = [
  { id: 1, en: 'Russia', ru: 'Россия', code: 'ru', tel: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 2, en: 'Ukraine', ru: 'Украина', code: 'ua', tel: '380', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 3, en: 'Kazakhstan', ru: 'Казахстан', code: 'kz', tel: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 4, en: 'Azerbaijan', ru: 'Азербайджан', code: 'az', tel: '994', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 5, en: 'Belarus', ru: 'Беларусь', code: 'by', tel: '375', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 6, en: 'Ireland', ru: 'Ирландия', code: 'ie', tel: '353', mask: '(##) ###-####', min: 9, max: 9 },
  { id: 7, en: 'United Kingdom', ru: 'Великобритания', code: 'gb', tel: '44', mask: '#### ######', min: 10, max: 10 },
  { id: 8, en: 'Germany', ru: 'Германия', code: 'de', tel: '49', mask: '### ########', min: 10, max: 11 },
  { id: 9, en: 'Kuwait', ru: 'Кувейт', code: 'kw', tel: '965', mask: '#### ####', min: 8, max: 8 },
  { id: 10, en: 'Uzbekistan', ru: 'Узбекистан', code: 'uz', tel: '998', mask: '(##) ###-##-##', min: 9, max: 9 },
];

export function countryById(id: number) {
  return COUNTRIES.find((c) => c.id === id);
}

export function phoneCountries(language: string): PhoneCountry[] {
  return COUNTRIES.map((c) => ({ id: c.id, name: language === 'ru' ? c.ru : c.en, country_code: c.code, tel_code: c.tel }));
}

export function phoneMasks(): PhoneMask[] {
  return COUNTRIES.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
}

/** A dial code the server knows (registration and phone login refuse others). */
export function isKnownDialCode(telCode: string): boolean {
  return COUNTRIES.some((c) => c.tel === telCode);
}
