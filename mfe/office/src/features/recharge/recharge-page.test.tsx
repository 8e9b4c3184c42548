import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@arena/testing';
import { fakeRechargeApi, refusal } from './recharge-test-data.ts';
import { RechargePage } from './recharge-page.tsx';
import { createRechargeStore } from './recharge-store.ts';

async function renderWith(api = fakeRechargeApi()) {
  const bus = { emit: vi.fn(), getState: () => ({ id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 10000 }) };
  const redirect = vi.fn();
  const store = createRechargeStore({ api, bus: bus as never, logger: { warn: vi.fn() }, language: () => 'en', redirect });
  await renderApp(<RechargePage store={store} />, { session: {} });
  return { api, bus, redirect };
}
/** Text with the formatters' no-break spaces as plain ones. */
const textOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s+/g, ' ');
const amount = () => screen.getByTestId('recharge-amount') as HTMLInputElement;
const submit = () => screen.getByTestId('recharge-submit') as HTMLButtonElement;
async function deposit(value: string) {
  fireEvent.change(amount(), { target: { value } });
  await act(async () => fireEvent.click(submit()));
}

describe('recharge page', () => {
  it('offers main and currency accounts (not the bonus one) with the active one chosen', async () => {
    await renderWith();
    expect(screen.getByTestId('recharge-account-1')).toBeTruthy();
    expect(screen.getByTestId('recharge-account-3')).toBeTruthy();
    expect(screen.queryByTestId('recharge-account-2')).toBeNull();
    expect((screen.getByTestId('recharge-account-1').querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('issue 27: any amount in the minor unit is accepted; the currency step is only what +/- and the chips add', async () => {
    await renderWith();
    expect(amount().step).toBe('any');
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('recharge-more'));
    expect(amount().value).toBe('100');
    expect(textOf('recharge-amount-hint')).toBe('The − and + buttons change the amount by RUB 100.00');
    // Not a whole step of 100, and a valid deposit (it was refused as "not a multiple of 100").
    fireEvent.change(amount(), { target: { value: '150' } });
    expect(textOf('recharge-amount-problem')).toBe('');
    expect(submit().disabled).toBe(false);
    fireEvent.change(amount(), { target: { value: '150.555' } });
    expect(textOf('recharge-amount-problem')).toBe('Enter the amount to the nearest RUB 0.01');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('recharge-account-3').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('recharge-chip-10'));
    expect(amount().value).toBe('25');
  });

  it('a deposit goes on to the payment’s checkout with the chosen system', async () => {
    const { api, redirect } = await renderWith();
    expect(textOf('recharge-system-visa')).toContain('RUB 100.00 to RUB 300,000.00');
    fireEvent.click(screen.getByTestId('recharge-system-mir').querySelector('input') as HTMLInputElement);
    await deposit('300');
    expect(api.deposit).toHaveBeenCalledWith(1, 300, 'en', 'mir');
    expect(redirect).toHaveBeenCalledWith('/payments-api/checkout/abc');
    expect(screen.getByTestId('recharge-redirect').textContent).toContain('Going to the payment page');
  });

  it('says "test payments" while the payment sandbox takes deposits, and not when a real provider does (issue 32)', async () => {
    await renderWith();
    expect(textOf('recharge-test-payments')).toContain('Test payments.');
    const real = fakeRechargeApi();
    real.systems.mockResolvedValue({ systems: (await real.systems()).systems, testPayments: false });
    document.body.innerHTML = '';
    await renderWith(real);
    // Loaded (the accounts are shown), and no label.
    expect(screen.getByTestId('recharge-account-1')).toBeTruthy();
    expect(screen.queryByTestId('recharge-test-payments')).toBeNull();
  });

  it('the system minimum is checked before sending', async () => {
    const { api } = await renderWith();
    fireEvent.click(screen.getByTestId('recharge-account-3').querySelector('input') as HTMLInputElement);
    fireEvent.change(amount(), { target: { value: '0.5' } });
    expect(screen.getByTestId('recharge-amount-problem').textContent).not.toBe('');
    expect(submit().disabled).toBe(true);
    expect(api.deposit).not.toHaveBeenCalled();
  });

  it('deposit limit exceeded: the server message and what is left, announced as an alert', async () => {
    const api = fakeRechargeApi();
    api.deposit.mockRejectedValueOnce(refusal({ code: 'deposit_limit_exceeded', message: 'The amount exceeds your deposit limit: 500 RUB left', remaining: 500, currency: 'RUB' }));
    await renderWith(api);
    await deposit('600');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Deposit limit exceeded');
    expect(alert.textContent).toContain('The amount exceeds your deposit limit: 500 RUB left');
    expect(textOf('recharge-limit-left')).toBe('You can still deposit: RUB 500.00');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/en/office/responsible');
  });

  it('deposit time-out: the end is shown', async () => {
    const api = fakeRechargeApi();
    api.deposit.mockRejectedValueOnce(refusal({ code: 'deposit_timeout', message: 'Your deposit time-out lasts until 2030-01-01 00:00 UTC', endsAt: 1893456000 }));
    await renderWith(api);
    await deposit('100');
    expect(screen.getByRole('alert').textContent).toContain('Deposit time-out in force');
    // The end in the player's time zone (the default display settings: UTC+3).
    expect(textOf('recharge-timeout-end')).toBe('Deposits are possible again after 01/01/2030, 03:00');
  });

  it('accounts that fail to load show an error with a retry', async () => {
    const api = fakeRechargeApi();
    api.accounts.mockRejectedValueOnce(new Error('down'));
    await renderWith(api);
    expect(screen.getByTestId('recharge-load-error').textContent).toContain('Could not load your accounts');
    await act(async () => fireEvent.click(screen.getByText('Try again')));
    expect(screen.getByTestId('recharge-account-1')).toBeTruthy();
  });
});
