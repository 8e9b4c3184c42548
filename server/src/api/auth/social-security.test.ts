/**
 * Issue 16, finding 1 (account takeover through social sign-in), in production mode (no test controls,
 * no demo mode): no endpoint mints a credential for a chosen `sub`; a forged or unsigned credential
 * signs in as nobody; one-tap needs the fingerprint and obeys the registration-flood captcha.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { DEMO_CLIENT_ID, DEMO_ISSUER } from './social/demo-provider.ts';
import { demoCredential, postOneTap, signInWithRedirect } from './social/test-helpers.ts';

const PRODUCTION = { ARENA_TEST_CONTROLS: '0' };
const ISSUER = 'https://accounts.google.test';
const CLIENT_ID = 'arena-google-client';

let jwksServer: FastifyInstance;
let jwksUri: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApi;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('ES256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'g1', alg: 'ES256' };
  jwksServer = Fastify();
  jwksServer.get('/certs', async () => ({ keys: [jwk] }));
  jwksUri = `${await jwksServer.listen({ host: '127.0.0.1', port: 0 })}/certs`;
});
afterAll(() => jwksServer.close());
afterEach(() => t?.app.close());

const withGoogle = () => buildTestApi({ ...PRODUCTION, ARENA_OIDC_GOOGLE_ISSUER: ISSUER, ARENA_OIDC_GOOGLE_CLIENT_ID: CLIENT_ID, ARENA_OIDC_GOOGLE_JWKS_URI: jwksUri });

function googleToken(sub: string, { key = googleKey, audience = CLIENT_ID, issuer = ISSUER } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'g1' })
    .setIssuer(issuer).setAudience(audience).setSubject(sub).setIssuedAt(now).setExpirationTime(now + 600).sign(key);
}

/** An unsigned (alg none) token claiming the given issuer, audience and subject. */
function unsignedToken(issuer: string, audience: string, sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iss: issuer, aud: audience, sub, iat: now, exp: now + 600 })}.`;
}

describe('production: no credential for someone else', () => {
  it('the fake "mint any sub" endpoint does not exist', async () => {
    t = await buildTestApi(PRODUCTION);
    const minted = await t.app.inject({ method: 'POST', url: '/social-api/fake-provider/google/credential', payload: { sub: 'victim' } });
    expect(minted.statusCode).toBe(404);
  });

  it('a forged or unsigned demo credential does not sign in as the player linked to it', async () => {
    t = await buildTestApi(PRODUCTION);
    // The victim's demo identity is linked to a social player (signed in once with the password).
    const linked = await postOneTap(t, 'arena-demo', await demoCredential(t, 'demo', 'Demo1234!'));
    expect(linked.statusCode).toBe(200);
    const victim = t.json<{ user_id: number }>(await signInWithRedirect(t, linked)).user_id;
    const demoId = t.json<{ user_id: number }>(await t.app.inject({
      method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint() },
      payload: { login: Buffer.from('demo').toString('base64'), password: Buffer.from('Demo1234!').toString('base64') },
    })).user_id;
    const sub = `player-${demoId}`;
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'arena-demo-1' })
      .setIssuer(DEMO_ISSUER).setAudience(DEMO_CLIENT_ID).setSubject(sub).setIssuedAt().setExpirationTime('5m').sign(strangerKey);
    for (const credential of [forged, unsignedToken(DEMO_ISSUER, DEMO_CLIENT_ID, sub)]) {
      const answer = await postOneTap(t, 'arena-demo', credential);
      expect(answer.statusCode).toBe(400);
      expect(t.json(answer)).toMatchObject({ code: 'validation_error' });
      expect(answer.body).not.toContain('auth_token');
    }
    expect(victim).toBeGreaterThan(0);
  });

  it('the demo credential needs the player\'s password, counted like login failures (captcha 100 after 3)', async () => {
    t = await buildTestApi(PRODUCTION);
    const ask = async (password: string) => t.app.inject({
      method: 'POST', url: '/social-api/demo-provider/credential', headers: { 'x-fingerprint': await t.fingerprint() },
      payload: { login: Buffer.from('demo').toString('base64'), password: Buffer.from(password).toString('base64') },
    });
    for (let i = 0; i < 3; i++) expect(t.json(await ask('guess')) ).toMatchObject({ code: 'wrong_credentials' });
    expect(t.json(await ask('Demo1234!'))).toMatchObject({ code: 'captcha_required', captchaCode: 100 });
  });

  it('an unconfigured real provider is refused with a clear error', async () => {
    t = await buildTestApi(PRODUCTION);
    const clientId = await t.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' });
    expect(clientId.statusCode).toBe(400);
    expect(t.json(clientId)).toMatchObject({ code: 'provider_not_configured' });
    const answer = await postOneTap(t, 'google', await googleToken('g-1'));
    expect(t.json(answer)).toMatchObject({ code: 'provider_not_configured' });
  });
});

describe('production: a configured OIDC provider', () => {
  it('answers the configured client id and signs in with a token the provider signed for this site', async () => {
    t = await withGoogle();
    expect(t.json(await t.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' }))).toEqual({ clientId: CLIENT_ID });
    const answer = await postOneTap(t, 'google', await googleToken('g-100'));
    expect(answer.statusCode).toBe(200);
    expect((await signInWithRedirect(t, answer)).statusCode).toBe(200);
  });

  it('refuses tokens signed by someone else, for another site, from another issuer, or unsigned', async () => {
    t = await withGoogle();
    for (const credential of [
      await googleToken('g-100', { key: strangerKey }),
      await googleToken('g-100', { audience: 'someone-elses-client' }),
      await googleToken('g-100', { issuer: 'https://evil.test' }),
      unsignedToken(ISSUER, CLIENT_ID, 'g-100'),
    ]) {
      expect(t.json(await postOneTap(t, 'google', credential))).toMatchObject({ code: 'validation_error' });
    }
  });

  it('one-tap without a fingerprint is refused (400 fingerprint_invalid)', async () => {
    t = await withGoogle();
    const answer = await postOneTap(t, 'google', await googleToken('g-1'), { fingerprint: null });
    expect(answer.statusCode).toBe(400);
    expect(t.json(answer)).toMatchObject({ code: 'fingerprint_invalid', fingerprintErrorCode: 2001 });
  });

  it('one-tap sign-ups from one IP hit the registration captcha (111) like the registration form', async () => {
    t = await withGoogle();
    for (let i = 0; i < 5; i++) expect((await postOneTap(t, 'google', await googleToken(`flood-${i}`))).statusCode).toBe(200);
    const sixth = await postOneTap(t, 'google', await googleToken('flood-5'));
    expect(sixth.statusCode).toBe(400);
    expect(t.json(sixth)).toMatchObject({ code: 'captcha_required', captchaCode: 111 });
    // Signing in an already linked player is not a registration.
    expect((await postOneTap(t, 'google', await googleToken('flood-0'))).statusCode).toBe(200);
  });
});

describe('the demo provider vouches only where the login would sign in', () => {
  it('a two-step player gets no demo credential from the password alone', async () => {
    t = await buildTestApi(PRODUCTION);
    const answer = await t.app.inject({
      method: 'POST', url: '/social-api/demo-provider/credential', headers: { 'x-fingerprint': await t.fingerprint() },
      payload: { login: Buffer.from('twofa').toString('base64'), password: Buffer.from('TwoFa1234!').toString('base64') },
    });
    expect(answer.statusCode).toBe(403);
    expect(t.json(answer)).toMatchObject({ code: 'demo_provider_two_factor' });
    expect(answer.body).not.toContain('credential');
  });
});
