import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PaymentInfo, WithdrawalsAnswer } from '@arena/domain';
import { IDEMPOTENCY_HEADER } from '@arena/http';
import { logger } from '@arena/utils';
import { renderApp, type RouteTable } from '@arena/testing';
import { DeducePage } from './deduce-page.tsx';

const withdrawal = (over: Partial<PaymentInfo>): PaymentInfo => ({
  id: 5, kind: 'withdrawal', systemId: 'quickpay', systemName: 'QuickPay', accountId: 1, currency: 'RUB', amount: 1000, fee: 20, net: 980, status: 'pending',
  onpay: 'pending', reason: null, reasonText: null, createdAt: 1, updatedAt: 1, dueAt: 301, cancellable: true, hostedUrl: null, ...over,
});
const quickpay = { id: 'quickpay', min: 200, max: 60_000, feePercent: 1, feeFixed: 10 };
const answer = (over: Partial<WithdrawalsAnswer> = {}): WithdrawalsAnswer => ({
  allowed: true,
  accounts: [{ id: 1, type: 0, currency: 'RUB', balance: 9000, bonusMoney: 500, held: 1000, withdrawable: 8500, systems: [quickpay] }],
  withdrawals: [withdrawal({})],
  ...over,
});
const WITHDRAWALS = '/payments-api/withdrawals';
const backend = (withdrawals: WithdrawalsAnswer): RouteTable => ({
  [`GET ${WITHDRAWALS}`]: { body: withdrawals },
  'GET /payments-api/systems': { body: { currencies: ['RUB'], testPayments: false, systems: [] } },
  [`POST ${WITHDRAWALS}`]: { body: { message: 'ok', payment: withdrawal({ id: 6 }), balance: 8000, redirectUrl: '/en/onpay/withdraw/pending?payment=6' } },
  [`POST ${WITHDRAWALS}/5/cancel`]: { body: { message: 'The request is cancelled', payment: withdrawal({ status: 'cancelled', cancellable: false }), balance: 10000 } },
});
const session = { activeAccount: { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 0 } };
const renderPage = (withdrawals = answer()) => renderApp(<DeducePage />, { route: '/en/office/deduce', session, http: backend(withdrawals) });
/** Text with the formatters' no-break spaces as plain ones. */
const textOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s+/g, ' ') ?? '';

describe('deduce page', () => {
  it('shows the withdrawable balance, bonus money and held money, and the fee before sending', async () => {
    await renderPage();
    const account = textOf('deduce-account-1');
    expect(account).toContain('available RUB 8,500.00');
    expect(account).toContain('bonus RUB 500.00');
    expect(account).toContain('held RUB 1,000.00');
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '1000' } });
    expect(textOf('deduce-preview')).toBe('Fee RUB 20.00, you receive RUB 980.00');
  });

  it('refuses above the withdrawable balance in the form; a valid request goes to onpay/withdraw/pending', async () => {
    const app = await renderPage();
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '8600' } });
    expect(textOf('deduce-problem')).toContain('You can withdraw at most RUB 8,500.00');
    expect((screen.getByTestId('deduce-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '2000' } });
    await act(async () => fireEvent.click(screen.getByTestId('deduce-submit')));
    const [sent] = app.http.calls.filter((call) => call.method === 'POST' && call.path === WITHDRAWALS);
    expect(sent?.body).toEqual({ accountId: 1, systemId: 'quickpay', amount: 2000 });
    expect(sent?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
    expect(app.path()).toBe('/en/onpay/withdraw/pending?payment=6');
  });

  it('a pending request can be cancelled; a closed deduce (ban level) shows why and no form', async () => {
    const app = await renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('deduce-cancel-5')));
    expect(app.http.callsTo(`${WITHDRAWALS}/5/cancel`)).toHaveLength(1);
    expect(screen.getByTestId('deduce-notice').textContent).toBe('The request is cancelled');
    app.unmount();
    await renderPage(answer({ allowed: false }));
    expect(screen.getByTestId('deduce-closed')).toBeTruthy();
    expect(screen.queryByTestId('deduce-amount')).toBeNull();
  });

  it('issue 27: a payment systems answer missing a field of its contract is refused at the boundary: the page shows its load error, no form', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const http = { ...backend(answer()), 'GET /payments-api/systems': { body: { currencies: ['RUB'], systems: [] } } };
    await renderApp(<DeducePage />, { route: '/en/office/deduce', session, http });
    expect(screen.getByTestId('deduce-error').textContent).toContain('Could not load the data');
    expect(screen.queryByTestId('deduce-amount')).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('GET /payments-api/systems'));
  });
});
