/** The installed site config (@arena/config) as React state; null until the first load. */
import { useSyncExternalStore } from 'react';
import { siteConfigLoader } from '@arena/config';
import type { SiteConfigGroups } from '@arena/domain';

const subscribe = (onChange: () => void) => siteConfigLoader.onChange(() => onChange());

export function useSiteConfig(): SiteConfigGroups | null {
  return useSyncExternalStore(subscribe, siteConfigLoader.current, siteConfigLoader.current);
}
