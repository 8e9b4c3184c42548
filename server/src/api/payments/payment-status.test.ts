import { describe, expect, it } from 'vitest';
import {
  depositOnpay,
  holdReturnedOn,
  isFinalDeposit,
  isFinalWithdrawal,
  nextDepositStatus,
  nextWithdrawalStatus,
  withdrawalOnpay,
} from './payment-status.ts';

describe('deposit status machine (hosted payment page)', () => {
  it('a created deposit can be approved, declined, left pending or cancelled', () => {
    expect(nextDepositStatus('created', 'approve')).toBe('approved');
    expect(nextDepositStatus('created', 'decline')).toBe('declined');
    expect(nextDepositStatus('created', 'leave_pending')).toBe('pending');
    expect(nextDepositStatus('created', 'cancel')).toBe('cancelled');
  });
  it('a pending deposit may still be approved or declined, but not left pending again', () => {
    expect(nextDepositStatus('pending', 'approve')).toBe('approved');
    expect(nextDepositStatus('pending', 'decline')).toBe('declined');
    expect(nextDepositStatus('pending', 'leave_pending')).toBeNull();
  });
  it('approved, declined, cancelled and failed are final: a second approve moves nothing', () => {
    for (const status of ['approved', 'declined', 'cancelled', 'failed'] as const) {
      expect(isFinalDeposit(status)).toBe(true);
      expect(nextDepositStatus(status, 'approve')).toBeNull();
    }
  });
  it('each status returns to its onpay page', () => {
    expect(depositOnpay('approved')).toBe('success');
    expect(depositOnpay('declined')).toBe('fail');
    expect(depositOnpay('failed')).toBe('fail');
    expect(depositOnpay('pending')).toBe('pending');
    expect(depositOnpay('cancelled')).toBe('cancel');
  });
});

describe('withdrawal status machine', () => {
  it('pending → cancelled by the player, paid or rejected by the processor', () => {
    expect(nextWithdrawalStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextWithdrawalStatus('pending', 'pay')).toBe('paid');
    expect(nextWithdrawalStatus('pending', 'reject')).toBe('rejected');
  });
  it('a processed withdrawal can no longer be cancelled', () => {
    for (const status of ['paid', 'rejected', 'cancelled'] as const) {
      expect(isFinalWithdrawal(status)).toBe(true);
      expect(nextWithdrawalStatus(status, 'cancel')).toBeNull();
    }
  });
  it('cancel and reject return the hold; paid does not', () => {
    expect(holdReturnedOn('cancel')).toBe(true);
    expect(holdReturnedOn('reject')).toBe(true);
    expect(holdReturnedOn('pay')).toBe(false);
  });
  it('each status returns to its onpay/withdraw page', () => {
    expect(withdrawalOnpay('pending')).toBe('pending');
    expect(withdrawalOnpay('paid')).toBe('success');
    expect(withdrawalOnpay('rejected')).toBe('fail');
    expect(withdrawalOnpay('cancelled')).toBe('cancel');
  });
});
