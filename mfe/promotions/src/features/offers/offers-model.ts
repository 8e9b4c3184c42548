/**
 * The bonus pages of spec §2 (bonuses, bonus-partner, bonus, bonuses-games and their "offers" equivalents,
 * each with rules, games and partners/{id}) as data: which offers a base lists, and the partners and games
 * read from the offers' data. React-free.
 */
import type { ContentSummary } from '../../platform/content-api.ts';

export const BONUS_BASES = ['bonuses', 'bonus-partner', 'bonus', 'bonuses-games', 'bonuses-offers', 'bonus-offer-partner', 'bonus-offer', 'bonuses-offers-games'] as const;
export type BonusBase = (typeof BONUS_BASES)[number];
/** The route ids of the bonus pages: a base's list and its rules, games and partner pages. */
export type BonusRouteId = BonusBase | `${BonusBase}.${'rules' | 'games' | 'partner'}`;
export type BonusSubpage = 'list' | 'rules' | 'games' | 'partner';

/** What a base's list shows: every offer, offers grouped by partner, or offers that count casino games. */
export type BaseKind = 'all' | 'partners' | 'games';

export function baseKind(base: BonusBase): BaseKind {
  if (base.endsWith('partner')) return 'partners';
  if (base.endsWith('games')) return 'games';
  return 'all';
}

/** route id → base and sub-page: 'bonuses' → list, 'bonuses.rules', 'bonuses.games', 'bonuses.partner'. */
export function parseBonusRoute(routeId: string): { base: BonusBase; page: BonusSubpage } | null {
  const [base, sub] = routeId.split('.');
  if (!(BONUS_BASES as readonly string[]).includes(base ?? '')) return null;
  if (sub === undefined) return { base: base as BonusBase, page: 'list' };
  if (sub === 'rules' || sub === 'games' || sub === 'partner') return { base: base as BonusBase, page: sub };
  return null;
}

/** A game an offer counts, named by the content item in the languages it is written in (at least en). */
export interface OfferGame {
  id: string;
  kind: string;
  en: string;
  [language: string]: string;
}

/** The game's name in the page language where the content item has it, else English. */
export const offerGameName = (game: OfferGame, lng: string): string => game[lng] ?? game.en;

export function partnerOf(offer: Pick<ContentSummary, 'data'>): string {
  const partner = offer.data['partner'];
  return typeof partner === 'string' ? partner : 'arena';
}

export function gamesOf(offer: Pick<ContentSummary, 'data'>): OfferGame[] {
  const games = offer.data['games'];
  if (!Array.isArray(games)) return [];
  return games.filter((g): g is OfferGame => typeof g === 'object' && g !== null && typeof (g as OfferGame).id === 'string' && typeof (g as OfferGame).kind === 'string');
}

export function rulesOf(offer: Pick<ContentSummary, 'data'>, lng: string): string[] {
  const rules = offer.data['rules'] as Record<string, unknown> | undefined;
  const list = rules?.[lng] ?? rules?.['en'];
  return Array.isArray(list) ? list.filter((r): r is string => typeof r === 'string') : [];
}

export function offersFor<T extends Pick<ContentSummary, 'data'>>(offers: readonly T[], base: BonusBase): T[] {
  return baseKind(base) === 'games' ? offers.filter((o) => gamesOf(o).some((g) => g.kind !== 'sport')) : [...offers];
}

/** Partners in first-seen order with their offers. */
export function partnersOf<T extends Pick<ContentSummary, 'data'>>(offers: readonly T[]): Array<{ id: string; offers: T[] }> {
  const groups = new Map<string, T[]>();
  for (const offer of offers) groups.set(partnerOf(offer), [...(groups.get(partnerOf(offer)) ?? []), offer]);
  return [...groups].map(([id, list]) => ({ id, offers: list }));
}

/** Every game any offer counts, once, with the offers that count it. */
export function gamesIndex<T extends Pick<ContentSummary, 'data' | 'slug'>>(offers: readonly T[]): Array<{ game: OfferGame; offers: string[] }> {
  const index = new Map<string, { game: OfferGame; offers: string[] }>();
  for (const offer of offers) {
    for (const game of gamesOf(offer)) {
      const entry = index.get(game.id) ?? { game, offers: [] };
      entry.offers.push(offer.slug);
      index.set(game.id, entry);
    }
  }
  return [...index.values()];
}

/** Legacy bonus ids that name an offer by another name (bonus/slot_first_deposit is the casino welcome). */
export const OFFER_ALIASES: Readonly<Record<string, string>> = { slot_first_deposit: 'casino-welcome' };
export const offerSlugFor = (bonusId: string): string => OFFER_ALIASES[bonusId] ?? bonusId;
