/**
 * Binds @arena/domain's screen rules to what the page renders: sections and their fields, notices and
 * disabled flags. No rule is decided here; this only chooses which domain answer goes where.
 */
import {
  activeExclusionNotices, buildLimitSections, canApprovePendingChange, isLimitFieldDisabled, isLimitSectionDisabled,
  isExclusionRunning, isPendingChangeCancellable, LIMIT_TYPE, limitTypeInfo, limitValueOptions, pendingDepositNotice, shouldShowSelfExclusionWarning,
  type ClientLimit, type ExclusionNotice, type LimitSectionId, type PendingDepositNotice,
} from '@arena/domain';

export interface LimitFieldView {
  limitType: number;
  /** i18n keys (limits namespace). */
  labelKey: string;
  limit: ClientLimit | undefined;
  /** Select options for time limits; null = free amount. */
  options: readonly number[] | null;
  disabled: boolean;
}

export interface LimitSectionView {
  id: LimitSectionId;
  titleKey: string;
  disabled: boolean;
  fields: LimitFieldView[];
}

export interface LimitsView {
  sections: LimitSectionView[];
  pendingDeposit: PendingDepositNotice | null;
  /** Pending changes of other limits: shown, never cancellable (spec §4). */
  otherPending: ClientLimit[];
  exclusions: ExclusionNotice[];
  showSelfExclusionWarning: boolean;
  /**
   * A chosen time-out that is not running yet: setting it signs the player out everywhere (a break, like
   * self-exclusion), so the screen says so before the player saves it.
   */
  showTimeOutWarning: boolean;
  /** Limit types whose pending change is past its cooling-off and may be approved now. */
  approvable: number[];
}

export interface LimitsViewInput {
  limits: readonly ClientLimit[];
  enabledTypes: readonly number[];
  disableSectionIfAnyFieldDisabled: boolean;
  /** Server unix seconds. */
  now: number;
  /** The self-exclusion value the player has chosen in the form (not yet saved), if any. */
  chosenSelfExclusion: number | null;
  /** The time-out value the player has chosen in the form (not yet saved), if any. */
  chosenTimeOut?: number | null;
}

const SECTION_TITLE: Record<LimitSectionId, string> = {
  deposit: 'limits_deposit', extra: 'limits_extra', realityChecks: 'limits_reality_check', wagering: 'limits_wagering', loss: 'limits_loss',
};
const KIND_LABEL: Record<string, string> = {
  selfExclusion: 'limits_self_exclusion', session: 'limits_session', depositTimeout: 'limits_deposit_timeout', realityCheck: 'limits_reality_check',
};

function labelKey(limitType: number): string {
  const info = limitTypeInfo(limitType);
  if (!info) return String(limitType);
  return info.period ? `limits_${info.period}` : (KIND_LABEL[info.kind] ?? info.kind);
}

export function buildLimitsView(input: LimitsViewInput): LimitsView {
  const { limits, now } = input;
  const byType = (limitType: number) => limits.find((l) => l.limitType === limitType);
  const fieldDisabled = (limitType: number) => isLimitFieldDisabled(byType(limitType), now);
  const sections = buildLimitSections(input.enabledTypes).map((section) => ({
    id: section.id,
    titleKey: SECTION_TITLE[section.id],
    disabled: isLimitSectionDisabled(section, fieldDisabled, input.disableSectionIfAnyFieldDisabled),
    fields: section.limitTypes.map((limitType) => ({
      limitType,
      labelKey: labelKey(limitType),
      limit: byType(limitType),
      options: limitValueOptions(limitType),
      disabled: fieldDisabled(limitType),
    })),
  }));
  return {
    sections,
    pendingDeposit: pendingDepositNotice(limits, now),
    otherPending: limits.filter((l) => l.limitState === 'PENDING' && !isPendingChangeCancellable(l)),
    exclusions: activeExclusionNotices(limits, now),
    showSelfExclusionWarning: shouldShowSelfExclusionWarning(input.chosenSelfExclusion, limits, now),
    showTimeOutWarning: input.chosenTimeOut != null && !isExclusionRunning(byType(LIMIT_TYPE.depositTimeout) ?? null, now),
    approvable: limits.filter((l) => l.pendingChange && l.needApprove && canApprovePendingChange(l.pendingChange, now)).map((l) => l.limitType),
  };
}
