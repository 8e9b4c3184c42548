import { describe, expect, it } from 'vitest';
import { consentEffects } from './cookie-consent.ts';

describe('cookie consent effects', () => {
  it('functional consent enables the window-width cookie; marketing consent enables marketing analytics', () => {
    expect(consentEffects({ functional: true, marketing: false, agreedAt: 1 })).toEqual({ windowWidthCookie: true, marketingAnalytics: false });
    expect(consentEffects({ functional: false, marketing: true, agreedAt: 1 })).toEqual({ windowWidthCookie: false, marketingAnalytics: true });
  });
  it('no consent yet: nothing optional runs', () => {
    expect(consentEffects(null)).toEqual({ windowWidthCookie: false, marketingAnalytics: false });
  });
});
