/**
 * Names of the games of every category but slots (slots: slot-names.ts), in the six interface languages:
 * each category pairs base titles with short variants, every combination one game. Descriptive names are
 * translated; established names of game variants stay as the language's players know them (Azerbaijani
 * «Jacks or Better», «Sic Bo»; Arabic writes them in its own letters). Plus the category words players search by.
 */
import type { CasinoCategorySlug } from '@arena/domain';
import type { Localized } from '../../../platform/messages.ts';

export interface Base {
  name: Localized;
  sub: string;
}
/** Appended as written (with its own separator), "" for the plain title. */
export type Variant = Localized;
export interface CategoryNames {
  bases: readonly Base[];
  variants: readonly Variant[];
}

const b = (name: Localized, sub: string): Base => ({ name, sub });
/** A variant written the same in every language. */
const same = (text: string): Variant => ({ ru: text, en: text, ua: text, kz: text, az: text, ar: text });
const PLAIN = same('');
const TURBO: Variant = { en: ' Turbo', ru: ': турбо', ua: ': турбо', kz: ': турбо', az: ': turbo', ar: ': توربو' };
const DELUXE: Variant = { en: ' Deluxe', ru: ' делюкс', ua: ' делюкс', kz: ' делюкс', az: ' Deluxe', ar: ' ديلوكس' };
const ROOMS: readonly Variant[] = [
  { en: ' Neva', ru: ' «Нева»', ua: ' «Нева»', kz: ' «Нева»', az: ' “Neva”', ar: ' «نيفا»' },
  { en: ' Volga', ru: ' «Волга»', ua: ' «Волга»', kz: ' «Еділ»', az: ' “Volqa”', ar: ' «فولغا»' },
  { en: ' Amber', ru: ' «Янтарь»', ua: ' «Бурштин»', kz: ' «Кәріптас»', az: ' “Kəhrəba”', ar: ' «كهرمان»' },
  { en: ' Baikal', ru: ' «Байкал»', ua: ' «Байкал»', kz: ' «Байкал»', az: ' “Baykal”', ar: ' «بايكال»' },
  { en: ' Elbrus', ru: ' «Эльбрус»', ua: ' «Ельбрус»', kz: ' «Эльбрус»', az: ' “Elbrus”', ar: ' «إلبروس»' },
];

/** Every category except slots: base titles × variants, each combination one game. */
export const CATEGORY_NAMES: Readonly<Record<Exclude<CasinoCategorySlug, 'slots'>, CategoryNames>> = {
  'live-casino': {
    bases: [
      b({ en: 'Live Roulette', ru: 'Рулетка', ua: 'Рулетка', kz: 'Рулетка', az: 'Rulet', ar: 'الروليت' }, 'roulette'),
      b({ en: 'Speed Roulette', ru: 'Быстрая рулетка', ua: 'Швидка рулетка', kz: 'Жылдам рулетка', az: 'Sürətli rulet', ar: 'الروليت السريع' }, 'roulette'),
      b({ en: 'Live Blackjack', ru: 'Блэкджек', ua: 'Блекджек', kz: 'Блэкджек', az: 'Blekcek', ar: 'البلاك جاك' }, 'blackjack'),
      b({ en: 'VIP Blackjack', ru: 'VIP-блэкджек', ua: 'VIP-блекджек', kz: 'VIP блэкджек', az: 'VIP blekcek', ar: 'بلاك جاك VIP' }, 'blackjack'),
      b({ en: 'Live Baccarat', ru: 'Баккара', ua: 'Баккара', kz: 'Баккара', az: 'Bakkara', ar: 'الباكارات' }, 'baccarat'),
      b({ en: 'Money Wheel', ru: 'Денежное колесо', ua: 'Грошове колесо', kz: 'Ақша дөңгелегі', az: 'Pul çarxı', ar: 'عجلة المال' }, 'game-show'),
    ],
    variants: ROOMS,
  },
  bingo: {
    bases: [
      b({ en: 'Bingo 75', ru: 'Бинго 75', ua: 'Бінго 75', kz: 'Бинго 75', az: 'Binqo 75', ar: 'بينغو 75' }, 'bingo-75'),
      b({ en: 'Speed Bingo', ru: 'Быстрое бинго', ua: 'Швидке бінго', kz: 'Жылдам бинго', az: 'Sürətli binqo', ar: 'البينغو السريع' }, 'bingo-75'),
      b({ en: 'Bingo 90', ru: 'Бинго 90', ua: 'Бінго 90', kz: 'Бинго 90', az: 'Binqo 90', ar: 'بينغو 90' }, 'bingo-90'),
    ],
    variants: ROOMS.slice(0, 4),
  },
  poker: {
    bases: [
      b({ en: 'Jacks or Better', ru: 'Валеты или лучше', ua: 'Валети або краще', kz: 'Валеттер және жоғары', az: 'Jacks or Better', ar: 'جاكس أور بيتر' }, 'video-poker'),
      b({ en: 'Deuces Wild', ru: 'Дикие двойки', ua: 'Дикі двійки', kz: 'Жабайы екілер', az: 'Deuces Wild', ar: 'ديوسز وايلد' }, 'video-poker'),
      b({ en: 'Joker Poker', ru: 'Джокер-покер', ua: 'Джокер-покер', kz: 'Джокер-покер', az: 'Joker poker', ar: 'جوكر بوكر' }, 'video-poker'),
      b({ en: "Texas Hold'em", ru: 'Техасский холдем', ua: 'Техаський голдем', kz: 'Техас холдемі', az: "Texas Hold'em", ar: 'تكساس هولدم' }, 'holdem'),
      b({ en: 'Omaha', ru: 'Омаха', ua: 'Омаха', kz: 'Омаха', az: 'Omaha', ar: 'أوماها' }, 'holdem'),
      b({ en: 'Caribbean Stud', ru: 'Карибский стад', ua: 'Карибський стад', kz: 'Кариб стады', az: 'Karib stad pokeri', ar: 'كاريبيان ستاد' }, 'stud'),
    ],
    variants: [PLAIN, TURBO],
  },
  virtualsports: {
    bases: [
      b({ en: 'Virtual Football League', ru: 'Виртуальная футбольная лига', ua: 'Віртуальна футбольна ліга', kz: 'Виртуалды футбол лигасы', az: 'Virtual futbol liqası', ar: 'دوري كرة القدم الافتراضي' }, 'football'),
      b({ en: 'Penalty Shootout', ru: 'Серия пенальти', ua: 'Серія пенальті', kz: 'Пенальти сериясы', az: 'Penalti seriyası', ar: 'ركلات الترجيح' }, 'football'),
      b({ en: 'Horse Racing', ru: 'Скачки', ua: 'Кінні перегони', kz: 'Ат жарысы', az: 'At yarışı', ar: 'سباق الخيل' }, 'racing'),
      b({ en: 'Greyhound Racing', ru: 'Собачьи бега', ua: 'Собачі перегони', kz: 'Ит жарысы', az: 'Tazı yarışı', ar: 'سباق الكلاب السلوقية' }, 'racing'),
      b({ en: 'Motor Racing', ru: 'Автогонки', ua: 'Автоперегони', kz: 'Автожарыс', az: 'Avtoyarış', ar: 'سباق السيارات' }, 'racing'),
      b({ en: 'Virtual Tennis', ru: 'Виртуальный теннис', ua: 'Віртуальний теніс', kz: 'Виртуалды теннис', az: 'Virtual tennis', ar: 'التنس الافتراضي' }, 'other-sports'),
      b({ en: 'Virtual Basketball', ru: 'Виртуальный баскетбол', ua: 'Віртуальний баскетбол', kz: 'Виртуалды баскетбол', az: 'Virtual basketbol', ar: 'كرة السلة الافتراضية' }, 'other-sports'),
    ],
    variants: [PLAIN, { en: ' Express', ru: ': экспресс', ua: ': експрес', kz: ': экспресс', az: ': ekspress', ar: ': إكسبريس' }],
  },
  fishinghunting: {
    bases: [
      b({ en: 'Ocean King', ru: 'Король океана', ua: 'Король океану', kz: 'Мұхит патшасы', az: 'Okean kralı', ar: 'ملك المحيط' }, 'fishing'),
      b({ en: 'Fishing Frenzy', ru: 'Рыбный азарт', ua: 'Рибний азарт', kz: 'Балық аулау қызығы', az: 'Balıq ovu həyəcanı', ar: 'حمّى الصيد' }, 'fishing'),
      b({ en: 'Deep Sea Catch', ru: 'Глубоководный улов', ua: 'Глибоководний улов', kz: 'Терең теңіз олжасы', az: 'Dərin dəniz ovu', ar: 'صيد أعماق البحار' }, 'fishing'),
      b({ en: 'Golden Carp', ru: 'Золотой карп', ua: 'Золотий короп', kz: 'Алтын тұқы', az: 'Qızıl çəki', ar: 'الشبوط الذهبي' }, 'fishing'),
      b({ en: 'Safari Hunt', ru: 'Сафари-охота', ua: 'Сафарі-полювання', kz: 'Сафари аңшылығы', az: 'Safari ovu', ar: 'صيد السفاري' }, 'hunting'),
      b({ en: 'Duck Hunter', ru: 'Охотник на уток', ua: 'Мисливець на качок', kz: 'Үйрек аңшысы', az: 'Ördək ovçusu', ar: 'صيّاد البط' }, 'hunting'),
    ],
    variants: [PLAIN, DELUXE],
  },
  keno: {
    bases: [
      b({ en: 'Keno 80', ru: 'Кено 80', ua: 'Кено 80', kz: 'Кено 80', az: 'Keno 80', ar: 'كينو 80' }, 'classic'),
      b({ en: 'Fast Keno', ru: 'Быстрое кено', ua: 'Швидке кено', kz: 'Жылдам кено', az: 'Sürətli keno', ar: 'الكينو السريع' }, 'fast'),
      b({ en: 'Keno Draw', ru: 'Тираж кено', ua: 'Тираж кено', kz: 'Кено тиражы', az: 'Keno tirajı', ar: 'سحب الكينو' }, 'draws'),
      b({ en: 'Keno Express', ru: 'Кено-экспресс', ua: 'Кено-експрес', kz: 'Кено-экспресс', az: 'Keno ekspress', ar: 'كينو إكسبريس' }, 'fast'),
      b({ en: 'Lotto Keno', ru: 'Лото-кено', ua: 'Лото-кено', kz: 'Лото-кено', az: 'Loto keno', ar: 'لوتو كينو' }, 'draws'),
    ],
    variants: [PLAIN, { en: ' Gold', ru: ' голд', ua: ' голд', kz: ' голд', az: ' Gold', ar: ' غولد' }],
  },
  tvgames: {
    bases: [
      b({ en: 'Wheel of Luck', ru: 'Колесо удачи', ua: 'Колесо удачі', kz: 'Сәттілік дөңгелегі', az: 'Uğur çarxı', ar: 'عجلة الحظ' }, 'wheel'),
      b({ en: 'Lucky Six', ru: 'Счастливая шестёрка', ua: 'Щаслива шістка', kz: 'Бақытты алтылық', az: 'Uğurlu altılıq', ar: 'الستة المحظوظة' }, 'lottery'),
      b({ en: '5 of 36', ru: '5 из 36', ua: '5 з 36', kz: '36-дан 5', az: '36-dan 5', ar: '5 من 36' }, 'lottery'),
      b({ en: 'Dice Duel', ru: 'Дуэль костей', ua: 'Дуель кісток', kz: 'Сүйектер жекпе-жегі', az: 'Zər dueli', ar: 'مبارزة النرد' }, 'dice'),
      b({ en: 'Battle of Bets', ru: 'Битва ставок', ua: 'Битва ставок', kz: 'Бәстер шайқасы', az: 'Mərclər döyüşü', ar: 'معركة الرهانات' }, 'dice'),
      b({ en: 'Number Draw', ru: 'Числовой тираж', ua: 'Числовий тираж', kz: 'Сандар тиражы', az: 'Rəqəm tirajı', ar: 'سحب الأرقام' }, 'lottery'),
    ],
    variants: [PLAIN, { en: ' TV', ru: ' ТВ', ua: ' ТВ', kz: ' ТВ', az: ' TV', ar: ' TV' }],
  },
  'fast-games': {
    bases: [
      b({ en: 'Plinko', ru: 'Плинко', ua: 'Плінко', kz: 'Плинко', az: 'Plinko', ar: 'بلينكو' }, 'arcade'),
      b({ en: 'Mines', ru: 'Мины', ua: 'Міни', kz: 'Миналар', az: 'Minalar', ar: 'الألغام' }, 'instant'),
      b({ en: 'Dice', ru: 'Кости', ua: 'Кості', kz: 'Ойын сүйектері', az: 'Zər', ar: 'النرد' }, 'instant'),
      b({ en: 'Hi-Lo', ru: 'Больше-меньше', ua: 'Більше-менше', kz: 'Көп-аз', az: 'Çox-az', ar: 'أعلى أو أقل' }, 'instant'),
      b({ en: 'Tower', ru: 'Башня', ua: 'Вежа', kz: 'Мұнара', az: 'Qüllə', ar: 'البرج' }, 'arcade'),
      b({ en: 'Goal', ru: 'Гол', ua: 'Гол', kz: 'Гол', az: 'Qol', ar: 'هدف' }, 'arcade'),
      b({ en: 'Limbo', ru: 'Лимбо', ua: 'Лімбо', kz: 'Лимбо', az: 'Limbo', ar: 'ليمبو' }, 'instant'),
      b({ en: 'Coin Flip', ru: 'Орёл и решка', ua: 'Орел і решка', kz: 'Тиын лақтыру', az: 'Yazı-tura', ar: 'رمي العملة' }, 'instant'),
    ],
    variants: [PLAIN, same(' X')],
  },
  'fast-bet': {
    bases: [
      b({ en: 'Up or Down', ru: 'Вверх или вниз', ua: 'Вгору чи вниз', kz: 'Жоғары ма, төмен бе', az: 'Yuxarı, yoxsa aşağı', ar: 'صعود أم هبوط' }, 'up-down'),
      b({ en: 'Red or Black', ru: 'Красное или чёрное', ua: 'Червоне чи чорне', kz: 'Қызыл ма, қара ма', az: 'Qırmızı, yoxsa qara', ar: 'أحمر أم أسود' }, 'colours'),
      b({ en: 'Colour Race', ru: 'Гонка цветов', ua: 'Перегони кольорів', kz: 'Түстер жарысы', az: 'Rənglərin yarışı', ar: 'سباق الألوان' }, 'colours'),
      b({ en: 'Bull and Bear', ru: 'Бык и медведь', ua: 'Бик і ведмідь', kz: 'Бұқа мен аю', az: 'Buğa və ayı', ar: 'الثور والدب' }, 'up-down'),
      b({ en: 'Rainbow Bet', ru: 'Радужная ставка', ua: 'Райдужна ставка', kz: 'Кемпірқосақ бәсі', az: 'Göy qurşağı mərci', ar: 'رهان قوس قزح' }, 'colours'),
      b({ en: '60 Seconds', ru: '60 секунд', ua: '60 секунд', kz: '60 секунд', az: '60 saniyə', ar: '60 ثانية' }, 'up-down'),
    ],
    variants: [PLAIN, TURBO],
  },
  'crash-games': {
    bases: [
      b({ en: 'Jet Climb', ru: 'Реактивный взлёт', ua: 'Реактивний зліт', kz: 'Реактивті көтерілу', az: 'Reaktiv yüksəliş', ar: 'صعود النفاثة' }, 'crash'),
      b({ en: 'Balloon Rise', ru: 'Воздушный шар', ua: 'Повітряна куля', kz: 'Әуе шары', az: 'Hava şarı', ar: 'المنطاد' }, 'crash'),
      b({ en: 'Comet Run', ru: 'Бег кометы', ua: 'Біг комети', kz: 'Комета жолы', az: 'Kometin yolu', ar: 'انطلاق المذنّب' }, 'crash'),
      b({ en: 'Sky Pilot', ru: 'Небесный пилот', ua: 'Небесний пілот', kz: 'Аспан ұшқышы', az: 'Səma pilotu', ar: 'طيار السماء' }, 'crash'),
      b({ en: 'Moon Shot', ru: 'Полёт на Луну', ua: 'Політ на Місяць', kz: 'Айға ұшу', az: 'Aya uçuş', ar: 'رحلة إلى القمر' }, 'crash'),
      b({ en: 'Star Fall', ru: 'Звездопад', ua: 'Зорепад', kz: 'Жұлдыз жаңбыры', az: 'Ulduz yağışı', ar: 'تساقط الشهب' }, 'crash'),
      b({ en: 'Turbo Jet', ru: 'Турбоджет', ua: 'Турбоджет', kz: 'Турбоджет', az: 'Turbojet', ar: 'توربو جت' }, 'crash'),
    ],
    variants: [PLAIN, same(' X')],
  },
  'card-games': {
    bases: [
      b({ en: 'Durak', ru: 'Дурак', ua: 'Дурень', kz: 'Дурак', az: 'Durak', ar: 'دوراك' }, 'card'),
      b({ en: 'Belote', ru: 'Белот', ua: 'Белот', kz: 'Белот', az: 'Belot', ar: 'بيلوت' }, 'card'),
      b({ en: 'Solo Blackjack', ru: 'Блэкджек соло', ua: 'Блекджек соло', kz: 'Блэкджек соло', az: 'Solo blekcek', ar: 'بلاك جاك فردي' }, 'card'),
      b({ en: 'Thousand', ru: 'Тысяча', ua: 'Тисяча', kz: 'Мың', az: 'Min', ar: 'الألف' }, 'card'),
      b({ en: 'Preference', ru: 'Преферанс', ua: 'Преферанс', kz: 'Преферанс', az: 'Preferans', ar: 'بريفيرانس' }, 'card'),
      b({ en: 'Mini Baccarat', ru: 'Мини-баккара', ua: 'Міні-баккара', kz: 'Мини-баккара', az: 'Mini bakkara', ar: 'ميني باكارات' }, 'card'),
      b({ en: 'Andar Bahar', ru: 'Андар бахар', ua: 'Андар бахар', kz: 'Андар бахар', az: 'Andar Bahar', ar: 'أندر بهار' }, 'card'),
    ],
    variants: [PLAIN, { en: ' Online', ru: ' онлайн', ua: ' онлайн', kz: ' онлайн', az: ' onlayn', ar: ' أونلاين' }],
  },
  'skill-games': {
    bases: [
      b({ en: 'Backgammon', ru: 'Нарды', ua: 'Нарди', kz: 'Нарды', az: 'Nərd', ar: 'الطاولة' }, 'skill'),
      b({ en: 'Chess Blitz', ru: 'Шахматный блиц', ua: 'Шаховий бліц', kz: 'Шахмат блицы', az: 'Şahmat blitsi', ar: 'الشطرنج الخاطف' }, 'skill'),
      b({ en: 'Checkers', ru: 'Шашки', ua: 'Шашки', kz: 'Дойбы', az: 'Dama', ar: 'الداما' }, 'skill'),
      b({ en: 'Snooker', ru: 'Снукер', ua: 'Снукер', kz: 'Снукер', az: 'Snuker', ar: 'السنوكر' }, 'skill'),
      b({ en: 'Darts', ru: 'Дартс', ua: 'Дартс', kz: 'Дартс', az: 'Dart', ar: 'السهام' }, 'skill'),
    ],
    variants: [PLAIN, { en: ' Duel', ru: ': дуэль', ua: ': дуель', kz: ': жекпе-жек', az: ': duel', ar: ': مبارزة' }],
  },
  'asian-games': {
    bases: [
      b({ en: 'Sic Bo', ru: 'Сик бо', ua: 'Сік бо', kz: 'Сик бо', az: 'Sic Bo', ar: 'سيك بو' }, 'asian'),
      b({ en: 'Fan Tan', ru: 'Фан тан', ua: 'Фан тан', kz: 'Фан тан', az: 'Fan Tan', ar: 'فان تان' }, 'asian'),
      b({ en: 'Dragon Tiger', ru: 'Дракон и тигр', ua: 'Дракон і тигр', kz: 'Айдаһар мен жолбарыс', az: 'Əjdaha və pələng', ar: 'التنين والنمر' }, 'asian'),
      b({ en: 'Pai Gow', ru: 'Пай гоу', ua: 'Пай гоу', kz: 'Пай гоу', az: 'Pai Gow', ar: 'باي غاو' }, 'asian'),
      b({ en: 'Mahjong Ways', ru: 'Пути маджонга', ua: 'Шляхи маджонгу', kz: 'Маджонг жолдары', az: 'Mahjong yolları', ar: 'دروب الماهجونغ' }, 'asian'),
      b({ en: 'Teen Patti', ru: 'Тин патти', ua: 'Тін патті', kz: 'Тин патти', az: 'Teen Patti', ar: 'تين باتي' }, 'asian'),
    ],
    variants: [PLAIN, DELUXE],
  },
  scratchcards: {
    bases: [
      b({ en: 'Lucky Ticket', ru: 'Счастливый билет', ua: 'Щасливий квиток', kz: 'Бақытты билет', az: 'Xoşbəxt bilet', ar: 'التذكرة المحظوظة' }, 'scratch'),
      b({ en: 'Diamond Ticket', ru: 'Алмазный билет', ua: 'Діамантовий квиток', kz: 'Алмас билет', az: 'Brilyant bilet', ar: 'التذكرة الماسية' }, 'scratch'),
      b({ en: 'Cash Scratch', ru: 'Денежный скретч', ua: 'Грошовий скретч', kz: 'Ақшалы скретч', az: 'Nağd pul lotereyası', ar: 'بطاقة الكشط النقدية' }, 'scratch'),
      b({ en: 'Fruit Scratch', ru: 'Фруктовый скретч', ua: 'Фруктовий скретч', kz: 'Жеміс скретчі', az: 'Meyvə lotereyası', ar: 'بطاقة كشط الفواكه' }, 'scratch'),
      b({ en: 'Zodiac Ticket', ru: 'Билет зодиака', ua: 'Квиток зодіаку', kz: 'Зодиак билеті', az: 'Bürc bileti', ar: 'تذكرة الأبراج' }, 'scratch'),
      b({ en: 'Treasure Map', ru: 'Карта сокровищ', ua: 'Карта скарбів', kz: 'Қазына картасы', az: 'Xəzinə xəritəsi', ar: 'خريطة الكنز' }, 'scratch'),
      b({ en: 'Golden Ticket', ru: 'Золотой билет', ua: 'Золотий квиток', kz: 'Алтын билет', az: 'Qızıl bilet', ar: 'التذكرة الذهبية' }, 'scratch'),
    ],
    variants: [PLAIN, same(' 100')],
  },
};

/**
 * Category names players type into search («слоты», "live casino", «слоттар», "slotlar"), in every interface
 * language: a category word finds its games.
 */
export const CATEGORY_SEARCH_NAMES: Readonly<Record<CasinoCategorySlug, readonly string[]>> = {
  slots: ['слоты', 'слот', 'игровые автоматы', 'slots', 'slot machines', 'слоти', 'ігрові автомати', 'слоттар', 'ойын автоматтары', 'slotlar', 'oyun avtomatları', 'سلوتس', 'ماكينات القمار'],
  'live-casino': ['live-казино', 'живое казино', 'live casino', 'лайв-казино', 'живе казино', 'canlı kazino', 'الكازينو المباشر'],
  bingo: ['бинго', 'bingo', 'бінго', 'binqo', 'بينغو'],
  poker: ['покер', 'poker', 'بوكر'],
  virtualsports: ['виртуальный спорт', 'virtual sports', 'віртуальний спорт', 'виртуалды спорт', 'virtual idman', 'الرياضات الافتراضية'],
  fishinghunting: ['рыбалка', 'охота', 'fishing', 'hunting', 'риболовля', 'полювання', 'балық аулау', 'аңшылық', 'balıq ovu', 'ovçuluq', 'الصيد', 'القنص'],
  keno: ['кено', 'keno', 'كينو'],
  tvgames: ['тв-игры', 'телеигры', 'tv games', 'тв-ігри', 'тв-ойындар', 'tv oyunları', 'الألعاب التلفزيونية'],
  'fast-games': ['быстрые игры', 'fast games', 'швидкі ігри', 'жылдам ойындар', 'sürətli oyunlar', 'الألعاب السريعة'],
  'fast-bet': ['быстрые ставки', 'fast bet', 'швидкі ставки', 'жылдам бәс', 'sürətli mərclər', 'الرهان السريع'],
  'crash-games': ['краш', 'crash', 'كراش'],
  'card-games': ['карточные игры', 'карты', 'card games', 'карткові ігри', 'карта ойындары', 'kart oyunları', 'ألعاب الورق'],
  'skill-games': ['игры на мастерство', 'skill games', 'ігри на майстерність', 'шеберлік ойындары', 'bacarıq oyunları', 'ألعاب المهارة'],
  'asian-games': ['азиатские игры', 'asian games', 'азійські ігри', 'азиялық ойындар', 'asiya oyunları', 'الألعاب الآسيوية'],
  scratchcards: ['скретч-карты', 'лотерейные билеты', 'scratch cards', 'скретч-картки', 'скретч-карталар', 'ani lotereyalar', 'بطاقات الكشط'],
};
