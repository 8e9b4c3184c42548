/** Refusals of the bingo, lottery and Hi-Lo families' choices and actions, in the six interface languages. */
import type { Localized } from '../../../platform/messages.ts';

export const DRAW_MESSAGES = {
  bingo_cards_invalid: {
    ru: 'Можно купить от 1 до 4 карточек',
    en: 'You can buy 1 to 4 cards',
    ua: 'Можна купити від 1 до 4 карток',
    kz: '1-ден 4-ке дейін карточка сатып алуға болады',
    az: '1-dən 4-ə qədər kart almaq olar',
    ar: 'يمكنك شراء من 1 إلى 4 بطاقات',
  },
  lottery_numbers_invalid: {
    ru: 'Отметьте нужное количество разных чисел из поля билета',
    en: 'Mark the required count of different numbers from the ticket\'s field',
    ua: 'Позначте потрібну кількість різних чисел із поля квитка',
    kz: 'Билет өрісінен қажетті мөлшердегі әртүрлі сандарды белгілеңіз',
    az: 'Bilet sahəsindən lazım olan sayda müxtəlif rəqəm qeyd edin',
    ar: 'حدّد العدد المطلوب من الأرقام المختلفة من حقل التذكرة',
  },
  hilo_action_invalid: {
    ru: 'Неизвестное действие: можно выбрать «Больше», «Меньше» или забрать выигрыш',
    en: 'Unknown action: you can guess higher, lower or cash out',
    ua: 'Невідома дія: можна вибрати «Більше», «Менше» або забрати виграш',
    kz: 'Белгісіз әрекет: «Көп», «Аз» таңдауға немесе ұтысты алуға болады',
    az: 'Naməlum əməliyyat: «Çox», «Az» seçmək və ya uduşu götürmək olar',
    ar: 'إجراء غير معروف: يمكنك اختيار «أعلى» أو «أقل» أو سحب الربح',
  },
  hilo_guess_first: {
    ru: 'Сначала угадайте хотя бы одну карту — забрать пока нечего',
    en: 'Guess at least one card first: there is nothing to cash out yet',
    ua: 'Спершу вгадайте хоча б одну карту — забрати поки нічого',
    kz: 'Алдымен кем дегенде бір картаны табыңыз: әзірге алатын ештеңе жоқ',
    az: 'Əvvəlcə ən azı bir kartı tapın: hələ götürüləsi heç nə yoxdur',
    ar: 'خمّن ورقة واحدة على الأقل أولًا: لا يوجد ما يمكن سحبه بعد',
  },
} satisfies Record<string, Localized>;
