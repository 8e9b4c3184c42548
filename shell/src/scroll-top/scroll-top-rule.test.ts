import { describe, expect, it } from 'vitest';
import { isScrollTopShown, scrollTopThreshold } from './scroll-top-rule.ts';

describe('scroll-to-top thresholds', () => {
  it('desktop: appears after 1 screen of scrolling', () => {
    expect(scrollTopThreshold(800, false)).toBe(800);
    expect(isScrollTopShown(799, 800, false)).toBe(false);
    expect(isScrollTopShown(800, 800, false)).toBe(true);
  });
  it('mobile: appears after 4 screens of scrolling', () => {
    expect(scrollTopThreshold(700, true)).toBe(2800);
    expect(isScrollTopShown(2799, 700, true)).toBe(false);
    expect(isScrollTopShown(2800, 700, true)).toBe(true);
  });
  it('never shows for an unmeasured viewport', () => {
    expect(isScrollTopShown(0, 0, false)).toBe(false);
  });
});
