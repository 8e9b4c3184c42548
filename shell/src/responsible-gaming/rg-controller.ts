/**
 * The shell's responsible-gaming timers, framework-free (spec §4 session limit, §9 constants):
 * - session limit: when the remaining hours are known a timer runs hours × 3 600 000 ms; at its end (or when
 *   the ping says the server ended the session) a permanent error; closing/confirming it logs the user out;
 * - ping every 30 s while a session limit exists, stopped otherwise;
 * - reality check: a reminder every N minutes with the time played and the net result.
 * The rules (findSessionLimit, sessionLimitTimerMs, shouldPingSessionLimit) are @arena/domain's.
 */
import { LIMIT_PING_INTERVAL_MS, LIMIT_TYPE, findSessionLimit, sessionLimitTimerMs, shouldPingSessionLimit, type ClientLimit } from '@arena/domain';
import type { ArenaBus } from '@arena/event-bus';
import type { Logger, TimerHandle, Timers } from '@arena/utils';

export const LIMITS_BASE = '/limit-service-api/api/external/web/v3';
export const SESSION_ENDED_MODAL_ID = 'session-limit-ended';
export const REALITY_CHECK_MODAL_ID = 'reality-check-reminder';

export interface PingAnswer {
  sessionEnded: boolean;
  playedSeconds?: number;
  netResult?: number;
}

export interface RgApi {
  limits(): Promise<{ limits: ClientLimit[] }>;
  ping(): Promise<PingAnswer>;
}

export interface RgControllerOptions {
  api: RgApi;
  bus: Pick<ArenaBus, 'emit' | 'subscribe'>;
  timers: Timers;
  logger: Pick<Logger, 'warn'>;
  /** Texts of the limits namespace. */
  text(key: string): string;
  /** Called once the player closed or confirmed the session-ended error. */
  logout(): void;
  /** Resolves when the modal with this id is no longer open. */
  whenModalClosed(id: string, onClosed: () => void): () => void;
  currency(): string;
}

export interface RgController {
  /** Starts for the signed-in player; answers the stopper (every timer and subscription cleared). */
  start(): () => void;
}

export function createRgController(options: RgControllerOptions): RgController {
  const { api, bus, timers, logger, text } = options;
  return {
    start() {
      let sessionTimer: TimerHandle | null = null;
      let pingTimer: TimerHandle | null = null;
      let realityTimer: TimerHandle | null = null;
      let realityMinutes: number | null = null;
      let ended = false;
      let stopped = false;
      const startedAt = timers.now();
      const cleanups: Array<() => void> = [];

      const clearAll = () => {
        if (sessionTimer !== null) timers.clearTimeout(sessionTimer);
        if (pingTimer !== null) timers.clearInterval(pingTimer);
        if (realityTimer !== null) timers.clearInterval(realityTimer);
        sessionTimer = pingTimer = realityTimer = null;
        realityMinutes = null;
      };

      const endSession = () => {
        if (ended || stopped) return;
        ended = true;
        clearAll();
        bus.emit('session-limit:ended', {});
        bus.emit('modal:open', {
          kind: 'permanent-alert',
          id: SESSION_ENDED_MODAL_ID,
          props: { title: text('session_limit_ended'), text: text('session_limit_visit_tomorrow') },
        });
        cleanups.push(options.whenModalClosed(SESSION_ENDED_MODAL_ID, () => options.logout()));
      };

      const ping = async () => {
        try {
          const answer = await api.ping();
          if (answer.sessionEnded) endSession();
          return answer;
        } catch (error) {
          logger.warn('limits ping failed', error);
          return null;
        }
      };

      const remind = async () => {
        const answer = await ping();
        if (ended || stopped) return;
        const minutesPlayed = answer?.playedSeconds !== undefined ? Math.floor(answer.playedSeconds / 60) : Math.floor((timers.now() - startedAt) / 60_000);
        const payload = { minutesPlayed, netResult: answer?.netResult ?? 0, currency: options.currency() };
        bus.emit('reality-check:due', payload);
        bus.emit('modal:open', { kind: 'reality-check-reminder', id: REALITY_CHECK_MODAL_ID, props: { ...payload, title: text('reality_check_title') } });
      };

      const apply = (limits: ClientLimit[]) => {
        if (ended || stopped) return;
        if (sessionTimer !== null) timers.clearTimeout(sessionTimer);
        sessionTimer = null;
        const session = findSessionLimit(limits);
        const ms = sessionLimitTimerMs(session ? session.limitBalance : null);
        if (ms !== null) sessionTimer = timers.setTimeout(endSession, ms);

        if (shouldPingSessionLimit(limits)) {
          if (pingTimer === null) pingTimer = timers.setInterval(() => void ping(), LIMIT_PING_INTERVAL_MS);
        } else if (pingTimer !== null) {
          timers.clearInterval(pingTimer);
          pingTimer = null;
        }

        const reality = limits.find((l) => l.limitType === LIMIT_TYPE.realityCheck && l.limitState !== 'INACTIVE');
        const minutes = reality ? reality.limitValue : null;
        if (minutes !== realityMinutes) {
          if (realityTimer !== null) timers.clearInterval(realityTimer);
          realityTimer = minutes !== null && minutes > 0 ? timers.setInterval(() => void remind(), minutes * 60_000) : null;
          realityMinutes = minutes;
        }
      };

      const load = () =>
        api.limits().then(
          (answer) => apply(answer.limits),
          (error: unknown) => logger.warn('limits load failed', error),
        );

      void load();
      cleanups.push(bus.subscribe('limits:changed', () => void load()));
      return () => {
        stopped = true;
        clearAll();
        cleanups.forEach((cleanup) => cleanup());
      };
    },
  };
}
