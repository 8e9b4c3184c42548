/** Texts of the results API's refusals in the six interface languages. */
import { createMessages, type Localized } from '../../platform/messages.ts';

const MESSAGES = {
  date_invalid: {
    ru: 'Такой даты нет в календаре', en: 'There is no such date in the calendar',
    ua: 'Такої дати немає в календарі', kz: 'Күнтізбеде мұндай күн жоқ', az: 'Təqvimdə belə tarix yoxdur', ar: 'هذا التاريخ غير موجود في التقويم',
  },
  date_out_of_range: {
    ru: 'Результаты есть с {first} по {today}',
    en: 'Results are available from {first} to {today}',
    ua: 'Результати доступні з {first} по {today}',
    kz: 'Нәтижелер {first} бастап {today} дейін қолжетімді',
    az: 'Nəticələr {first} – {today} dövrü üçün mövcuddur',
    ar: 'النتائج متاحة من {first} إلى {today}',
  },
  champ_not_found: {
    ru: 'Чемпионат не найден', en: 'Championship not found',
    ua: 'Чемпіонат не знайдено', kz: 'Чемпионат табылмады', az: 'Çempionat tapılmadı', ar: 'لم يتم العثور على البطولة',
  },
  team_not_found: {
    ru: 'Команда не найдена в этом чемпионате', en: 'The team does not play in this championship',
    ua: 'Команду не знайдено в цьому чемпіонаті', kz: 'Бұл команда осы чемпионатта ойнамайды', az: 'Bu komanda bu çempionatda oynamır',
    ar: 'هذا الفريق لا يشارك في هذه البطولة',
  },
  game_not_found: {
    ru: 'Событие не найдено', en: 'Event not found',
    ua: 'Подію не знайдено', kz: 'Оқиға табылмады', az: 'Hadisə tapılmadı', ar: 'لم يتم العثور على الحدث',
  },
} satisfies Record<string, Localized>;

export type ResultsMessageKey = keyof typeof MESSAGES;

export const resultsMessage = createMessages<ResultsMessageKey>(MESSAGES);
