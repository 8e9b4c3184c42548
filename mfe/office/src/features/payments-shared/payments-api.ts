/**
 * The office's payment calls (server/src/api/payments/README.md). Money-moving calls carry an
 * Idempotency-Key: one per player action, the same when that action is sent again after its answer never
 * arrived (@arena/http createIdempotencyKeys), so a retry never moves money twice. Their answers are checked
 * against the contracts (issue 27) inside the keyed call: a refused answer keeps its key (it is not an HTTP
 * answer), so sending the action again replays the server's first answer instead of moving money twice.
 */
import { depositAnswer, paymentsHistoryAnswer, paymentsRequestsAnswer, paymentsRequestsPostAnswer, paymentsRequestsTopicsAnswer, paymentsSystemsAnswer, withdrawalAnswer, withdrawalCancelAnswer, withdrawalsAnswer } from '@arena/contracts/answer-checks';
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, http } from '@arena/http';

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

async function withKey<T>(keys: ReturnType<typeof createIdempotencyKeys>, request: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const key = keys.keyFor(request);
  try {
    const answer = await send(key);
    keys.settle();
    return answer;
  } catch (error) {
    keys.settle(error);
    throw error;
  }
}

export function createPaymentsApi() {
  const depositKeys = createIdempotencyKeys();
  const withdrawalKeys = createIdempotencyKeys();
  const cancelKeys = createIdempotencyKeys();
  return {
    systems: (signal?: AbortSignal) => http.get<unknown>('/payments-api/systems', { auth: false, ...signalOf(signal) }).then(paymentsSystemsAnswer),
    withdrawals: (signal?: AbortSignal) => http.get<unknown>('/payments-api/withdrawals', { cache: 'no-store', ...signalOf(signal) }).then(withdrawalsAnswer),
    deposit: (body: { accountId: number; systemId: string; amount: number }) =>
      withKey(depositKeys, body, (key) => http.post<unknown>('/payments-api/deposits', body, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(depositAnswer)),
    withdraw: (body: { accountId: number; systemId: string; amount: number }) =>
      withKey(withdrawalKeys, body, (key) => http.post<unknown>('/payments-api/withdrawals', body, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(withdrawalAnswer)),
    cancelWithdrawal: (id: number) =>
      withKey(cancelKeys, { cancel: id }, (key) => http.post<unknown>(`/payments-api/withdrawals/${id}/cancel`, undefined, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(withdrawalCancelAnswer)),
    history: (query: { kind: string; page: number; pageSize: number }, signal?: AbortSignal) =>
      http.get<unknown>('/payments-api/history', { query, cache: 'no-store', ...signalOf(signal) }).then(paymentsHistoryAnswer),
    topics: (signal?: AbortSignal) => http.get<unknown>('/payments-api/requests/topics', { cache: 'no-store', ...signalOf(signal) }).then(paymentsRequestsTopicsAnswer),
    requests: (signal?: AbortSignal) => http.get<unknown>('/payments-api/requests', { cache: 'no-store', ...signalOf(signal) }).then(paymentsRequestsAnswer),
    createRequest: (body: { topicId: string; subTopicId?: string; paymentId?: number; message: string }) =>
      http.post<unknown>('/payments-api/requests', body).then(paymentsRequestsPostAnswer),
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;

/** The server's refusal message, else null (the page then shows its own generic text). */
export function refusalMessage(error: unknown): string | null {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : null;
}
