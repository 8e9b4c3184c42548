/** Thin React bindings: the screen's store for this mount, and the limits config group. */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { SiteConfigLimits } from '@arena/domain';
import { siteConfigLoader } from '@arena/config';
import { bus } from '@arena/event-bus';
import { logoutService } from '@arena/session';
import { logger } from '@arena/utils';
import { createLimitsApi } from './limits-api.ts';
import { createLimitsStore, type LimitsState, type LimitsStore } from './limits-store.ts';

/** Shipped defaults (server default-config) for the moment before the config group is installed. */
const DEFAULT_LIMITS_CONFIG: SiteConfigLimits = {
  approvalMode: true,
  enabledTypes: [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33],
  disableSectionIfAnyFieldDisabled: false,
};

const readConfig = () => siteConfigLoader.current()?.limits ?? DEFAULT_LIMITS_CONFIG;
const subscribeConfig = (listener: () => void) => siteConfigLoader.onChange(() => listener());

export function useLimitsConfig(): SiteConfigLimits {
  return useSyncExternalStore(subscribeConfig, readConfig, readConfig);
}

/** One store per mounted screen, loaded on mount and whenever the signed-in user changes. */
export function useLimitsStore(userId: number | null, language: string, store?: LimitsStore): [LimitsState, LimitsStore] {
  const owned = useMemo(
    () =>
      store ??
      createLimitsStore({
        api: createLimitsApi(),
        bus,
        logger: logger.child('limits'),
        language: () => bus.getState('language'),
        approvalMode: () => readConfig().approvalMode,
        onBreakStarted: () => void logoutService.logout('server'),
      }),
    [store],
  );
  const state = useSyncExternalStore(owned.subscribe, owned.get, owned.get);
  useEffect(() => {
    if (userId !== null) void owned.load();
  }, [owned, userId, language]);
  return [state, owned];
}
