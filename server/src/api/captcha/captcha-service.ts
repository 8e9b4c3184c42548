/**
 * Captcha challenges (issue 32, finding 2): a proof-of-work puzzle made and checked by altcha-lib (ALTCHA's
 * format). The glyph-outline picture it replaces was read by a table learnt from 40 labelled pictures; a
 * proof of work has nothing to learn — every challenge costs its solver the same hashing, so a machine
 * that floods guesses pays for each one. Each challenge is kept in the database and is single-use: a wrong
 * answer burns it, a solved one cannot be solved again, and a forged one (not issued here) is unknown.
 * Solving yields a one-time token for X-Captcha-Token. The secret number is stored so the test controls can
 * show it (GET /test-api/captcha/last).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge as createPowChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyRequest } from 'fastify';
import type { CaptchaChallenge, CaptchaCode } from '@arena/domain';
import { TTL, type ApiContext } from '../shared/context.ts';

/**
 * Which call challenges with which code (spec §8 codes): 100 login after failed attempts,
 * 111 registration flood per IP, 112 SMS sends per phone, 113 password-recovery requests per target.
 */
export const CAPTCHA_CODES = { login: 100, registration: 111, sms: 112, recovery: 113 } as const satisfies Record<string, CaptchaCode>;

/** Allowed attempts per window before 111/112/113 challenge (login uses config auth.captchaAfterFailedLogins). */
export const CAPTCHA_THRESHOLDS = { registration: 5, sms: 3, recovery: 3 } as const;

/**
 * The search space: a browser hashes some 50 000–100 000 SHA-256 a second, so a player waits about a second on
 * average; a script pays the same for every single guess it wants to make.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;

/** The HMAC key of ALTCHA signatures, derived from the server secret (never stored in the database). */
const hmacKeyOf = (ctx: ApiContext) => ctx.tokens.macOf('captcha-pow');

export async function createChallenge(ctx: ApiContext, captchaCode: number): Promise<CaptchaChallenge> {
  const now = ctx.clock.nowSeconds();
  const number = randomInt(CAPTCHA_MAX_NUMBER + 1);
  const pow = await createPowChallenge({ hmacKey: hmacKeyOf(ctx), maxnumber: CAPTCHA_MAX_NUMBER, number, algorithm: 'SHA-256' });
  const id = randomBytes(12).toString('base64url');
  // `question` keeps the issued puzzle: the check runs against it, never against what the client sends back.
  const question = JSON.stringify({ challenge: pow.challenge, salt: pow.salt, signature: pow.signature });
  ctx.repos.captchas.create({ id, captcha_code: captchaCode, question, answer: String(number), created_at: now, expires_at: now + TTL.captcha });
  return { captchaId: id, captchaCode, algorithm: 'SHA-256', challenge: pow.challenge, salt: pow.salt, signature: pow.signature, maxnumber: CAPTCHA_MAX_NUMBER, expiresAt: now + TTL.captcha };
}

export type ValidateResult = { ok: true; token: string; expiresAt: number } | { ok: false; reason: 'captcha_wrong' | 'captcha_expired' };

/** Checks a solution (the number, as digits) against the stored challenge; any wrong answer burns it. */
export async function validateAnswer(ctx: ApiContext, captchaId: string, answer: string): Promise<ValidateResult> {
  const row = ctx.repos.captchas.get(captchaId);
  const now = ctx.clock.nowSeconds();
  if (!row || row.token || row.burned) return { ok: false, reason: 'captcha_wrong' };
  if (row.expires_at <= now) return { ok: false, reason: 'captcha_expired' };
  // Burn first: a second answer racing this one finds the challenge gone whatever this one's outcome.
  if (!ctx.repos.captchas.burn(row.id)) return { ok: false, reason: 'captcha_wrong' };
  const issued = JSON.parse(row.question) as { challenge: string; salt: string; signature: string };
  const number = /^\d{1,9}$/.test(answer.trim()) ? Number(answer.trim()) : -1;
  // Expiry is checked above on the site's clock (adjustable in tests), so the library's wall-clock check is off.
  const solved = number >= 0 && (await verifySolution({ algorithm: 'SHA-256', ...issued, number }, hmacKeyOf(ctx), false));
  if (!solved) return { ok: false, reason: 'captcha_wrong' };
  const token = randomBytes(18).toString('base64url');
  ctx.repos.captchas.solve(row.id, token, now + TTL.captchaToken);
  return { ok: true, token, expiresAt: now + TTL.captchaToken };
}

/** Consumes the request's X-Captcha-Token if it solves a challenge of that code; true when it did. */
export function consumeCaptchaToken(ctx: ApiContext, request: FastifyRequest, captchaCode: number): boolean {
  const header = request.headers['x-captcha-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return false;
  const row = ctx.repos.captchas.byToken(token);
  if (!row || row.token_used || row.captcha_code !== captchaCode) return false;
  if ((row.token_expires_at ?? 0) <= ctx.clock.nowSeconds()) return false;
  ctx.repos.captchas.useToken(row.id);
  return true;
}
