/** The one error type every failed call rejects with, whatever went wrong. */
import { CLIENT_STATUS } from './error-codes.ts';

export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'cancelled';

/** The backend's error body: `{ code, message, ...extra }` (API-CONVENTIONS.md). */
export interface ErrorBody {
  code?: string;
  message?: string;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly kind: HttpErrorKind;
  readonly code: string | undefined;
  readonly body: ErrorBody | undefined;
  readonly url: string;

  constructor(init: { status: number; kind: HttpErrorKind; url: string; body?: ErrorBody; message?: string; cause?: unknown }) {
    super(init.message ?? init.body?.message ?? `HTTP ${init.status} ${init.url}`, { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.url = init.url;
    this.body = init.body;
    this.code = typeof init.body?.code === 'string' ? init.body.code : undefined;
  }

  get isCancelled(): boolean {
    return this.kind === 'cancelled';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (error instanceof Error && error.name === 'HttpError' && 'status' in error);
}

/** True for a call the caller cancelled (status 499) or a raw AbortError. */
export function isCancelledError(error: unknown): boolean {
  if (isHttpError(error)) return error.status === CLIENT_STATUS.cancelled;
  return error instanceof Error && error.name === 'AbortError';
}
