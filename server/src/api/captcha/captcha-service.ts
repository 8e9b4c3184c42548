/**
 * Captcha challenges: a human sees an arithmetic question; the answer is stored so test controls can
 * read it (GET /test-api/captcha/last). Solving one yields a one-time token for X-Captcha-Token.
 */
import { randomBytes, randomInt } from 'node:crypto';
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

function puzzle(code: number): { question: string; answer: string } {
  const a = randomInt(2, 10);
  const b = randomInt(2, 10);
  if (code === 111) return { question: `${a} × ${b} = ?`, answer: String(a * b) };
  if (code === 112) return { question: `${a + b} − ${b} = ?`, answer: String(a) };
  if (code === 113) return { question: `${a} + ${b} + 1 = ?`, answer: String(a + b + 1) };
  return { question: `${a} + ${b} = ?`, answer: String(a + b) };
}

export function createChallenge(ctx: ApiContext, captchaCode: number): CaptchaChallenge {
  const now = ctx.clock.nowSeconds();
  const { question, answer } = puzzle(captchaCode);
  const id = randomBytes(12).toString('base64url');
  ctx.repos.captchas.create({ id, captcha_code: captchaCode, question, answer, created_at: now, expires_at: now + TTL.captcha });
  return { captchaId: id, captchaCode, question, expiresAt: now + TTL.captcha };
}

export type ValidateResult = { ok: true; token: string; expiresAt: number } | { ok: false; reason: 'captcha_wrong' | 'captcha_expired' };

export function validateAnswer(ctx: ApiContext, captchaId: string, answer: string): ValidateResult {
  const row = ctx.repos.captchas.get(captchaId);
  const now = ctx.clock.nowSeconds();
  if (!row || row.token) return { ok: false, reason: 'captcha_wrong' };
  if (row.expires_at <= now) return { ok: false, reason: 'captcha_expired' };
  if (row.answer !== answer.trim()) return { ok: false, reason: 'captcha_wrong' };
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
