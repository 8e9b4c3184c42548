import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
};

describe('device flags', () => {
  it.each([
    ['iphone', { mobile: true, tablet: false, desktop: false, ios: true, android: false, windows: false, mac: false }],
    ['ipad', { mobile: false, tablet: true, desktop: false, ios: true, android: false, windows: false, mac: false }],
    ['androidPhone', { mobile: true, tablet: false, desktop: false, ios: false, android: true, windows: false, mac: false }],
    ['androidTablet', { mobile: false, tablet: true, desktop: false, ios: false, android: true, windows: false, mac: false }],
    ['windows', { mobile: false, tablet: false, desktop: true, ios: false, android: false, windows: true, mac: false }],
    ['mac', { mobile: false, tablet: false, desktop: true, ios: false, android: false, windows: false, mac: true }],
  ] as const)('%s user agent gives its mobile/tablet/desktop/ios/android/windows/mac flags', (name, flags) => {
    expect(detectDevice(UA[name])).toEqual(flags);
  });

  it('an iPad reporting a Mac user agent with touch is an iOS tablet', () => {
    expect(detectDevice(UA.mac, { maxTouchPoints: 5 })).toMatchObject({ tablet: true, ios: true, mac: false, desktop: false });
  });

  it('platform_type=mobile forces the mobile platform', () => {
    expect(detectDevice(UA.windows, { platformType: 'mobile' })).toMatchObject({ mobile: true, desktop: false });
  });
});
