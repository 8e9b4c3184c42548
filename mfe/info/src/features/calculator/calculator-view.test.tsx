import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import { CalculatorView } from './calculator-view.tsx';

const texts = dictionary('en', 'info')!;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('betting calculator view (binding of the domain coupon maths)', () => {
  it('system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600 shows returns of 2710', async () => {
    await renderApp(<CalculatorView />);
    fireEvent.click(screen.getByTestId('calc-type-system'));
    type('calc-stake', '600');
    type('calc-odds-0', '1.90');
    type('calc-odds-1', '2.00');
    type('calc-odds-2', '2.50');
    expect(screen.getByTestId('calc-returns').getAttribute('data-value')).toBe('2710');
    expect((screen.getByTestId('calc-system-value') as HTMLSelectElement).value).toBe('2');
    // 2710 / 600, as the domain reports a system's odds.
    expect(screen.getByTestId('calc-total-odds').textContent).toBe('4.517');
  });

  it('asks for input first, then names a mistyped stake and keeps what was typed', async () => {
    await renderApp(<CalculatorView />);
    expect(screen.getByTestId('calc-problems').textContent).toBe(texts['calc_hint']);
    type('calc-odds-0', '2');
    type('calc-stake', 'abc');
    expect(screen.getByRole('alert').textContent).toBe(texts['calc_problem_stake_invalid']);
    expect((screen.getByTestId('calc-stake') as HTMLInputElement).value).toBe('abc');
    type('calc-stake', '50');
    expect(screen.getByTestId('calc-returns').getAttribute('data-value')).toBe('100');
  });

  it('a lost selection in an express brings the returns to 0; adding a selection adds a row', async () => {
    await renderApp(<CalculatorView />);
    fireEvent.click(screen.getByTestId('calc-type-express'));
    type('calc-stake', '100');
    type('calc-odds-0', '1.5');
    type('calc-odds-1', '2');
    expect(screen.getByTestId('calc-returns').getAttribute('data-value')).toBe('300');
    fireEvent.change(screen.getByTestId('calc-result-1'), { target: { value: 'lose' } });
    expect(screen.getByTestId('calc-returns').getAttribute('data-value')).toBe('0');
    fireEvent.click(screen.getByTestId('calc-add'));
    expect(screen.getByTestId('calc-odds-2')).toBeTruthy();
  });
});
