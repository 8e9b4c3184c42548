/**
 * Responsible-gaming limit types (spec §3 client limit codes and sections, §5 options, §9 constants),
 * as data: the office screen, the shell's session timer and the server's enforcement read this one table.
 */

export type LimitKind =
  | 'wagering'
  | 'loss'
  | 'deposit'
  | 'selfExclusion'
  | 'session'
  | 'realityCheck'
  | 'depositTimeout';

/** Money limits are measured in the account currency; the others in time units. */
export type LimitMeasure = 'currency' | 'days' | 'hours' | 'minutes';

export type LimitSectionId = 'deposit' | 'extra' | 'realityChecks' | 'wagering' | 'loss';

export interface LimitTypeInfo {
  code: number;
  kind: LimitKind;
  /** The rolling period of a money limit. */
  period: '24h' | '7d' | '30d' | null;
  measure: LimitMeasure;
  section: LimitSectionId;
}

export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  depositTimeout: 33,
} as const;

export type LimitTypeCode = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

export const LIMIT_TYPES: readonly LimitTypeInfo[] = [
  { code: 1, kind: 'wagering', period: '24h', measure: 'currency', section: 'wagering' },
  { code: 2, kind: 'wagering', period: '7d', measure: 'currency', section: 'wagering' },
  { code: 3, kind: 'wagering', period: '30d', measure: 'currency', section: 'wagering' },
  { code: 10, kind: 'loss', period: '24h', measure: 'currency', section: 'loss' },
  { code: 11, kind: 'loss', period: '7d', measure: 'currency', section: 'loss' },
  { code: 12, kind: 'loss', period: '30d', measure: 'currency', section: 'loss' },
  { code: 20, kind: 'deposit', period: '24h', measure: 'currency', section: 'deposit' },
  { code: 21, kind: 'deposit', period: '7d', measure: 'currency', section: 'deposit' },
  { code: 22, kind: 'deposit', period: '30d', measure: 'currency', section: 'deposit' },
  { code: 30, kind: 'selfExclusion', period: null, measure: 'days', section: 'extra' },
  { code: 31, kind: 'session', period: null, measure: 'hours', section: 'extra' },
  { code: 32, kind: 'realityCheck', period: null, measure: 'minutes', section: 'realityChecks' },
  { code: 33, kind: 'depositTimeout', period: null, measure: 'days', section: 'extra' },
];

/** Screen sections in display order, each with its fields in display order (spec §3: extra is 33, 30, 31). */
export const LIMIT_SECTIONS: ReadonlyArray<{ id: LimitSectionId; limitTypes: readonly LimitTypeCode[] }> = [
  { id: 'deposit', limitTypes: [20, 21, 22] },
  { id: 'extra', limitTypes: [33, 30, 31] },
  { id: 'realityChecks', limitTypes: [32] },
  { id: 'wagering', limitTypes: [1, 2, 3] },
  { id: 'loss', limitTypes: [10, 11, 12] },
];

/** Allowed values (spec §5). Money limits take any positive amount. */
export const LIMIT_OPTIONS = {
  selfExclusionDays: [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650],
  sessionHours: { min: 1, max: 24, notSet: -1 },
  realityCheckMinutes: [5, 10, 15, 30, 45, 60],
  depositTimeoutDays: [1, 7, 30, 90],
  /** Deposit 7-day value meaning "no limit". */
  depositNoLimitValue: 999_999_999,
} as const;

/** Cooling-off before a looser limit or a removal can be approved (spec §9: 24 h = 86400 s). */
export const LIMIT_COOLING_OFF_SECONDS = 86_400;
export const SECONDS_PER_DAY = 86_400;
/** Session limit timer (spec §9: hours × 3 600 000 ms) and ping interval (30 000 ms). */
export const MS_PER_HOUR = 3_600_000;
export const LIMIT_PING_INTERVAL_MS = 30_000;

export function limitTypeInfo(code: number): LimitTypeInfo | undefined {
  return LIMIT_TYPES.find((type) => type.code === code);
}

export function isMoneyLimit(code: number): boolean {
  return limitTypeInfo(code)?.measure === 'currency';
}

/** Self-exclusion and deposit time-out start at once and cannot be cancelled. */
export function isExclusionLimit(code: number): boolean {
  return code === LIMIT_TYPE.selfExclusion || code === LIMIT_TYPE.depositTimeout;
}

/**
 * The "break" limits (issue 16): while one runs the player is out entirely. Setting one revokes every
 * session; login, token refresh, deposits, bets and every other signed-in call are refused until it ends.
 * The one place that says which limit types are breaks: the server's guards and the office warning read it.
 */
export const BREAK_LIMIT_TYPES: readonly LimitTypeCode[] = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout];

export function isBreakLimit(code: number): boolean {
  return BREAK_LIMIT_TYPES.some((type) => type === code);
}

export function isDepositLimit(code: number): boolean {
  return limitTypeInfo(code)?.kind === 'deposit';
}
