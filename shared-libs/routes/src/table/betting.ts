/** Betting (line, live, game pages, toto, print coupon) and results/statistics routes of spec §2. */
import type { RouteDef } from '../types.ts';
import { route } from './define.ts';

const B = '@arena/betting';
const section = { section: 'bettingSection' } as const;
const pageType = { pageType: 'bettingPageType', section: 'bettingSection' } as const;
const topEvents = { pageType: 'topEventPageType' } as const;

export const BETTING_ROUTES = [
  route('home', '', B, 'Sports betting', { role: 'home' }),
  // Menu sections first: `line/menu/top` must not be read as sport "menu", champ "top".
  route('betting-menu', '{section}/menu/{menuSection}', B, 'Sports betting', { params: { ...section, menuSection: 'bettingMenuSection' } }),
  route('betting-section', '{section}', B, 'Sports betting', { params: section }),
  route('betting-sport', '{section}/{sport}', B, 'Sports betting', { params: section }),
  route('betting-champ', '{section}/{sport}/{champ}', B, 'Sports betting', { params: section }),
  route('betting-game', '{section}/{sport}/{champ}/{gameId}', B, 'Sports betting', { params: section }),
  route('betting-page', '{pageType}/{section}', B, 'Sports betting', { params: pageType }),
  route('betting-page-sport', '{pageType}/{section}/{sport}', B, 'Sports betting', { params: pageType }),
  route('betting-page-champ', '{pageType}/{section}/{sport}/{champ}', B, 'Sports betting', { params: pageType }),
  route('betting-page-game', '{pageType}/{section}/{sport}/{champ}/{gameId}', B, 'Sports betting', { params: pageType }),
  // The team page type without a team: the teams to choose from (issue 15: /ru/team/line was a 404).
  route('team-index', 'team/{section}', B, 'Teams', { params: section }),
  route('team', 'team/{section}/{team}', B, 'Team', { params: section }),
  route('team-game', 'team/{section}/{team}/{gameId}', B, 'Team game', { params: section }),
  route('multi', 'multi', B, 'Multi live'),
  route('champs', 'champs/{champId?}', B, 'Championships'),
  route('top-events', '{pageType}/{pageSubType}', B, 'Top events', { params: topEvents }),
  route('top-events-game', '{pageType}/{pageSubType}/{gameId}', B, 'Top events', { params: topEvents }),
  route('toto', 'toto/{section?}', B, 'Toto', { params: { section: 'totoSection' } }),
  route('print-coupon', 'print-coupon/{couponId}', B, 'Print coupon', { layout: 'empty', params: { couponId: 'digits' }, ban: 'accessible' }),

  route('results', 'results/{type?}', '@arena/results', 'Results', { params: { type: 'resultsType' } }),
  route('statistic', 'statistic/{path*}', '@arena/results', 'Statistics', { conditions: ['statistics-enabled'] }),
  route('statistic-popup', 'statisticpopup/{path*}', '@arena/results', 'Statistics', { conditions: ['statistics-enabled'] }),
] as const satisfies readonly RouteDef[];
