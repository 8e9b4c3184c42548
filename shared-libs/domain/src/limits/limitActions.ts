/** Limit actions, their messages (spec §8), the session timer and ping (spec §4, §9). */
import type { ClientLimit } from './clientLimit.ts';
import { LIMIT_TYPE, MS_PER_HOUR } from './limitTypes.ts';

/** POST limitaction?action=0|1 (spec §4: reject 0, approve 1). */
export const LIMIT_ACTION = { reject: 0, approve: 1 } as const;
export type LimitAction = (typeof LIMIT_ACTION)[keyof typeof LIMIT_ACTION];

/**
 * Translation keys. The two error keys are the spec's; it only says "the cancel or confirm success text",
 * so the success keys follow the same naming.
 */
export const LIMIT_ACTION_MESSAGE_KEYS = {
  cancelError: 'responsible_gaming_cancel_limit_error',
  confirmError: 'responsible_gaming_confirm_limit_error',
  cancelSuccess: 'responsible_gaming_cancel_limit_success',
  confirmSuccess: 'responsible_gaming_confirm_limit_success',
} as const;

export type LimitActionMessage = { kind: 'server-title'; text: string } | { kind: 'translation'; key: string };

/** Spec §8: the server's title when it gave one, else the cancel (reject) or confirm (approve) text. */
export function limitActionMessage(action: LimitAction, isSuccess: boolean, serverTitle?: string | null): LimitActionMessage {
  if (serverTitle && serverTitle.trim() !== '') return { kind: 'server-title', text: serverTitle };
  const isCancel = action === LIMIT_ACTION.reject;
  const keys = LIMIT_ACTION_MESSAGE_KEYS;
  if (isSuccess) return { kind: 'translation', key: isCancel ? keys.cancelSuccess : keys.confirmSuccess };
  return { kind: 'translation', key: isCancel ? keys.cancelError : keys.confirmError };
}

/** A session limit in force: type 31 with a value other than -1 (not set). */
export function findSessionLimit(limits: readonly ClientLimit[]): ClientLimit | undefined {
  return limits.find(
    (limit) => limit.limitType === LIMIT_TYPE.session && limit.limitState !== 'INACTIVE' && limit.limitValue !== -1,
  );
}

/** Spec §4: the ping runs only while a session limit exists. */
export function shouldPingSessionLimit(limits: readonly ClientLimit[]): boolean {
  return findSessionLimit(limits) !== undefined;
}

/** Spec §9: the session timer lasts hours × 3 600 000 ms; null when the remaining hours are unknown. */
export function sessionLimitTimerMs(remainingHours: number | null | undefined): number | null {
  if (remainingHours === null || remainingHours === undefined || !Number.isFinite(remainingHours) || remainingHours < 0) {
    return null;
  }
  return remainingHours * MS_PER_HOUR;
}
