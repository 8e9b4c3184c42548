/**
 * The `arena-demo` social provider, so a site without real providers (`npm start`) still offers a
 * working social sign-in. It is a small in-process OIDC issuer whose accounts are this site's players:
 * it hands out an ID token only to someone who has just proved a player's login AND password (checked by
 * the demo credential route with the login's scrypt check and throttling), so knowing a `sub` gives
 * nothing. Its key pair is generated at start-up and kept in memory only; its tokens are verified by the
 * same OIDC verifier as Google's, against its own public key set.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { DEMO_SOCIAL_PROVIDER } from '@arena/contracts';
import type { UserRow } from '../../db/repositories/users.ts';

export const DEMO_PROVIDER = DEMO_SOCIAL_PROVIDER;
export const DEMO_CLIENT_ID = 'arena-demo-client';
export const DEMO_ISSUER = 'urn:arena:demo-provider';
/** Long enough to finish the one-tap or the registration form, short enough to be useless if it leaks. */
export const DEMO_TOKEN_TTL_SECONDS = 300;
const ALGORITHM = 'ES256';
const KEY_ID = 'arena-demo-1';

export interface DemoProvider {
  /** The provider's published key set (what its JWKS URI would serve). */
  keys: JWTVerifyGetKey;
  /** An ID token for a player whose password was just verified. */
  issueIdToken(user: Pick<UserRow, 'id' | 'email' | 'name'>, nowSeconds: number): Promise<string>;
}

export async function createDemoProvider(): Promise<DemoProvider> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM);
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: ALGORITHM, use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    issueIdToken: (user, nowSeconds) =>
      new SignJWT({ email: user.email, email_verified: Boolean(user.email), name: user.name })
        .setProtectedHeader({ alg: ALGORITHM, kid: KEY_ID })
        .setIssuer(DEMO_ISSUER)
        .setAudience(DEMO_CLIENT_ID)
        .setSubject(`player-${user.id}`)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + DEMO_TOKEN_TTL_SECONDS)
        .sign(privateKey),
  };
}
