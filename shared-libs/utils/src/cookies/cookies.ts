/**
 * Cookies through js-cookie. Lifetimes are given in seconds (the spec states them that way) and turned
 * into an absolute expiry date from the injected clock.
 */
import Cookies from 'js-cookie';
import { systemTimers, type Timers } from '../timers/timers.ts';

/** Spec §9: default cookie expiry. */
export const DEFAULT_COOKIE_EXPIRY_SECONDS = 86_400;

export interface CookieOptions {
  /** Lifetime in seconds; defaults to DEFAULT_COOKIE_EXPIRY_SECONDS. */
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

export function createCookieStore(clock: Pick<Timers, 'now'> = systemTimers): CookieStore {
  return {
    get: (name) => Cookies.get(name),
    set(name, value, options = {}) {
      const { maxAgeSeconds = DEFAULT_COOKIE_EXPIRY_SECONDS, path = '/', ...rest } = options;
      Cookies.set(name, value, { ...rest, path, expires: new Date(clock.now() + maxAgeSeconds * 1000) });
    },
    remove(name, options = {}) {
      Cookies.remove(name, { path: '/', ...options });
    },
  };
}

/** The page-wide cookie store. */
export const cookies: CookieStore = createCookieStore();
