/** The office limits screen's rules (spec §2 sections, §4 limit state notices and disabling). */
import type { ClientLimit } from './clientLimit.ts';
import { approvalDeadline, isExclusionRunning } from './limitChange.ts';
import { LIMIT_SECTIONS, LIMIT_TYPE, isDepositLimit, isExclusionLimit, type LimitSectionId, type LimitTypeCode } from './limitTypes.ts';

export interface LimitScreenSection {
  id: LimitSectionId;
  limitTypes: LimitTypeCode[];
}

/** Sections with only the enabled limit types as fields; sections without fields are dropped. */
export function buildLimitSections(enabledLimitTypes: readonly number[]): LimitScreenSection[] {
  return LIMIT_SECTIONS.map((section) => ({
    id: section.id,
    limitTypes: section.limitTypes.filter((code) => enabledLimitTypes.includes(code)),
  })).filter((section) => section.limitTypes.length > 0);
}

export interface PendingDepositNotice {
  wording: 'single' | 'multiple';
  limitTypes: number[];
  /**
   * Hours until approval is possible, rounded up. With several pending limits this is the longest wait,
   * so the notice never promises a change earlier than it can happen.
   */
  hoursRemaining: number;
  isCancellable: true;
}

const isPending = (limit: ClientLimit): boolean => limit.limitState === 'PENDING';

/** Unix seconds when a pending limit may be approved: its pending change's end, else start + 24 h. */
export function pendingApprovalTime(limit: ClientLimit): number {
  return limit.pendingChange?.endsAt ?? approvalDeadline(limit);
}

/** Spec §4: a pending deposit-limit change shows a notice (single or multiple wording), hours rounded up. */
export function pendingDepositNotice(limits: readonly ClientLimit[], now: number): PendingDepositNotice | null {
  const pending = limits.filter((limit) => isPending(limit) && isDepositLimit(limit.limitType));
  if (pending.length === 0) return null;
  const latest = Math.max(...pending.map(pendingApprovalTime));
  return {
    wording: pending.length === 1 ? 'single' : 'multiple',
    limitTypes: pending.map((limit) => limit.limitType),
    hoursRemaining: Math.max(0, Math.ceil((latest - now) / 3600)),
    isCancellable: true,
  };
}

/** Spec §4: only a pending deposit-limit change can be cancelled. */
export function isPendingChangeCancellable(limit: ClientLimit): boolean {
  return isPending(limit) && isDepositLimit(limit.limitType);
}

export interface ExclusionNotice {
  limitType: number;
  startedAt: number;
  endsAt: number;
  isCancellable: false;
}

/** Spec §4: active self-exclusion and time-out show their start and end and cannot be cancelled. */
export function activeExclusionNotices(limits: readonly ClientLimit[], now: number): ExclusionNotice[] {
  return limits
    .filter((limit) => isExclusionLimit(limit.limitType) && isExclusionRunning(limit, now))
    .map((limit) => ({ limitType: limit.limitType, startedAt: limit.startedAt, endsAt: limit.endsAt, isCancellable: false }));
}

/** Spec §4: the self-exclusion warning shows when a value is chosen and self-exclusion has not already started. */
export function shouldShowSelfExclusionWarning(
  chosenValue: number | null | undefined,
  limits: readonly ClientLimit[],
  now: number,
): boolean {
  if (chosenValue === null || chosenValue === undefined) return false;
  const selfExclusion = limits.find((limit) => limit.limitType === LIMIT_TYPE.selfExclusion) ?? null;
  return !isExclusionRunning(selfExclusion, now);
}

/** A field is read-only while its change waits for approval or its exclusion runs. */
export function isLimitFieldDisabled(limit: ClientLimit | undefined, now: number): boolean {
  if (!limit) return false;
  return isPending(limit) || (isExclusionLimit(limit.limitType) && isExclusionRunning(limit, now));
}

/**
 * Spec §4: deposit, wagering and loss sections are disabled if any of their fields is, under a config flag;
 * the extra section whenever any field is. Reality checks has one field, which disables itself.
 */
export function isLimitSectionDisabled(
  section: LimitScreenSection,
  isFieldDisabled: (limitType: number) => boolean,
  disableSectionIfAnyFieldDisabled: boolean,
): boolean {
  const anyFieldDisabled = section.limitTypes.some(isFieldDisabled);
  switch (section.id) {
    case 'extra':
      return anyFieldDisabled;
    case 'deposit':
    case 'wagering':
    case 'loss':
      return disableSectionIfAnyFieldDisabled && anyFieldDisabled;
    case 'realityChecks':
      return false;
  }
}

/** Spec §4: after a reject the reloaded list drops pending deposit limits. */
export function limitsAfterReject(reloaded: readonly ClientLimit[]): ClientLimit[] {
  return reloaded.filter((limit) => !(isPending(limit) && isDepositLimit(limit.limitType)));
}
