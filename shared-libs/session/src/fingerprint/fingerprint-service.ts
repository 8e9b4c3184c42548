/**
 * The device fingerprint: a token produced by a script the backend hosts. A broken script must not
 * hammer the page, so after FINGERPRINT_FAILURE_CAP consecutive failures (incorrect response, execute
 * error, missing exec or ready) no more attempts are made unless forced (spec §8). It is the HTTP
 * client's fingerprint provider: a 400 fingerprint error forces a fresh run.
 */
import type { FingerprintProvider } from '@arena/http';
import { systemTimers, type Logger, type Timers } from '@arena/utils';
import { expiryToMs } from '../paths.ts';

export const FINGERPRINT_FAILURE_CAP = 2;

/** Spec §3 session fingerprint. */
export interface SessionFingerprint {
  token: string;
  componentsData?: unknown;
  /** Unix seconds. */
  expiresAt: number;
}

export interface RawFingerprint {
  token?: unknown;
  expiresAt?: unknown;
  data?: unknown;
}

/**
 * What the hosted script (server: GET /fingerprint/fp.js → window.ArenaFingerprint) exposes: `ready`
 * (a flag, or a function that settles when it can run) and `run` (older scripts call it `exec`).
 */
export interface FingerprintScript {
  ready?: boolean | (() => unknown);
  run?: () => Promise<RawFingerprint>;
  exec?: () => Promise<RawFingerprint>;
}

export type FingerprintScriptLoader = () => Promise<FingerprintScript | undefined>;

/** Spec §5: valid if it has a token and its expiry is in the future. */
export function isFingerprintValid(fp: Partial<SessionFingerprint> | null | undefined, nowMs: number): fp is SessionFingerprint {
  return !!fp?.token && typeof fp.expiresAt === 'number' && expiryToMs(fp.expiresAt) > nowMs;
}

export type FingerprintFailure = 'missing exec or ready' | 'execute error' | 'incorrect response';

export interface FingerprintService extends FingerprintProvider {
  /** The valid fingerprint, computing it if needed; null when unavailable or capped. */
  get(options?: { force?: boolean }): Promise<SessionFingerprint | null>;
  readonly consecutiveFailures: number;
}

export interface FingerprintServiceOptions {
  loadScript: FingerprintScriptLoader;
  logger: Logger;
  timers?: Pick<Timers, 'now'>;
}

class FingerprintError extends Error {
  constructor(readonly reason: FingerprintFailure, cause?: unknown) {
    super(reason, { cause });
  }
}

export function createFingerprintService(options: FingerprintServiceOptions): FingerprintService {
  const { loadScript, logger, timers = systemTimers } = options;
  let fingerprint: SessionFingerprint | null = null;
  let failures = 0;
  let inFlight: Promise<SessionFingerprint | null> | null = null;

  const run = async (): Promise<SessionFingerprint> => {
    const script = await loadScript().catch((error: unknown) => {
      throw new FingerprintError('missing exec or ready', error);
    });
    const execute = script?.run ?? script?.exec;
    if (!script || !execute || !script.ready) throw new FingerprintError('missing exec or ready');
    let raw: RawFingerprint;
    try {
      if (typeof script.ready === 'function') await script.ready();
      raw = await execute.call(script);
    } catch (error) {
      throw new FingerprintError('execute error', error);
    }
    const next = { token: raw?.token, expiresAt: raw?.expiresAt, componentsData: raw?.data };
    if (typeof next.token !== 'string' || !isFingerprintValid(next as Partial<SessionFingerprint>, timers.now())) {
      throw new FingerprintError('incorrect response');
    }
    return next as SessionFingerprint;
  };

  const attempt = (): Promise<SessionFingerprint | null> => {
    inFlight ??= run()
      .then((next) => {
        failures = 0;
        fingerprint = next;
        return next;
      })
      .catch((error: unknown) => {
        failures++;
        logger.error('fingerprint error', error instanceof FingerprintError ? error.reason : error, { consecutiveFailures: failures });
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const service: FingerprintService = {
    get consecutiveFailures() {
      return failures;
    },
    async get({ force = false } = {}) {
      if (!force && isFingerprintValid(fingerprint, timers.now())) return fingerprint;
      if (!force && failures >= FINGERPRINT_FAILURE_CAP) return null;
      return attempt();
    },
    current: () => (isFingerprintValid(fingerprint, timers.now()) ? fingerprint.token : null),
    refresh: async () => (await service.get({ force: true }))?.token ?? null,
  };
  return service;
}

export const DEFAULT_FINGERPRINT_SCRIPT_URL = '/fingerprint/fp.js';
export const DEFAULT_FINGERPRINT_GLOBAL = 'ArenaFingerprint';

/**
 * The browser loader: adds the hosted script once and reads the object it puts on `window`.
 * The backend's script path and global name are configurable because the script is hosted separately.
 */
export function createScriptTagLoader(url = DEFAULT_FINGERPRINT_SCRIPT_URL, globalName = DEFAULT_FINGERPRINT_GLOBAL): FingerprintScriptLoader {
  let loading: Promise<void> | null = null;
  const read = (): FingerprintScript | undefined => (globalThis as unknown as Record<string, FingerprintScript | undefined>)[globalName];
  return async () => {
    if (read()) return read();
    loading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error(`fingerprint script failed to load: ${url}`));
      };
      document.head.appendChild(script);
    });
    await loading;
    return read();
  };
}
