/**
 * Signed tokens (HMAC-SHA256): user tokens, fingerprint tokens, pending two-step tokens. The secret comes
 * from the environment or a file (server-secret.ts), never from the database, and survives a restart
 * when it lives in a file. Expiry is checked against the clock.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';

export type TokenKind = 'user' | 'fp' | 'pending';

export interface TokenPayload {
  /** kind */
  k: TokenKind;
  /** user id (0 for a visitor) */
  u: number;
  /** session id ('' for a visitor) */
  s: string;
  /** expiry, unix seconds */
  e: number;
  /** nonce so two tokens issued in the same second differ */
  n: string;
}

export type VerifyResult = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  sign(kind: TokenKind, userId: number, sessionId: string, ttlSeconds: number): { token: string; expiresAt: number };
  verify(token: string, kind: TokenKind): VerifyResult;
  /** base64url HMAC of data under the server secret (link signatures, fake social credentials). */
  macOf(data: string): string;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(kind, userId, sessionId, ttlSeconds) {
      const expiresAt = clock.nowSeconds() + ttlSeconds;
      const payload: TokenPayload = { k: kind, u: userId, s: sessionId, e: expiresAt, n: randomBytes(6).toString('base64url') };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt };
    },
    verify(token, kind) {
      const [body, signature] = token.split('.');
      if (!body || !signature) return { ok: false, reason: 'invalid' };
      const expected = mac(body);
      const actual = Buffer.from(signature, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
      let payload: TokenPayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (payload.k !== kind || typeof payload.e !== 'number') return { ok: false, reason: 'invalid' };
      if (payload.e <= clock.nowSeconds()) return { ok: false, reason: 'expired' };
      return { ok: true, payload };
    },
    macOf: (data) => mac(data).toString('base64url'),
  };
}
