import { describe, expect, it } from 'vitest';
import { baseKind, gamesIndex, offerGameName, offerSlugFor, offersFor, parseBonusRoute, partnersOf, rulesOf } from './offers-model.ts';

const offer = (slug: string, partner: string, kinds: string[]) => ({
  slug,
  data: { partner, games: kinds.map((kind, i) => ({ id: `${kind}-${i}`, kind, ru: kind, en: kind })), rules: { ru: ['правило'], en: ['rule'] } },
});
const offers = [offer('sport', 'arena-sport', ['sport']), offer('casino', 'arena-casino', ['slot']), offer('mixed', 'arena-sport', ['sport', 'slot'])];

describe('bonus pages of spec §2', () => {
  it('route ids map to a base and a sub-page; unknown ones to nothing', () => {
    expect(parseBonusRoute('bonuses')).toEqual({ base: 'bonuses', page: 'list' });
    expect(parseBonusRoute('bonus-offer-partner.partner')).toEqual({ base: 'bonus-offer-partner', page: 'partner' });
    expect(parseBonusRoute('bonuses-offers-games.rules')).toEqual({ base: 'bonuses-offers-games', page: 'rules' });
    expect(parseBonusRoute('bonus-item')).toBeNull();
    expect(parseBonusRoute('bonuses.other')).toBeNull();
  });

  it('partner bases group by partner, games bases list offers that count casino games', () => {
    expect(baseKind('bonus-partner')).toBe('partners');
    expect(baseKind('bonuses-offers-games')).toBe('games');
    expect(baseKind('bonus-offer')).toBe('all');
    expect(offersFor(offers, 'bonuses-games').map((o) => o.slug)).toEqual(['casino', 'mixed']);
    expect(partnersOf(offers).map((p) => [p.id, p.offers.length])).toEqual([['arena-sport', 2], ['arena-casino', 1]]);
  });

  it('games are indexed once with the offers that count them; rules follow the language', () => {
    expect(gamesIndex(offers).find((g) => g.game.id === 'sport-0')?.offers).toEqual(['sport', 'mixed']);
    expect(rulesOf(offers[0]!, 'ru')).toEqual(['правило']);
    expect(rulesOf(offers[0]!, 'de')).toEqual(['rule']);
    expect(offerSlugFor('slot_first_deposit')).toBe('casino-welcome');
    expect(offerSlugFor('reload-bonus')).toBe('reload-bonus');
  });

  it('a game is named in the page language where the content item has it, else in English', () => {
    const game = { id: 'crash', kind: 'fast', ru: 'Краш', en: 'Crash', ua: 'Краш' };
    expect(offerGameName(game, 'ru')).toBe('Краш');
    expect(offerGameName(game, 'ua')).toBe('Краш');
    expect(offerGameName(game, 'kz')).toBe('Crash');
  });
});
