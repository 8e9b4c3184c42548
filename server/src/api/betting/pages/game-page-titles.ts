/**
 * A match page is titled by its match (issue 31 item 9): the betting routes that show one game get a
 * title source (seo/page-title-sources.ts) reading the game's sides from the catalogue, in the page's
 * language, joined by the rule the betting app's h1 uses (@arena/domain matchTitle).
 */
import { matchTitle } from '@arena/domain';
import type { RouteIdOf } from '@arena/routes';
import type { PageTitleSources } from '../../seo/page-title-sources.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';

/** The betting routes whose page is one game (the betting app's GamePage). */
const GAME_ROUTES: ReadonlyArray<RouteIdOf<'@arena/betting'>> = ['betting-game', 'betting-page-game', 'top-events-game', 'team-game'];

export function registerGamePageTitles(titles: PageTitleSources, catalogue: CatalogueService): void {
  const title = (params: Readonly<Record<string, string>>, lang: string) => {
    const id = params['gameId'];
    const game = id && /^\d{1,12}$/.test(id) ? catalogue.scheduled(Number(id)) : null;
    return game ? matchTitle(catalogue.view(game, lang, false).opponents) : null;
  };
  for (const routeId of GAME_ROUTES) titles.set(routeId, title);
}
