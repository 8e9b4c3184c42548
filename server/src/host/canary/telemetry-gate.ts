/**
 * Which telemetry reports count (issue 29, finding 3). A report counts only when it carries a valid page
 * token (page-token.ts) for a version a running canary compares (its stable and candidate labels), and
 * only within caps: one browser session id and at most ERRORS_PER_TOKEN errors per token (one page load), at most
 * SESSIONS_PER_ADDRESS tokens (configurable) per address and version in a window. Everything else is ignored (answered
 * 204 like the rest, so a forger learns nothing): made-up versions can no longer evict the canary's
 * counters, and forging a session now needs a real page load from a fresh address.
 */
import { pageTokenOf, type PageTokens } from './page-token.ts';

/** The reporter sends at most 20 distinct errors per page. */
export const ERRORS_PER_TOKEN = 20;
/** Distinct page loads counted per address and version per window (a NATed office still adds a few). */
export const SESSIONS_PER_ADDRESS = 10;

/** ARENA_TELEMETRY_SESSIONS_PER_ADDRESS: more for sites whose players share few addresses (or a test run on one). */
export function sessionsPerAddressFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.ARENA_TELEMETRY_SESSIONS_PER_ADDRESS);
  return Number.isInteger(value) && value > 0 ? value : SESSIONS_PER_ADDRESS;
}
const ADDRESS_WINDOW_MS = 10 * 60_000;
/** Bounds the memory of the caps; past it the window starts afresh early. */
const MAX_TRACKED = 100_000;

export interface AdmittedReport {
  /** The version the page was served with (signed), which the counters use. */
  version: string;
  /** The browser's session id (reloads in a tab are one session), the only one its token may speak for. */
  sessionKey: string;
}

export function createTelemetryGate(tokens: PageTokens, knownVersions: () => readonly string[], options: { now?: () => number; sessionsPerAddress?: number } = {}) {
  const now = options.now ?? Date.now;
  const sessionsPerAddress = options.sessionsPerAddress ?? SESSIONS_PER_ADDRESS;
  let windowStart = now();
  let errorsByToken = new Map<string, number>();
  let sessionOfToken = new Map<string, string>();
  let tokensByAddress = new Map<string, Set<string>>();

  const rollWindow = () => {
    if (now() - windowStart < ADDRESS_WINDOW_MS && errorsByToken.size < MAX_TRACKED && tokensByAddress.size < MAX_TRACKED) return;
    windowStart = now();
    errorsByToken = new Map();
    sessionOfToken = new Map();
    tokensByAddress = new Map();
  };

  return {
    /** The report's counted version and session, or null when it must be ignored. */
    admit(input: { cookie: string | undefined; address: string; sessionId: string; reportedVersion: string; kind: 'session' | 'error' }): AdmittedReport | null {
      const claims = tokens.verify(pageTokenOf(input.cookie));
      if (!claims) return null;
      // A page that left before it knew its version reports 'unknown'; the token knows it.
      if (input.reportedVersion !== claims.version && input.reportedVersion !== 'unknown') return null;
      if (!knownVersions().includes(claims.version)) return null;
      rollWindow();
      const addressKey = `${input.address}\0${claims.version}`;
      const seen = tokensByAddress.get(addressKey) ?? new Set<string>();
      if (!seen.has(claims.nonce)) {
        if (seen.size >= sessionsPerAddress) return null;
        seen.add(claims.nonce);
        tokensByAddress.set(addressKey, seen);
      }
      const session = sessionOfToken.get(claims.nonce);
      if (session !== undefined && session !== input.sessionId) return null;
      sessionOfToken.set(claims.nonce, input.sessionId);
      if (input.kind === 'error') {
        const errors = errorsByToken.get(claims.nonce) ?? 0;
        if (errors >= ERRORS_PER_TOKEN) return null;
        errorsByToken.set(claims.nonce, errors + 1);
      }
      return { version: claims.version, sessionKey: input.sessionId };
    },
  };
}

export type TelemetryGate = ReturnType<typeof createTelemetryGate>;

/** The versions a running canary compares (its stable and candidate labels); none without a canary. */
export function knownCanaryVersions(service: { serving(): { canary: { serving: { stableVersion: string; canaryVersion: string } } | null } } | null | undefined): string[] {
  const running = service?.serving().canary;
  return running ? [running.serving.stableVersion, running.serving.canaryVersion] : [];
}
