/**
 * The seeded catalogue: every game generated from the word tables, the provider table and a seeded PRNG,
 * so the same source always yields the same 327 games with the same ids, slugs and figures (no database
 * rows to keep in step; favourites and recently played reference the stable ids). Every game's name is in
 * the six interface languages (slot-names.ts, catalogue-names.ts), and every game answer carries all six;
 * server code reads one with textIn.
 */
import { CASINO_CATEGORIES, type LocalizedText, type CasinoArtwork, type CasinoBetRange, type CasinoCategorySlug, type CasinoGame, type CasinoMotif, type CasinoTag, type CasinoVolatility } from '@arena/domain';
import { createRandom, hashSeed } from '../../betting/catalogue/prng.ts';
import { CURRENCIES, currencyPrecisionOf } from '../../shared/reference-data.ts';
import { TEXT_LANGUAGES, textIn, type Localized, type TextLanguage } from '../../../platform/messages.ts';
import { CATEGORY_NAMES } from './catalogue-names.ts';
import { SLOT_THEMES, TABLE_SLOT_TITLES, slotTitle } from './slot-names.ts';
import { HOUSE_PROVIDER, PROVIDERS, providerDef } from './catalogue-providers.ts';
import { engineOf, listedRtp } from './game-families.ts';

/**
 * The three first games of the games part (../games). Their ids and slugs are fixed: the games part
 * launches them by slug. RTPs are the published ones.
 */
export const RESERVED_GAMES = [
  {
    id: 1, slug: 'fruit-fiesta-5', category: 'slots', subcategory: 'classic', engine: 'slot', rtp: 96.08, volatility: 'medium', motif: 'fruit', releasedAt: '2026-10-20',
    name: { en: 'Fruit Fiesta 5', ru: 'Фруктовая фиеста 5', ua: 'Фруктова фієста 5', kz: 'Жеміс фиестасы 5', az: 'Meyvə fiestası 5', ar: 'فييستا الفواكه 5' },
  },
  {
    id: 2, slug: 'rocket-crash', category: 'crash-games', subcategory: 'crash', engine: 'crash', rtp: 99, volatility: 'high', motif: 'rocket', releasedAt: '2026-10-10',
    name: { en: 'Rocket Crash', ru: 'Ракета', ua: 'Ракета', kz: 'Зымыран', az: 'Raket', ar: 'الصاروخ' },
  },
  {
    id: 3, slug: 'lucky-keno', category: 'keno', subcategory: 'fast', engine: 'keno', rtp: 93.69, volatility: 'medium', motif: 'ball', releasedAt: '2026-09-28',
    name: { en: 'Lucky Keno', ru: 'Счастливое кено', ua: 'Щасливе кено', kz: 'Сәтті кено', az: 'Uğurlu keno', ar: 'كينو الحظ' },
  },
] as const satisfies ReadonlyArray<{ readonly name: LocalizedText; readonly [field: string]: unknown }>;

/** How many generated slots (the other categories take every base × variant combination). */
const SLOT_COUNT = 112;
/** The day the catalogue is "as of": games released in the 90 days before it carry the `new` tag. */
const CATALOGUE_DAY = Date.UTC(2026, 10, 1);
const NEW_WINDOW_DAYS = 90;
const FIRST_RELEASE = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/** RTP ranges (percent) and stake ranges (US cents) by category: live tables take larger stakes. */
const CATEGORY_FIGURES: Readonly<Record<CasinoCategorySlug, { rtp: [number, number]; min: readonly number[]; max: readonly number[]; motifs: readonly CasinoMotif[] }>> = {
  slots: { rtp: [94, 97.5], min: [10, 20, 50], max: [10_000, 50_000, 100_000], motifs: ['gem', 'crown', 'star', 'coin'] },
  'live-casino': { rtp: [97.3, 98.9], min: [100, 500], max: [500_000, 1_000_000], motifs: ['wheel', 'card'] },
  bingo: { rtp: [92, 95], min: [10, 20], max: [5_000, 10_000], motifs: ['ball'] },
  poker: { rtp: [97, 99.5], min: [20, 100], max: [50_000, 100_000], motifs: ['card'] },
  virtualsports: { rtp: [92, 95.5], min: [10, 50], max: [20_000, 50_000], motifs: ['ball', 'wheel'] },
  fishinghunting: { rtp: [95, 97], min: [10, 20], max: [10_000, 20_000], motifs: ['fish'] },
  keno: { rtp: [92, 96], min: [10, 20], max: [10_000, 20_000], motifs: ['ball'] },
  tvgames: { rtp: [93, 96.5], min: [10, 50], max: [20_000, 50_000], motifs: ['wheel', 'dice'] },
  'fast-games': { rtp: [96, 99], min: [10, 20], max: [10_000, 50_000], motifs: ['dice', 'star'] },
  'fast-bet': { rtp: [95, 97.5], min: [10, 20], max: [10_000, 20_000], motifs: ['coin'] },
  'crash-games': { rtp: [96, 99], min: [10, 20], max: [50_000, 100_000], motifs: ['rocket'] },
  'card-games': { rtp: [96, 98.5], min: [20, 50], max: [20_000, 50_000], motifs: ['card'] },
  'skill-games': { rtp: [95, 97], min: [50, 100], max: [10_000, 20_000], motifs: ['dice'] },
  'asian-games': { rtp: [96, 98.5], min: [20, 100], max: [50_000, 100_000], motifs: ['dragon', 'coin'] },
  scratchcards: { rtp: [90, 95], min: [10, 50], max: [2_000, 5_000], motifs: ['coin', 'star'] },
};

/** How many units of each currency one US dollar is worth, for the per-currency stake ranges. */
const USD_RATES: Readonly<Record<string, number>> = { RUB: 100, USD: 1, EUR: 1, KZT: 500, UAH: 40, AZN: 2, KWD: 0.3 };

const slugify = (text: string) => text.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A stake in US cents as a round amount of every currency's minor units. */
function betsFrom(minUsdCents: number, maxUsdCents: number): Record<string, CasinoBetRange> {
  const out: Record<string, CasinoBetRange> = {};
  for (const { iso } of CURRENCIES) {
    const scale = (USD_RATES[iso] ?? 1) * 10 ** currencyPrecisionOf(iso);
    out[iso] = { min: Math.max(1, Math.round((minUsdCents / 100) * scale)), max: Math.round((maxUsdCents / 100) * scale) };
  }
  return out;
}

const hex = (h: number, s: number, l: number) => {
  const a = (s * Math.min(l, 1 - l));
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
};

function artworkFrom(random: () => number, motifs: readonly CasinoMotif[]): CasinoArtwork {
  const hue = Math.floor(random() * 360);
  return {
    palette: [hex(hue, 0.65, 0.22), hex((hue + 40) % 360, 0.7, 0.42), hex((hue + 180) % 360, 0.9, 0.62)],
    motif: motifs[Math.floor(random() * motifs.length)] ?? 'star',
    angle: Math.floor(random() * 360),
  };
}

interface Draft {
  slug: string;
  /** Every interface language, as CasinoGame.name carries them. */
  name: LocalizedText;
  category: CasinoCategorySlug;
  subcategory: string;
  motif?: CasinoMotif;
}

/** A name built per interface language. */
const eachLanguage = (text: (language: TextLanguage) => string): LocalizedText =>
  Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, text(l)])) as LocalizedText;
/** A name table entry as the six-language name a game carries; a table that misses a language fails loudly. */
const allLanguages = (name: Localized) =>
  eachLanguage((l) => {
    const text = name[l];
    if (text === undefined) throw new Error(`casino game name "${name.en}" has no ${l} text`);
    return text;
  });
const megaways = (name: Localized) => eachLanguage((l) => `${textIn(name, l)} Megaways`);
/** The Vulkan edition's word as the casino dictionaries write that subcategory, and the locale that lower-cases the title after it. */
const VULKAN: Localized = { ru: 'Вулкан', en: 'Vulkan', ua: 'Vulkan', kz: 'Вулкан', az: 'Vulkan', ar: 'Vulkan' };
const LOWER_CASE_LOCALE: Readonly<Record<TextLanguage, string>> = { ru: 'ru', en: 'en', ua: 'uk', kz: 'kk', az: 'az', ar: 'ar' };
const vulkan = (name: Localized) =>
  eachLanguage((l) => (l === 'en' ? `Vulkan ${name.en}` : `${textIn(VULKAN, l)}: ${textIn(name, l).toLocaleLowerCase(LOWER_CASE_LOCALE[l])}`));

/** Slots: theme adjective × noun, shuffled by the seed; some become Megaways or Vulkan editions. */
function slotDrafts(): Draft[] {
  const random = createRandom(hashSeed('casino-slots'));
  const combos = SLOT_THEMES.flatMap((theme, t) => theme.adjectives.flatMap((a) => theme.nouns.map((n) => ({ t, title: slotTitle(a, n) }))));
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }
  const drafts = combos.slice(0, SLOT_COUNT).map(({ t, title: { name, motif } }, i): Draft => {
    if (i % 7 === 3) return { slug: slugify(`${name.en} megaways`), name: megaways(name), category: 'slots', subcategory: 'megaways', motif };
    if (i % 9 === 5) return { slug: slugify(`vulkan ${name.en}`), name: vulkan(name), category: 'slots', subcategory: 'vulkan', motif };
    return { slug: slugify(name.en), name: allLanguages(name), category: 'slots', subcategory: t === 1 ? 'classic' : 'video', motif };
  });
  const table = TABLE_SLOT_TITLES.map((name): Draft => ({ slug: slugify(name.en), name: allLanguages(name), category: 'slots', subcategory: 'table', motif: 'card' }));
  return [...drafts, ...table];
}

function categoryDrafts(): Draft[] {
  return (Object.keys(CATEGORY_NAMES) as Array<keyof typeof CATEGORY_NAMES>).flatMap((category) => {
    const { bases, variants } = CATEGORY_NAMES[category];
    return variants.flatMap((v) => bases.map((base): Draft => ({ slug: slugify(`${base.name.en}${v.en}`), name: eachLanguage((l) => `${textIn(base.name, l)}${textIn(v, l)}`), category, subcategory: base.sub })));
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VOLATILITIES: readonly CasinoVolatility[] = ['low', 'medium', 'high'];

function tagsOf(random: () => number, draft: Draft, provider: string, releasedMs: number, popularity: number): CasinoTag[] {
  const tags: CasinoTag[] = [];
  if (releasedMs >= CATALOGUE_DAY - NEW_WINDOW_DAYS * DAY_MS) tags.push('new');
  if (popularity >= 7000) tags.push('popular');
  const jackpotChance = draft.category === 'slots' ? 0.15 : draft.category === 'bingo' || draft.category === 'keno' ? 0.3 : 0;
  if (random() < jackpotChance) tags.push('jackpot');
  if (draft.category === 'slots' && draft.subcategory !== 'table' && random() < 0.25) tags.push('bonus-buy');
  if (draft.subcategory === 'megaways') tags.push('megaways');
  if (provider === HOUSE_PROVIDER) tags.push('exclusive');
  if (random() < 0.08) tags.push('hot');
  return tags;
}

function gameFrom(id: number, draft: Draft, index: number): CasinoGame {
  const random = createRandom(hashSeed('casino-game', draft.slug));
  const figures = CATEGORY_FIGURES[draft.category];
  const makers = PROVIDERS.filter((p) => p.makes.includes(draft.category));
  const provider = makers[(index + Math.floor(random() * makers.length)) % makers.length]!;
  const releasedMs = FIRST_RELEASE + Math.floor(random() * ((CATALOGUE_DAY - FIRST_RELEASE) / DAY_MS)) * DAY_MS;
  // Skewed towards the low end, so "popular" stays a minority.
  const popularity = Math.round(10_000 * random() ** 1.6);
  const category = CASINO_CATEGORIES.find((c) => c.slug === draft.category)!;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const art = artworkFrom(random, draft.motif ? [draft.motif] : figures.motifs);
  // The random draws keep their order (providers, tags and figures of every game stay as they were); the RTP
  // drawn is then replaced by the one the game's engine publishes for its parameters.
  const game = {
    id,
    slug: draft.slug,
    name: draft.name,
    provider: provider.slug,
    providerName: provider.name,
    category: draft.category,
    categoryId: category.categoryId,
    subcategory: draft.subcategory,
    tags: tagsOf(random, draft, provider.slug, releasedMs, popularity),
    rtp: round2(figures.rtp[0] + random() * (figures.rtp[1] - figures.rtp[0])),
    volatility: pick(VOLATILITIES),
    bets: betsFrom(pick(figures.min), pick(figures.max)),
    // Live tables have real dealers and real stakes only.
    demoAllowed: true, // live tables too (issue 30): fun money at the shared table
    engine: engineOf(draft),
    popularity,
    releasedAt: isoDay(releasedMs),
    artwork: art,
  } satisfies CasinoGame;
  return { ...game, rtp: listedRtp(game) };
}

function reservedGame(r: (typeof RESERVED_GAMES)[number]): CasinoGame {
  const random = createRandom(hashSeed('casino-game', r.slug));
  const category = CASINO_CATEGORIES.find((c) => c.slug === r.category)!;
  const house = providerDef(HOUSE_PROVIDER)!;
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    provider: house.slug,
    providerName: house.name,
    category: r.category,
    categoryId: category.categoryId,
    subcategory: r.subcategory,
    tags: ['new', 'popular', 'exclusive'],
    rtp: r.rtp,
    volatility: r.volatility,
    bets: betsFrom(10, 10_000),
    demoAllowed: true,
    engine: r.engine,
    popularity: 10_000 - r.id,
    releasedAt: r.releasedAt,
    artwork: artworkFrom(random, [r.motif]),
  };
}

/** Every game: the reserved three (ids 1–3), then the generated ones from id 101. */
export function generateCatalogue(): CasinoGame[] {
  const drafts = [...slotDrafts(), ...categoryDrafts()];
  return [...RESERVED_GAMES.map(reservedGame), ...drafts.map((draft, i) => gameFrom(101 + i, draft, i))];
}
