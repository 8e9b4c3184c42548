/** The domain shape of a player's limit (spec §3 client limit and pending change). */

export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

/** A looser value or a removal waiting for the cooling-off to end (spec §3 pending change). */
export interface PendingLimitChange {
  direction: 'lower' | 'higher';
  /** The value after approval; null means the limit is removed. */
  limitValue: number | null;
  /** Unix seconds when it may be approved (start + 24 h). */
  endsAt: number;
  currency: string;
}

export interface ClientLimit {
  limitType: number;
  /** The value in force now (for a PENDING limit: still the old value until approval). */
  limitValue: number;
  limitState: LimitState;
  /** Unix seconds. For a pending change: when it was requested. For exclusions: when they began. */
  startedAt: number;
  /** Unix seconds. For exclusions: when they end. For a pending change: when it may be approved. */
  endsAt: number;
  /** What is left in the current period (money limits). */
  limitBalance: number;
  needApprove: boolean;
  /** Currency iso for money limits, else the time unit. */
  measure: string;
  label: string;
  pendingChange?: PendingLimitChange;
}
