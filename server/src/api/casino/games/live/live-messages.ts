/** Refusals of the live tables (bets out of the window, a table game played alone), in the six interface languages. */
import type { Localized } from '../../../../platform/messages.ts';

export const LIVE_MESSAGES = {
  live_betting_closed: {
    ru: 'Ставки на этот раунд закрыты: дождитесь следующего раунда',
    en: 'Betting on this round has closed: wait for the next round',
    ua: 'Ставки на цей раунд закрито: дочекайтеся наступного раунду',
    kz: 'Бұл раундқа бәс қабылдау жабылды: келесі раундты күтіңіз',
    az: 'Bu raund üçün mərclər bağlanıb: növbəti raundu gözləyin',
    ar: 'أُغلق باب الرهان على هذه الجولة: انتظر الجولة التالية',
  },
  live_table_only: {
    ru: 'Это живой стол: ставки принимаются только за столом, в общем раунде',
    en: 'This is a live table: bets are placed at the table, in its shared round',
    ua: 'Це живий стіл: ставки приймаються лише за столом, у спільному раунді',
    kz: 'Бұл тікелей үстел: бәс тек үстел басында, ортақ раундта қабылданады',
    az: 'Bu canlı masadır: mərclər yalnız masada, ümumi raundda qəbul olunur',
    ar: 'هذه طاولة مباشرة: تُقبل الرهانات على الطاولة فقط، في جولتها المشتركة',
  },
  live_table_not_found: {
    ru: 'Такого живого стола нет',
    en: 'There is no such live table',
    ua: 'Такого живого столу немає',
    kz: 'Мұндай тікелей үстел жоқ',
    az: 'Belə canlı masa yoxdur',
    ar: 'لا توجد طاولة مباشرة كهذه',
  },
  live_blackjack_choice_invalid: {
    ru: 'За этим столом ставка делается на общую руку: выбирать ничего не нужно',
    en: 'At this table every bet backs the shared hand: there is nothing to choose',
    ua: 'За цим столом ставка робиться на спільну руку: нічого обирати не потрібно',
    kz: 'Бұл үстелде бәс ортақ қолға тігіледі: ештеңе таңдаудың қажеті жоқ',
    az: 'Bu masada mərc ümumi ələ edilir: heç nə seçmək lazım deyil',
    ar: 'على هذه الطاولة يُراهن الجميع على اليد المشتركة: لا حاجة لاختيار شيء',
  },
} satisfies Record<string, Localized>;
