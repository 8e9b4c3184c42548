import { describe, expect, it } from 'vitest';
import { measureOf, nextLevel } from './cashback-model.ts';

const vip = [
  { level: 1, key: 'bronze', fromRub: 0, percent: 5 },
  { level: 2, key: 'silver', fromRub: 50_000, percent: 7 },
  { level: 3, key: 'gold', fromRub: 200_000, percent: 9 },
];

describe('cashback levels in the office', () => {
  it('VIP measures turnover, premium measures net loss', () => {
    expect(measureOf({ program: 'vip' }, { stakes: 1000, netLoss: 200 })).toBe(1000);
    expect(measureOf({ program: 'premium' }, { stakes: 1000, netLoss: 200 })).toBe(200);
  });

  it('names the next level and what is missing; none at the top', () => {
    expect(nextLevel(vip, 12_000)).toEqual({ level: vip[1], missing: 38_000 });
    expect(nextLevel(vip, 250_000)).toBeNull();
  });
});
