/**
 * Everything the ops page shows, loaded together and refreshed every few seconds (canary counters move
 * while the operator watches). Framework-free: the React hook below only subscribes to it.
 */
import { intlLocale } from '@arena/domain';
import type { CanaryStatus, Environments, HeadVersion, HistoryVersion, Hook, HookDelivery, ModuleBuilds, OpsClient } from '../client/ops-client.ts';

export interface OpsSnapshot {
  head: HeadVersion | null;
  etag: string | null;
  modules: ModuleBuilds[];
  history: HistoryVersion[];
  /** Where the older history page starts (the API's `next`), null when the first page is all of it. */
  historyNext: number | null;
  canary: CanaryStatus | null;
  environments: Environments | null;
  hooks: Hook[];
  deliveries: HookDelivery[];
  error: string | null;
  loading: boolean;
}

export const EMPTY: OpsSnapshot = { head: null, etag: null, modules: [], history: [], historyNext: null, canary: null, environments: null, hooks: [], deliveries: [], error: null, loading: true };

export function createOpsState(api: OpsClient) {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: Partial<OpsSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const load = async (): Promise<void> => {
    try {
      const [head, modules, history, canary] = await Promise.all([api.head(), api.modules(), api.history(), api.canary()]);
      // Environments and hooks are extras of the page: one of them failing leaves the rest of it working.
      const [environments, hooks, deliveries] = await Promise.allSettled([api.environments(), api.hooks(), api.deliveries()]);
      set({
        head: head.body,
        etag: head.etag,
        modules,
        history: history.versions,
        historyNext: history.next,
        canary,
        environments: environments.status === 'fulfilled' ? environments.value : snapshot.environments,
        hooks: hooks.status === 'fulfilled' ? hooks.value : snapshot.hooks,
        deliveries: deliveries.status === 'fulfilled' ? deliveries.value : snapshot.deliveries,
        error: null,
        loading: false,
      });
    } catch (error) {
      set({ error: (error as Error).message, loading: false });
    }
  };
  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    /** Polls while someone listens; returns the stop function. */
    poll(everyMs: number) {
      const timer = setInterval(() => void load(), everyMs);
      return () => clearInterval(timer);
    },
  };
}

export type OpsState = ReturnType<typeof createOpsState>;

/** Bytes as KB for the builds list. */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
/** The build folder a URL points at (`/dist/office/<hash>/index.js` → `<hash>`), or the URL itself. */
export const buildOf = (url: string | null | undefined) => (url ? (/^\/dist\/[^/]+\/([^/]+)\//.exec(url)?.[1] ?? url) : '—');

/** The Intl locale of the page's language (the site code the host writes in <html data-language>). */
const pageLocale = (): string | undefined => {
  const language = typeof document === 'undefined' ? undefined : document.documentElement.dataset['language'];
  return language ? intlLocale(language) : undefined;
};
/** A moment (ISO text or epoch ms) as the page language writes date and time. */
export const dateTimeText = (at: string | number) => new Date(at).toLocaleString(pageLocale());
