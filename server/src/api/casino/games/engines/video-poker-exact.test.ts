/**
 * Video poker's exact optimal return (issue 30): the counting method (video-poker-exact.ts) checked hold by hold
 * against drawing every card, on known sub-results, and the declared RTP against the full figure. The full run over
 * all 2 598 960 deals takes about ten seconds, so it is the bench's (`npm run bench:casino-exact`, recorded in
 * bench/casino-exact.json and bench/RESULTS.md); this file reads that record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seeded } from './test-random.ts';
import { POKER_RTP } from './video-poker.ts';
import { holdTotals, holdValues, payOf, type HoldTotals } from './video-poker-exact.ts';

/** Card number (cards.ts: suit × 13 + rank − 1) of "As", "Td", … */
const card = (text: string) => 'shdc'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const deal = (text: string) => text.split(' ').map(card).sort((a, b) => a - b);

/** A hold's value by drawing every replacement from the 47 cards left (what the counting method must equal). */
function drawnValue(cards: readonly number[], mask: number): number {
  const held = cards.filter((_, i) => mask & (1 << i));
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !cards.includes(c));
  const need = 5 - held.length;
  let total = 0;
  let draws = 0;
  const chosen: number[] = [];
  const walk = (from: number) => {
    if (chosen.length === need) {
      const hand = [...held, ...chosen];
      total += payOf(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
      draws++;
      return;
    }
    for (let i = from; i < rest.length; i++) {
      chosen.push(rest[i]!);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return total / draws;
}

const bits = (mask: number) => [0, 1, 2, 3, 4].filter((i) => mask & (1 << i)).length;

describe('video poker: the exact optimal return', () => {
  let totals: HoldTotals;
  beforeAll(() => {
    totals = holdTotals();
  }, 120_000);

  it('rule: the counting method gives every hold of a deal the average pay over all its draws', () => {
    const random = seeded(54);
    const deals = [deal('As Ks Qs Js 2c'), deal('7h 7d Kc 4s 9h'), deal('2c 5d 9h Jc Qs')];
    for (let n = 0; n < 3; n++) {
      const cards = new Set<number>();
      while (cards.size < 5) cards.add(Math.floor(random() * 52));
      deals.push([...cards].sort((a, b) => a - b));
    }
    for (const cards of deals) {
      const values = holdValues(totals, cards);
      // Every hold of two or more cards, and one single card, against the draws (C(47, 4) = 178 365 draws at most).
      for (let mask = 0; mask < 32; mask++) {
        if (bits(mask) < 2 && mask !== 1) continue;
        expect(values[mask], `${cards.join()} hold ${mask}`).toBeCloseTo(drawnValue(cards, mask), 10);
      }
    }
  }, 120_000);

  it('rule: known sub-results: a dealt royal keeps 800; four to the royal is worth 872 / 47; drawing five is the average over 1 533 939 hands', () => {
    const royal = holdValues(totals, deal('As Ks Qs Js Ts'));
    expect(royal[31]).toBe(800);
    expect(Math.max(...royal)).toBe(800);
    // 1 royal (800), 8 other spades (flush 6), 3 tens (straight 4), 12 cards pairing A/K/Q/J (1): 872 over 47 draws.
    const cards = deal('As Ks Qs Js 2c');
    const fourToRoyal = cards.reduce((mask, c, i) => (c === card('2c') ? mask : mask | (1 << i)), 0);
    const values = holdValues(totals, cards);
    expect(values[fourToRoyal]).toBeCloseTo(872 / 47, 12);
    expect(Math.max(...values)).toBe(values[fourToRoyal]);
    const junk = deal('2c 5d 9h 3s 8c');
    expect(holdValues(totals, junk)[0]).toBeCloseTo(drawnValue(junk, 0), 10);
  }, 120_000);

  it('rule: the declared RTP is the exact optimal return (bench record, 4 decimals of a percent), rounded', () => {
    const record = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../../bench/casino-exact.json'), 'utf8')) as { videoPoker: { rtp: number; deals: number } };
    expect(record.videoPoker.deals).toBe(2_598_960);
    expect(record.videoPoker.rtp).toBeCloseTo(0.995439, 6);
    expect(POKER_RTP).toBe(Math.round(record.videoPoker.rtp * 10_000) / 10_000);
  });
});
