/** Refusals of the card families' actions (blackjack, video poker), in the six interface languages. */
import type { Localized } from '../../../platform/messages.ts';

export const CARD_MESSAGES = {
  blackjack_action_invalid: {
    ru: 'Неизвестное действие: можно взять карту, остановиться, удвоить или разделить',
    en: 'Unknown action: you can hit, stand, double or split',
    ua: 'Невідома дія: можна взяти карту, зупинитися, подвоїти або розділити',
    kz: 'Белгісіз әрекет: карта алуға, тоқтауға, екі еселеуге немесе бөлуге болады',
    az: 'Naməlum əməliyyat: kart götürmək, dayanmaq, ikiqat etmək və ya bölmək olar',
    ar: 'إجراء غير معروف: يمكنك السحب أو التوقف أو المضاعفة أو التقسيم',
  },
  blackjack_double_not_allowed: {
    ru: 'Удвоить можно только на первых двух картах руки',
    en: 'You can double only on a hand\'s first two cards',
    ua: 'Подвоїти можна лише на перших двох картах руки',
    kz: 'Тек қолдағы алғашқы екі картада ғана екі еселеуге болады',
    az: 'Yalnız əlin ilk iki kartında ikiqat etmək olar',
    ar: 'لا يمكن المضاعفة إلا على أول ورقتين في اليد',
  },
  blackjack_split_not_allowed: {
    ru: 'Разделить можно один раз и только пару карт одного достоинства',
    en: 'You can split only once, and only a pair of equal value',
    ua: 'Розділити можна один раз і лише пару карт однакової вартості',
    kz: 'Бір рет қана және тек бірдей құнды жұп картаны бөлуге болады',
    az: 'Yalnız bir dəfə və yalnız eyni dəyərli cüt kartı bölmək olar',
    ar: 'يمكن التقسيم مرة واحدة فقط ولزوج من ورقتين متساويتين في القيمة',
  },
  poker_action_invalid: {
    ru: 'Неизвестное действие: отметьте карты, которые оставить, и нажмите «Заменить»',
    en: 'Unknown action: mark the cards to hold and press Draw',
    ua: 'Невідома дія: позначте карти, які залишити, і натисніть «Замінити»',
    kz: 'Белгісіз әрекет: қалдыратын карталарды белгілеп, «Ауыстыру» түймесін басыңыз',
    az: 'Naməlum əməliyyat: saxlanılacaq kartları qeyd edin və «Dəyiş» düyməsini basın',
    ar: 'إجراء غير معروف: حدّد الأوراق التي تريد الاحتفاظ بها ثم اضغط «استبدال»',
  },
  poker_hold_invalid: {
    ru: 'Оставить можно карты с номерами от 1 до 5, каждую один раз',
    en: 'Hold cards by their places 1 to 5, each only once',
    ua: 'Залишити можна карти з номерами від 1 до 5, кожну один раз',
    kz: '1-ден 5-ке дейінгі орындағы карталарды, әрқайсысын бір рет қалдыруға болады',
    az: '1-dən 5-ə qədər yerlərdəki kartları, hər birini bir dəfə saxlamaq olar',
    ar: 'يمكن الاحتفاظ بالأوراق حسب مواضعها من 1 إلى 5، كل ورقة مرة واحدة',
  },
} satisfies Record<string, Localized>;
