/**
 * The themes of the house's ways and hold-and-win slots (issue 30): each theme names six pay symbols (three low,
 * three high, in paytable order), the wild and the coin, all drawn as SVG by the casino app (symbol-art). A game's
 * theme comes from the words of its name (slug), so «Golden Pharaoh» plays Egyptian symbols and «Lucky Cherries»
 * fruit; a name without a theme word falls back to a theme picked by the game id. The theme changes only the
 * pictures: the paytable, and so the RTP, depends on the mechanic and the game's volatility alone.
 */
export const SLOT_THEME_SYMBOLS = {
  fruit: ['cherry', 'lemon', 'plum', 'grapes', 'bell', 'seven'],
  egypt: ['ankh', 'scarab', 'lotus', 'eye', 'pyramid', 'mask'],
  ocean: ['shell', 'starfish', 'fish', 'seahorse', 'anchor', 'pearl'],
  gems: ['emerald', 'sapphire', 'ruby', 'ring', 'diamond', 'crown'],
} as const satisfies Record<string, readonly string[]>;

export type SlotThemeName = keyof typeof SLOT_THEME_SYMBOLS;
export const SLOT_THEME_NAMES = Object.keys(SLOT_THEME_SYMBOLS) as SlotThemeName[];

/** Name words → theme (the first word found wins). */
const THEME_WORDS: ReadonlyArray<readonly [string, SlotThemeName]> = [
  ['fruit', 'fruit'], ['cherr', 'fruit'], ['lemon', 'fruit'], ['seven', 'fruit'], ['bell', 'fruit'], ['garden', 'fruit'], ['horseshoe', 'fruit'], ['clover', 'fruit'],
  ['pharaoh', 'egypt'], ['sphinx', 'egypt'], ['temple', 'egypt'], ['amulet', 'egypt'],
  ['ocean', 'ocean'], ['lake', 'ocean'], ['pearl', 'ocean'],
  ['treasure', 'gems'], ['crown', 'gems'], ['kingdom', 'gems'], ['legend', 'gems'], ['dragon', 'gems'], ['phoenix', 'gems'],
];

/** The game's theme: a theme word of its slug, else one by id (so every game keeps the same theme). */
export function slotThemeOf(game: { id: number; slug?: string }): SlotThemeName {
  const slug = game.slug ?? '';
  const named = THEME_WORDS.find(([word]) => slug.includes(word));
  return named ? named[1] : SLOT_THEME_NAMES[game.id % SLOT_THEME_NAMES.length]!;
}
