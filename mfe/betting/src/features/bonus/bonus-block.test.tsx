import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BonusMarket } from '../../shared/api.ts';

const emit = vi.fn();
let selections: string[] = [];
vi.mock('@arena/ui-kit', () => ({
  useAppScope: () => ({ emit }),
  useBusState: (key: string) => (key === 'couponSelections' ? selections : 'en'),
  useFormatters: () => ({ odds: String }),
}));
const { BonusButton } = await import('./bonus-block.tsx');

const bonus: BonusMarket = {
  sportId: 0, sportName: 'Bonus', gameId: '0', kind: 0,
  market: { id: '0-bonus', typeId: 90, group: 'other', name: 'Express bonus', isBlocked: false, outcomes: [{ id: '0-bonus-acca', name: 'Accumulator bonus', coef: 1.1 }] },
};

afterEach(() => {
  cleanup();
  emit.mockReset();
  selections = [];
});

describe('bonus block', () => {
  it('a click sends the bonus selection (sport 0, bonus market type, kind 0) to the coupon over the bus', () => {
    render(<BonusButton bonus={bonus} />);
    fireEvent.click(screen.getByTestId('odds-0-bonus-acca'));
    expect(emit).toHaveBeenCalledWith('coupon:add', expect.objectContaining({ outcomeId: '0-bonus-acca', gameId: '0', sportId: 0, typeId: 90, kind: 0, coef: 1.1 }));
  });

  it('is highlighted while it is in the coupon', () => {
    selections = ['0-bonus-acca'];
    render(<BonusButton bonus={bonus} />);
    expect(screen.getByTestId('odds-0-bonus-acca').getAttribute('aria-pressed')).toBe('true');
  });
});
