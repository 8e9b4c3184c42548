/**
 * Captcha challenges: a human reads distorted characters in a picture (captcha-image.ts); the JSON
 * carries only the picture, never the answer as text. The answer is stored so test controls can read it
 * (GET /test-api/captcha/last). One wrong answer burns the challenge (the client fetches a new one);
 * solving one yields a one-time token for X-Captcha-Token.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CaptchaChallenge, CaptchaCode } from '@arena/domain';
import { TTL, type ApiContext } from '../shared/context.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaImageUrl, randomCaptchaText } from './captcha-image.ts';

/**
 * Which call challenges with which code (spec §8 codes): 100 login after failed attempts,
 * 111 registration flood per IP, 112 SMS sends per phone, 113 password-recovery requests per target.
 */
export const CAPTCHA_CODES = { login: 100, registration: 111, sms: 112, recovery: 113 } as const satisfies Record<string, CaptchaCode>;

/** Allowed attempts per window before 111/112/113 challenge (login uses config auth.captchaAfterFailedLogins). */
export const CAPTCHA_THRESHOLDS = { registration: 5, sms: 3, recovery: 3 } as const;

export function createChallenge(ctx: ApiContext, captchaCode: number): CaptchaChallenge {
  const now = ctx.clock.nowSeconds();
  const answer = randomCaptchaText();
  const id = randomBytes(12).toString('base64url');
  ctx.repos.captchas.create({ id, captcha_code: captchaCode, question: '', answer, created_at: now, expires_at: now + TTL.captcha });
  return { captchaId: id, captchaCode, image: captchaImageUrl(answer), width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, expiresAt: now + TTL.captcha };
}

export type ValidateResult = { ok: true; token: string; expiresAt: number } | { ok: false; reason: 'captcha_wrong' | 'captcha_expired' };

export function validateAnswer(ctx: ApiContext, captchaId: string, answer: string): ValidateResult {
  const row = ctx.repos.captchas.get(captchaId);
  const now = ctx.clock.nowSeconds();
  if (!row || row.token || row.burned) return { ok: false, reason: 'captcha_wrong' };
  if (row.expires_at <= now) return { ok: false, reason: 'captcha_expired' };
  if (row.answer !== answer.trim().toUpperCase()) {
    // One guess per picture: a bot cannot try answers against the same challenge.
    ctx.repos.captchas.burn(row.id);
    return { ok: false, reason: 'captcha_wrong' };
  }
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
