/**
 * Idempotency-Key for calls that move money (coupon placement, deposits, withdrawals) and wallet calls.
 * The client makes one key per player action (crypto.randomUUID()) and sends the same key again when it
 * retries that action (a dropped connection, a token refresh). Per player and key the server keeps the
 * route, a hash of the request and its first successful answer, for 24 h:
 * - same key, same request → the first answer again (header `Idempotent-Replayed: true`), nothing moves;
 * - same key, another request (other body or route) → 422 `idempotency_key_reused`;
 * - no key where it is required → 400 `idempotency_key_required`; a malformed key → 400 `idempotency_key_invalid`.
 * Only successful (2xx) answers are kept: a refusal moved nothing, so retrying it simply runs again.
 * The action runs synchronously inside the same SQLite transaction as the record of its answer, so the
 * money move and the answer are stored together or not at all.
 *
 * Usage (inside an authenticated handler):
 *   return sendIdempotent(ctx, request, reply, { required: true }, () => ({ status: 200, body: {...} }));
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authedUser } from './auth-guard.ts';
import type { ApiContext } from './context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages, type Localized } from '../../platform/messages.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered; a retry later than this is a new request. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** Printable ASCII without spaces, up to 255 characters (a UUID is 36). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const MESSAGES = {
  idempotency_key_required: {
    ru: 'Нет заголовка Idempotency-Key: повторите действие',
    en: 'The Idempotency-Key header is missing: please repeat the action',
    ua: 'Немає заголовка Idempotency-Key: повторіть дію',
    kz: 'Idempotency-Key тақырыбы жоқ: әрекетті қайталаңыз',
    az: 'Idempotency-Key başlığı yoxdur: əməliyyatı təkrarlayın',
    ar: 'ترويسة Idempotency-Key غير موجودة: يُرجى تكرار العملية',
  },
  idempotency_key_invalid: {
    ru: 'Неверный заголовок Idempotency-Key (1–255 печатных символов без пробелов)',
    en: 'Invalid Idempotency-Key header (1–255 printable characters, no spaces)',
    ua: 'Некоректний заголовок Idempotency-Key (1–255 друкованих символів без пробілів)',
    kz: 'Idempotency-Key тақырыбы қате (бос орынсыз 1–255 басылатын таңба)',
    az: 'Idempotency-Key başlığı yanlışdır (boşluqsuz 1–255 çap olunan simvol)',
    ar: 'ترويسة Idempotency-Key غير صالحة (من 1 إلى 255 حرفًا قابلًا للطباعة دون مسافات)',
  },
  idempotency_key_reused: {
    ru: 'Этот Idempotency-Key уже использован для другого запроса',
    en: 'This Idempotency-Key was already used for a different request',
    ua: 'Цей Idempotency-Key уже використано для іншого запиту',
    kz: 'Бұл Idempotency-Key басқа сұрау үшін бұрын пайдаланылған',
    az: 'Bu Idempotency-Key artıq başqa sorğu üçün istifadə olunub',
    ar: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب آخر',
  },
  idempotency_in_progress: {
    ru: 'Запрос с этим Idempotency-Key уже выполняется',
    en: 'A request with this Idempotency-Key is already being processed',
    ua: 'Запит із цим Idempotency-Key уже виконується',
    kz: 'Осы Idempotency-Key бар сұрау қазір орындалып жатыр',
    az: 'Bu Idempotency-Key ilə sorğu artıq icra olunur',
    ar: 'يجري بالفعل تنفيذ طلب بمفتاح Idempotency-Key هذا',
  },
} satisfies Record<string, Localized>;

const idempotencyMessage = createMessages<keyof typeof MESSAGES>(MESSAGES);

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /** true on calls that move money: a request without a key is refused (400). */
  required: boolean;
}

/** JSON with sorted object keys, so the same request hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(route: string, request: Pick<FastifyRequest, 'body' | 'query'>): string {
  return createHash('sha256').update(canonical({ route, body: request.body ?? null, query: request.query ?? null })).digest('hex');
}

/** The request's key: undefined when absent, null when malformed. */
function keyOf(request: FastifyRequest): string | null | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || raw === '') return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key !== undefined && KEY_PATTERN.test(key) ? key : null;
}

const isPrimaryKeyClash = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

/**
 * Runs `action` at most once per (player, key) and sends its answer; a repeat gets the stored answer.
 * `action` must be synchronous (SQLite work): it runs in the transaction that records its answer.
 * An error thrown by `action` rolls its writes back and records nothing.
 */
export function sendIdempotent(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
  action: () => IdempotentAnswer,
): FastifyReply {
  const lang = requestLanguage(request);
  const refuse = (status: number, code: keyof typeof MESSAGES) => reply.code(status).send({ code, message: idempotencyMessage(code, lang) });
  const key = keyOf(request);
  if (key === null) return refuse(400, 'idempotency_key_invalid');
  if (key === undefined) {
    if (options.required) return refuse(400, 'idempotency_key_required');
    const answer = action();
    return reply.code(answer.status).send(answer.body);
  }
  const { user } = authedUser(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = requestHash(route, request);
  const now = ctx.clock.nowSeconds();
  const { repos } = ctx;
  let outcome: { replayed: boolean; answer: IdempotentAnswer } | 'reused';
  try {
    outcome = repos.transaction(() => {
      repos.idempotency.purgeBefore(now - IDEMPOTENCY_TTL_SECONDS);
      const seen = repos.idempotency.get(user.id, key);
      if (seen) {
        if (seen.route !== route || seen.request_hash !== hash) return 'reused' as const;
        return { replayed: true, answer: { status: seen.status, body: JSON.parse(seen.answer) as unknown } };
      }
      const answer = action();
      if (answer.status >= 200 && answer.status < 300) {
        repos.idempotency.insert({ user_id: user.id, key, route, request_hash: hash, status: answer.status, answer: JSON.stringify(answer.body), created_at: now });
      }
      return { replayed: false, answer };
    });
  } catch (error) {
    // Another process of the same database stored this key first: its answer will be there on a retry.
    if (isPrimaryKeyClash(error)) return refuse(409, 'idempotency_in_progress');
    throw error;
  }
  if (outcome === 'reused') return refuse(422, 'idempotency_key_reused');
  if (outcome.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}
