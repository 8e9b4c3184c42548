import { describe, expect, it } from 'vitest';
import type { PaymentInfo } from '@arena/domain';
import { followsPayment, isOnpayStatus, onpayView, paymentIdOf } from './onpay-model.ts';

const known = (p: PaymentInfo) => ({ kind: 'payment' as const, payment: p });
const payment = (onpay: PaymentInfo['onpay']): PaymentInfo => ({
  id: 7, kind: 'deposit', systemId: 'visa', systemName: 'Visa', accountId: 1, currency: 'RUB', amount: 500, fee: 0, net: 500,
  status: 'approved', onpay, reason: null, reasonText: null, createdAt: 1, updatedAt: 1, dueAt: null, cancellable: false, hostedUrl: null,
});

describe('onpay pages', () => {
  it('each deposit status explains the result and what to do next', () => {
    expect(onpayView('deposit', known(payment('success')))).toMatchObject({ titleKey: 'onpay_deposit_success_title', links: ['home', 'historypay'], refreshBalance: true });
    expect(onpayView('deposit', known(payment('fail'))).links).toContain('recharge');
    expect(onpayView('deposit', known(payment('cancel'))).titleKey).toBe('onpay_deposit_cancel_title');
  });
  it('withdrawal pages have their own texts and lead back to deduce', () => {
    expect(onpayView('withdraw', known({ ...payment('pending'), kind: 'withdrawal' }))).toMatchObject({ titleKey: 'onpay_withdraw_pending_title', links: ['deduce', 'historypay'] });
  });
  it('the payment’s own status decides, whatever the address says', () => {
    expect(onpayView('deposit', known(payment('fail')))).toMatchObject({ status: 'fail', titleKey: 'onpay_deposit_fail_title' });
  });
  it('without the payment the page claims no result: not found, unreadable, still checking, or signed out (a visitor on onpay/success was told "credited")', () => {
    expect(onpayView('deposit', { kind: 'missing' })).toMatchObject({ status: 'unknown', unknown: true, titleKey: 'onpay_unknown_title', bodyKey: 'onpay_unknown_body' });
    expect(onpayView('deposit', { kind: 'unavailable' })).toMatchObject({ status: 'unknown', bodyKey: 'onpay_unavailable_body' });
    expect(onpayView('deposit', { kind: 'checking' })).toMatchObject({ status: 'unknown', bodyKey: 'onpay_checking_body', stepKeys: [] });
    expect(onpayView('withdraw', { kind: 'signed-out' })).toMatchObject({ status: 'unknown', titleKey: 'onpay_unknown_title', bodyKey: 'onpay_signed_out_body' });
  });
  it('reads the statuses and the payment id', () => {
    expect(isOnpayStatus('success')).toBe(true);
    expect(isOnpayStatus('done')).toBe(false);
    expect(paymentIdOf('?payment=12')).toBe(12);
    expect(paymentIdOf('?payment=unknown')).toBeNull();
    expect(paymentIdOf('')).toBeNull();
  });
  it('follows a deposit the provider has not decided (issue 32: only its notification moves money), and nothing else', () => {
    expect(followsPayment('deposit', payment('pending'))).toBe(true);
    expect(followsPayment('deposit', payment('success'))).toBe(false);
    expect(followsPayment('deposit', payment('fail'))).toBe(false);
    expect(followsPayment('deposit', null)).toBe(false);
    expect(followsPayment('withdraw', { ...payment('pending'), kind: 'withdrawal' })).toBe(false);
  });
});
