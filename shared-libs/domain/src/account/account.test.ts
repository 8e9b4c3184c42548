import { describe, expect, it } from 'vitest';
import { banNavigationDecision, isDeduceAllowedWhileBanned } from './banAccess.ts';
import { protectionStatus } from './protectionLevel.ts';

describe('protection level status', () => {
  it.each([[0, 'bad'], [30, 'bad'], [31, 'normal'], [69, 'normal'], [70, 'good'], [99, 'good'], [100, 'full']])(
    'level %i is %s (≤30 bad, 31–69 normal, 70–99 good, 100 full)',
    (level, status) => expect(protectionStatus(level)).toBe(status),
  );
});

const route = { isBanAccessible: false, isBannedOnly: false, isDeduce: false };

describe('ban navigation', () => {
  it('a banned user may open only ban-accessible routes', () => {
    expect(banNavigationDecision({ banLevel: 10, banVersion: 2 }, { ...route, isBanAccessible: true })).toBe('allow');
    expect(banNavigationDecision({ banLevel: 10, banVersion: 2 }, route)).toBe('blocked-page');
  });
  it('deduce is allowed only at ban level 53 for ban version 1', () => {
    expect(isDeduceAllowedWhileBanned({ banLevel: 53, banVersion: 1 })).toBe(true);
    expect(isDeduceAllowedWhileBanned({ banLevel: 45, banVersion: 1 })).toBe(false);
  });
  it('deduce is allowed only at ban level 45 for other ban versions', () => {
    expect(isDeduceAllowedWhileBanned({ banLevel: 45, banVersion: 2 })).toBe(true);
    expect(isDeduceAllowedWhileBanned({ banLevel: 53, banVersion: 2 })).toBe(false);
  });
  it('deduce at another ban level goes to the blocked page', () => {
    expect(banNavigationDecision({ banLevel: 12, banVersion: 1 }, { ...route, isDeduce: true })).toBe('blocked-page');
    expect(banNavigationDecision({ banLevel: 53, banVersion: 1 }, { ...route, isDeduce: true })).toBe('allow');
  });
  it('a user who is not banned may go anywhere except banned-only routes, which go home', () => {
    expect(banNavigationDecision({ banLevel: 0, banVersion: 1 }, route)).toBe('allow');
    expect(banNavigationDecision({ banLevel: 0, banVersion: 1 }, { ...route, isBannedOnly: true })).toBe('home');
  });
});
