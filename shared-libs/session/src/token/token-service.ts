/**
 * The user token: fetched from gettoken?force_refresh=true, one request in flight shared by every
 * caller, answers cached for 60 s (spec §7). It is the HTTP client's auth provider: a 401 invalidates
 * it and asks for a fresh one.
 */
import type { ArenaBus } from '@arena/event-bus';
import { webUserTokenAnswer } from '@arena/contracts/answer-checks';
import type { AuthTokenProvider, HttpClient } from '@arena/http';
import { systemTimers, type Logger, type Timers } from '@arena/utils';
import { SESSION_PATHS, expiryToMs } from '../paths.ts';

export const TOKEN_CACHE_MS = 60_000;

export interface UserToken {
  value: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Spec §5: valid only if it exists, has an expiry, and the expiry is in the future. */
export function isTokenValid(token: Partial<UserToken> | null | undefined, nowMs: number): token is UserToken {
  return !!token?.value && typeof token.expiresAt === 'number' && expiryToMs(token.expiresAt) > nowMs;
}

export interface TokenService extends AuthTokenProvider {
  /** The cached token if valid, without fetching. */
  current(): UserToken | null;
}

export interface TokenServiceOptions {
  http: HttpClient;
  logger: Logger;
  bus?: Pick<ArenaBus, 'emit'>;
  timers?: Pick<Timers, 'now'>;
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const { http, logger, bus, timers = systemTimers } = options;
  let token: UserToken | null = null;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<string> | null = null;

  const publish = (next: UserToken | null): void => {
    const changed = (token?.value ?? null) !== (next?.value ?? null);
    token = next;
    if (changed) bus?.emit('auth:token-changed', { hasToken: next !== null });
  };

  const fetchToken = (): Promise<string> => {
    webUserTokenAnswer.warm?.();
    inFlight ??= http
      .get<unknown>(SESSION_PATHS.token, { query: { force_refresh: true }, auth: false, cache: 'no-store' })
      .then(webUserTokenAnswer)
      .then((answer) => {
        const next = { value: answer?.data?.token, expiresAt: answer?.data?.expiresAt };
        if (!isTokenValid(next, timers.now())) throw new Error('incorrect token response');
        fetchedAt = timers.now();
        publish(next);
        return next.value;
      })
      .catch((error: unknown) => {
        logger.error('Fetch token error', error);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    current: () => (isTokenValid(token, timers.now()) ? token : null),
    async getToken() {
      if (isTokenValid(token, timers.now()) && timers.now() - fetchedAt < TOKEN_CACHE_MS) return token.value;
      return fetchToken();
    },
    invalidate() {
      fetchedAt = Number.NEGATIVE_INFINITY;
      publish(null);
    },
    refresh() {
      fetchedAt = Number.NEGATIVE_INFINITY;
      return fetchToken();
    },
  };
}
