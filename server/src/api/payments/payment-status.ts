/**
 * The status machines of deposits and withdrawals, as plain data and functions (no I/O), so the rules are
 * unit-tested on their own (payment-status.test.ts) and the repository only writes what `next` allows.
 *
 * Deposit (hosted payment page): created → approved | declined | pending | cancelled;
 *   pending → approved | declined | cancelled (the page may be opened again while the bank "thinks");
 *   approved → nothing; an approval the deposit rules refuse (a limit reached meanwhile) ends in failed.
 * Withdrawal: pending → cancelled (the player, hold returned) | paid (the processor) | rejected (the
 *   processor, with a reason, hold returned). Every other state is final.
 */
import type { OnpayStatus } from '@arena/domain';

export type DepositStatus = 'created' | 'pending' | 'approved' | 'declined' | 'cancelled' | 'failed';
export type DepositEvent = 'approve' | 'decline' | 'leave_pending' | 'cancel' | 'fail';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';
export type WithdrawalEvent = 'cancel' | 'pay' | 'reject';
/** The four payment return pages (onpay/{status}, onpay/withdraw/{status}): the domain contract's type. */
export type { OnpayStatus };

const DEPOSIT_MACHINE: Readonly<Record<DepositStatus, Partial<Record<DepositEvent, DepositStatus>>>> = {
  created: { approve: 'approved', decline: 'declined', leave_pending: 'pending', cancel: 'cancelled', fail: 'failed' },
  pending: { approve: 'approved', decline: 'declined', cancel: 'cancelled', fail: 'failed' },
  approved: {},
  declined: {},
  cancelled: {},
  failed: {},
};

const WITHDRAWAL_MACHINE: Readonly<Record<WithdrawalStatus, Partial<Record<WithdrawalEvent, WithdrawalStatus>>>> = {
  pending: { cancel: 'cancelled', pay: 'paid', reject: 'rejected' },
  paid: {},
  rejected: {},
  cancelled: {},
};

/** The status after the event, or null when the event is not allowed in that status. */
export function nextDepositStatus(status: DepositStatus, event: DepositEvent): DepositStatus | null {
  return DEPOSIT_MACHINE[status][event] ?? null;
}

export function nextWithdrawalStatus(status: WithdrawalStatus, event: WithdrawalEvent): WithdrawalStatus | null {
  return WITHDRAWAL_MACHINE[status][event] ?? null;
}

export function isFinalDeposit(status: DepositStatus): boolean {
  return Object.keys(DEPOSIT_MACHINE[status]).length === 0;
}

export function isFinalWithdrawal(status: WithdrawalStatus): boolean {
  return Object.keys(WITHDRAWAL_MACHINE[status]).length === 0;
}

/** Which return page tells the player about a deposit in this status. */
export function depositOnpay(status: DepositStatus): OnpayStatus {
  if (status === 'approved') return 'success';
  if (status === 'declined' || status === 'failed') return 'fail';
  if (status === 'cancelled') return 'cancel';
  return 'pending';
}

/** Which return page tells the player about a withdrawal in this status. */
export function withdrawalOnpay(status: WithdrawalStatus): OnpayStatus {
  if (status === 'paid') return 'success';
  if (status === 'rejected') return 'fail';
  if (status === 'cancelled') return 'cancel';
  return 'pending';
}

/** A withdrawal's money stays held while it is pending; cancel and reject return it, paid sends it out. */
export function holdReturnedOn(event: WithdrawalEvent): boolean {
  return event === 'cancel' || event === 'reject';
}
