import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PaymentInfo, WithdrawalsAnswer } from '@arena/domain';

const navigateToUrl = vi.fn();
vi.mock('single-spa', () => ({ navigateToUrl }));
vi.mock('@arena/event-bus', () => ({ bus: { getState: () => ({ id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 0 }), emit: vi.fn() } }));
vi.mock('@arena/ui-kit', () => ({
  useBusState: (key: string) => (key === 'language' ? 'en' : key === 'user' ? { userId: 1 } : null),
  useArenaTranslation: () => ({ t: (key: string, vars?: Record<string, unknown>) => (vars && Object.keys(vars).length ? `${key} ${JSON.stringify(vars)}` : key) }),
  useFormatters: () => ({ money: (n: number, iso: string) => `${n} ${iso}`, dateTime: (ms: number) => `D${ms / 1000}` }),
  PaymentLogo: ({ name }: { name: string }) => <span>{name}</span>,
  Link: ({ href, children }: { href: string; children: unknown }) => <a href={href}>{children as string}</a>,
}));

const withdrawal = (over: Partial<PaymentInfo>): PaymentInfo => ({
  id: 5, kind: 'withdrawal', systemId: 'quickpay', systemName: 'QuickPay', accountId: 1, currency: 'RUB', amount: 1000, fee: 20, net: 980, status: 'pending',
  onpay: 'pending', reason: null, reasonText: null, createdAt: 1, updatedAt: 1, dueAt: 301, cancellable: true, hostedUrl: null, ...over,
});
let answer: WithdrawalsAnswer;
const api = {
  withdrawals: vi.fn(async () => answer),
  systems: vi.fn(async () => ({ currencies: ['RUB'], systems: [] })),
  withdraw: vi.fn(async () => ({ message: 'ok', payment: withdrawal({ id: 6 }), balance: 8000, redirectUrl: '/en/onpay/withdraw/pending?payment=6' })),
  cancelWithdrawal: vi.fn(async () => ({ message: 'The request is cancelled', payment: withdrawal({ status: 'cancelled', cancellable: false }), balance: 10000 })),
};
vi.mock('../payments-shared/payments-api.ts', () => ({ createPaymentsApi: () => api, refusalMessage: () => null }));
const { DeducePage } = await import('./deduce-page.tsx');

const quickpay = { id: 'quickpay', min: 200, max: 60_000, feePercent: 1, feeFixed: 10 };
function setAnswer(over: Partial<WithdrawalsAnswer> = {}) {
  answer = {
    allowed: true,
    accounts: [{ id: 1, type: 0, currency: 'RUB', balance: 9000, bonusMoney: 500, held: 1000, withdrawable: 8500, systems: [quickpay] }],
    withdrawals: [withdrawal({})],
    ...over,
  };
}

async function renderPage() {
  await act(async () => {
    render(<DeducePage />);
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('deduce page', () => {
  it('shows the withdrawable balance, bonus money and held money, and the fee before sending', async () => {
    setAnswer();
    await renderPage();
    const account = screen.getByTestId('deduce-account-1').textContent ?? '';
    expect(account).toContain('deduce_withdrawable {"amount":"8500 RUB"}');
    expect(account).toContain('deduce_bonus_money {"amount":"500 RUB"}');
    expect(account).toContain('deduce_held {"amount":"1000 RUB"}');
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '1000' } });
    expect(screen.getByTestId('deduce-preview').textContent).toBe('deduce_preview {"fee":"20 RUB","net":"980 RUB"}');
  });

  it('refuses above the withdrawable balance in the form; a valid request goes to onpay/withdraw/pending', async () => {
    setAnswer();
    await renderPage();
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '8600' } });
    expect(screen.getByTestId('deduce-problem').textContent).toContain('problem_above-withdrawable');
    expect((screen.getByTestId('deduce-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('deduce-amount'), { target: { value: '2000' } });
    await act(async () => fireEvent.click(screen.getByTestId('deduce-submit')));
    expect(api.withdraw).toHaveBeenCalledWith({ accountId: 1, systemId: 'quickpay', amount: 2000 });
    expect(navigateToUrl).toHaveBeenCalledWith('/en/onpay/withdraw/pending?payment=6');
  });

  it('a pending request can be cancelled; a closed deduce (ban level) shows why and no form', async () => {
    setAnswer();
    await renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('deduce-cancel-5')));
    expect(api.cancelWithdrawal).toHaveBeenCalledWith(5);
    expect(screen.getByTestId('deduce-notice').textContent).toBe('The request is cancelled');
    cleanup();
    setAnswer({ allowed: false });
    await renderPage();
    expect(screen.getByTestId('deduce-closed')).toBeTruthy();
    expect(screen.queryByTestId('deduce-amount')).toBeNull();
  });
});
