/**
 * In-memory telemetry counters per import-map version: distinct sessions seen and distinct sessions
 * that reported an error, plus the last few error samples for the operator page. No database: the
 * counters only need to live as long as a canary does, and a restart simply starts counting afresh
 * (the abort decision waits for its minimum number of sessions again). Memory is bounded: at most
 * MAX_VERSIONS versions and MAX_SESSIONS_PER_VERSION session ids each (beyond that, counts still grow
 * but a repeat session may count twice, which only matters far past any canary's minimum).
 */
import type { VersionCounters } from './abort-decision.ts';

export const TELEMETRY_ERROR_KINDS = ['load', 'runtime', 'unhandled', 'single-spa'] as const;
export type TelemetryErrorKind = (typeof TELEMETRY_ERROR_KINDS)[number];

export interface ErrorSample {
  /** A browser's report, or `server-render`: the host rendered an app's page without it (issue 26). */
  kind: TelemetryErrorKind | 'server-render';
  app: string | null;
  message: string;
  at: number;
}

export interface VersionTelemetry extends VersionCounters {
  errors: number;
  /**
   * Pages whose app the host could not render on this version (it threw or missed its time budget) and
   * left to the browser. Not a player-visible failure, so not in the abort decision: an operator's signal.
   */
  serverRenderFallbacks: number;
  recentErrors: ErrorSample[];
}

const MAX_VERSIONS = 200;
const MAX_SESSIONS_PER_VERSION = 100_000;
const RECENT_ERRORS = 20;

interface VersionState {
  sessions: Set<string>;
  sessionCount: number;
  errorSessions: Set<string>;
  errorSessionCount: number;
  errors: number;
  serverRenderFallbacks: number;
  recentErrors: ErrorSample[];
}

export class TelemetryAggregator {
  private readonly versions = new Map<string, VersionState>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A browser session started on this map version (the reporter's once-per-session beacon). */
  sessionStarted(mapVersion: string, sessionId: string): void {
    this.seeSession(this.stateOf(mapVersion), sessionId);
  }

  /** An error from a session on this map version; a session without a start beacon still counts. */
  errorReported(mapVersion: string, sessionId: string, sample: Omit<ErrorSample, 'at'>): void {
    const state = this.stateOf(mapVersion);
    this.seeSession(state, sessionId);
    state.errors += 1;
    if (!state.errorSessions.has(sessionId)) {
      if (state.errorSessions.size < MAX_SESSIONS_PER_VERSION) state.errorSessions.add(sessionId);
      state.errorSessionCount += 1;
    }
    state.recentErrors.unshift({ ...sample, at: this.now() });
    state.recentErrors.length = Math.min(state.recentErrors.length, RECENT_ERRORS);
  }

  /** The host left an app's page on this map version to the browser (issue 26); counted, with a sample. */
  serverRenderFellBack(mapVersion: string, app: string, reason: string): void {
    const state = this.stateOf(mapVersion);
    state.serverRenderFallbacks += 1;
    state.recentErrors.unshift({ kind: 'server-render', app, message: reason, at: this.now() });
    state.recentErrors.length = Math.min(state.recentErrors.length, RECENT_ERRORS);
  }

  countsFor(mapVersion: string): VersionTelemetry {
    const state = this.versions.get(mapVersion);
    if (!state) return { sessions: 0, sessionsWithErrors: 0, errors: 0, serverRenderFallbacks: 0, recentErrors: [] };
    return {
      sessions: state.sessionCount,
      sessionsWithErrors: state.errorSessionCount,
      errors: state.errors,
      serverRenderFallbacks: state.serverRenderFallbacks,
      recentErrors: [...state.recentErrors],
    };
  }

  /** Forget a version's counters (e.g. when a new canary reuses nothing of the last one). */
  reset(mapVersion: string): void {
    this.versions.delete(mapVersion);
  }

  /**
   * Brings `countsFor` of these versions up to date with what other hosts counted. Nothing to do for
   * this process's own counters; a shared store's aggregator (shared-state/pg-telemetry.ts) reads them.
   */
  async pull(_versions: readonly string[]): Promise<void> {}

  versionsSeen(): string[] {
    return [...this.versions.keys()];
  }

  private seeSession(state: VersionState, sessionId: string): void {
    if (state.sessions.has(sessionId)) return;
    if (state.sessions.size < MAX_SESSIONS_PER_VERSION) state.sessions.add(sessionId);
    state.sessionCount += 1;
  }

  private stateOf(mapVersion: string): VersionState {
    let state = this.versions.get(mapVersion);
    if (!state) {
      // Oldest version first out: the live and canary versions are always the recent ones.
      if (this.versions.size >= MAX_VERSIONS) this.versions.delete(this.versions.keys().next().value!);
      state = { sessions: new Set(), sessionCount: 0, errorSessions: new Set(), errorSessionCount: 0, errors: 0, serverRenderFallbacks: 0, recentErrors: [] };
      this.versions.set(mapVersion, state);
    }
    return state;
  }
}
