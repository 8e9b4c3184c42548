/**
 * The analytics sink: apps report events here and the sink forwards them to the registered transports
 * (counters, tag managers). Analytics must never break the page, so every transport failure, sync or
 * async, is swallowed and logged as a warning only (spec §8).
 */
import { logger as pageLogger, type Logger } from '../logger/logger.ts';
import { systemTimers, type Timers } from '../timers/timers.ts';

export interface AnalyticsEvent {
  name: string;
  data?: Record<string, unknown>;
}

export type AnalyticsTransport = (event: AnalyticsEvent) => void | Promise<void>;

export interface AnalyticsSink {
  track(name: string, data?: Record<string, unknown>): void;
  addTransport(transport: AnalyticsTransport): () => void;
}

export function createAnalyticsSink(logger: Logger = pageLogger): AnalyticsSink {
  const transports = new Set<AnalyticsTransport>();
  const warn = (error: unknown, event: AnalyticsEvent): void => logger.warn('analytics error', { event: event.name, error });
  return {
    track(name, data) {
      const event: AnalyticsEvent = data === undefined ? { name } : { name, data };
      for (const transport of transports) {
        try {
          const result = transport(event);
          if (result && typeof (result as Promise<void>).catch === 'function') {
            (result as Promise<void>).catch((error: unknown) => warn(error, event));
          }
        } catch (error) {
          warn(error, event);
        }
      }
    },
    addTransport(transport) {
      transports.add(transport);
      return () => transports.delete(transport);
    },
  };
}

export const analytics: AnalyticsSink = createAnalyticsSink();

/** Spec §9: analytics and third-party scripts load after 10 s, except on registration. */
export const THIRD_PARTY_SCRIPTS_DELAY_MS = 10_000;

export interface ThirdPartyScheduleOptions {
  /** On the registration page the scripts load at once: the registration funnel must be counted from the start. */
  isRegistration: boolean;
  load: () => void | Promise<void>;
  timers?: Timers;
  logger?: Logger;
}

/** Schedules the third-party script loader; returns a cancel function. */
export function scheduleThirdPartyScripts(options: ThirdPartyScheduleOptions): () => void {
  const { isRegistration, load, timers = systemTimers, logger = pageLogger } = options;
  const run = (): void => {
    try {
      const result = load();
      if (result) result.catch((error: unknown) => logger.warn('third-party scripts failed', error));
    } catch (error) {
      logger.warn('third-party scripts failed', error);
    }
  };
  if (isRegistration) {
    run();
    return () => undefined;
  }
  const handle = timers.setTimeout(run, THIRD_PARTY_SCRIPTS_DELAY_MS);
  return () => timers.clearTimeout(handle);
}
