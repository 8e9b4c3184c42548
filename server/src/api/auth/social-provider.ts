/**
 * The local fake social provider: it signs credentials that the one-tap endpoint accepts, so the
 * flow works without Google & co. A credential is base64url(JSON {p, sub, email, name}).mac.
 */
import type { ApiContext } from '../shared/context.ts';

export interface SocialProfile {
  provider: string;
  sub: string;
  email: string;
  name: string;
}

export function signCredential(ctx: ApiContext, profile: SocialProfile): string {
  const body = Buffer.from(JSON.stringify({ p: profile.provider, sub: profile.sub, email: profile.email, name: profile.name })).toString('base64url');
  return `${body}.${ctx.tokens.macOf(`social:${body}`)}`;
}

export function verifyCredential(ctx: ApiContext, provider: string, credential: string): SocialProfile | null {
  const [body, mac] = credential.split('.');
  if (!body || !mac || ctx.tokens.macOf(`social:${body}`) !== mac) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (parsed['p'] !== provider || typeof parsed['sub'] !== 'string' || !parsed['sub']) return null;
    return { provider, sub: parsed['sub'], email: String(parsed['email'] ?? ''), name: String(parsed['name'] ?? '') };
  } catch {
    return null;
  }
}
