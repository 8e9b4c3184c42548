/**
 * The fetch-based HTTP client: auth header, X-Language, JSON, timeouts, cancellation, and the spec §8
 * reactions that heal a failed call (token refresh on 401, captcha, fingerprint) or route the user
 * (451 → confirm-terms). Each reaction is bounded by REACTION_RETRY_LIMITS per request.
 */
import { bus } from '@arena/event-bus';
import { systemTimers, type Timers } from '@arena/utils';
import {
  HEADERS,
  REACTION_RETRY_LIMITS,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
  isCaptchaCode,
  isFingerprintErrorCode,
  type CaptchaCode,
} from '../errors/error-codes.ts';
import { HttpError } from '../errors/http-error.ts';
import type { AuthTokenProvider, CaptchaHandler, FingerprintProvider, TermsNavigation } from './providers.ts';
import { takingParsedBody } from './parsed-body.ts';
import { sendOnce, type FetchLike } from './send.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** A plain value is sent as JSON; FormData, URLSearchParams, Blob and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: send no Authorization header (e.g. the token call itself). Default true. */
  auth?: boolean;
  /** The call is itself an authentication step (login, two-step code): its 401 is an answer, not a stale token. */
  extraAuth?: boolean;
  /** Send the device fingerprint (login, registration, password recovery). */
  fingerprint?: boolean;
  cache?: RequestCache;
  credentials?: RequestCredentials;
}

export interface HttpClientOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  timers?: Timers;
  /** Current interface language for X-Language; default: the bus's replayed `language`. */
  getLanguage?: () => string;
  defaultTimeoutMs?: number;
  retryLimits?: Partial<typeof REACTION_RETRY_LIMITS>;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** The token service (@arena/session) registers itself here. */
  setAuthProvider(provider: AuthTokenProvider | null): void;
  setFingerprintProvider(provider: FingerprintProvider | null): void;
  /** The shell registers one challenge per captcha code (or for all codes); returns an unregister function. */
  registerCaptchaHandler(codes: CaptchaCode | readonly CaptchaCode[], handler: CaptchaHandler): () => void;
  /** The root config registers the confirm-terms navigation; returns an unregister function. */
  registerTermsNavigation(navigation: TermsNavigation): () => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = /^https?:\/\//.test(path) ? path : `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
    timers = systemTimers,
    getLanguage = () => bus.getState('language'),
    defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
  } = options;
  const limits = { ...REACTION_RETRY_LIMITS, ...options.retryLimits };
  let auth: AuthTokenProvider | null = null;
  let fingerprint: FingerprintProvider | null = null;
  const captchaHandlers = new Map<CaptchaCode, CaptchaHandler>();
  let terms: TermsNavigation | null = null;

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const url = buildUrl(baseUrl, path, opts.query);
    const used = { tokenRefresh: 0, captcha: 0, fingerprint: 0 };
    let captchaToken: string | null = null;
    let sendFingerprint = opts.fingerprint ?? false;

    for (;;) {
      const headers: Record<string, string> = { Accept: 'application/json', [HEADERS.language]: getLanguage() };
      let body: BodyInit | undefined;
      if (opts.body !== undefined) {
        if (isRawBody(opts.body)) body = opts.body;
        else {
          body = JSON.stringify(opts.body);
          headers['Content-Type'] = 'application/json';
        }
      }
      if (opts.auth !== false && auth) {
        // A visitor may have no token yet; the call goes out without one and a 401 heals it below.
        const token = await auth.getToken().catch(() => null);
        if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
      }
      if (sendFingerprint) {
        const fp = fingerprint?.current();
        if (fp) headers[HEADERS.fingerprint] = fp;
      }
      if (captchaToken) headers[HEADERS.captcha] = captchaToken;
      Object.assign(headers, opts.headers);

      try {
        const init: RequestInit = takingParsedBody({ method, headers });
        if (body !== undefined) init.body = body;
        if (opts.cache) init.cache = opts.cache;
        if (opts.credentials) init.credentials = opts.credentials;
        const { body: data } = await sendOnce(fetchFn, timers, { url, init, timeoutMs: opts.timeoutMs ?? defaultTimeoutMs, signal: opts.signal });
        return data as T;
      } catch (error) {
        if (!(error instanceof HttpError) || error.kind !== 'http') throw error;
        const errorBody = error.body ?? {};

        if (error.status === 401 && !opts.extraAuth && opts.auth !== false && auth && used.tokenRefresh < limits.tokenRefresh) {
          used.tokenRefresh++;
          auth.invalidate();
          // Without a new token the retry could only fail the same way; the caller gets the 401.
          const fresh = await auth.refresh().catch(() => null);
          if (!fresh) throw error;
          continue;
        }
        if (error.status === 400 && isCaptchaCode(errorBody['captchaCode']) && used.captcha < limits.captcha) {
          const code = errorBody['captchaCode'];
          const handler = captchaHandlers.get(code);
          if (!handler) throw error;
          used.captcha++;
          captchaToken = await handler({ code, message: errorBody.message, url, method });
          if (!captchaToken) throw error;
          continue;
        }
        if (error.status === 400 && isFingerprintErrorCode(errorBody['fingerprintErrorCode']) && fingerprint && used.fingerprint < limits.fingerprint) {
          used.fingerprint++;
          const fresh = await fingerprint.refresh().catch(() => null);
          if (!fresh) throw error;
          sendFingerprint = true;
          continue;
        }
        if (error.status === 451 && errorBody['exception_code'] === TERMS_NOT_ACCEPTED_EXCEPTION_CODE && terms) {
          if (terms.isEnabled() && !terms.isOnConfirmTerms()) terms.goToConfirmTerms();
        }
        throw error;
      }
    }
  }

  return {
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
    setAuthProvider(provider) {
      auth = provider;
    },
    setFingerprintProvider(provider) {
      fingerprint = provider;
    },
    registerCaptchaHandler(codes, handler) {
      const list: readonly CaptchaCode[] = Array.isArray(codes) ? codes : [codes as CaptchaCode];
      for (const code of list) captchaHandlers.set(code, handler);
      return () => {
        for (const code of list) if (captchaHandlers.get(code) === handler) captchaHandlers.delete(code);
      };
    },
    registerTermsNavigation(navigation) {
      terms = navigation;
      return () => {
        if (terms === navigation) terms = null;
      };
    },
  };
}

/**
 * Where the page-wide client sends requests: the browser's fetch, or — in a server render (issue 26) —
 * the host's own transport, which answers relative paths without leaving the process.
 */
let pageTransport: FetchLike = (input, init) => globalThis.fetch(input, init);

/** The host's server render routes the page-wide client through itself (server/src/host/render). */
export function setPageTransport(fetch: FetchLike): void {
  pageTransport = fetch;
}

/** The page-wide client: one instance because this module is loaded once through the import map. */
export const http: HttpClient = createHttpClient({ fetch: (input, init) => pageTransport(input, init) });
