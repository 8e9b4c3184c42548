/** React binding of the ops state: subscribe with useSyncExternalStore, poll while mounted. */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { opsClient } from '../client/ops-client.ts';
import { createOpsState } from './ops-state.ts';

const POLL_MS = 3000;

export function useOps(token: string, language: string) {
  const api = useMemo(() => opsClient({ token, language }), [token, language]);
  const state = useMemo(() => createOpsState(api), [api]);
  const snapshot = useSyncExternalStore(state.subscribe, state.get);
  useEffect(() => {
    void state.load();
    return state.poll(POLL_MS);
  }, [state]);
  return { api, snapshot, reload: state.load };
}
