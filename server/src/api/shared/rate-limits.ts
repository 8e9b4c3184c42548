/**
 * Throttling of the auth calls with @fastify/rate-limit (its local in-memory store, one fixed window
 * per key): every call counts per client IP and, where the body or token names an account (login,
 * phone, pending token), per account too. Over a limit: 429 { code: 'too_many_requests', message,
 * retryAfter } with a Retry-After header. The limits are set so a person never meets them; an attacker
 * guessing codes or passwords does (codes are also burned after MAX_CODE_ATTEMPTS wrong tries).
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
  /** Every login variant (login, phone, SMS code, one-time token) shares one budget. */
  login: { perIp: per15Minutes(300), perAccount: per15Minutes(50) },
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
} as const satisfies Record<string, CallLimits>;

export type AuthCall = keyof typeof AUTH_RATE_LIMITS;

/** Which account a request is about (null when it names none or the name is unreadable). */
export type AccountOf = (request: FastifyRequest) => string | null;

/** Keys kept per limiter before the oldest are forgotten (the library's default is 5 000). */
const KEYS_PER_LIMITER = 50_000;

/**
 * Forgets every counter of this API instance. Only the test controls call it (POST /test-api/reset): the
 * counters are keyed by the context's generation, so a new generation starts every key at zero.
 */
export function resetRateLimits(ctx: ApiContext): void {
  ctx.rateLimits.generation += 1;
}

/**
 * Registers the rate-limit plugin in this plugin's scope (global off: only the calls given a throttle
 * are limited) and answers a factory of preHandlers, one per auth call.
 */
export async function createAuthThrottle(app: FastifyInstance, ctx: ApiContext) {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });

  const limiter = (limit: WindowLimit, keyOf: (request: FastifyRequest) => string) => {
    const options = { max: limit.max, timeWindow: limit.windowMs, cache: KEYS_PER_LIMITER, keyGenerator: (r: FastifyRequest) => `${ctx.rateLimits.generation}|${keyOf(r)}` };
    return app.createRateLimit(options);
  };

  return function throttle(call: AuthCall, accountOf?: AccountOf): preHandlerAsyncHookHandler {
    const limits: CallLimits = AUTH_RATE_LIMITS[call];
    const byIp = limiter(limits.perIp, (request) => clientKey(request.ip));
    const byAccount = limits.perAccount && accountOf ? limiter(limits.perAccount, (request) => accountOf(request) ?? '') : null;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdicts = [await byIp(request)];
      if (byAccount && accountOf?.(request)) verdicts.push(await byAccount(request));
      let retryAfter = 0;
      for (const verdict of verdicts) if (!verdict.isAllowed && verdict.isExceeded) retryAfter = Math.max(retryAfter, verdict.ttlInSeconds, 1);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        throw tooManyRequests(retryAfter);
      }
    };
  };
}

export type AuthThrottle = Awaited<ReturnType<typeof createAuthThrottle>>;
