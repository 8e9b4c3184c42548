/**
 * Shared login steps: credential decoding, failed-login counting with the captcha rule, one-time codes
 * and the two-step branch for 2FA users.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer, TwoStepPendingAnswer } from '@arena/domain';
import type { CodeKind, CodeRow } from '../db/repositories/codes.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { CAPTCHA_CODES, consumeCaptchaToken } from '../captcha/captcha-service.ts';
import { assertLoginAllowed } from '../limits/enforcement.ts';
import { startSession } from '../session/session-service.ts';
import { TTL, type ApiContext } from '../shared/context.ts';
import { ApiError, badRequest, captchaRequired } from '../shared/errors.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { clientKey } from '../../platform/throttling.ts';
import { requestLanguage } from '../../platform/language.ts';
import { verifyPasswordOfUser } from '../shared/password.ts';
import { deliveryText, isDeliveredKind } from './delivery-texts.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Logins and passwords arrive as base64 of their UTF-8 bytes (documented in server/README.md). */
export function decodeCredential(encoded: string): string {
  if (!BASE64.test(encoded)) throw badRequest('validation_error', 'bad_encoding');
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (text === '' || text.includes('\uFFFD')) throw badRequest('validation_error', 'bad_encoding');
  return text;
}

/**
 * The key an account's failed logins are counted under: the user's id when the login, e-mail or phone
 * names one — so every way to log in (password, phone, SMS code, the demo social provider) shares one
 * per-account count — else what was typed (an unknown login is counted like a known one).
 */
export function failureKeyOf(user: UserRow | undefined, typed: string): string {
  return user ? `account:${user.id}` : `login-fail:${typed.toLowerCase()}`;
}

const failureKeys = (request: FastifyRequest, account: string) => [account, `ip-fail:${clientKey(request.ip)}`];
/** One account tried from one address: the pair the back-off slows down (a new device is a new pair). */
const pairKey = (request: FastifyRequest, account: string) => `${account}|${clientKey(request.ip)}`;

/**
 * Exponential back-off per account and address (issue 32, finding 3): from BACKOFF_AFTER failures of the
 * pair on (well past the captcha threshold, so a person's few typos never wait), each further failure
 * doubles the wait before its next try (1 s, 2 s, 4 s … at most 15 minutes).
 * The owner on another device is a different pair: with a solved captcha the right password gets through
 * however many failures the account has — nothing locks an account as a whole.
 */
export const BACKOFF_AFTER = 10;
const BACKOFF_MAX_MS = 15 * 60_000;
const PAIR_WINDOW_MS = 24 * 3600_000;

const backoffMs = (pairFailures: number) => (pairFailures < BACKOFF_AFTER ? 0 : Math.min(1000 * 2 ** (pairFailures - BACKOFF_AFTER), BACKOFF_MAX_MS));

/**
 * Before checking a password: a pair still inside its back-off is refused (429); when the account or the
 * address has failed captchaAfterFailedLogins times in the window, the call needs a solved captcha (code
 * 100) in X-Captcha-Token.
 */
export function guardFailedLogins(ctx: ApiContext, request: FastifyRequest, account: string): void {
  const limit = ctx.siteConfig.get().auth.captchaAfterFailedLogins;
  const now = ctx.clock.now();
  const pair = pairKey(request, account);
  const wait = backoffMs(ctx.repos.counters.get(`pair-fail:${pair}`, now, PAIR_WINDOW_MS));
  // `pair-last:` restarts its window at every failure, so it is live for `wait` after the last one.
  if (wait > 0 && ctx.repos.counters.get(`pair-last:${pair}`, now, wait) > 0) throw tooManyRequests(Math.ceil(wait / 1000));
  const over = failureKeys(request, account).some((key) => ctx.repos.counters.get(key, now, TTL.failureWindowMs) >= limit);
  if (over && !consumeCaptchaToken(ctx, request, CAPTCHA_CODES.login)) throw captchaRequired(CAPTCHA_CODES.login);
}

export function recordFailedLogin(ctx: ApiContext, request: FastifyRequest, account: string): void {
  const now = ctx.clock.now();
  const pair = pairKey(request, account);
  ctx.repos.transaction(() => {
    for (const key of failureKeys(request, account)) ctx.repos.counters.increment(key, now, TTL.failureWindowMs);
    ctx.repos.counters.increment(`pair-fail:${pair}`, now, PAIR_WINDOW_MS);
    ctx.repos.counters.clear(`pair-last:${pair}`);
    ctx.repos.counters.increment(`pair-last:${pair}`, now, BACKOFF_MAX_MS);
  });
}

export function clearFailedLogins(ctx: ApiContext, request: FastifyRequest, account: string): void {
  const pair = pairKey(request, account);
  for (const key of [...failureKeys(request, account), `pair-fail:${pair}`, `pair-last:${pair}`]) ctx.repos.counters.clear(key);
}

/**
 * The password check of every way in that takes one (login, phone login, the demo social provider):
 * back-off and captcha after repeated failures, then the same answer and the same scrypt work for an
 * unknown login and a wrong password, so neither the answer nor its timing tells which logins exist.
 * `typed` is what the player typed (the login, or `+<dial><number>` for a phone); the failures are
 * counted per account (failureKeyOf).
 */
export function verifyPasswordLogin(
  ctx: ApiContext,
  request: FastifyRequest,
  typed: string,
  user: UserRow | undefined,
  password: string,
): UserRow {
  const account = failureKeyOf(user, typed);
  guardFailedLogins(ctx, request, account);
  if (!verifyPasswordOfUser(password, user) || !user) {
    recordFailedLogin(ctx, request, account);
    throw wrongCredentials();
  }
  return user;
}

/** Throws captcha_required(code) when key was hit more than `allowed` times in the window. */
export function guardRate(ctx: ApiContext, request: FastifyRequest, key: string, allowed: number, captchaCode: 111 | 112 | 113): void {
  const count = ctx.repos.counters.increment(key, ctx.clock.now(), TTL.failureWindowMs);
  if (count > allowed && !consumeCaptchaToken(ctx, request, captchaCode)) throw captchaRequired(captchaCode);
}

export function newNumericCode(): string {
  return String(randomInt(100000, 1000000));
}

/**
 * Stores a one-time code; a code a real deployment would send to the player (SMS, e-mail: delivery-texts.ts)
 * goes to the outbox as the message the player receives, in `language` (the request's), after a stable,
 * machine-readable prefix `[<kind> to <target>] `. A login or reset token travels in a redirect or the answer.
 */
export function issueCode(ctx: ApiContext, kind: CodeKind, target: string, userId: number, ttlSeconds: number, language: string, code = newNumericCode()) {
  const now = ctx.clock.nowSeconds();
  ctx.repos.codes.issue({ kind, target, code, user_id: userId, created_at: now, expires_at: now + ttlSeconds });
  if (isDeliveredKind(kind)) ctx.outbox(`[${kind} to ${target}] ${deliveryText(kind, language, code, ttlSeconds)}`);
  return { code, expiresAt: now + ttlSeconds };
}

/**
 * Wrong answers a one-time code survives (two-step, SMS login, recovery, activation): the one that
 * reaches this count burns it, and from then on even the right code is refused with
 * code_attempts_exceeded until the player asks for a new one. 5 tries against 10^6 codes.
 */
export const MAX_CODE_ATTEMPTS = 5;

export const codeAttemptsExceeded = () => badRequest('code_attempts_exceeded', 'code_attempts_exceeded');

const sameCode = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks a code against the newest one sent to target (spec §5): 'wrong code' while that code is
 * unexpired, 'time up' once it has expired (right or wrong). Every wrong answer counts; at
 * MAX_CODE_ATTEMPTS the code is burned (code_attempts_exceeded). Only the newest code counts, so an
 * older unexpired code never comes back once the newest is used or burned.
 */
export function checkCode(ctx: ApiContext, kind: CodeKind, target: string, code: string): CodeRow {
  const latest = ctx.repos.codes.latest(kind, target);
  return checkCodeRow(ctx, latest, code);
}

/** The attempt-counting check of one code row (activation also finds its row by value). */
export function checkCodeRow(ctx: ApiContext, row: CodeRow | undefined, code: string): CodeRow {
  const now = ctx.clock.nowSeconds();
  if (!row) throw badRequest('wrong_code', 'wrong_code');
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw codeAttemptsExceeded();
  if (row.used) throw badRequest('wrong_code', 'wrong_code');
  if (row.expires_at <= now) throw badRequest('time_up', 'time_up');
  if (!sameCode(code, row.code)) {
    const attempts = ctx.repos.transaction(() => {
      const count = ctx.repos.codes.recordWrongAttempt(row.id);
      if (count >= MAX_CODE_ATTEMPTS) ctx.repos.codes.markUsed(row.id);
      return count;
    });
    if (attempts >= MAX_CODE_ATTEMPTS) throw codeAttemptsExceeded();
    throw badRequest('wrong_code', 'wrong_code', { attemptsLeft: MAX_CODE_ATTEMPTS - attempts });
  }
  ctx.repos.codes.markUsed(row.id);
  return row;
}

/** Sends a fresh two-step code for a pending login (the newest code replaces, and so retires, the old one). */
export function issueTwoStepCode(ctx: ApiContext, userId: number, language: string) {
  return issueCode(ctx, 'two_step', `user:${userId}`, userId, TTL.twoStepCode, language);
}

/** The user a pending two-step token names, for per-account throttling (null when the token is not valid). */
export function pendingUserKey(ctx: ApiContext, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const pending = ctx.tokens.verify(token, 'pending');
  return pending.ok ? `user:${pending.payload.u}` : null;
}

/** A login as typed (base64 of UTF-8), lower-cased, for per-account throttling (null when unreadable). */
export function loginKey(encoded: unknown): string | null {
  if (typeof encoded !== 'string' || !BASE64.test(encoded) || encoded.length > 1024) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8').trim().toLowerCase();
  return text ? `login:${text}` : null;
}

/** A phone from country_code + phone_number, for per-account throttling. */
export function phoneKey(body: unknown): string | null {
  const { country_code, phone_number } = (body ?? {}) as { country_code?: unknown; phone_number?: unknown };
  return typeof country_code === 'string' && typeof phone_number === 'string' ? `phone:+${country_code}${phone_number}` : null;
}

/** A password-checked user: 2FA users get a pending token and a code, others a session. */
export function completeLogin(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  save: boolean,
): LoginAnswer | TwoStepPendingAnswer {
  clearFailedLogins(ctx, request, failureKeyOf(user, user.login));
  assertLoginAllowed(ctx, request, user.id);
  if (user.two_factor) {
    const pending = ctx.tokens.sign('pending', user.id, save ? 'save' : 'nosave', TTL.twoStepCode);
    issueTwoStepCode(ctx, user.id, requestLanguage(request));
    return { success: false, two_step_required: true, token: pending.token, method_id: 1, expiresAt: pending.expiresAt };
  }
  return startSession(ctx, reply, user, save);
}

export const wrongCredentials = () => new ApiError(400, 'wrong_credentials', 'wrong_credentials');
