/**
 * Word tables the game names are composed from (generate-catalogue.ts). Slots combine an adjective with a
 * noun of the same theme, the Russian adjective agreeing with the noun's gender, so «Золотая корона» and
 * «Северный волк» read as real titles; every other category pairs a base title with a short variant.
 */
import type { CasinoCategorySlug, CasinoMotif } from '@arena/domain';

type Gender = 'm' | 'f' | 'n' | 'p';
export interface Adjective {
  en: string;
  /** Russian forms: masculine, feminine, neuter, plural. */
  ru: readonly [string, string, string, string];
}
export interface Noun {
  en: string;
  ru: string;
  g: Gender;
  /** What the tile's artwork draws for this noun. */
  motif: CasinoMotif;
}
export interface SlotTheme {
  adjectives: readonly Adjective[];
  nouns: readonly Noun[];
}

const adj = (en: string, m: string, f: string, n: string, p: string): Adjective => ({ en, ru: [m, f, n, p] });
const noun = (en: string, ru: string, g: Gender, motif: CasinoMotif): Noun => ({ en, ru, g, motif });

export const SLOT_THEMES: readonly SlotTheme[] = [
  {
    // Treasure and legend
    adjectives: [
      adj('Golden', 'Золотой', 'Золотая', 'Золотое', 'Золотые'),
      adj('Royal', 'Королевский', 'Королевская', 'Королевское', 'Королевские'),
      adj('Silver', 'Серебряный', 'Серебряная', 'Серебряное', 'Серебряные'),
      adj('Ancient', 'Древний', 'Древняя', 'Древнее', 'Древние'),
      adj('Mighty', 'Могучий', 'Могучая', 'Могучее', 'Могучие'),
      adj('Magic', 'Волшебный', 'Волшебная', 'Волшебное', 'Волшебные'),
      adj('Hidden', 'Тайный', 'Тайная', 'Тайное', 'Тайные'),
    ],
    nouns: [
      noun('Dragon', 'дракон', 'm', 'dragon'), noun('Pharaoh', 'фараон', 'm', 'crown'), noun('Treasures', 'сокровища', 'p', 'coin'),
      noun('Crown', 'корона', 'f', 'crown'), noun('Temple', 'храм', 'm', 'gem'), noun('Amulet', 'амулет', 'm', 'gem'),
      noun('Sphinx', 'сфинкс', 'm', 'crown'), noun('Pearl', 'жемчужина', 'f', 'gem'), noun('Kingdom', 'королевство', 'n', 'crown'),
      noun('Phoenix', 'феникс', 'm', 'dragon'), noun('Tiger', 'тигр', 'm', 'star'), noun('Lantern', 'фонарь', 'm', 'star'),
    ],
  },
  {
    // Fruit machines and lucky charms
    adjectives: [
      adj('Lucky', 'Счастливый', 'Счастливая', 'Счастливое', 'Счастливые'),
      adj('Sweet', 'Сладкий', 'Сладкая', 'Сладкое', 'Сладкие'),
      adj('Jolly', 'Весёлый', 'Весёлая', 'Весёлое', 'Весёлые'),
      adj('Sunny', 'Солнечный', 'Солнечная', 'Солнечное', 'Солнечные'),
      adj('Blazing', 'Пылающий', 'Пылающая', 'Пылающее', 'Пылающие'),
      adj('Hot', 'Горячий', 'Горячая', 'Горячее', 'Горячие'),
      adj('Juicy', 'Сочный', 'Сочная', 'Сочное', 'Сочные'),
    ],
    nouns: [
      noun('Fruits', 'фрукты', 'p', 'fruit'), noun('Sevens', 'семёрки', 'p', 'star'), noun('Cherries', 'вишни', 'p', 'fruit'),
      noun('Bells', 'колокольчики', 'p', 'coin'), noun('Horseshoe', 'подкова', 'f', 'coin'), noun('Clover', 'клевер', 'm', 'star'),
      noun('Garden', 'сад', 'm', 'fruit'), noun('Lemons', 'лимоны', 'p', 'fruit'),
    ],
  },
  {
    // North and wild nature
    adjectives: [
      adj('Northern', 'Северный', 'Северная', 'Северное', 'Северные'),
      adj('Frozen', 'Ледяной', 'Ледяная', 'Ледяное', 'Ледяные'),
      adj('Wild', 'Дикий', 'Дикая', 'Дикое', 'Дикие'),
      adj('Mystic', 'Таинственный', 'Таинственная', 'Таинственное', 'Таинственные'),
      adj('Silent', 'Тихий', 'Тихая', 'Тихое', 'Тихие'),
      adj('Starry', 'Звёздный', 'Звёздная', 'Звёздное', 'Звёздные'),
    ],
    nouns: [
      noun('Wolf', 'волк', 'm', 'star'), noun('Bear', 'медведь', 'm', 'star'), noun('Forest', 'лес', 'm', 'star'), noun('Owl', 'сова', 'f', 'star'),
      noun('Ocean', 'океан', 'm', 'fish'), noun('Legend', 'легенда', 'f', 'gem'), noun('Lake', 'озеро', 'n', 'fish'), noun('Lynx', 'рысь', 'f', 'star'),
    ],
  },
];

const GENDER_INDEX: Record<Gender, number> = { m: 0, f: 1, n: 2, p: 3 };

/** «Золотая корона» / "Golden Crown". */
export function slotTitle(a: Adjective, n: Noun): { en: string; ru: string; motif: CasinoMotif } {
  return { en: `${a.en} ${n.en}`, ru: `${a.ru[GENDER_INDEX[n.g]]} ${n.ru}`, motif: n.motif };
}

/** The table games filed under slots/table (random-number table games). */
export const TABLE_SLOT_TITLES: ReadonlyArray<{ en: string; ru: string }> = [
  { en: 'European Roulette', ru: 'Европейская рулетка' },
  { en: 'French Roulette', ru: 'Французская рулетка' },
  { en: 'Classic Blackjack', ru: 'Классический блэкджек' },
  { en: 'Multihand Blackjack', ru: 'Блэкджек на несколько рук' },
  { en: 'Punto Banco', ru: 'Пунто банко' },
  { en: 'Three Card Poker', ru: 'Покер на трёх картах' },
  { en: 'Craps', ru: 'Крэпс' },
  { en: 'Red Dog', ru: 'Ред дог' },
];

export interface Base {
  en: string;
  ru: string;
  sub: string;
}
export interface Variant {
  /** Appended as written (with its own separator), "" for the plain title. */
  en: string;
  ru: string;
}
export interface CategoryNames {
  bases: readonly Base[];
  variants: readonly Variant[];
}

const b = (en: string, ru: string, sub: string): Base => ({ en, ru, sub });
const PLAIN: Variant = { en: '', ru: '' };
const ROOMS: readonly Variant[] = [
  { en: ' Neva', ru: ' «Нева»' },
  { en: ' Volga', ru: ' «Волга»' },
  { en: ' Amber', ru: ' «Янтарь»' },
  { en: ' Baikal', ru: ' «Байкал»' },
  { en: ' Elbrus', ru: ' «Эльбрус»' },
];

/** Every category except slots: base titles × variants, each combination one game. */
export const CATEGORY_NAMES: Readonly<Record<Exclude<CasinoCategorySlug, 'slots'>, CategoryNames>> = {
  'live-casino': {
    bases: [
      b('Live Roulette', 'Рулетка', 'roulette'), b('Speed Roulette', 'Быстрая рулетка', 'roulette'),
      b('Live Blackjack', 'Блэкджек', 'blackjack'), b('VIP Blackjack', 'VIP-блэкджек', 'blackjack'),
      b('Live Baccarat', 'Баккара', 'baccarat'), b('Money Wheel', 'Денежное колесо', 'game-show'),
    ],
    variants: ROOMS,
  },
  bingo: {
    bases: [b('Bingo 75', 'Бинго 75', 'bingo-75'), b('Speed Bingo', 'Быстрое бинго', 'bingo-75'), b('Bingo 90', 'Бинго 90', 'bingo-90')],
    variants: ROOMS.slice(0, 4),
  },
  poker: {
    bases: [
      b('Jacks or Better', 'Валеты или лучше', 'video-poker'), b('Deuces Wild', 'Дикие двойки', 'video-poker'),
      b('Joker Poker', 'Джокер-покер', 'video-poker'), b("Texas Hold'em", 'Техасский холдем', 'holdem'),
      b('Omaha', 'Омаха', 'holdem'), b('Caribbean Stud', 'Карибский стад', 'stud'),
    ],
    variants: [PLAIN, { en: ' Turbo', ru: ': турбо' }],
  },
  virtualsports: {
    bases: [
      b('Virtual Football League', 'Виртуальная футбольная лига', 'football'), b('Penalty Shootout', 'Серия пенальти', 'football'),
      b('Horse Racing', 'Скачки', 'racing'), b('Greyhound Racing', 'Собачьи бега', 'racing'), b('Motor Racing', 'Автогонки', 'racing'),
      b('Virtual Tennis', 'Виртуальный теннис', 'other-sports'), b('Virtual Basketball', 'Виртуальный баскетбол', 'other-sports'),
    ],
    variants: [PLAIN, { en: ' Express', ru: ': экспресс' }],
  },
  fishinghunting: {
    bases: [
      b('Ocean King', 'Король океана', 'fishing'), b('Fishing Frenzy', 'Рыбный азарт', 'fishing'),
      b('Deep Sea Catch', 'Глубоководный улов', 'fishing'), b('Golden Carp', 'Золотой карп', 'fishing'),
      b('Safari Hunt', 'Сафари-охота', 'hunting'), b('Duck Hunter', 'Охотник на уток', 'hunting'),
    ],
    variants: [PLAIN, { en: ' Deluxe', ru: ' делюкс' }],
  },
  keno: {
    bases: [
      b('Keno 80', 'Кено 80', 'classic'), b('Fast Keno', 'Быстрое кено', 'fast'), b('Keno Draw', 'Тираж кено', 'draws'),
      b('Keno Express', 'Кено-экспресс', 'fast'), b('Lotto Keno', 'Лото-кено', 'draws'),
    ],
    variants: [PLAIN, { en: ' Gold', ru: ' голд' }],
  },
  tvgames: {
    bases: [
      b('Wheel of Luck', 'Колесо удачи', 'wheel'), b('Lucky Six', 'Счастливая шестёрка', 'lottery'), b('5 of 36', '5 из 36', 'lottery'),
      b('Dice Duel', 'Дуэль костей', 'dice'), b('Battle of Bets', 'Битва ставок', 'dice'), b('Number Draw', 'Числовой тираж', 'lottery'),
    ],
    variants: [PLAIN, { en: ' TV', ru: ' ТВ' }],
  },
  'fast-games': {
    bases: [
      b('Plinko', 'Плинко', 'arcade'), b('Mines', 'Мины', 'instant'), b('Dice', 'Кости', 'instant'), b('Hi-Lo', 'Больше-меньше', 'instant'),
      b('Tower', 'Башня', 'arcade'), b('Goal', 'Гол', 'arcade'), b('Limbo', 'Лимбо', 'instant'), b('Coin Flip', 'Орёл и решка', 'instant'),
    ],
    variants: [PLAIN, { en: ' X', ru: ' X' }],
  },
  'fast-bet': {
    bases: [
      b('Up or Down', 'Вверх или вниз', 'up-down'), b('Red or Black', 'Красное или чёрное', 'colours'), b('Colour Race', 'Гонка цветов', 'colours'),
      b('Bull and Bear', 'Бык и медведь', 'up-down'), b('Rainbow Bet', 'Радужная ставка', 'colours'), b('60 Seconds', '60 секунд', 'up-down'),
    ],
    variants: [PLAIN, { en: ' Turbo', ru: ': турбо' }],
  },
  'crash-games': {
    bases: [
      b('Jet Climb', 'Реактивный взлёт', 'crash'), b('Balloon Rise', 'Воздушный шар', 'crash'), b('Comet Run', 'Бег кометы', 'crash'),
      b('Sky Pilot', 'Небесный пилот', 'crash'), b('Moon Shot', 'Полёт на Луну', 'crash'), b('Star Fall', 'Звездопад', 'crash'),
      b('Turbo Jet', 'Турбоджет', 'crash'),
    ],
    variants: [PLAIN, { en: ' X', ru: ' X' }],
  },
  'card-games': {
    bases: [
      b('Durak', 'Дурак', 'card'), b('Belote', 'Белот', 'card'), b('Solo Blackjack', 'Блэкджек соло', 'card'), b('Thousand', 'Тысяча', 'card'),
      b('Preference', 'Преферанс', 'card'), b('Mini Baccarat', 'Мини-баккара', 'card'), b('Andar Bahar', 'Андар бахар', 'card'),
    ],
    variants: [PLAIN, { en: ' Online', ru: ' онлайн' }],
  },
  'skill-games': {
    bases: [
      b('Backgammon', 'Нарды', 'skill'), b('Chess Blitz', 'Шахматный блиц', 'skill'), b('Checkers', 'Шашки', 'skill'),
      b('Snooker', 'Снукер', 'skill'), b('Darts', 'Дартс', 'skill'),
    ],
    variants: [PLAIN, { en: ' Duel', ru: ': дуэль' }],
  },
  'asian-games': {
    bases: [
      b('Sic Bo', 'Сик бо', 'asian'), b('Fan Tan', 'Фан тан', 'asian'), b('Dragon Tiger', 'Дракон и тигр', 'asian'),
      b('Pai Gow', 'Пай гоу', 'asian'), b('Mahjong Ways', 'Пути маджонга', 'asian'), b('Teen Patti', 'Тин патти', 'asian'),
    ],
    variants: [PLAIN, { en: ' Deluxe', ru: ' делюкс' }],
  },
  scratchcards: {
    bases: [
      b('Lucky Ticket', 'Счастливый билет', 'scratch'), b('Diamond Ticket', 'Алмазный билет', 'scratch'), b('Cash Scratch', 'Денежный скретч', 'scratch'),
      b('Fruit Scratch', 'Фруктовый скретч', 'scratch'), b('Zodiac Ticket', 'Билет зодиака', 'scratch'), b('Treasure Map', 'Карта сокровищ', 'scratch'),
      b('Golden Ticket', 'Золотой билет', 'scratch'),
    ],
    variants: [PLAIN, { en: ' 100', ru: ' 100' }],
  },
};

/** Category names players type into search («слоты», "live casino"): a category word finds its games. */
export const CATEGORY_SEARCH_NAMES: Readonly<Record<CasinoCategorySlug, readonly string[]>> = {
  slots: ['слоты', 'слот', 'игровые автоматы', 'slots', 'slot machines'],
  'live-casino': ['live-казино', 'живое казино', 'live casino'],
  bingo: ['бинго', 'bingo'],
  poker: ['покер', 'poker'],
  virtualsports: ['виртуальный спорт', 'virtual sports'],
  fishinghunting: ['рыбалка', 'охота', 'fishing', 'hunting'],
  keno: ['кено', 'keno'],
  tvgames: ['тв-игры', 'телеигры', 'tv games'],
  'fast-games': ['быстрые игры', 'fast games'],
  'fast-bet': ['быстрые ставки', 'fast bet'],
  'crash-games': ['краш', 'crash'],
  'card-games': ['карточные игры', 'карты', 'card games'],
  'skill-games': ['игры на мастерство', 'skill games'],
  'asian-games': ['азиатские игры', 'asian games'],
  scratchcards: ['скретч-карты', 'лотерейные билеты', 'scratch cards'],
};
