/** Texts of the results API's refusals (ru and en; other languages get en, as elsewhere in the API). */
import { createMessages, type Localized } from '../shared/messages.ts';

const MESSAGES = {
  date_invalid: { ru: 'Такой даты нет в календаре', en: 'There is no such date in the calendar' },
  date_out_of_range: {
    ru: 'Результаты есть с {first} по {today}',
    en: 'Results are available from {first} to {today}',
  },
  champ_not_found: { ru: 'Чемпионат не найден', en: 'Championship not found' },
  team_not_found: { ru: 'Команда не найдена в этом чемпионате', en: 'The team does not play in this championship' },
  game_not_found: { ru: 'Событие не найдено', en: 'Event not found' },
} satisfies Record<string, Localized>;

export type ResultsMessageKey = keyof typeof MESSAGES;

export const resultsMessage = createMessages<ResultsMessageKey>(MESSAGES);
