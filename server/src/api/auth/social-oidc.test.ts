/** The OIDC verifier against a locally generated key pair: the provider's keys, issuer, audience, expiry. */
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcVerifier, ProviderUnavailableError, remoteKeys, type OidcVerifier } from './social/oidc-verifier.ts';

const ISSUER = 'https://accounts.provider.test';
const CLIENT_ID = 'arena-site-client';
const NOW = 1_900_000_000;

let providerKey: CryptoKey;
let strangerKey: CryptoKey;
let jwk: JWK;
let verify: OidcVerifier;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256');
  providerKey = provider.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwk = { ...(await exportJWK(provider.publicKey)), kid: 'k1', alg: 'RS256' };
  verify = createOidcVerifier({
    provider: 'google', issuers: [ISSUER], clientId: CLIENT_ID, keys: createLocalJWKSet({ keys: [jwk] }), now: () => new Date(NOW * 1000),
  });
});

interface TokenOptions { key?: CryptoKey; issuer?: string; audience?: string; iat?: number; exp?: number; claims?: Record<string, unknown> }

function idToken({ key = providerKey, issuer = ISSUER, audience = CLIENT_ID, iat = NOW - 60, exp = NOW + 600, claims = {} }: TokenOptions = {}) {
  return new SignJWT({ email: 'p@x.test', email_verified: true, name: 'Pat', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer).setAudience(audience).setSubject('provider-user-1').setIssuedAt(iat).setExpirationTime(exp)
    .sign(key);
}

describe('OIDC ID-token verification', () => {
  it('accepts a token signed by the provider for this client, unexpired', async () => {
    expect(await verify(await idToken())).toEqual({ provider: 'google', sub: 'provider-user-1', email: 'p@x.test', name: 'Pat' });
  });

  it('drops an e-mail the provider does not vouch for', async () => {
    expect((await verify(await idToken({ claims: { email_verified: false } })))?.email).toBe('');
  });

  it('refuses a wrong signature, issuer, audience, an expired or stale token, and an unsigned one', async () => {
    expect(await verify(await idToken({ key: strangerKey }))).toBeNull();
    expect(await verify(await idToken({ issuer: 'https://evil.test' }))).toBeNull();
    expect(await verify(await idToken({ audience: 'another-site' }))).toBeNull();
    expect(await verify(await idToken({ iat: NOW - 1200, exp: NOW - 600 }))).toBeNull();
    expect(await verify(await idToken({ iat: NOW - 3 * 3600, exp: NOW + 3600 }))).toBeNull();
    const [, payload] = (await idToken()).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${payload}.`;
    expect(await verify(none)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
  });
});

describe('keys from the provider JWKS URI', () => {
  let server: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    server = Fastify();
    server.get('/jwks', async () => ({ keys: [jwk] }));
    server.get('/broken', async (_request, reply) => reply.code(500).send({}));
    base = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());

  const remote = (path: string) =>
    createOidcVerifier({ provider: 'google', issuers: [ISSUER], clientId: CLIENT_ID, keys: remoteKeys(`${base}${path}`), now: () => new Date(NOW * 1000) });

  it('verifies against the published key set and refuses tokens it did not sign', async () => {
    expect((await remote('/jwks')(await idToken()))?.sub).toBe('provider-user-1');
    expect(await remote('/jwks')(await idToken({ key: strangerKey }))).toBeNull();
  });

  it('a provider whose keys cannot be fetched is unavailable, not a forged token', async () => {
    await expect(remote('/broken')(await idToken())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
