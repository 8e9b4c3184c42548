import { describe, expect, it } from 'vitest';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { generateCatalogue } from '../catalogue/generate-catalogue.ts';
import { paytableOf, paytableOfGame } from './engines.ts';

describe('the catalogue shows what the real games publish', () => {
  it('the RTP listed for Fruit Fiesta 5, Rocket Crash and Lucky Keno is their paytable RTP (percent, 2 decimals)', () => {
    for (const [slug, engine] of [['fruit-fiesta-5', 'slot'], ['rocket-crash', 'crash'], ['lucky-keno', 'keno']] as const) {
      const game = casinoCatalogue().find(slug);
      expect(game?.engine, slug).toBe(engine);
      expect(game?.rtp, slug).toBe(Math.round(paytableOf(engine).rtp * 10_000) / 100);
    }
  });

  it('every game lists the RTP its engine family publishes for its own parameters (issue 30)', () => {
    for (const game of generateCatalogue()) expect(game.rtp, game.slug).toBe(Math.round(paytableOfGame(game).rtp * 10_000) / 100);
  });
});
