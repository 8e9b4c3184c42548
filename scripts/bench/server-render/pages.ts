/**
 * The pages issue 26 measures: the home page, the casino lobby, the promotions and one line game page.
 * Games roll on the reference backend's schedule (one starts every 150 s; a game's id is its slot), so no
 * id is stable for ever: the run picks, once at its start, the first football game on the line that
 * starts at least two hours later. That game stays on the line (same markets, same page) for the whole
 * run, and Arena and the SPA are measured on the same id.
 */
export const FIXED_PAGES = ['/ru/', '/ru/casino-lobby', '/ru/promotions'] as const;

/** A run lasts well under this: the picked game is still on the line at its end. */
const START_AFTER_MS = 2 * 3600_000;

interface GameListing {
  id: string;
  sportSlug: string;
  champId: number;
  startTime: number;
  isLive: boolean;
}

export async function pickLineGamePage(origin: string, now = Date.now()): Promise<string> {
  const answer = await fetch(`${origin}/betting-api/games?section=line&limit=200`, { headers: { 'accept-language': 'ru' } });
  if (!answer.ok) throw new Error(`line games: ${answer.status}`);
  const { games } = (await answer.json()) as { games: GameListing[] };
  const later = games.filter((g) => !g.isLive && g.startTime * 1000 - now >= START_AFTER_MS);
  const game = later.find((g) => g.sportSlug === 'football') ?? later[0];
  if (!game) throw new Error('no line game starts two hours from now');
  return `/ru/line/${game.sportSlug}/${game.champId}/${game.id}`;
}
