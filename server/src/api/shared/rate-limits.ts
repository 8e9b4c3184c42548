/**
 * Throttling of the auth calls. Per client IP: @fastify/rate-limit (its local in-memory store, one fixed
 * window per key), one limiter per call name shared by every route and plugin that uses it — so every way
 * to log in (password, phone, SMS code, one-time token, the demo social provider) draws on one budget per
 * address. Per account (where the body or token names one): a fixed-window counter in SQLite (issue 32,
 * finding 3: the in-memory table evicted by count, so 51 000 junk accounts from one address made it forget
 * the victim); an account is counted only once its address is under its own limit, so one address adds
 * at most its per-IP budget of junk keys, and expired keys are pruned. Over a limit: 429
 * { code: 'too_many_requests', message, retryAfter } with a Retry-After header. The limits are set so a
 * person never meets them; an attacker guessing codes or passwords does (codes are also burned after
 * MAX_CODE_ATTEMPTS wrong tries). Password logins have no per-account 429 at all (a flood from anywhere
 * must not lock the owner out): their per-account guard is the captcha and the back-off in login-service.ts.
 *
 * request.ip is the socket's address unless ARENA_TRUSTED_PROXIES names the proxy in front (build-app.ts),
 * so X-Forwarded-For cannot give one client many IPs. IPv6 clients count per /64 (one subscriber's block).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiContext } from './context.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { clientKey, type WindowLimit } from '../../platform/throttling.ts';

export interface CallLimits {
  perIp: WindowLimit;
  perAccount?: WindowLimit;
}

const per15Minutes = (max: number): WindowLimit => ({ max, windowMs: 15 * 60_000 });

/**
 * Requests allowed per 15 minutes. Per-IP limits are generous (a household or office behind one address,
 * and the e2e suite's many logins from 127.0.0.1); per-account limits are tight.
 */
export const AUTH_RATE_LIMITS = {
  /** Every login variant (login, phone, SMS code, one-time token, demo social) shares one budget per address. */
  login: { perIp: per15Minutes(300) },
  smsSend: { perIp: per15Minutes(60), perAccount: per15Minutes(10) },
  twoStep: { perIp: per15Minutes(200), perAccount: per15Minutes(30) },
  twoStepResend: { perIp: per15Minutes(60), perAccount: per15Minutes(10) },
  recoveryRequest: { perIp: per15Minutes(60), perAccount: per15Minutes(10) },
  recoveryVerify: { perIp: per15Minutes(100), perAccount: per15Minutes(30) },
  recoverySave: { perIp: per15Minutes(60) },
  registration: { perIp: per15Minutes(100) },
  activationSend: { perIp: per15Minutes(30) },
  activate: { perIp: per15Minutes(30) },
  captchaUpdate: { perIp: per15Minutes(300) },
  captchaValidate: { perIp: per15Minutes(120) },
  /** Office security (issue 14): password change, security codes sent and answered, security question. */
  officePassword: { perIp: per15Minutes(60), perAccount: per15Minutes(10) },
  officeCodeSend: { perIp: per15Minutes(60), perAccount: per15Minutes(10) },
  officeCodeCheck: { perIp: per15Minutes(200), perAccount: per15Minutes(30) },
  /** Issue 30, visitor chats (no account to count on): new conversations and every write of a visitor, per address. */
  visitorChatOpen: { perIp: per15Minutes(30) },
  visitorChatWrite: { perIp: per15Minutes(300) },
} as const satisfies Record<string, CallLimits>;

export type AuthCall = keyof typeof AUTH_RATE_LIMITS;

/** Which account a request is about (null when it names none or the name is unreadable). */
export type AccountOf = (request: FastifyRequest) => string | null;

/** Address keys kept per limiter before the least recently used are forgotten (the library's default is 5 000). */
const KEYS_PER_LIMITER = 50_000;
/** Every window above is 15 minutes: per-account counters older than that are pruned. */
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Forgets every counter of this API instance. Only the test controls call it (POST /test-api/reset): the
 * counters are keyed by the context's generation, so a new generation starts every key at zero.
 */
export function resetRateLimits(ctx: ApiContext): void {
  ctx.rateLimits.generation += 1;
}

type IpLimiter = ReturnType<FastifyInstance['createRateLimit']>;
/** The per-IP limiters of each API instance, one per call name, whichever plugin asked first. */
const ipLimitersOf = new WeakMap<ApiContext, Map<AuthCall, IpLimiter>>();
const lastPruneOf = new WeakMap<ApiContext, number>();

/** Counts one call for an account in SQLite; answers the seconds to wait when over the limit, else 0. */
export function hitAccountBudget(ctx: ApiContext, call: AuthCall, account: string, limit: WindowLimit): number {
  const now = ctx.clock.now();
  const prefix = `throttle:${ctx.rateLimits.generation}:`;
  if (now - (lastPruneOf.get(ctx) ?? 0) > PRUNE_EVERY_MS) {
    lastPruneOf.set(ctx, now);
    ctx.repos.counters.pruneOlderThan('throttle:', now - ACCOUNT_WINDOW_MS);
  }
  const { count, resetsAtMs } = ctx.repos.counters.hit(`${prefix}${call}:${account}`, now, limit.windowMs);
  return count > limit.max ? Math.max(1, Math.ceil((resetsAtMs - now) / 1000)) : 0;
}

/**
 * Registers the rate-limit plugin in this plugin's scope (global off: only the calls given a throttle
 * are limited) and answers a factory of preHandlers, one per auth call.
 */
export async function createAuthThrottle(app: FastifyInstance, ctx: ApiContext) {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  let ipLimiters = ipLimitersOf.get(ctx);
  if (!ipLimiters) ipLimitersOf.set(ctx, (ipLimiters = new Map()));
  const shared = ipLimiters;

  const ipLimiterOf = (call: AuthCall): IpLimiter => {
    let limiter = shared.get(call);
    if (!limiter) {
      const { max, windowMs } = AUTH_RATE_LIMITS[call].perIp;
      const keyGenerator = (r: FastifyRequest) => `${ctx.rateLimits.generation}|${clientKey(r.ip)}`;
      const options = { max, timeWindow: windowMs, cache: KEYS_PER_LIMITER, keyGenerator };
      limiter = app.createRateLimit(options);
      shared.set(call, limiter);
    }
    return limiter;
  };

  return function throttle(call: AuthCall, accountOf?: AccountOf): preHandlerAsyncHookHandler {
    const limits: CallLimits = AUTH_RATE_LIMITS[call];
    const byIp = ipLimiterOf(call);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await byIp(request);
      let retryAfter = !verdict.isAllowed && verdict.isExceeded ? Math.max(verdict.ttlInSeconds, 1) : 0;
      // An address over its limit adds nothing to any account's counter (its junk keys stay capped).
      const account = retryAfter === 0 && limits.perAccount ? accountOf?.(request) : null;
      if (account && limits.perAccount) retryAfter = hitAccountBudget(ctx, call, account, limits.perAccount);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        throw tooManyRequests(retryAfter);
      }
    };
  };
}

export type AuthThrottle = Awaited<ReturnType<typeof createAuthThrottle>>;
