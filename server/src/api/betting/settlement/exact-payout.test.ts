/**
 * Spec §9 "coefficients rounded to 3 decimals": a coupon pays its recorded odds × stake, rounded to its
 * currency's minor unit, i.e. exactly the possible win the slip showed (issue 27, money audit).
 */
import { calculatePossibleWin } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { couponOutcome } from './settle.ts';

const won = (coef: number) => ({ coef, result: 'win' as const, is_banker: 0 });

describe('settlement pays the recorded 3-decimal odds × stake (spec §9)', () => {
  it('the audited express 1.85 × 2.15 × 1.37 at 1000 shows and pays 5449.00, not 5449.18', () => {
    const legs = [won(1.85), won(2.15), won(1.37)];
    const shown = calculatePossibleWin({
      typeId: 1, amount: 1000, systemValue: 0, currencyIso: 'RUB',
      bets: legs.map((l, i) => ({ outcomeId: String(i), coef: l.coef, isBanker: false })),
    });
    expect(shown).toMatchObject({ coef: 5.449, possibleWin: 5449 });
    expect(couponOutcome({ type_id: 1, amount: 1000, system_value: 0 }, legs, 0, 'RUB')).toEqual({ status: 'won', payout: 5449 });
  });

  it('a 1.001 KWD single at 1.5 settles 1.502 (three decimals of the dinar, half up)', () => {
    expect(couponOutcome({ type_id: 0, amount: 1.001, system_value: 0 }, [won(1.5)], 0, 'KWD')).toEqual({ status: 'won', payout: 1.502 });
  });

  it('a JPY express pays whole yen at the recorded odds: 333 × (1.333 × 1.5 = 1.9995 → 2.000) = 666', () => {
    expect(couponOutcome({ type_id: 1, amount: 333, system_value: 0 }, [won(1.333), won(1.5)], 0, 'JPY')).toEqual({ status: 'won', payout: 666 });
  });

  it('a void leg leaves the other legs’ 3-decimal product: 1.111 × 1.111 (void 3) at 1000 pays 1234 (1.234321 → 1.234)', () => {
    const legs = [won(1.111), won(1.111), { coef: 3, result: 'void' as const, is_banker: 0 }];
    expect(couponOutcome({ type_id: 1, amount: 1000, system_value: 0 }, legs, 0, 'RUB')).toEqual({ status: 'won', payout: 1234 });
  });
});

describe('a payout is rounded once, to the currency of the coupon (spec §9 exact money)', () => {
  it('a JPY single of 333 at 1.5 pays 500 yen (499.5 half up)', () => {
    expect(couponOutcome({ type_id: 0, amount: 333, system_value: 0 }, [won(1.5)], 0, 'JPY')).toEqual({ status: 'won', payout: 500 });
  });
});
