/** Refusals of the Mines family's deal and moves, in the six interface languages. */
import type { Localized } from '../../../platform/messages.ts';

export const MINES_MESSAGES = {
  mines_count_invalid: {
    ru: 'Выберите от 1 до 24 мин',
    en: 'Choose from 1 to 24 mines',
    ua: 'Виберіть від 1 до 24 мін',
    kz: '1-ден 24-ке дейін мина таңдаңыз',
    az: '1-dən 24-ə qədər mina seçin',
    ar: 'اختر من 1 إلى 24 لغمًا',
  },
  mines_action_invalid: {
    ru: 'Такого хода нет: откройте клетку поля 5 × 5 (0–24) или заберите выигрыш',
    en: 'No such move: open a tile of the 5 × 5 board (0–24) or cash out',
    ua: 'Такого ходу немає: відкрийте клітинку поля 5 × 5 (0–24) або заберіть виграш',
    kz: 'Мұндай жүріс жоқ: 5 × 5 алаңның ұяшығын ашыңыз (0–24) немесе ұтысты алыңыз',
    az: 'Belə gediş yoxdur: 5 × 5 lövhənin xanasını açın (0–24) və ya uduşu götürün',
    ar: 'لا توجد حركة كهذه: افتح خانة من اللوحة 5 × 5 (0–24) أو اسحب الربح',
  },
  mines_tile_revealed: {
    ru: 'Эта клетка уже открыта — выберите другую',
    en: 'This tile is already open: pick another one',
    ua: 'Ця клітинка вже відкрита — виберіть іншу',
    kz: 'Бұл ұяшық ашылып қойған — басқасын таңдаңыз',
    az: 'Bu xana artıq açıqdır — başqasını seçin',
    ar: 'هذه الخانة مفتوحة بالفعل: اختر خانة أخرى',
  },
  mines_reveal_first: {
    ru: 'Сначала откройте хотя бы одну клетку — забрать пока нечего',
    en: 'Open at least one tile first: there is nothing to cash out yet',
    ua: 'Спершу відкрийте хоча б одну клітинку — забрати поки нічого',
    kz: 'Алдымен кем дегенде бір ұяшықты ашыңыз: әзірге алатын ештеңе жоқ',
    az: 'Əvvəlcə ən azı bir xana açın: hələ götürüləsi heç nə yoxdur',
    ar: 'افتح خانة واحدة على الأقل أولًا: لا يوجد ما يمكن سحبه بعد',
  },
} satisfies Record<string, Localized>;
