/**
 * Spec §2: `platform_type=mobile` forces the mobile platform. The guards report it as the `forceMobile`
 * effect of an allowed navigation; the root config remembers it for the tab (session storage), because
 * the parameter is not carried by later links, and marks the document `<html data-platform="mobile">`,
 * which the shell's layout and @arena/utils currentDevice() follow.
 */
import type { KeyValueStorage } from '../load-state/retry.ts';

export const PLATFORM_STORAGE_KEY = 'arena:platform';
export const MOBILE_PLATFORM = 'mobile';

export function applyForcedPlatform(root: { dataset: DOMStringMap }, storage: KeyValueStorage, forceMobileNow: boolean): boolean {
  if (forceMobileNow) storage.setItem(PLATFORM_STORAGE_KEY, MOBILE_PLATFORM);
  const mobile = storage.getItem(PLATFORM_STORAGE_KEY) === MOBILE_PLATFORM;
  if (mobile) root.dataset.platform = MOBILE_PLATFORM;
  return mobile;
}
