/**
 * Word tables the slot titles are composed from (generate-catalogue.ts), in the six interface languages.
 * A title is an adjective and a noun of the same theme, agreeing as each language wants: in Russian and
 * Ukrainian the adjective takes the noun's gender (masculine, feminine, neuter, plural), so «Золотая
 * корона» and «Північний вовк» read as real titles; Kazakh and Azerbaijani adjectives do not change
 * («Алтын айдаһар», «Qızıl əjdaha»); in Arabic the definite adjective follows the noun in its gender, a
 * plural of things taking the feminine («التاج الذهبي», «الكنوز الذهبية»). Plus the table games filed under slots.
 */
import type { CasinoMotif } from '@arena/domain';
import type { Localized } from '../../../platform/messages.ts';

/** Masculine, feminine, neuter, plural. */
type Gender = 'm' | 'f' | 'n' | 'p';
type Forms = readonly [string, string, string, string];

export interface Adjective {
  en: string;
  ru: Forms;
  ua: Forms;
  kz: string;
  az: string;
  /** Masculine and feminine, with the article. */
  ar: readonly [string, string];
}
export interface Noun {
  en: string;
  ru: readonly [string, Gender];
  ua: readonly [string, Gender];
  kz: string;
  az: string;
  /** With the article, and the gender its adjective takes. */
  ar: readonly [string, 'm' | 'f'];
  /** What the tile's artwork draws for this noun. */
  motif: CasinoMotif;
}
export interface SlotTheme {
  adjectives: readonly Adjective[];
  nouns: readonly Noun[];
}

/** Forms written "m/f/n/p" (Russian, Ukrainian) and "m/f" (Arabic). */
const forms = (text: string) => text.split('/') as unknown as Forms;
const adj = (en: string, ru: string, ua: string, kz: string, az: string, ar: string): Adjective => {
  const [arM, arF] = ar.split('/');
  return { en, ru: forms(ru), ua: forms(ua), kz, az, ar: [arM!, arF!] };
};
const noun = (en: string, ru: Noun['ru'], ua: Noun['ua'], kz: string, az: string, ar: Noun['ar'], motif: CasinoMotif): Noun => ({ en, ru, ua, kz, az, ar, motif });

export const SLOT_THEMES: readonly SlotTheme[] = [
  {
    // Treasure and legend
    adjectives: [
      adj('Golden', 'Золотой/Золотая/Золотое/Золотые', 'Золотий/Золота/Золоте/Золоті', 'Алтын', 'Qızıl', 'الذهبي/الذهبية'),
      adj('Royal', 'Королевский/Королевская/Королевское/Королевские', 'Королівський/Королівська/Королівське/Королівські', 'Корольдік', 'Şahanə', 'الملكي/الملكية'),
      adj('Silver', 'Серебряный/Серебряная/Серебряное/Серебряные', 'Срібний/Срібна/Срібне/Срібні', 'Күміс', 'Gümüş', 'الفضي/الفضية'),
      adj('Ancient', 'Древний/Древняя/Древнее/Древние', 'Стародавній/Стародавня/Стародавнє/Стародавні', 'Көне', 'Qədim', 'القديم/القديمة'),
      adj('Mighty', 'Могучий/Могучая/Могучее/Могучие', 'Могутній/Могутня/Могутнє/Могутні', 'Құдіретті', 'Qüdrətli', 'العظيم/العظيمة'),
      adj('Magic', 'Волшебный/Волшебная/Волшебное/Волшебные', 'Чарівний/Чарівна/Чарівне/Чарівні', 'Сиқырлы', 'Sehrli', 'السحري/السحرية'),
      adj('Hidden', 'Тайный/Тайная/Тайное/Тайные', 'Таємний/Таємна/Таємне/Таємні', 'Құпия', 'Gizli', 'الخفي/الخفية'),
    ],
    nouns: [
      noun('Dragon', ['дракон', 'm'], ['дракон', 'm'], 'айдаһар', 'əjdaha', ['التنين', 'm'], 'dragon'),
      noun('Pharaoh', ['фараон', 'm'], ['фараон', 'm'], 'перғауын', 'firon', ['الفرعون', 'm'], 'crown'),
      noun('Treasures', ['сокровища', 'p'], ['скарби', 'p'], 'қазына', 'xəzinələr', ['الكنوز', 'f'], 'coin'),
      noun('Crown', ['корона', 'f'], ['корона', 'f'], 'тәж', 'tac', ['التاج', 'm'], 'crown'),
      noun('Temple', ['храм', 'm'], ['храм', 'm'], 'ғибадатхана', 'məbəd', ['المعبد', 'm'], 'gem'),
      noun('Amulet', ['амулет', 'm'], ['амулет', 'm'], 'тұмар', 'tilsim', ['التميمة', 'f'], 'gem'),
      noun('Sphinx', ['сфинкс', 'm'], ['сфінкс', 'm'], 'сфинкс', 'sfinks', ['أبو الهول', 'm'], 'crown'),
      noun('Pearl', ['жемчужина', 'f'], ['перлина', 'f'], 'інжу', 'mirvari', ['اللؤلؤة', 'f'], 'gem'),
      noun('Kingdom', ['королевство', 'n'], ['королівство', 'n'], 'патшалық', 'krallıq', ['المملكة', 'f'], 'crown'),
      noun('Phoenix', ['феникс', 'm'], ['фенікс', 'm'], 'феникс', 'feniks', ['العنقاء', 'f'], 'dragon'),
      noun('Tiger', ['тигр', 'm'], ['тигр', 'm'], 'жолбарыс', 'pələng', ['النمر', 'm'], 'star'),
      noun('Lantern', ['фонарь', 'm'], ['ліхтар', 'm'], 'шамшырақ', 'fənər', ['الفانوس', 'm'], 'star'),
    ],
  },
  {
    // Fruit machines and lucky charms
    adjectives: [
      adj('Lucky', 'Счастливый/Счастливая/Счастливое/Счастливые', 'Щасливий/Щаслива/Щасливе/Щасливі', 'Сәтті', 'Uğurlu', 'المحظوظ/المحظوظة'),
      adj('Sweet', 'Сладкий/Сладкая/Сладкое/Сладкие', 'Солодкий/Солодка/Солодке/Солодкі', 'Тәтті', 'Şirin', 'الحلو/الحلوة'),
      adj('Jolly', 'Весёлый/Весёлая/Весёлое/Весёлые', 'Веселий/Весела/Веселе/Веселі', 'Көңілді', 'Şən', 'المرح/المرحة'),
      adj('Sunny', 'Солнечный/Солнечная/Солнечное/Солнечные', 'Сонячний/Сонячна/Сонячне/Сонячні', 'Шуақты', 'Günəşli', 'المشمس/المشمسة'),
      adj('Blazing', 'Пылающий/Пылающая/Пылающее/Пылающие', 'Полум’яний/Полум’яна/Полум’яне/Полум’яні', 'Лаулаған', 'Alovlu', 'المتوهّج/المتوهّجة'),
      adj('Hot', 'Горячий/Горячая/Горячее/Горячие', 'Гарячий/Гаряча/Гаряче/Гарячі', 'Ыстық', 'İsti', 'الساخن/الساخنة'),
      adj('Juicy', 'Сочный/Сочная/Сочное/Сочные', 'Соковитий/Соковита/Соковите/Соковиті', 'Шырынды', 'Şirəli', 'الشهي/الشهية'),
    ],
    nouns: [
      noun('Fruits', ['фрукты', 'p'], ['фрукти', 'p'], 'жемістер', 'meyvələr', ['الفواكه', 'f'], 'fruit'),
      noun('Sevens', ['семёрки', 'p'], ['сімки', 'p'], 'жетілер', 'yeddilər', ['السبعات', 'f'], 'star'),
      noun('Cherries', ['вишни', 'p'], ['вишні', 'p'], 'шиелер', 'gilaslar', ['الكرز', 'm'], 'fruit'),
      noun('Bells', ['колокольчики', 'p'], ['дзвіночки', 'p'], 'қоңыраулар', 'zənglər', ['الأجراس', 'f'], 'coin'),
      noun('Horseshoe', ['подкова', 'f'], ['підкова', 'f'], 'таға', 'nal', ['الحدوة', 'f'], 'coin'),
      noun('Clover', ['клевер', 'm'], ['конюшина', 'f'], 'беде', 'yonca', ['البرسيم', 'm'], 'star'),
      noun('Garden', ['сад', 'm'], ['сад', 'm'], 'бақ', 'bağ', ['الحديقة', 'f'], 'fruit'),
      noun('Lemons', ['лимоны', 'p'], ['лимони', 'p'], 'лимондар', 'limonlar', ['الليمون', 'm'], 'fruit'),
    ],
  },
  {
    // North and wild nature
    adjectives: [
      adj('Northern', 'Северный/Северная/Северное/Северные', 'Північний/Північна/Північне/Північні', 'Солтүстік', 'Şimali', 'الشمالي/الشمالية'),
      adj('Frozen', 'Ледяной/Ледяная/Ледяное/Ледяные', 'Крижаний/Крижана/Крижане/Крижані', 'Мұзды', 'Buzlu', 'الجليدي/الجليدية'),
      adj('Wild', 'Дикий/Дикая/Дикое/Дикие', 'Дикий/Дика/Дике/Дикі', 'Жабайы', 'Vəhşi', 'البرّي/البرّية'),
      adj('Mystic', 'Таинственный/Таинственная/Таинственное/Таинственные', 'Таємничий/Таємнича/Таємниче/Таємничі', 'Жұмбақ', 'Sirli', 'الغامض/الغامضة'),
      adj('Silent', 'Тихий/Тихая/Тихое/Тихие', 'Тихий/Тиха/Тихе/Тихі', 'Тыныш', 'Sakit', 'الهادئ/الهادئة'),
      adj('Starry', 'Звёздный/Звёздная/Звёздное/Звёздные', 'Зоряний/Зоряна/Зоряне/Зоряні', 'Жұлдызды', 'Ulduzlu', 'النجمي/النجمية'),
    ],
    nouns: [
      noun('Wolf', ['волк', 'm'], ['вовк', 'm'], 'қасқыр', 'canavar', ['الذئب', 'm'], 'star'),
      noun('Bear', ['медведь', 'm'], ['ведмідь', 'm'], 'аю', 'ayı', ['الدب', 'm'], 'star'),
      noun('Forest', ['лес', 'm'], ['ліс', 'm'], 'орман', 'meşə', ['الغابة', 'f'], 'star'),
      noun('Owl', ['сова', 'f'], ['сова', 'f'], 'үкі', 'bayquş', ['البومة', 'f'], 'star'),
      noun('Ocean', ['океан', 'm'], ['океан', 'm'], 'мұхит', 'okean', ['المحيط', 'm'], 'fish'),
      noun('Legend', ['легенда', 'f'], ['легенда', 'f'], 'аңыз', 'əfsanə', ['الأسطورة', 'f'], 'gem'),
      noun('Lake', ['озеро', 'n'], ['озеро', 'n'], 'көл', 'göl', ['البحيرة', 'f'], 'fish'),
      noun('Lynx', ['рысь', 'f'], ['рись', 'f'], 'сілеусін', 'vaşaq', ['الوشق', 'm'], 'star'),
    ],
  },
];

const FORM: Record<Gender, number> = { m: 0, f: 1, n: 2, p: 3 };

/** «Золотая корона» / "Golden Crown" / «التاج الذهبي»: the title in every language, and the noun's motif. */
export function slotTitle(a: Adjective, n: Noun): { name: Localized; motif: CasinoMotif } {
  return {
    name: {
      ru: `${a.ru[FORM[n.ru[1]]]} ${n.ru[0]}`,
      en: `${a.en} ${n.en}`,
      ua: `${a.ua[FORM[n.ua[1]]]} ${n.ua[0]}`,
      kz: `${a.kz} ${n.kz}`,
      az: `${a.az} ${n.az}`,
      ar: `${n.ar[0]} ${a.ar[n.ar[1] === 'm' ? 0 : 1]}`,
    },
    motif: n.motif,
  };
}

/** The table games filed under slots/table (random-number table games). */
export const TABLE_SLOT_TITLES: readonly Localized[] = [
  { en: 'European Roulette', ru: 'Европейская рулетка', ua: 'Європейська рулетка', kz: 'Еуропалық рулетка', az: 'Avropa ruleti', ar: 'الروليت الأوروبي' },
  { en: 'French Roulette', ru: 'Французская рулетка', ua: 'Французька рулетка', kz: 'Француз рулеткасы', az: 'Fransız ruleti', ar: 'الروليت الفرنسي' },
  { en: 'Classic Blackjack', ru: 'Классический блэкджек', ua: 'Класичний блекджек', kz: 'Классикалық блэкджек', az: 'Klassik blekcek', ar: 'البلاك جاك الكلاسيكي' },
  { en: 'Multihand Blackjack', ru: 'Блэкджек на несколько рук', ua: 'Блекджек на кілька рук', kz: 'Көп қолды блэкджек', az: 'Çoxəlli blekcek', ar: 'بلاك جاك متعدد الأيدي' },
  { en: 'Punto Banco', ru: 'Пунто банко', ua: 'Пунто банко', kz: 'Пунто банко', az: 'Punto banko', ar: 'بونتو بانكو' },
  { en: 'Three Card Poker', ru: 'Покер на трёх картах', ua: 'Покер на трьох картах', kz: 'Үш карталы покер', az: 'Üç kartlı poker', ar: 'بوكر الأوراق الثلاث' },
  { en: 'Craps', ru: 'Крэпс', ua: 'Крепс', kz: 'Крэпс', az: 'Kreps', ar: 'الكرابس' },
  { en: 'Red Dog', ru: 'Ред дог', ua: 'Ред дог', kz: 'Ред дог', az: 'Red Dog', ar: 'ريد دوغ' },
];
