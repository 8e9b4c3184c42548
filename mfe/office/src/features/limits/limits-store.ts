/**
 * The limits screen's state, framework-free (the React hook only subscribes). Spec §8: action results show
 * the server title else the cancel/confirm text; failure loading limits is only logged; spec §6: a 401/403
 * on reload leaves the list unchanged (so does any other failure); spec §4: after a reject the reloaded
 * list drops pending deposit limits. Every change is published on the bus as 'limits:changed'.
 */
import { LIMIT_ACTION, isBreakLimit, limitActionMessage, limitsAfterReject, type ClientLimit, type LimitActionMessage } from '@arena/domain';
import type { ArenaBus } from '@arena/event-bus';
import { isHttpError } from '@arena/http';
import type { Logger } from '@arena/utils';
import type { LimitsApi } from './limits-api.ts';

export type LimitsNotice = LimitActionMessage & { tone: 'success' | 'error' };

export interface LimitsState {
  limits: ClientLimit[];
  loaded: boolean;
  busy: boolean;
  /** Server unix seconds at the last load, paired with the local time it was read at. */
  serverTime: number;
  readAtMs: number;
  notice: LimitsNotice | null;
}

export interface LimitsStoreOptions {
  api: LimitsApi;
  bus: Pick<ArenaBus, 'emit'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  language: () => string;
  approvalMode: () => boolean;
  nowMs?: () => number;
  /**
   * A break (self-exclusion, time-out) was just set: the server has ended every session of the player, so
   * the page signs out at once (the screen warned before saving) rather than failing at the next call.
   */
  onBreakStarted?: () => void;
}

export interface LimitsStore {
  get(): LimitsState;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  setLimit(limitType: number, value: number | null): Promise<void>;
  /** Reject the pending change (limitaction 0, or DELETE limit outside approval mode). */
  cancel(limitType?: number): Promise<void>;
  approve(limitType?: number): Promise<void>;
  dismissNotice(): void;
  /** Server "now" in unix seconds, advanced by the local time since the last load. */
  serverNow(): number;
}

const serverTitle = (error: unknown): string | null => {
  if (!isHttpError(error)) return null;
  const title = error.body?.['title'] ?? error.body?.message;
  return typeof title === 'string' ? title : null;
};

export function createLimitsStore(options: LimitsStoreOptions): LimitsStore {
  const { api, bus, logger, language, approvalMode } = options;
  const nowMs = options.nowMs ?? (() => Date.now());
  let state: LimitsState = { limits: [], loaded: false, busy: false, serverTime: Math.floor(nowMs() / 1000), readAtMs: nowMs(), notice: null };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<LimitsState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  async function reload(transform: (limits: ClientLimit[]) => ClientLimit[] = (l) => l): Promise<void> {
    try {
      const answer = await api.load(language());
      update({ limits: transform(answer.limits), loaded: true, serverTime: answer.serverTime, readAtMs: nowMs() });
    } catch (error) {
      // Spec §8/§6: only logged, and the list stays as it was (401/403 included).
      logger.warn('limits load failed', error);
      update({ loaded: true });
    }
  }

  const changed = (limitTypes: number[]) => bus.emit('limits:changed', { limitTypes });

  async function runAction(action: 0 | 1, limitType: number | undefined): Promise<void> {
    update({ busy: true });
    try {
      const useDelete = action === LIMIT_ACTION.reject && !approvalMode();
      const answer = useDelete ? await api.cancel(limitType) : await api.action(action, limitType);
      const ok = answer.status !== false;
      update({ notice: { ...limitActionMessage(action, ok, answer.title), tone: ok ? 'success' : 'error' } });
    } catch (error) {
      update({ notice: { ...limitActionMessage(action, false, serverTitle(error)), tone: 'error' } });
    }
    await reload(action === LIMIT_ACTION.reject ? limitsAfterReject : undefined);
    update({ busy: false });
    changed(limitType === undefined ? state.limits.map((l) => l.limitType) : [limitType]);
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => reload(),
    async setLimit(limitType, value) {
      update({ busy: true });
      try {
        const answer = await api.set(limitType, value, language());
        update({ notice: answer.title ? { kind: 'server-title', text: answer.title, tone: 'success' } : null });
        changed([limitType]);
        if (isBreakLimit(limitType) && options.onBreakStarted) {
          update({ busy: false });
          options.onBreakStarted();
          return;
        }
      } catch (error) {
        const title = serverTitle(error);
        update({ notice: title ? { kind: 'server-title', text: title, tone: 'error' } : { ...limitActionMessage(LIMIT_ACTION.approve, false), tone: 'error' } });
      }
      await reload();
      update({ busy: false });
    },
    cancel: (limitType) => runAction(LIMIT_ACTION.reject, limitType),
    approve: (limitType) => runAction(LIMIT_ACTION.approve, limitType),
    dismissNotice: () => update({ notice: null }),
    serverNow: () => state.serverTime + Math.floor((nowMs() - state.readAtMs) / 1000),
  };
}
