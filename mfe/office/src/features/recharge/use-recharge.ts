/** Thin React binding: one deposit store per mounted screen, loaded on mount and when the user changes. */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { bus } from '@arena/event-bus';
import { playerAccounts } from '@arena/server-state';
import { logger } from '@arena/utils';
import { createRechargeApi } from './recharge-api.ts';
import { createRechargeStore, type RechargeState, type RechargeStore } from './recharge-store.ts';

export function useRechargeStore(userId: number | null, store?: RechargeStore): [RechargeState, RechargeStore] {
  const owned = useMemo(
    () =>
      store ??
      createRechargeStore({
        api: createRechargeApi(playerAccounts),
        bus,
        logger: logger.child('recharge'),
        language: () => bus.getState('language'),
      }),
    [store],
  );
  const state = useSyncExternalStore(owned.subscribe, owned.get, owned.get);
  useEffect(() => {
    if (userId !== null) void owned.load();
    return () => owned.dispose();
  }, [owned, userId]);
  return [state, owned];
}
