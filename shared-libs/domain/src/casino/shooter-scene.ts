/**
 * The arcade shooter's scene by the game's theme (issue 30): hunting games — a hunt, a hunter, a safari, ducks
 * in the slug — shoot game animals in a forest, the others fish in the sea. Pictures only: the same targets,
 * pays and RTP. The server publishes it in the paytable; the lobby's tile art reads it from the slug the same way.
 */
export type ShooterScene = 'sea' | 'forest';

const HUNTING_WORDS: ReadonlySet<string> = new Set(['hunt', 'hunter', 'hunting', 'safari', 'duck']);

export const shooterSceneOf = (slug: string | undefined): ShooterScene => ((slug ?? '').split('-').some((word) => HUNTING_WORDS.has(word)) ? 'forest' : 'sea');
