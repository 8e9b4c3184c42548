/**
 * Which slot mechanic a video slot plays (issue 30). Classic slots (the fruit machines) play the classic lines of
 * Fruit Fiesta 5, Megaways editions the ways slot with cascades, Vulkan editions the hold and win
 * (game-families.ts); a video slot whose name speaks of treasure (a pharaoh, a crown, a dragon's hoard…) is a
 * hold-and-win coin game, the others (nature, the north, the sea) play ways with cascades.
 */
import type { CasinoEngine } from '@arena/domain';

const TREASURE_WORDS = ['treasure', 'crown', 'kingdom', 'pharaoh', 'sphinx', 'temple', 'amulet', 'dragon', 'phoenix', 'tiger', 'lantern'] as const;

export const videoSlotMechanic = (slug: string): CasinoEngine => (TREASURE_WORDS.some((word) => slug.includes(word)) ? 'slot-hold' : 'slot-ways');
