/** Placement refuses dependent selections with the domain rule the slip marks them with (issue 17 item 4). */
import { describe, expect, it } from 'vitest';
import { dependentOutcomeIds } from '@arena/domain';
import { checkStructure, type BaseCouponInput } from './validate-coupon.ts';

const bets = [{ outcomeId: '7-w-1', coef: 3.26 }, { outcomeId: '7-h-2', coef: 5 }, { outcomeId: '8-w-1', coef: 1.5 }];
const coupon = (typeId: BaseCouponInput['typeId']): BaseCouponInput => ({ typeId, accountId: 1, amount: 100, bets, systemValue: 2 });

describe('dependent selections at placement', () => {
  it('an express or a system over П1 and Ф2 of one game is refused, naming the dependent outcomes', () => {
    expect(checkStructure(coupon(1))).toEqual({ code: 'dependent_bets', extra: { outcomeIds: ['7-w-1', '7-h-2'] } });
    expect(checkStructure(coupon(2))?.code).toBe('dependent_bets');
  });
  it('the same selections as singles are accepted', () => {
    expect(checkStructure(coupon(10001))).toBeNull();
  });
  it('the refusal names exactly what the slip marks (one shared rule)', () => {
    expect(dependentOutcomeIds(bets.map((b) => ({ outcomeId: b.outcomeId, gameId: b.outcomeId.split('-')[0]! })))).toEqual(['7-w-1', '7-h-2']);
  });
});
