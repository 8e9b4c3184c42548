/**
 * The simulated catalogue's names in the interface languages (issue 20: sport and league names are
 * localised where the catalogue has them; team names stay as clubs write them). A name without the
 * asked language answers English.
 */
import { textIn, type Localized } from '../../shared/messages.ts';

/** A catalogue name is a server text like any other: the asked language, else English. */
export type LocalizedName = Localized;
export const localName = (name: LocalizedName, lang: string): string => textIn(name, lang);

/** Sport id → its name beside the Russian and English of sports-data.ts. */
const SPORT_NAMES: Readonly<Record<number, Omit<LocalizedName, 'en' | 'ru'>>> = {
  1: { ua: 'Футбол', kz: 'Футбол', az: 'Futbol', ar: 'كرة القدم' },
  2: { ua: 'Хокей', kz: 'Хоккей', az: 'Xokkey', ar: 'هوكي الجليد' },
  3: { ua: 'Баскетбол', kz: 'Баскетбол', az: 'Basketbol', ar: 'كرة السلة' },
  4: { ua: 'Теніс', kz: 'Теннис', az: 'Tennis', ar: 'التنس' },
  5: { ua: 'Волейбол', kz: 'Волейбол', az: 'Voleybol', ar: 'الكرة الطائرة' },
  6: { ua: 'Гандбол', kz: 'Гандбол', az: 'Həndbol', ar: 'كرة اليد' },
  7: { ua: 'Настільний теніс', kz: 'Үстел теннисі', az: 'Stolüstü tennis', ar: 'تنس الطاولة' },
  8: { ua: 'Кіберспорт', kz: 'Киберспорт', az: 'Kibersport', ar: 'الرياضات الإلكترونية' },
  9: { ua: 'Футзал', kz: 'Футзал', az: 'Futzal', ar: 'كرة الصالات' },
  10: { ua: 'Бейсбол', kz: 'Бейсбол', az: 'Beysbol', ar: 'البيسبول' },
};

/** Championship id → its name in the languages besides the English of sports-data.ts. */
const CHAMP_NAMES: Readonly<Record<number, Omit<LocalizedName, 'en'>>> = {
  101: { ru: 'Англия. Премьер-лига', ua: 'Англія. Прем’єр-ліга', kz: 'Англия. Премьер-лига', az: 'İngiltərə. Premyer Liqa', ar: 'إنجلترا. الدوري الممتاز' },
  102: { ru: 'Испания. Ла Лига', ua: 'Іспанія. Ла Ліга', kz: 'Испания. Ла Лига', az: 'İspaniya. La Liqa', ar: 'إسبانيا. الدوري الإسباني' },
  103: { ru: 'Германия. Бундеслига', ua: 'Німеччина. Бундесліга', kz: 'Германия. Бундеслига', az: 'Almaniya. Bundesliqa', ar: 'ألمانيا. البوندسليغا' },
  104: { ru: 'Италия. Серия A', ua: 'Італія. Серія A', kz: 'Италия. Серия A', az: 'İtaliya. A Seriyası', ar: 'إيطاليا. الدوري الإيطالي' },
  105: { ru: 'Россия. Премьер-лига', ua: 'Росія. Прем’єр-ліга', kz: 'Ресей. Премьер-лига', az: 'Rusiya. Premyer Liqa', ar: 'روسيا. الدوري الممتاز' },
  201: { ru: 'КХЛ', ua: 'КХЛ', kz: 'КХЛ', az: 'KHL', ar: 'دوري القارات لهوكي الجليد' },
  202: { ru: 'НХЛ', ua: 'НХЛ', kz: 'НХЛ', az: 'NHL', ar: 'دوري الهوكي الوطني' },
  301: { ru: 'НБА', ua: 'НБА', kz: 'НБА', az: 'NBA', ar: 'الدوري الأمريكي للمحترفين' },
  302: { ru: 'Евролига', ua: 'Євроліга', kz: 'Еуролига', az: 'Avroliqa', ar: 'اليوروليغ' },
  303: { ru: 'Единая лига ВТБ', ua: 'Єдина ліга ВТБ', kz: 'ВТБ Бірыңғай лигасы', az: 'VTB Vahid Liqası', ar: 'دوري VTB الموحد' },
  401: { ru: 'ATP. Мастерс', ua: 'ATP. Мастерс', kz: 'ATP. Мастерс', az: 'ATP. Masters', ar: 'ATP. الماسترز' },
  402: { ru: 'WTA. 1000', ua: 'WTA. 1000', kz: 'WTA. 1000', az: 'WTA. 1000', ar: 'WTA. 1000' },
  501: { ru: 'Россия. Суперлига', ua: 'Росія. Суперліга', kz: 'Ресей. Суперлига', az: 'Rusiya. Superliqa', ar: 'روسيا. الدوري الممتاز' },
  502: { ru: 'Италия. Суперлига', ua: 'Італія. Суперліга', kz: 'Италия. Суперлига', az: 'İtaliya. Superliqa', ar: 'إيطاليا. الدوري الممتاز' },
  601: { ru: 'Лига чемпионов ЕГФ', ua: 'Ліга чемпіонів ЄГФ', kz: 'ЕГФ Чемпиондар лигасы', az: 'EHF Çempionlar Liqası', ar: 'دوري أبطال أوروبا لكرة اليد' },
  701: { ru: 'Сетка Кап', ua: 'Сетка Кап', kz: 'Сетка Кап', az: 'Setka Cup', ar: 'كأس سيتكا' },
  801: { ru: 'CS2. Мейджор', ua: 'CS2. Мейджор', kz: 'CS2. Мейджор', az: 'CS2. Major', ar: 'CS2. ميجور' },
  802: { ru: 'Dota 2. The International', ua: 'Dota 2. The International', kz: 'Dota 2. The International', az: 'Dota 2. The International', ar: 'Dota 2. The International' },
  803: { ru: 'LoL. Чемпионат мира', ua: 'LoL. Чемпіонат світу', kz: 'LoL. Әлем чемпионаты', az: 'LoL. Dünya çempionatı', ar: 'LoL. بطولة العالم' },
  804: { ru: 'Valorant. Champions', ua: 'Valorant. Champions', kz: 'Valorant. Champions', az: 'Valorant. Champions', ar: 'Valorant. Champions' },
  901: { ru: 'Россия. Суперлига', ua: 'Росія. Суперліга', kz: 'Ресей. Суперлига', az: 'Rusiya. Superliqa', ar: 'روسيا. الدوري الممتاز' },
  1001: { ru: 'МЛБ', ua: 'МЛБ', kz: 'МЛБ', az: 'MLB', ar: 'دوري البيسبول الرئيسي' },
};

export function sportName(sport: { id: number; name: { en: string; ru: string } }, lang: string): string {
  return localName({ ...sport.name, ...SPORT_NAMES[sport.id] }, lang);
}

export function champName(champ: { id: number; name: string }, lang: string): string {
  const names = CHAMP_NAMES[champ.id];
  return names ? localName({ en: champ.name, ...names }, lang) : champ.name;
}
