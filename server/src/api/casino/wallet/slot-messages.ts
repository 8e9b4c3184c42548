/** Refusals of the ways and hold-and-win slots (issue 30), in the six interface languages. */
import type { Localized } from '../../../platform/messages.ts';

export const SLOT_MESSAGES = {
  slot_choice_invalid: {
    ru: 'В слоте нечего выбирать: укажите только ставку',
    en: 'A slot takes no choice: send the stake only',
    ua: 'У слоті нічого обирати: вкажіть лише ставку',
    kz: 'Слотта таңдайтын ештеңе жоқ: тек бәс сомасын көрсетіңіз',
    az: 'Slotda seçim yoxdur: yalnız mərci göstərin',
    ar: 'لا يوجد ما تختاره في السلوت: أرسل مبلغ الرهان فقط',
  },
} satisfies Record<string, Localized>;
