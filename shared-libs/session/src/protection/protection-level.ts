/** Protection level status (spec §4): the bands as data, checked top to bottom, each with its inclusive upper bound. */
export type ProtectionLevelStatus = 'bad' | 'normal' | 'good' | 'full';

export const PROTECTION_LEVEL_BANDS: ReadonlyArray<{ status: ProtectionLevelStatus; max: number }> = [
  { status: 'bad', max: 30 },
  { status: 'normal', max: 69 },
  { status: 'good', max: 99 },
  { status: 'full', max: Number.POSITIVE_INFINITY },
];

export function protectionLevelStatus(level: number): ProtectionLevelStatus {
  return PROTECTION_LEVEL_BANDS.find((band) => level <= band.max)?.status ?? 'full';
}
