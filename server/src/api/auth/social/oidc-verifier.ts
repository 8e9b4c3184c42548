/**
 * OIDC ID-token verification with `jose`: the token's signature must match a key the provider publishes
 * (its JWKS), `iss` must be one of the provider's issuers, `aud` this site's client id, and `exp` in the
 * future (by the server clock, with a small skew allowance). Anything else is refused: an unsigned token,
 * a token signed by anyone but the provider, a token issued to another site, an expired one.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface SocialProfile {
  provider: string;
  sub: string;
  email: string;
  name: string;
}

export interface OidcVerifierConfig {
  provider: string;
  issuers: string[];
  clientId: string;
  /** The provider's keys: createRemoteJWKSet(jwksUri) in production, a local JWKS in tests and the demo. */
  keys: JWTVerifyGetKey;
  /** The server clock (tests move it). */
  now: () => Date;
}

/** The provider's keys could not be fetched: a 503 for the client, not a forged token. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: string, cause: unknown) {
    super(`social provider ${provider}: signing keys unavailable`, { cause });
  }
}

export type OidcVerifier = (idToken: string) => Promise<SocialProfile | null>;

/** Only asymmetric signatures: a provider never shares a secret with us, so HS* or `none` is a forgery. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Clock skew tolerated between us and the provider. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** ID tokens are for signing in now; an old one (even if its exp is far away) is refused. */
const MAX_TOKEN_AGE = '1h';

/** The keys at a provider's JWKS URI, fetched on demand and cached by jose (refetched for an unknown kid). */
export function remoteKeys(jwksUri: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
}

export function createOidcVerifier(config: OidcVerifierConfig): OidcVerifier {
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, config.keys, {
        issuer: config.issuers,
        audience: config.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: MAX_TOKEN_AGE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: config.now(),
      }));
    } catch (error) {
      // Every verification failure is the same answer to the client; a JWKS outage is not the token's
      // fault, so it is rethrown for the caller to report as unavailable.
      // (a timeout, a non-200 or non-JSON key set, or a network error: fetch's TypeError).
      const providerDown = !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC';
      if (providerDown) throw new ProviderUnavailableError(config.provider, error);
      return null;
    }
    if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) return null;
    // The e-mail is kept for the new player only when the provider vouches for it.
    const email = payload['email_verified'] === true && typeof payload['email'] === 'string' ? payload['email'].slice(0, 254) : '';
    const name = typeof payload['name'] === 'string' ? payload['name'].slice(0, 100) : '';
    return { provider: config.provider, sub: payload.sub, email, name };
  };
}
