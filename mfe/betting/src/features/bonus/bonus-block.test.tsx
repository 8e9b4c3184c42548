import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@arena/testing';
import type { BonusMarket } from '../../shared/api.ts';
import { BonusButton } from './bonus-block.tsx';

const bonus: BonusMarket = {
  sportId: 0, sportName: 'Bonus', gameId: '0', kind: 0,
  market: { id: '0-bonus', typeId: 90, group: 'other', name: 'Express bonus', isBlocked: false, outcomes: [{ id: '0-bonus-acca', name: 'Accumulator bonus', coef: 1.1 }] },
};

describe('bonus block', () => {
  it('a click sends the bonus selection (sport 0, bonus market type, kind 0) to the coupon over the bus', async () => {
    const app = await renderApp(<BonusButton bonus={bonus} />);
    fireEvent.click(screen.getByTestId('odds-0-bonus-acca'));
    expect(app.emitted('coupon:add')).toEqual([expect.objectContaining({ outcomeId: '0-bonus-acca', gameId: '0', sportId: 0, typeId: 90, kind: 0, coef: 1.1 })]);
  });

  it('is highlighted while it is in the coupon', async () => {
    await renderApp(<BonusButton bonus={bonus} />, { state: { couponSelections: ['0-bonus-acca'] } });
    expect(screen.getByTestId('odds-0-bonus-acca').getAttribute('aria-pressed')).toBe('true');
  });
});
