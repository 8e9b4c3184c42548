import { describe, expect, it } from 'vitest';
import { protectionLevelStatus } from './protection-level.ts';

describe('protection level status (spec §4)', () => {
  it.each([
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('level %i is %s (≤30 bad, 31–69 normal, 70–99 good, 100 full)', (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });
});
