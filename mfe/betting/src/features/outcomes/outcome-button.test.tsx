import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Game } from '../../shared/api.ts';

const emit = vi.fn();
let selections: string[] = [];
vi.mock('@arena/ui-kit', () => ({
  useAppScope: () => ({ emit }),
  useBusState: (key: string) => (key === 'couponSelections' ? selections : 'en'),
  useFormatters: () => ({ odds: String }),
}));
const { OutcomeButton } = await import('./outcome-button.tsx');

const game = (coef: number, isBlocked = false): Game => ({
  id: '7', sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['Ajax', 'PSV'], teamSlugs: ['ajax', 'psv'], startTime: 100, isLive: true, isFinished: false, statusId: 2, secondsOfPlay: 10, period: 1,
  score: [0, 0], fullScore: '0:0', marketsCount: 1, markets: [{ id: '7-w', typeId: 1, group: 'main', name: 'Result', isBlocked, outcomes: [{ id: '7-w-1', name: '1', coef }] }],
});
const renderButton = (g: Game) => {
  const market = g.markets[0]!;
  return <OutcomeButton game={g} market={market} outcome={market.outcomes[0]!} />;
};

afterEach(() => {
  cleanup();
  emit.mockReset();
  selections = [];
  vi.useRealTimers();
});

describe('odds button', () => {
  it('a click emits coupon:add with the selection the coupon needs', () => {
    render(renderButton(game(2.1)));
    fireEvent.click(screen.getByTestId('odds-7-w-1'));
    expect(emit).toHaveBeenCalledWith('coupon:add', expect.objectContaining({ outcomeId: '7-w-1', gameId: '7', marketId: '7-w', coef: 2.1, isLive: true, title: 'Ajax – PSV', outcomeName: 'Result: 1', typeId: 1 }));
  });

  it('is highlighted while its outcome is in the coupon (bus couponSelections)', () => {
    selections = ['7-w-1'];
    render(renderButton(game(2.1)));
    expect(screen.getByTestId('odds-7-w-1').getAttribute('aria-pressed')).toBe('true');
  });

  it('a blocked market shows the button disabled', () => {
    render(renderButton(game(2.1, true)));
    expect((screen.getByTestId('odds-7-w-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a live price change flashes up or down, then settles', () => {
    vi.useFakeTimers();
    const { rerender } = render(renderButton(game(2)));
    rerender(renderButton(game(2.4)));
    expect(screen.getByTestId('odds-7-w-1').className).toContain('is-up');
    rerender(renderButton(game(1.9)));
    expect(screen.getByTestId('odds-7-w-1').className).toContain('is-down');
    act(() => void vi.advanceTimersByTime(1600));
    expect(screen.getByTestId('odds-7-w-1').className).not.toMatch(/is-(up|down)/);
  });
});
