/** Account-security score bands (spec §4 protection level status). */

export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/** Band edges as data: 30 or less bad; above 30 and below 70 normal; 70 to 99 good; 100 full. */
export const PROTECTION_LEVEL_BANDS = { maxBad: 30, minGood: 70, full: 100 } as const;

export function protectionStatus(level: number): ProtectionStatus {
  if (level >= PROTECTION_LEVEL_BANDS.full) return 'full';
  if (level >= PROTECTION_LEVEL_BANDS.minGood) return 'good';
  if (level > PROTECTION_LEVEL_BANDS.maxBad) return 'normal';
  return 'bad';
}
