import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@arena/testing';
import type { Game } from '../../shared/api.ts';
import { OutcomeButton } from './outcome-button.tsx';

const game = (coef: number, isBlocked = false): Game => ({
  id: '7', sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['Ajax', 'PSV'], teamSlugs: ['ajax', 'psv'], startTime: 100, isLive: true, isFinished: false, statusId: 2, secondsOfPlay: 10, period: 1,
  score: [0, 0], fullScore: '0:0', marketsCount: 1, markets: [{ id: '7-w', typeId: 1, group: 'main', name: 'Result', isBlocked, outcomes: [{ id: '7-w-1', name: '1', coef }] }],
});
const renderButton = (g: Game) => {
  const market = g.markets[0]!;
  return <OutcomeButton game={g} market={market} outcome={market.outcomes[0]!} />;
};

afterEach(() => vi.useRealTimers());

describe('odds button', () => {
  it('a click emits coupon:add with the selection the coupon needs', async () => {
    const app = await renderApp(renderButton(game(2.1)));
    fireEvent.click(screen.getByTestId('odds-7-w-1'));
    expect(app.emitted('coupon:add')).toEqual([expect.objectContaining({ outcomeId: '7-w-1', gameId: '7', marketId: '7-w', coef: 2.1, isLive: true, title: 'Ajax – PSV', outcomeName: 'Result: 1', typeId: 1 })]);
  });

  it('is highlighted while its outcome is in the coupon (bus couponSelections)', async () => {
    await renderApp(renderButton(game(2.1)), { state: { couponSelections: ['7-w-1'] } });
    expect(screen.getByTestId('odds-7-w-1').getAttribute('aria-pressed')).toBe('true');
  });

  it('a blocked market shows the button disabled', async () => {
    await renderApp(renderButton(game(2.1, true)));
    expect((screen.getByTestId('odds-7-w-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a live price change flashes up or down, then settles', async () => {
    const { rerender } = await renderApp(renderButton(game(2)));
    vi.useFakeTimers();
    rerender(renderButton(game(2.4)));
    expect(screen.getByTestId('odds-7-w-1').className).toContain('is-up');
    rerender(renderButton(game(1.9)));
    expect(screen.getByTestId('odds-7-w-1').className).toContain('is-down');
    act(() => void vi.advanceTimersByTime(1600));
    expect(screen.getByTestId('odds-7-w-1').className).not.toMatch(/is-(up|down)/);
  });
});
