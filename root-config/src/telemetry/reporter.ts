/**
 * The browser half of canary telemetry: a session-start beacon once per browser session and map
 * version, then one report per distinct error, tagged with the map version, to the host's
 * /telemetry-api/ (same origin: CSP connect-src 'self'). Deduplicated and capped per page, so a render
 * loop throwing the same error cannot flood the endpoint. Reporting never throws into the page.
 */
import { UNKNOWN_MAP_VERSION } from './map-version.ts';

export type TelemetryErrorKind = 'load' | 'runtime' | 'unhandled' | 'single-spa';

export const SESSION_KEY = 'arena:telemetry-session';
const STARTED_KEY = 'arena:telemetry-started';
export const MESSAGE_LIMIT = 500;
export const ERRORS_PER_PAGE = 20;
export const SESSIONS_URL = '/telemetry-api/sessions';
export const ERRORS_URL = '/telemetry-api/errors';

export interface ReporterDeps {
  send: (url: string, body: string) => void;
  /** sessionStorage; null when the browser denies it (the session then lives as long as the page). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  mapVersion: Promise<string>;
  randomId: () => string;
  maxErrors?: number;
}

export interface TelemetryReporter {
  start(): Promise<void>;
  report(kind: TelemetryErrorKind, error: unknown, app?: string): Promise<void>;
  /**
   * Sends at once whatever still waits for the map version (tagged 'unknown'; the host reads the version
   * from the page token): called on pagehide, so a session that leaves early still reports.
   */
  flush(): void;
}

/** The readable part of anything thrown or rejected, cut to MESSAGE_LIMIT. */
export function messageOf(error: unknown): string {
  let text: string;
  if (error instanceof Error) text = `${error.name}: ${error.message}`;
  else if (typeof error === 'string') text = error;
  else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.slice(0, MESSAGE_LIMIT);
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function createTelemetryReporter(deps: ReporterDeps): TelemetryReporter {
  const maxErrors = deps.maxErrors ?? ERRORS_PER_PAGE;
  const seen = new Set<string>();
  let pageSessionId: string | null = null;

  const sessionId = (): string => {
    const stored = safely(() => deps.storage?.getItem(SESSION_KEY) ?? null, null);
    if (stored) return stored;
    pageSessionId ??= deps.randomId();
    const id = pageSessionId;
    safely(() => deps.storage?.setItem(SESSION_KEY, id), undefined);
    return id;
  };
  const version = () => deps.mapVersion.catch(() => UNKNOWN_MAP_VERSION);
  const post = (url: string, body: object) => safely(() => deps.send(url, JSON.stringify(body)), undefined);
  /** Reports waiting for the map version; each is sent exactly once (by the version or by flush). */
  const waiting = new Set<{ url: string; body: object }>();
  const sendTagged = async (url: string, body: object) => {
    const entry = { url, body };
    waiting.add(entry);
    const mapVersion = await version();
    if (!waiting.delete(entry)) return; // flushed meanwhile
    post(url, { sessionId: sessionId(), mapVersion, ...body });
  };

  return {
    async start() {
      const mapVersion = await version();
      const started = safely(() => JSON.parse(deps.storage?.getItem(STARTED_KEY) ?? '[]') as unknown, []);
      const versions = Array.isArray(started) ? started.filter((v): v is string => typeof v === 'string') : [];
      if (versions.includes(mapVersion)) return;
      post(SESSIONS_URL, { sessionId: sessionId(), mapVersion });
      safely(() => deps.storage?.setItem(STARTED_KEY, JSON.stringify([...versions, mapVersion].slice(-10))), undefined);
    },
    async report(kind, error, app) {
      const message = messageOf(error);
      const key = `${kind}|${app ?? ''}|${message}`;
      if (seen.has(key) || seen.size >= maxErrors) return;
      seen.add(key);
      await sendTagged(ERRORS_URL, { kind, ...(app ? { app: app.slice(0, 200) } : {}), message });
    },
    flush() {
      for (const entry of waiting) post(entry.url, { sessionId: sessionId(), mapVersion: UNKNOWN_MAP_VERSION, ...entry.body });
      waiting.clear();
    },
  };
}

/** sendBeacon with a string (text/plain: no preflight, survives unload); fetch keepalive when refused. */
export function beaconSend(url: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

/** 22 URL-safe random characters (the endpoint accepts 8…64 of [A-Za-z0-9_-]). */
export function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64]).join('');
}
