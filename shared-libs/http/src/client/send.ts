/**
 * One attempt of one request: fetch with a timeout and the caller's AbortSignal, every failure turned
 * into an HttpError (network failure → network-error status, caller cancellation → 499).
 */
import type { Timers } from '@arena/utils';
import { CLIENT_STATUS } from '../errors/error-codes.ts';
import { HttpError, type ErrorBody } from '../errors/http-error.ts';
import { hasParsedBody, isJsonContentType, PARSED_JSON_BODY } from './parsed-body.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Attempt {
  url: string;
  init: RequestInit;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

export interface AttemptResult {
  response: Response;
  body: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (hasParsedBody(response)) return response[PARSED_JSON_BODY];
  const text = await response.text();
  if (text === '') return undefined;
  if (isJsonContentType(response.headers.get('content-type'))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function sendOnce(fetchFn: FetchLike, timers: Timers, attempt: Attempt): Promise<AttemptResult> {
  const { url, init, timeoutMs, signal } = attempt;
  const cancelled = (cause?: unknown): HttpError =>
    new HttpError({ status: CLIENT_STATUS.cancelled, kind: 'cancelled', url, message: 'Request cancelled', cause });
  if (signal?.aborted) throw cancelled(signal.reason);

  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, timeoutMs);
  const classify = (error: unknown): HttpError => {
    if (error instanceof HttpError) return error;
    if (timedOut) return new HttpError({ status: CLIENT_STATUS.timeout, kind: 'timeout', url, message: `Timeout after ${timeoutMs} ms`, cause: error });
    if (signal?.aborted) return cancelled(error);
    return new HttpError({ status: CLIENT_STATUS.networkError, kind: 'network', url, message: 'Network error', cause: error });
  };
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    const body = await readBody(response);
    if (!response.ok) {
      const errorBody: ErrorBody = body && typeof body === 'object' ? (body as ErrorBody) : { message: typeof body === 'string' ? body : undefined };
      throw new HttpError({ status: response.status, kind: 'http', url, body: errorBody });
    }
    return { response, body };
  } catch (error) {
    throw classify(error);
  } finally {
    timers.clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
