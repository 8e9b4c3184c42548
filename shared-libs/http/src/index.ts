/** @arena/http: the fetch-based HTTP client with the spec §8 reactions, and the one retry helper for §9. */
export { DEFAULT_TIMEOUT_MS, buildUrl, createHttpClient, http, setPageTransport } from './client/client.ts';
export type { HttpClient, HttpClientOptions, QueryValue, RequestOptions } from './client/client.ts';
export type { FetchLike } from './client/send.ts';
export type {
  AuthTokenProvider,
  CaptchaChallenge,
  CaptchaHandler,
  FingerprintProvider,
  TermsNavigation,
} from './client/providers.ts';
export {
  CANCELLED_STATUS,
  CAPTCHA_CODES,
  CLIENT_STATUS,
  FINGERPRINT_ERROR_CODES,
  HEADERS,
  NETWORK_ERROR_STATUS,
  REACTION_RETRY_LIMITS,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
  isCaptchaCode,
  isFingerprintErrorCode,
} from './errors/error-codes.ts';
export type { CaptchaCode, FingerprintErrorCode } from './errors/error-codes.ts';
export { HttpError, isCancelledError, isHttpError } from './errors/http-error.ts';
export type { ErrorBody, HttpErrorKind } from './errors/http-error.ts';
export { RETRY_POLICIES, retryDelay } from './retry/retry-policies.ts';
export type { RetryPolicy, RetryPolicyName } from './retry/retry-policies.ts';
export { RetryExhaustedError, poll, retry } from './retry/retry.ts';
export type { RetryOptions } from './retry/retry.ts';
export { createRestErrorNotifier, notifyRestError, shouldNotifyRestError } from './notify/rest-error-notifier.ts';
export type { NotifyEmitter } from './notify/rest-error-notifier.ts';
export { createFakeFetch } from './testing/fake-fetch.ts';
export type { FakeCall, FakeFetch, FakeReply } from './testing/fake-fetch.ts';
export { IDEMPOTENCY_HEADER, createIdempotencyKeys, newIdempotencyKey, wasAnswered } from './idempotency/idempotency-key.ts';
export type { IdempotencyKeys } from './idempotency/idempotency-key.ts';
