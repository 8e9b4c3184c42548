/** Device flags (spec §3) from the user agent; `platform_type=mobile` forces the mobile platform (spec §2). */
export interface DeviceFlags {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  ios: boolean;
  android: boolean;
  windows: boolean;
  mac: boolean;
}

export interface DeviceHints {
  /** Value of the `platform_type` query parameter. */
  platformType?: string | null;
  /** navigator.maxTouchPoints: iPadOS reports a Mac user agent but has touch. */
  maxTouchPoints?: number;
}

export function detectDevice(userAgent: string, hints: DeviceHints = {}): DeviceFlags {
  const ua = userAgent.toLowerCase();
  const ipadAsMac = /macintosh/.test(ua) && (hints.maxTouchPoints ?? 0) > 1;
  const ios = /iphone|ipad|ipod/.test(ua) || ipadAsMac;
  const android = /android/.test(ua);
  const windows = /windows/.test(ua) && !/windows phone/.test(ua);
  const mac = /macintosh|mac os x/.test(ua) && !ios;
  const tablet = /ipad|tablet|playbook|silk/.test(ua) || ipadAsMac || (android && !/mobile/.test(ua));
  const forcedMobile = hints.platformType === 'mobile';
  const mobile = forcedMobile || (!tablet && /mobi|iphone|ipod|android|windows phone|opera mini/.test(ua));
  return { mobile, tablet: tablet && !forcedMobile, desktop: !mobile && !tablet, ios, android, windows, mac };
}

/** Flags of the current browser (desktop defaults outside a browser). */
export function currentDevice(): DeviceFlags {
  const nav = globalThis.navigator as Navigator | undefined;
  const search = globalThis.location?.search ?? '';
  // The root config marks a forced platform on <html> (it outlives the query parameter, spec §2).
  const marked = (globalThis.document as Document | undefined)?.documentElement?.dataset.platform;
  return detectDevice(nav?.userAgent ?? '', {
    platformType: new URLSearchParams(search).get('platform_type') ?? marked ?? null,
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
  });
}
