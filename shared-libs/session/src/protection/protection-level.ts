/**
 * Protection level status (spec §4: ≤30 bad, 31–69 normal, 70–99 good, 100 full). The band table lives
 * once, in @arena/domain; the session library offers it next to the user data it belongs with.
 */
import { protectionStatus, type ProtectionStatus } from '@arena/domain';

export type ProtectionLevelStatus = ProtectionStatus;

export function protectionLevelStatus(level: number): ProtectionLevelStatus {
  return protectionStatus(level);
}
